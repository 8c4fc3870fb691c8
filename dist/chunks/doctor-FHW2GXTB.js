import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  doctor,
  formatDoctor,
  trustProblem
} from "./chunk-TSCY4PXH.js";
import "./chunk-B4XK6DH4.js";
import "./chunk-F654DEA3.js";
import "./chunk-FMJ5AZLM.js";
import "./chunk-26NATQNC.js";
import "./chunk-DWJIRBNS.js";
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
