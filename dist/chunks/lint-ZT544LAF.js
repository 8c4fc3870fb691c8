import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkChange,
  lintBytes,
  lintDoc,
  lintSource,
  ruleSetting,
  sortMessages,
  toResult
} from "./chunk-JYWYO5CW.js";
import "./chunk-ZSZ6AFXN.js";
import "./chunk-OLL5PBU7.js";
import "./chunk-GTPCD622.js";
import "./chunk-VW3BOR3U.js";
import "./chunk-M4VHSZRF.js";
import "./chunk-VVYYWWMR.js";
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
