import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkDirChange,
  dirResults,
  syncDirAt,
  syncDirStaged
} from "./chunk-WB5EVZQO.js";
import {
  sameParts,
  syncDirOnDisk
} from "./chunk-EQXERORF.js";
import "./chunk-IXUX6JSV.js";
import "./chunk-X6TG55U7.js";
import "./chunk-6BX353RH.js";
import "./chunk-SUXIJGDN.js";
import "./chunk-UGIMC2T4.js";
import "./chunk-U2YL4YXF.js";
import "./chunk-4PAOOPLX.js";
import "./chunk-GTPCD622.js";
import "./chunk-25SVDEOQ.js";
import "./chunk-WRAA7HSL.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-7XZO6OSN.js";
export {
  checkDirChange,
  dirResults,
  sameParts,
  syncDirAt,
  syncDirOnDisk,
  syncDirStaged
};
