import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  entryText,
  run
} from "./chunk-T2TNBCWS.js";
import "./chunk-3PXYGPLZ.js";
import "./chunk-CNEARCSN.js";
import "./chunk-KLCYKY7Q.js";
import "./chunk-MJ5ZQ3LD.js";
import "./chunk-WRKOC3AB.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-DLTXODZX.js";
import "./chunk-OIN77HML.js";
import "./chunk-VJNSWD7O.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  entryText,
  run
};
