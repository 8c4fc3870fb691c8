import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkDirChange,
  dirResults,
  syncDirAt,
  syncDirStaged
} from "./chunk-6FQ7FUUS.js";
import {
  sameParts,
  syncDirOnDisk
} from "./chunk-WIM35Y77.js";
import "./chunk-IXUX6JSV.js";
import "./chunk-X6TG55U7.js";
import "./chunk-6BX353RH.js";
import "./chunk-OVWQSFCS.js";
import "./chunk-FISEVLQW.js";
import "./chunk-KWRSWJOR.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-4PAOOPLX.js";
import "./chunk-GTPCD622.js";
import "./chunk-OZWJXZ6M.js";
import "./chunk-5IDJGKSO.js";
import "./chunk-7XZO6OSN.js";
export {
  checkDirChange,
  dirResults,
  sameParts,
  syncDirAt,
  syncDirOnDisk,
  syncDirStaged
};
