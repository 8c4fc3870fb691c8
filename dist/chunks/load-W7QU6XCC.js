import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  CODE_PLACES,
  DATA_PLACES,
  configFromText,
  findRoot,
  loadConfig
} from "./chunk-WQVJYDPO.js";
import "./chunk-LPMJB7HU.js";
import "./chunk-6GKZQ37G.js";
import "./chunk-7XKDPKUL.js";
import "./chunk-GTPCD622.js";
import "./chunk-RYCIACT3.js";
import "./chunk-2HPXCYIZ.js";
import "./chunk-VVYYWWMR.js";
import "./chunk-7XZO6OSN.js";
export {
  CODE_PLACES,
  DATA_PLACES,
  configFromText,
  findRoot,
  loadConfig
};
