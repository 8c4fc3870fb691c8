import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkChange,
  lintBytes,
  lintDoc,
  lintSource,
  ruleSetting,
  sortMessages,
  toResult
} from "./chunk-GA6LG64M.js";
import "./chunk-LGYT4FMX.js";
import "./chunk-52BWUM5P.js";
import "./chunk-L3JUMNOF.js";
import "./chunk-OBKVNHAI.js";
import "./chunk-RYCIACT3.js";
import "./chunk-2HPXCYIZ.js";
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
