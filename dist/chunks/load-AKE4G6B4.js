import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  CODE_PLACES,
  DATA_PLACES,
  configFromText,
  findRoot,
  loadConfig
} from "./chunk-JMVUCVSP.js";
import "./chunk-YAJ6PI5B.js";
import "./chunk-INWV5Z5H.js";
import "./chunk-7VFS2CMM.js";
import "./chunk-L3JUMNOF.js";
import "./chunk-OBKVNHAI.js";
import "./chunk-UQB3G3DB.js";
import "./chunk-DIB5KY33.js";
import "./chunk-FHEDWR74.js";
import "./chunk-IRDQGPMW.js";
import "./chunk-7XZO6OSN.js";
export {
  CODE_PLACES,
  DATA_PLACES,
  configFromText,
  findRoot,
  loadConfig
};
