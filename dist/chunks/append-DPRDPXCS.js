import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  entryText,
  run
} from "./chunk-H7LDX6LI.js";
import "./chunk-3PXYGPLZ.js";
import "./chunk-MUZASSSV.js";
import "./chunk-UQRAXFXW.js";
import "./chunk-SOWN6PH7.js";
import "./chunk-3DDUB3OD.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-JLQJPB3F.js";
import "./chunk-BAUWL7KT.js";
import "./chunk-M2STXKLP.js";
import "./chunk-CNCUSDCJ.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  entryText,
  run
};
