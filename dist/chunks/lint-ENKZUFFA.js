import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  displayPath,
  lintRepo,
  readBaselineFile,
  run
} from "./chunk-M4JW3XOC.js";
import "./chunk-K7SZD6AY.js";
import "./chunk-3PXYGPLZ.js";
import "./chunk-4DKKJ3DZ.js";
import "./chunk-JNR2BRU2.js";
import "./chunk-2JKH7X6X.js";
import "./chunk-N4XYM4GS.js";
import "./chunk-6VADIATV.js";
import "./chunk-7HYTZWWS.js";
import "./chunk-FHZZAY56.js";
import "./chunk-OK4SHNL6.js";
import "./chunk-3UW6U35L.js";
import "./chunk-OEXZEHCI.js";
import "./chunk-VFS7OCEK.js";
import "./chunk-JSJFAUGM.js";
import "./chunk-X6TG55U7.js";
import "./chunk-K3UNWZRA.js";
import "./chunk-KUHXHELZ.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-OVUB2E7Y.js";
import "./chunk-XWDS35YF.js";
import "./chunk-GTBB6XJF.js";
import "./chunk-BK4RFGBK.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  displayPath,
  lintRepo,
  readBaselineFile,
  run
};
