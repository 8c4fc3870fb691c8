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
} from "./chunk-VNTMSOZK.js";
import "./chunk-MAAHCRIQ.js";
import "./chunk-3RQAP2PZ.js";
import "./chunk-GBRRU4TB.js";
import "./chunk-XDGLF5CW.js";
import "./chunk-HX33224P.js";
import "./chunk-VRTSFHNC.js";
import "./chunk-6TCZXWA5.js";
import "./chunk-X6TG55U7.js";
import "./chunk-EONUXGIS.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-4D7LJGXO.js";
import "./chunk-NVORFHGC.js";
import "./chunk-NKZLFI4E.js";
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
