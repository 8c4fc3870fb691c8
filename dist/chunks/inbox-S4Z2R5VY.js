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
} from "./chunk-ZTKVF3L6.js";
import "./chunk-XLLFHBS6.js";
import "./chunk-3GHNYT4F.js";
import "./chunk-52IQNR4Y.js";
import "./chunk-M4ZSOHHC.js";
import "./chunk-GPASHY37.js";
import "./chunk-UGIKOTBI.js";
import "./chunk-AG6S44TV.js";
import "./chunk-X6TG55U7.js";
import "./chunk-G3QEANUC.js";
import "./chunk-AKETTWE2.js";
import "./chunk-Y7RBW4TX.js";
import "./chunk-W7VDY5M3.js";
import "./chunk-YOJ6RAZQ.js";
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
