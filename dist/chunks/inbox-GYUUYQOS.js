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
} from "./chunk-QCMEQABM.js";
import "./chunk-VORREIPP.js";
import "./chunk-N4XYM4GS.js";
import "./chunk-6VADIATV.js";
import "./chunk-FHZZAY56.js";
import "./chunk-OK4SHNL6.js";
import "./chunk-OEXZEHCI.js";
import "./chunk-VFS7OCEK.js";
import "./chunk-X6TG55U7.js";
import "./chunk-KUHXHELZ.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-XWDS35YF.js";
import "./chunk-GTBB6XJF.js";
import "./chunk-BK4RFGBK.js";
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
