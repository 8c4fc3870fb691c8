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
} from "./chunk-3DDUB3OD.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-JLQJPB3F.js";
import "./chunk-BAUWL7KT.js";
import "./chunk-M2STXKLP.js";
import "./chunk-CNCUSDCJ.js";
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
