import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  notAFile,
  notAFileFindings,
  resultsOf,
  targetsOf
} from "./chunk-RODUYORI.js";
import "./chunk-O6YBYR2J.js";
import "./chunk-DJXKPDAP.js";
import "./chunk-LPMJB7HU.js";
import "./chunk-6GKZQ37G.js";
import "./chunk-GTPCD622.js";
import "./chunk-RYCIACT3.js";
import "./chunk-2HPXCYIZ.js";
import "./chunk-VVYYWWMR.js";
import "./chunk-7XZO6OSN.js";
export {
  notAFile,
  notAFileFindings,
  resultsOf,
  targetsOf
};
