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
} from "./chunk-KDMFC6WE.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-THPCTLXN.js";
import "./chunk-INAKKQWN.js";
import "./chunk-4RLWEIU4.js";
import "./chunk-O445MX7U.js";
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
