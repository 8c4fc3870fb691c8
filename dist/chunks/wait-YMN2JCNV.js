import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  FETCH_EVERY_MS,
  waitForInbox,
  waitsHere
} from "./chunk-73CL746D.js";
import "./chunk-PC2H2ZYL.js";
import "./chunk-D6T4WFHG.js";
import "./chunk-5ELRP67H.js";
import "./chunk-AAIWVAIG.js";
import "./chunk-GQY6FBDC.js";
import "./chunk-ZKFKBATN.js";
import "./chunk-E4PCTEHX.js";
import "./chunk-4S4F4G6Y.js";
import "./chunk-X6TG55U7.js";
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
  FETCH_EVERY_MS,
  waitForInbox,
  waitsHere
};
