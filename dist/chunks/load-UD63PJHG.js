import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  CODE_PLACES,
  DATA_PLACES,
  configFromText,
  findRoot,
  loadConfig
} from "./chunk-B4BERUP7.js";
import "./chunk-N6QFC3MD.js";
import "./chunk-B6J43DG5.js";
import "./chunk-7XKDPKUL.js";
import "./chunk-GTPCD622.js";
import "./chunk-ZNRGCY36.js";
import "./chunk-M4VHSZRF.js";
import "./chunk-VVYYWWMR.js";
import "./chunk-7XZO6OSN.js";
export {
  CODE_PLACES,
  DATA_PLACES,
  configFromText,
  findRoot,
  loadConfig
};
