import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  FETCH_EVERY_MS,
  waitForInbox,
  waitsHere
} from "./chunk-LYE2I6OW.js";
import "./chunk-PC2H2ZYL.js";
import "./chunk-ULXXEH3V.js";
import "./chunk-IE5WYGFV.js";
import "./chunk-JNSM4WVU.js";
import "./chunk-4QJLHQDQ.js";
import "./chunk-HX4RFJOF.js";
import "./chunk-FTTB5HL5.js";
import "./chunk-X6TG55U7.js";
import "./chunk-NR6HGMDN.js";
import "./chunk-Z7LYEFBJ.js";
import "./chunk-FSHVF4JA.js";
import "./chunk-4QB5FVZI.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-5JGBGTMN.js";
import "./chunk-RMSHSEWT.js";
import "./chunk-KBTD6OVN.js";
import "./chunk-CNCUSDCJ.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  FETCH_EVERY_MS,
  waitForInbox,
  waitsHere
};
