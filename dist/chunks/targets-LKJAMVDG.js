import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  notAFile,
  notAFileFindings,
  resultsOf,
  targetsOf
} from "./chunk-QYWIWEBZ.js";
import "./chunk-4KNCZUKU.js";
import "./chunk-AQVA7NRJ.js";
import "./chunk-X6TG55U7.js";
import "./chunk-LY3ZYHUJ.js";
import "./chunk-AKETTWE2.js";
import "./chunk-ZNA3TGIR.js";
import "./chunk-U3QJ443F.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  notAFile,
  notAFileFindings,
  resultsOf,
  targetsOf
};
