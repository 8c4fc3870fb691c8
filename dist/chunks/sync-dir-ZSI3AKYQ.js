import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkDirChange,
  dirResults,
  syncDirAt,
  syncDirStaged
} from "./chunk-GKXAIYTP.js";
import {
  sameParts,
  syncDirOnDisk
} from "./chunk-EFTN2LMO.js";
import "./chunk-KXVEM5C4.js";
import "./chunk-X6TG55U7.js";
import "./chunk-JJIFUDFS.js";
import "./chunk-KKWBWYTE.js";
import "./chunk-QH2IVLEH.js";
import "./chunk-HTEZ4XUI.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-4PAOOPLX.js";
import "./chunk-GTPCD622.js";
import "./chunk-MTBXZYAY.js";
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
