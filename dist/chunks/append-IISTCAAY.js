import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  entryText,
  run
} from "./chunk-POOPURXN.js";
import "./chunk-3PXYGPLZ.js";
import "./chunk-W6XJHGNJ.js";
import "./chunk-ZCVCD2VK.js";
import "./chunk-EJEH3C6P.js";
import "./chunk-YQLRNMPX.js";
import "./chunk-X6TG55U7.js";
import "./chunk-2OBDXRU3.js";
import "./chunk-AKETTWE2.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-4PAOOPLX.js";
import "./chunk-EL3CTBVU.js";
import "./chunk-SAUV6JHN.js";
import "./chunk-GTPCD622.js";
import "./chunk-SOISCQTY.js";
export {
  entryText,
  run
};
