import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  notAFile,
  notAFileFindings,
  resultsOf,
  targetsOf
} from "./chunk-JJFBLGY6.js";
import "./chunk-X6TG55U7.js";
import "./chunk-KKWBWYTE.js";
import "./chunk-QH2IVLEH.js";
import "./chunk-HTEZ4XUI.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-GTPCD622.js";
import "./chunk-MTBXZYAY.js";
import "./chunk-5IDJGKSO.js";
import "./chunk-7XZO6OSN.js";
export {
  notAFile,
  notAFileFindings,
  resultsOf,
  targetsOf
};
