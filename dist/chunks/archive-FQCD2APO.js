import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  watchedTargets,
  worktreeArchive
} from "./chunk-QVOBL5PH.js";
import "./chunk-DCWUUJKV.js";
import "./chunk-X6TG55U7.js";
import "./chunk-4S4F4G6Y.js";
import "./chunk-SOWN6PH7.js";
import "./chunk-ZNCEEOWT.js";
import "./chunk-JJDTYFBP.js";
import "./chunk-NXY47I5F.js";
import "./chunk-BCUOVRPY.js";
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
  watchedTargets,
  worktreeArchive
};
