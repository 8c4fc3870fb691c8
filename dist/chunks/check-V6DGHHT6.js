import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  applyOverride,
  checkVersions,
  commonToAllParents
} from "./chunk-AF6Q3MWB.js";
import "./chunk-NORGZH4R.js";
import "./chunk-VI77TAJH.js";
import "./chunk-WQ6RPZPM.js";
import "./chunk-2KZXIPDS.js";
import "./chunk-EA5NCHAY.js";
import "./chunk-GTPCD622.js";
import "./chunk-HT7CQCL3.js";
import "./chunk-MQOAROXN.js";
import "./chunk-VVYYWWMR.js";
import "./chunk-7XZO6OSN.js";
export {
  applyOverride,
  checkVersions,
  commonToAllParents
};
