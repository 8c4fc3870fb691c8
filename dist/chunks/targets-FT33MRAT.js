import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  notAFile,
  notAFileFindings,
  resultsOf,
  targetsOf
} from "./chunk-OXMSDSLH.js";
import "./chunk-NINO2CEJ.js";
import "./chunk-GA6LG64M.js";
import "./chunk-LGYT4FMX.js";
import "./chunk-52BWUM5P.js";
import "./chunk-L3JUMNOF.js";
import "./chunk-OBKVNHAI.js";
import "./chunk-RYCIACT3.js";
import "./chunk-2HPXCYIZ.js";
import "./chunk-7XZO6OSN.js";
export {
  notAFile,
  notAFileFindings,
  resultsOf,
  targetsOf
};
