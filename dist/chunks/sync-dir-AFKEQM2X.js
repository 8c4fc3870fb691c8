import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkSyncDir,
  lintSyncDir,
  sameParts,
  syncDirOnDisk
} from "./chunk-EQXERORF.js";
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
  checkSyncDir,
  lintSyncDir,
  sameParts,
  syncDirOnDisk
};
