import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  notAFile,
  notAFileFindings,
  resultsOf,
  targetsOf
} from "./chunk-KME3Y75U.js";
import "./chunk-WQ6RPZPM.js";
import "./chunk-2KZXIPDS.js";
import "./chunk-EA5NCHAY.js";
import "./chunk-GTPCD622.js";
import "./chunk-HT7CQCL3.js";
import "./chunk-MQOAROXN.js";
import "./chunk-VVYYWWMR.js";
import "./chunk-7XZO6OSN.js";
export {
  notAFile,
  notAFileFindings,
  resultsOf,
  targetsOf
};
