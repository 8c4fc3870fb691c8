import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  entryText,
  run
} from "./chunk-JM2WV2SO.js";
import "./chunk-3PXYGPLZ.js";
import "./chunk-473F5KBQ.js";
import "./chunk-AA7S2UOP.js";
import "./chunk-SOWN6PH7.js";
import "./chunk-OBGKQMXK.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-BYMUZV4K.js";
import "./chunk-JYUVOTA7.js";
import "./chunk-RLAK6RJY.js";
import "./chunk-O445MX7U.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  entryText,
  run
};
