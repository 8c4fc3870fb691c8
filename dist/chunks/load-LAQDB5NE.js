import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  CODE_PLACES,
  DATA_PLACES,
  configFromText,
  findRoot,
  loadConfig
} from "./chunk-RSVYYGPS.js";
import "./chunk-YAJ6PI5B.js";
import "./chunk-JKNLG42Z.js";
import "./chunk-QIZBCLNT.js";
import "./chunk-L3JUMNOF.js";
import "./chunk-OBKVNHAI.js";
import "./chunk-HT7CQCL3.js";
import "./chunk-MQOAROXN.js";
import "./chunk-7XZO6OSN.js";
export {
  CODE_PLACES,
  DATA_PLACES,
  configFromText,
  findRoot,
  loadConfig
};
