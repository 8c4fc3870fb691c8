import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  CODE_PLACES,
  DATA_PLACES,
  configFromText,
  findRoot,
  loadConfig,
  parseConfigText
} from "./chunk-JTORLZEI.js";
import "./chunk-VDG5223I.js";
import "./chunk-55REJSUE.js";
import "./chunk-AAZI2RIR.js";
import "./chunk-GTPCD622.js";
import "./chunk-FOS7SCH6.js";
import "./chunk-HAJ3JEZM.js";
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
