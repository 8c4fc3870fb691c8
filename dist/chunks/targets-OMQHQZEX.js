import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  notAFile,
  notAFileFindings,
  resultsOf,
  targetsOf
} from "./chunk-BBFHQBSY.js";
import "./chunk-X6TG55U7.js";
import "./chunk-57MKEP4W.js";
import "./chunk-QDDGP54V.js";
import "./chunk-44KSQHQM.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-GTPCD622.js";
import "./chunk-6GGNLGTR.js";
import "./chunk-5IDJGKSO.js";
import "./chunk-SOISCQTY.js";
export {
  notAFile,
  notAFileFindings,
  resultsOf,
  targetsOf
};
