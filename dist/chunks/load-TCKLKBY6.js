import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  CODE_PLACES,
  DATA_PLACES,
  configFromText,
  findRoot,
  loadConfig,
  parseConfigText
} from "./chunk-Y33GVA2S.js";
import "./chunk-QH2IVLEH.js";
import "./chunk-HTEZ4XUI.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-4PAOOPLX.js";
import "./chunk-GTPCD622.js";
import "./chunk-MTBXZYAY.js";
import "./chunk-5IDJGKSO.js";
import "./chunk-7XZO6OSN.js";
export {
  CODE_PLACES,
  DATA_PLACES,
  configFromText,
  findRoot,
  loadConfig,
  parseConfigText
};
