import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  editedPath,
  isProtocolName,
  quickHook,
  realTarget,
  surelyNotProtocol
} from "./chunk-4T6T5KKN.js";
import "./chunk-26NATQNC.js";
import "./chunk-DWJIRBNS.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-357LZD3P.js";
import "./chunk-GTPCD622.js";
import "./chunk-SOISCQTY.js";
export {
  editedPath,
  isProtocolName,
  quickHook,
  realTarget,
  surelyNotProtocol
};
