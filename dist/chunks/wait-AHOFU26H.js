import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  FETCH_EVERY_MS,
  waitForInbox,
  waitsHere
} from "./chunk-ZCDJOM63.js";
import "./chunk-PC2H2ZYL.js";
import "./chunk-D6T4WFHG.js";
import "./chunk-HOVBTJHL.js";
import "./chunk-G7XW6GLN.js";
import "./chunk-UNSNBZIO.js";
import "./chunk-6P5VLYQJ.js";
import "./chunk-TGEP52HS.js";
import "./chunk-X6TG55U7.js";
import "./chunk-4S4F4G6Y.js";
import "./chunk-OO2L2GLB.js";
import "./chunk-SOWN6PH7.js";
import "./chunk-MG4IQTTL.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-PPNFB6MZ.js";
import "./chunk-KPNLHSGK.js";
import "./chunk-AAWXTKHA.js";
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
