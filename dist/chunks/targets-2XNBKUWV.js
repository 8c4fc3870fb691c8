import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  notAFile,
  notAFileFindings,
  resultsOf,
  targetsOf
} from "./chunk-NXZJS5E5.js";
import "./chunk-O6YBYR2J.js";
import "./chunk-QNZGZZ6X.js";
import "./chunk-2KOMEE6V.js";
import "./chunk-PQO6JJIE.js";
import "./chunk-GTPCD622.js";
import "./chunk-HZYROJXB.js";
import "./chunk-M4VHSZRF.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-7XZO6OSN.js";
export {
  notAFile,
  notAFileFindings,
  resultsOf,
  targetsOf
};
