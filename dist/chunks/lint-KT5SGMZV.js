import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  displayPath,
  lintRepo,
  readBaselineFile,
  run
} from "./chunk-WDKO3EIP.js";
import "./chunk-GRUJTKQZ.js";
import "./chunk-3PXYGPLZ.js";
import "./chunk-X6MCBS4E.js";
import "./chunk-UIV6LYES.js";
import "./chunk-GNOYYBO2.js";
import "./chunk-UPPZBTLP.js";
import "./chunk-7YXVQFTV.js";
import "./chunk-K3UNWZRA.js";
import "./chunk-ITXDTQ6O.js";
import "./chunk-DCWUUJKV.js";
import "./chunk-X6TG55U7.js";
import "./chunk-4S4F4G6Y.js";
import "./chunk-L7MHAR7T.js";
import "./chunk-3UKR7ZY5.js";
import "./chunk-UQRAXFXW.js";
import "./chunk-SOWN6PH7.js";
import "./chunk-EFCYVFXZ.js";
import "./chunk-3DDUB3OD.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-KZ5HV5Z6.js";
import "./chunk-JLQJPB3F.js";
import "./chunk-BAUWL7KT.js";
import "./chunk-M2STXKLP.js";
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
