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
} from "./chunk-JNBA3UWT.js";
import "./chunk-2H4KLC3V.js";
import "./chunk-P6YKXWL4.js";
import "./chunk-7YXVQFTV.js";
import "./chunk-DCWUUJKV.js";
import "./chunk-X6TG55U7.js";
import "./chunk-4S4F4G6Y.js";
import "./chunk-AA7S2UOP.js";
import "./chunk-SOWN6PH7.js";
import "./chunk-OBGKQMXK.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-BYMUZV4K.js";
import "./chunk-JYUVOTA7.js";
import "./chunk-RLAK6RJY.js";
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
