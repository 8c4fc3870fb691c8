import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkDirChange,
  dirResults,
  syncDirAt,
  syncDirStaged
} from "./chunk-M63XRVVC.js";
import "./chunk-OEH3DOYY.js";
import "./chunk-4WLA3SEC.js";
import {
  sameParts,
  syncDirOnDisk
} from "./chunk-K7HWGKF5.js";
import "./chunk-MJ5ZQ3LD.js";
import "./chunk-X6TG55U7.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-V6RWEL4T.js";
import "./chunk-DLTXODZX.js";
import "./chunk-OIN77HML.js";
import "./chunk-VJNSWD7O.js";
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
