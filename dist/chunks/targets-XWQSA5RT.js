import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  notAFile,
  notAFileFindings,
  resultsOf,
  targetsOf
} from "./chunk-KQUZKXAP.js";
import "./chunk-X6TG55U7.js";
import "./chunk-OVWQSFCS.js";
import "./chunk-FISEVLQW.js";
import "./chunk-KWRSWJOR.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-GTPCD622.js";
import "./chunk-OZWJXZ6M.js";
import "./chunk-5IDJGKSO.js";
import "./chunk-7XZO6OSN.js";
export {
  notAFile,
  notAFileFindings,
  resultsOf,
  targetsOf
};
