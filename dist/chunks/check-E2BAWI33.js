import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  applyOverride,
  checkKeepingBase,
  checkVersions,
  commonToAllParents,
  grew,
  wholeFileCheck
} from "./chunk-T7D5P26M.js";
import "./chunk-X27PNUGE.js";
import "./chunk-YXOBBHB7.js";
import "./chunk-QE7LJBTB.js";
import "./chunk-YAAHCS47.js";
import "./chunk-IZANRX5R.js";
import "./chunk-V2MJHYTG.js";
import "./chunk-GDV4N6JJ.js";
import "./chunk-3JEKKCDX.js";
import "./chunk-O445MX7U.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  applyOverride,
  checkKeepingBase,
  checkVersions,
  commonToAllParents,
  grew,
  wholeFileCheck
};
