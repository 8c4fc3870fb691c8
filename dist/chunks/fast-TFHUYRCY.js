import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  editedPath,
  isProtocolName,
  quickHook,
  realTarget,
  surelyNotProtocol
} from "./chunk-UZLOPOU7.js";
import "./chunk-H33ZZMYD.js";
import "./chunk-DWJIRBNS.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-3JEKKCDX.js";
import "./chunk-GTPCD622.js";
import "./chunk-SOISCQTY.js";
export {
  editedPath,
  isProtocolName,
  quickHook,
  realTarget,
  surelyNotProtocol
};
