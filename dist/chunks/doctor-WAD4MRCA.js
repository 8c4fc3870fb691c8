import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  doctor,
  formatDoctor,
  trustProblem
} from "./chunk-YD3MZPAR.js";
import "./chunk-CRNWSFOC.js";
import "./chunk-YAF7V6VI.js";
import "./chunk-DWJIRBNS.js";
import "./chunk-DPPB4BPK.js";
import "./chunk-HX33224P.js";
import "./chunk-6TCZXWA5.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-GTPCD622.js";
import "./chunk-SOISCQTY.js";
export {
  doctor,
  formatDoctor,
  trustProblem
};
