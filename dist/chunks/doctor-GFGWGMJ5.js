import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  doctor,
  formatDoctor,
  trustProblem
} from "./chunk-PCSOAVLE.js";
import "./chunk-P4ZGVIWD.js";
import "./chunk-JJIFUDFS.js";
import "./chunk-4PAOOPLX.js";
import "./chunk-GTPCD622.js";
import "./chunk-7XZO6OSN.js";
export {
  doctor,
  formatDoctor,
  trustProblem
};
