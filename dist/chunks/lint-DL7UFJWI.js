import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  displayPath,
  lintRepo,
  readBaselineFile,
  run
} from "./chunk-T4TKTME2.js";
import "./chunk-EHRWXRSG.js";
import "./chunk-3PXYGPLZ.js";
import "./chunk-RRA3YUXP.js";
import "./chunk-WDGJDJ2B.js";
import "./chunk-GNOYYBO2.js";
import "./chunk-4QJLHQDQ.js";
import "./chunk-HX4RFJOF.js";
import "./chunk-K3UNWZRA.js";
import "./chunk-44S5ES4D.js";
import "./chunk-FTTB5HL5.js";
import "./chunk-X6TG55U7.js";
import "./chunk-NR6HGMDN.js";
import "./chunk-AVQG5SU7.js";
import "./chunk-3UKR7ZY5.js";
import "./chunk-Z7LYEFBJ.js";
import "./chunk-FSHVF4JA.js";
import "./chunk-WWYWYDEU.js";
import "./chunk-4QB5FVZI.js";
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
  displayPath,
  lintRepo,
  readBaselineFile,
  run
};
