import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkDirChange,
  dirResults,
  syncDirAt,
  syncDirStaged
} from "./chunk-K6XYOITH.js";
import "./chunk-DCWUUJKV.js";
import "./chunk-X6TG55U7.js";
import "./chunk-4S4F4G6Y.js";
import {
  sameParts,
  syncDirOnDisk
} from "./chunk-3S3O2PRK.js";
import "./chunk-SOWN6PH7.js";
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
  checkDirChange,
  dirResults,
  sameParts,
  syncDirAt,
  syncDirOnDisk,
  syncDirStaged
};
