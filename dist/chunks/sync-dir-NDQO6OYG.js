import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkDirChange,
  dirResults,
  syncDirAt,
  syncDirStaged
} from "./chunk-BULITO27.js";
import "./chunk-DCWUUJKV.js";
import "./chunk-X6TG55U7.js";
import "./chunk-4S4F4G6Y.js";
import {
  sameParts,
  syncDirOnDisk
} from "./chunk-F4Q6WO3V.js";
import "./chunk-SOWN6PH7.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-6BLZFZSS.js";
import "./chunk-BYMUZV4K.js";
import "./chunk-JYUVOTA7.js";
import "./chunk-RLAK6RJY.js";
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
