import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  CODE_PLACES,
  ConfigError,
  DATA_PLACES,
  UNREAD_CODE_PLACES,
  configFromText,
  findRoot,
  loadConfig,
  parseConfigText,
  refuseCodeConfig
} from "./chunk-H3C5AJRH.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-AH77Y4ZX.js";
import "./chunk-XNSLPSNR.js";
import "./chunk-HIRUNVAO.js";
import "./chunk-XFWMR3FJ.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  CODE_PLACES,
  ConfigError,
  DATA_PLACES,
  UNREAD_CODE_PLACES,
  configFromText,
  findRoot,
  loadConfig,
  parseConfigText,
  refuseCodeConfig
};
