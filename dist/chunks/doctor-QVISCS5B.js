import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  doctor,
  formatDoctor,
  trustProblem
} from "./chunk-C3UJE4LT.js";
import "./chunk-FHTIKYKT.js";
import "./chunk-YAF7V6VI.js";
import "./chunk-DWJIRBNS.js";
import "./chunk-T4WJVY7T.js";
import "./chunk-OK4SHNL6.js";
import "./chunk-VFS7OCEK.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-GTPCD622.js";
import "./chunk-SOISCQTY.js";
export {
  doctor,
  formatDoctor,
  trustProblem
};
