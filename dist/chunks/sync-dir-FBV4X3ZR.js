import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkDirChange,
  dirResults,
  syncDirAt,
  syncDirStaged
} from "./chunk-FDKDAERT.js";
import "./chunk-GPASHY37.js";
import {
  sameParts,
  syncDirOnDisk
} from "./chunk-PSJCNW4Q.js";
import "./chunk-DPEA5NRA.js";
import "./chunk-AG6S44TV.js";
import "./chunk-X6TG55U7.js";
import "./chunk-G3QEANUC.js";
import "./chunk-AKETTWE2.js";
import "./chunk-Y7RBW4TX.js";
import "./chunk-W7VDY5M3.js";
import "./chunk-YOJ6RAZQ.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  checkDirChange,
  dirResults,
  sameParts,
  syncDirAt,
  syncDirOnDisk,
  syncDirStaged
};
