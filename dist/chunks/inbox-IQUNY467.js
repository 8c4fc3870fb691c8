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
} from "./chunk-JD2UPHIS.js";
import "./chunk-YRRPHWXO.js";
import "./chunk-LLKVQBNA.js";
import "./chunk-RK6ALVWA.js";
import "./chunk-2KXPNSWC.js";
import "./chunk-DMFGIRUV.js";
import "./chunk-J766NP5B.js";
import "./chunk-UXOI54BJ.js";
import "./chunk-X6TG55U7.js";
import "./chunk-633LOMZY.js";
import "./chunk-AKETTWE2.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-4PAOOPLX.js";
import "./chunk-EL3CTBVU.js";
import "./chunk-SAUV6JHN.js";
import "./chunk-GTPCD622.js";
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
