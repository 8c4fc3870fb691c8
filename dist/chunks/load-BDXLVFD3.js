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
} from "./chunk-ZNCGIGJQ.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-E5EXWXCP.js";
import "./chunk-RHE6JALN.js";
import "./chunk-H2I6UNX5.js";
import "./chunk-357LZD3P.js";
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
