import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  CODE_PLACES,
  DATA_PLACES,
  configFromText,
  findRoot,
  loadConfig,
  parseConfigText
} from "./chunk-NNPP5VEO.js";
import "./chunk-UGIMC2T4.js";
import "./chunk-U2YL4YXF.js";
import "./chunk-4PAOOPLX.js";
import "./chunk-GTPCD622.js";
import "./chunk-25SVDEOQ.js";
import "./chunk-WRAA7HSL.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-7XZO6OSN.js";
export {
  CODE_PLACES,
  DATA_PLACES,
  configFromText,
  findRoot,
  loadConfig,
  parseConfigText
};
