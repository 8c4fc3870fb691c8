import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  worktreeArchive
} from "./chunk-FJRLEKHB.js";
import "./chunk-M4QNQJC2.js";
import "./chunk-X6TG55U7.js";
import "./chunk-FSHVF4JA.js";
import "./chunk-UBUY43FK.js";
import "./chunk-W3CQ3SY2.js";
import "./chunk-QQCT4Q5T.js";
import "./chunk-WWYWYDEU.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-XMI2LKAC.js";
import "./chunk-5JGBGTMN.js";
import "./chunk-RMSHSEWT.js";
import "./chunk-KBTD6OVN.js";
import "./chunk-CNCUSDCJ.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  worktreeArchive
};
