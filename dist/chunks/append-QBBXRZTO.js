import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  entryText,
  run
} from "./chunk-B5Z2ZYDT.js";
import "./chunk-3PXYGPLZ.js";
import "./chunk-TKC2R3UZ.js";
import "./chunk-OZS6RTDT.js";
import "./chunk-SOWN6PH7.js";
import "./chunk-ZNCGIGJQ.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-E5EXWXCP.js";
import "./chunk-RHE6JALN.js";
import "./chunk-H2I6UNX5.js";
import "./chunk-357LZD3P.js";
import "./chunk-O445MX7U.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  entryText,
  run
};
