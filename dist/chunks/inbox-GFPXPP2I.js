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
} from "./chunk-NIH55NGI.js";
import "./chunk-7PT2J6RJ.js";
import "./chunk-IBZAK4FD.js";
import "./chunk-52IQNR4Y.js";
import "./chunk-VKRLUFSJ.js";
import "./chunk-GPASHY37.js";
import "./chunk-IHY4LGPY.js";
import "./chunk-AQVA7NRJ.js";
import "./chunk-X6TG55U7.js";
import "./chunk-LY3ZYHUJ.js";
import "./chunk-AKETTWE2.js";
import "./chunk-Y7RBW4TX.js";
import "./chunk-ZNA3TGIR.js";
import "./chunk-U3QJ443F.js";
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
