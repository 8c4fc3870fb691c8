import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkChange,
  lintBytes,
  lintDoc,
  lintSource,
  ruleSetting,
  sortMessages,
  toResult
} from "./chunk-DJXKPDAP.js";
import "./chunk-LPMJB7HU.js";
import "./chunk-6GKZQ37G.js";
import "./chunk-GTPCD622.js";
import "./chunk-RYCIACT3.js";
import "./chunk-2HPXCYIZ.js";
import "./chunk-VVYYWWMR.js";
import "./chunk-7XZO6OSN.js";
export {
  checkChange,
  lintBytes,
  lintDoc,
  lintSource,
  ruleSetting,
  sortMessages,
  toResult
};
