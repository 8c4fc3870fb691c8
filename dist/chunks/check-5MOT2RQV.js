import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  applyOverride,
  checkVersions,
  commonToAllParents
} from "./chunk-AFHU6P6W.js";
import "./chunk-K2H3JBYJ.js";
import "./chunk-HLG6C7TB.js";
import "./chunk-RSQBG3VU.js";
import "./chunk-DPEA5NRA.js";
import "./chunk-AG6S44TV.js";
import "./chunk-X6TG55U7.js";
import "./chunk-G3QEANUC.js";
import "./chunk-AKETTWE2.js";
import "./chunk-W7VDY5M3.js";
import "./chunk-YOJ6RAZQ.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  applyOverride,
  checkVersions,
  commonToAllParents
};
