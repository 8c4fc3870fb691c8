import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  ageText,
  answersKey,
  consumeAnswers,
  hasNews,
  inboxForSession,
  inboxSummary,
  peerAnswers,
  readInbox,
  renderInbox,
  softActor,
  takesPartInRequests
} from "./chunk-WOYYW3OB.js";
import "./chunk-R32GYHIE.js";
import "./chunk-NPUTFYYB.js";
import "./chunk-7YXVQFTV.js";
import "./chunk-DCWUUJKV.js";
import "./chunk-X6TG55U7.js";
import "./chunk-4S4F4G6Y.js";
import "./chunk-5Z62Z7XR.js";
import "./chunk-SOWN6PH7.js";
import "./chunk-PERF62GE.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-GM26JRD7.js";
import "./chunk-6RAEJTZZ.js";
import "./chunk-SBTYBOOB.js";
import "./chunk-O445MX7U.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  ageText,
  answersKey,
  consumeAnswers,
  hasNews,
  inboxForSession,
  inboxSummary,
  peerAnswers,
  readInbox,
  renderInbox,
  softActor,
  takesPartInRequests
};
