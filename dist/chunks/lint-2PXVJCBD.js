import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkChange,
  lintBaseForBlame,
  lintBytes,
  lintDoc,
  lintSource,
  ruleSetting,
  sortMessages,
  toResult
} from "./chunk-VGBFSFUF.js";
import "./chunk-PPNFB6MZ.js";
import "./chunk-KPNLHSGK.js";
import "./chunk-AAWXTKHA.js";
import "./chunk-357LZD3P.js";
import "./chunk-O445MX7U.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  checkChange,
  lintBaseForBlame,
  lintBytes,
  lintDoc,
  lintSource,
  ruleSetting,
  sortMessages,
  toResult
};
