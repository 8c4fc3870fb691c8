import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  entryText,
  run
} from "./chunk-YSEPIQJD.js";
import "./chunk-3PXYGPLZ.js";
import "./chunk-Z3CGNDBI.js";
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
  entryText,
  run
};
