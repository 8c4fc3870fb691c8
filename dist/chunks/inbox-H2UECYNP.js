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
} from "./chunk-J5VTA3ND.js";
import "./chunk-BLOVZPGO.js";
import "./chunk-YHHJKS4X.js";
import "./chunk-WTLPSUMJ.js";
import "./chunk-OEH3DOYY.js";
import "./chunk-4WLA3SEC.js";
import "./chunk-KLCYKY7Q.js";
import "./chunk-MJ5ZQ3LD.js";
import "./chunk-X6TG55U7.js";
import "./chunk-WRKOC3AB.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-DLTXODZX.js";
import "./chunk-OIN77HML.js";
import "./chunk-VJNSWD7O.js";
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
