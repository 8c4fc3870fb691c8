import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  doctor,
  formatDoctor,
  trustProblem
} from "./chunk-Q3HH5ZYO.js";
import "./chunk-IS7SUE3O.js";
import "./chunk-F654DEA3.js";
import "./chunk-VBRH65VE.js";
import "./chunk-CBSPE7GF.js";
import "./chunk-ZTCXB3MP.js";
import "./chunk-VGF64KUY.js";
import "./chunk-GNOYYBO2.js";
import "./chunk-4S4F4G6Y.js";
import "./chunk-SOWN6PH7.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  doctor,
  formatDoctor,
  trustProblem
};
