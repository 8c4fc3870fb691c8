import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  entryText,
  run
} from "./chunk-XCKFUTPO.js";
import "./chunk-3PXYGPLZ.js";
import "./chunk-SUBB7BSZ.js";
import "./chunk-PC5L6LFX.js";
import "./chunk-J766NP5B.js";
import "./chunk-BSLM46Z6.js";
import "./chunk-X6TG55U7.js";
import "./chunk-633LOMZY.js";
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
