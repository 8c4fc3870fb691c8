import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  applyOverride,
  checkKeepingBase,
  checkVersions,
  commonToAllParents,
  grew,
  wholeFileCheck
} from "./chunk-UNIXHECI.js";
import "./chunk-5NLDUDEA.js";
import "./chunk-ROCHY3NY.js";
import "./chunk-3ISQCC4T.js";
import "./chunk-PDVG5OLK.js";
import "./chunk-GM26JRD7.js";
import "./chunk-6RAEJTZZ.js";
import "./chunk-SBTYBOOB.js";
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
