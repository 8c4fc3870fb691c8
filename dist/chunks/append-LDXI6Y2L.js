import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  entryText,
  run
} from "./chunk-QZAUBFL6.js";
import "./chunk-3PXYGPLZ.js";
import "./chunk-EPVIUEXS.js";
import "./chunk-44AHUX5X.js";
import "./chunk-DZLS3KQW.js";
import "./chunk-UQGTVZZ3.js";
import "./chunk-QDDGP54V.js";
import "./chunk-44KSQHQM.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-4PAOOPLX.js";
import "./chunk-GTPCD622.js";
import "./chunk-6GGNLGTR.js";
import "./chunk-5IDJGKSO.js";
import "./chunk-SOISCQTY.js";
export {
  entryText,
  run
};
