import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  applyOverride,
  checkVersions,
  commonToAllParents
} from "./chunk-VHSYAFH6.js";
import "./chunk-YIBHUHES.js";
import "./chunk-VI77TAJH.js";
import "./chunk-4W3QADQG.js";
import "./chunk-JKNLG42Z.js";
import "./chunk-QIZBCLNT.js";
import "./chunk-L3JUMNOF.js";
import "./chunk-OBKVNHAI.js";
import "./chunk-HT7CQCL3.js";
import "./chunk-MQOAROXN.js";
import "./chunk-7XZO6OSN.js";
export {
  applyOverride,
  checkVersions,
  commonToAllParents
};
