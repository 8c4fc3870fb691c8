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
} from "./chunk-7FSFQIYM.js";
import "./chunk-WLUMFIPW.js";
import "./chunk-MF6PGM57.js";
import "./chunk-7YXVQFTV.js";
import "./chunk-DCWUUJKV.js";
import "./chunk-X6TG55U7.js";
import "./chunk-4S4F4G6Y.js";
import "./chunk-TQNITQKZ.js";
import "./chunk-SOWN6PH7.js";
import "./chunk-KDMFC6WE.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-THPCTLXN.js";
import "./chunk-INAKKQWN.js";
import "./chunk-4RLWEIU4.js";
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
