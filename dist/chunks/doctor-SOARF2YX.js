import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  doctor,
  formatDoctor,
  trustProblem
} from "./chunk-W4SUQJYI.js";
import "./chunk-ZNBI3P3I.js";
import "./chunk-YAF7V6VI.js";
import "./chunk-DWJIRBNS.js";
import "./chunk-P5TBDYHN.js";
import "./chunk-4WLA3SEC.js";
import "./chunk-MJ5ZQ3LD.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-GTPCD622.js";
import "./chunk-SOISCQTY.js";
export {
  doctor,
  formatDoctor,
  trustProblem
};
