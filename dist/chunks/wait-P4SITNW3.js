import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  FETCH_EVERY_MS,
  waitForInbox,
  waitsHere
} from "./chunk-BKJO7ZCP.js";
import "./chunk-PC2H2ZYL.js";
import "./chunk-D6T4WFHG.js";
import "./chunk-CDL742QI.js";
import "./chunk-KYVZBXGJ.js";
import "./chunk-DJOVHY2O.js";
import "./chunk-7YXVQFTV.js";
import "./chunk-DCWUUJKV.js";
import "./chunk-X6TG55U7.js";
import "./chunk-4S4F4G6Y.js";
import "./chunk-YX5YLGLO.js";
import "./chunk-SOWN6PH7.js";
import "./chunk-2OPCKNHZ.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-ZKWXIF2T.js";
import "./chunk-UEH37J3A.js";
import "./chunk-E64WQCGO.js";
import "./chunk-O445MX7U.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  FETCH_EVERY_MS,
  waitForInbox,
  waitsHere
};
