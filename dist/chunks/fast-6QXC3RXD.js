import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  editedPath,
  isProtocolName,
  realTarget,
  surelyNotProtocol
} from "./chunk-3CABMLQF.js";
import "./chunk-7GWUPKXT.js";
import "./chunk-AAZI2RIR.js";
import "./chunk-GTPCD622.js";
import "./chunk-7XZO6OSN.js";
export {
  editedPath,
  isProtocolName,
  realTarget,
  surelyNotProtocol
};
