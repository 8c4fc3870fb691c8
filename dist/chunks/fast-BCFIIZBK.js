import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  editedPath,
  isProtocolName,
  realTarget,
  surelyNotProtocol
} from "./chunk-5UQ2ULRF.js";
import "./chunk-6P7Q5VK4.js";
import "./chunk-ZTCXB3MP.js";
import "./chunk-4PAOOPLX.js";
import "./chunk-GTPCD622.js";
import "./chunk-SOISCQTY.js";
export {
  editedPath,
  isProtocolName,
  realTarget,
  surelyNotProtocol
};
