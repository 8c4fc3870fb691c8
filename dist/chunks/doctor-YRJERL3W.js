import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  doctor,
  formatDoctor,
  trustProblem
} from "./chunk-CHGBYEY3.js";
import "./chunk-QFEC4X7L.js";
import "./chunk-F654DEA3.js";
import "./chunk-5EIWUEDD.js";
import "./chunk-DWJIRBNS.js";
import "./chunk-ACXTNPC6.js";
import "./chunk-GNOYYBO2.js";
import "./chunk-NR6HGMDN.js";
import "./chunk-FSHVF4JA.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  doctor,
  formatDoctor,
  trustProblem
};
