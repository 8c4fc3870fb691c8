import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  CODE_PLACES,
  DATA_PLACES,
  configFromText,
  findRoot,
  loadConfig
} from "./chunk-6DS3WFYP.js";
import "./chunk-VSSRLVU5.js";
import "./chunk-U5XVR4YC.js";
import "./chunk-7XKDPKUL.js";
import "./chunk-GTPCD622.js";
import "./chunk-FNYFYDGR.js";
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
