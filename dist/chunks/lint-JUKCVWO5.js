import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkChange,
  lintBytes,
  lintDoc,
  lintSource,
  ruleSetting,
  sortMessages,
  toResult
} from "./chunk-6MDH67ZF.js";
import "./chunk-2RZNU5WW.js";
import "./chunk-X6TG55U7.js";
import "./chunk-T7PY4MCE.js";
import "./chunk-AKETTWE2.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-VPUI3E4W.js";
import "./chunk-NUGXNJTQ.js";
import "./chunk-GTPCD622.js";
import "./chunk-SOISCQTY.js";
export {
  checkChange,
  lintBytes,
  lintDoc,
  lintSource,
  ruleSetting,
  sortMessages,
  toResult
};
