import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkDirChange,
  dirResults,
  syncDirAt,
  syncDirStaged
} from "./chunk-OYRTM6F5.js";
import {
  sameParts,
  syncDirOnDisk
} from "./chunk-D5ILMQX4.js";
import "./chunk-CM7MIYQW.js";
import "./chunk-O6YBYR2J.js";
import "./chunk-OKBGD2UO.js";
import "./chunk-XO66BEI3.js";
import "./chunk-VDG5223I.js";
import "./chunk-55REJSUE.js";
import "./chunk-AAZI2RIR.js";
import "./chunk-GTPCD622.js";
import "./chunk-FOS7SCH6.js";
import "./chunk-HAJ3JEZM.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-7XZO6OSN.js";
export {
  checkDirChange,
  dirResults,
  sameParts,
  syncDirAt,
  syncDirOnDisk,
  syncDirStaged
};
