import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkDirChange,
  dirResults,
  syncDirAt,
  syncDirStaged
} from "./chunk-NGLLPYGB.js";
import "./chunk-SWKALWMP.js";
import "./chunk-X6TG55U7.js";
import {
  sameParts,
  syncDirOnDisk
} from "./chunk-GF35TVWJ.js";
import "./chunk-UQGTVZZ3.js";
import "./chunk-57MKEP4W.js";
import "./chunk-QDDGP54V.js";
import "./chunk-44KSQHQM.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-4PAOOPLX.js";
import "./chunk-GTPCD622.js";
import "./chunk-6GGNLGTR.js";
import "./chunk-5IDJGKSO.js";
import "./chunk-SOISCQTY.js";
export {
  checkDirChange,
  dirResults,
  sameParts,
  syncDirAt,
  syncDirOnDisk,
  syncDirStaged
};
