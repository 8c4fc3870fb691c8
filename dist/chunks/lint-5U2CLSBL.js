import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  displayPath,
  lintRepo,
  readBaselineFile,
  run
} from "./chunk-DPVCQDPM.js";
import "./chunk-EIEMFBRY.js";
import "./chunk-3PXYGPLZ.js";
import "./chunk-WXFH2O73.js";
import "./chunk-EIK2PFMW.js";
import "./chunk-GNOYYBO2.js";
import "./chunk-DJOVHY2O.js";
import "./chunk-7YXVQFTV.js";
import "./chunk-K3UNWZRA.js";
import "./chunk-K6XYOITH.js";
import "./chunk-DCWUUJKV.js";
import "./chunk-X6TG55U7.js";
import "./chunk-4S4F4G6Y.js";
import "./chunk-3S3O2PRK.js";
import "./chunk-3UKR7ZY5.js";
import "./chunk-YX5YLGLO.js";
import "./chunk-SOWN6PH7.js";
import "./chunk-BCUOVRPY.js";
import "./chunk-2OPCKNHZ.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-445XXG4J.js";
import "./chunk-ZKWXIF2T.js";
import "./chunk-UEH37J3A.js";
import "./chunk-E64WQCGO.js";
import "./chunk-O445MX7U.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  displayPath,
  lintRepo,
  readBaselineFile,
  run
};
