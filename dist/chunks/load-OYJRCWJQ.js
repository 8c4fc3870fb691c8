import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  CODE_PLACES,
  DATA_PLACES,
  configFromText,
  findRoot,
  loadConfig
} from "./chunk-6JJVYX3F.js";
import "./chunk-G3N7XG6V.js";
import "./chunk-OKURYWCG.js";
import "./chunk-L5OYBLGY.js";
import "./chunk-Z3BRSTKQ.js";
import "./chunk-UA5RHGZC.js";
import "./chunk-7XZO6OSN.js";
export {
  CODE_PLACES,
  DATA_PLACES,
  configFromText,
  findRoot,
  loadConfig
};
