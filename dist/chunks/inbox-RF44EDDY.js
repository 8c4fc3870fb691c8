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
} from "./chunk-W4WWUHGD.js";
import "./chunk-Q7Y6LELI.js";
import "./chunk-LZA5B6GA.js";
import "./chunk-HX4RFJOF.js";
import "./chunk-FTTB5HL5.js";
import "./chunk-X6TG55U7.js";
import "./chunk-NR6HGMDN.js";
import "./chunk-2W5YE5N3.js";
import "./chunk-FSHVF4JA.js";
import "./chunk-H3C5AJRH.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-AH77Y4ZX.js";
import "./chunk-XNSLPSNR.js";
import "./chunk-HIRUNVAO.js";
import "./chunk-XFWMR3FJ.js";
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
