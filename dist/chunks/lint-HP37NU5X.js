import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkChange,
  lintBytes,
  lintDoc,
  lintSource,
  ruleSetting,
  sortMessages,
  toResult
} from "./chunk-26XSRAK3.js";
import "./chunk-INWV5Z5H.js";
import "./chunk-7VFS2CMM.js";
import "./chunk-L3JUMNOF.js";
import "./chunk-OBKVNHAI.js";
import "./chunk-UQB3G3DB.js";
import "./chunk-DIB5KY33.js";
import "./chunk-FHEDWR74.js";
import "./chunk-IRDQGPMW.js";
import "./chunk-7XZO6OSN.js";
export {
  checkChange,
  lintBytes,
  lintDoc,
  lintSource,
  ruleSetting,
  sortMessages,
  toResult
};
