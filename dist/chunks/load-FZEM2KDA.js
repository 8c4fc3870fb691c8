import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  CODE_PLACES,
  DATA_PLACES,
  configFromText,
  findRoot,
  loadConfig,
  parseConfigText
} from "./chunk-WRKOC3AB.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-DLTXODZX.js";
import "./chunk-OIN77HML.js";
import "./chunk-VJNSWD7O.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  CODE_PLACES,
  DATA_PLACES,
  configFromText,
  findRoot,
  loadConfig,
  parseConfigText
};
