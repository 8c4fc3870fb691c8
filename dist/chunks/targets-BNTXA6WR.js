import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  notAFile,
  notAFileFindings,
  resultsOf,
  targetsOf
} from "./chunk-6Q2GPBR5.js";
import "./chunk-O6YBYR2J.js";
import "./chunk-ISBEO76L.js";
import "./chunk-NUKAQB2F.js";
import "./chunk-JPGHGFWS.js";
import "./chunk-GTPCD622.js";
import "./chunk-XFRTEWPZ.js";
import "./chunk-VVYYWWMR.js";
import "./chunk-7XZO6OSN.js";
export {
  notAFile,
  notAFileFindings,
  resultsOf,
  targetsOf
};
