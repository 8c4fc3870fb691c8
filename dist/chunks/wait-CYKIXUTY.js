import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  FETCH_EVERY_MS,
  waitForInbox,
  waitsHere
} from "./chunk-YF36XE2X.js";
import "./chunk-PC2H2ZYL.js";
import "./chunk-ULXXEH3V.js";
import "./chunk-HFJ3Z6DZ.js";
import "./chunk-ZEUPB3JV.js";
import "./chunk-DLS73Y7G.js";
import "./chunk-HX4RFJOF.js";
import "./chunk-FTTB5HL5.js";
import "./chunk-X6TG55U7.js";
import "./chunk-NR6HGMDN.js";
import "./chunk-ASIS4HKM.js";
import "./chunk-FSHVF4JA.js";
import "./chunk-RXTT56W7.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-GK4HK7WS.js";
import "./chunk-TGEL3E44.js";
import "./chunk-LXB25YR4.js";
import "./chunk-CNCUSDCJ.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  FETCH_EVERY_MS,
  waitForInbox,
  waitsHere
};
