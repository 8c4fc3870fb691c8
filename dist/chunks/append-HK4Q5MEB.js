import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  entryText,
  run
} from "./chunk-DFMFENBZ.js";
import "./chunk-3PXYGPLZ.js";
import "./chunk-C2YU25KU.js";
import "./chunk-OEXZEHCI.js";
import "./chunk-VFS7OCEK.js";
import "./chunk-KUHXHELZ.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-XWDS35YF.js";
import "./chunk-GTBB6XJF.js";
import "./chunk-BK4RFGBK.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  entryText,
  run
};
