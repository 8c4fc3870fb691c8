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
} from "./chunk-BI7EFVER.js";
import "./chunk-Y3WNKDIO.js";
import "./chunk-D6TTLIXS.js";
import "./chunk-7YXVQFTV.js";
import "./chunk-DCWUUJKV.js";
import "./chunk-X6TG55U7.js";
import "./chunk-4S4F4G6Y.js";
import "./chunk-FQBBJYW6.js";
import "./chunk-SOWN6PH7.js";
import "./chunk-IKN5JS5R.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-IZANRX5R.js";
import "./chunk-V2MJHYTG.js";
import "./chunk-GDV4N6JJ.js";
import "./chunk-3JEKKCDX.js";
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
