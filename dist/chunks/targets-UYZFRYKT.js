import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  notAFile,
  notAFileFindings,
  resultsOf,
  targetsOf
} from "./chunk-VC7FGFDW.js";
import "./chunk-X6TG55U7.js";
import "./chunk-V6RWEL4T.js";
import "./chunk-DLTXODZX.js";
import "./chunk-OIN77HML.js";
import "./chunk-VJNSWD7O.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  notAFile,
  notAFileFindings,
  resultsOf,
  targetsOf
};
