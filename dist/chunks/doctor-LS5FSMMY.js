import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  doctor,
  formatDoctor,
  trustProblem
} from "./chunk-OZQY7CWU.js";
import "./chunk-JMLCWF6V.js";
import "./chunk-YAF7V6VI.js";
import "./chunk-DWJIRBNS.js";
import "./chunk-3P2CESSR.js";
import "./chunk-AKETTWE2.js";
import "./chunk-Y7RBW4TX.js";
import "./chunk-GTPCD622.js";
import "./chunk-SOISCQTY.js";
export {
  doctor,
  formatDoctor,
  trustProblem
};
