import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  CODE_PLACES,
  DATA_PLACES,
  configFromText,
  findRoot,
  loadConfig,
  parseConfigText
} from "./chunk-XMSRI7S3.js";
import "./chunk-2KOMEE6V.js";
import "./chunk-PQO6JJIE.js";
import "./chunk-WSTWBCDB.js";
import "./chunk-GTPCD622.js";
import "./chunk-HZYROJXB.js";
import "./chunk-M4VHSZRF.js";
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
