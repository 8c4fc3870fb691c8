import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  editedPath,
  isProtocolName,
  realTarget,
  surelyNotProtocol
} from "./chunk-AHWZH5H5.js";
import "./chunk-7GWUPKXT.js";
import "./chunk-YAJ6PI5B.js";
import "./chunk-OBKVNHAI.js";
import "./chunk-7XZO6OSN.js";
export {
  editedPath,
  isProtocolName,
  realTarget,
  surelyNotProtocol
};
