import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkDirChange,
  dirResults,
  syncDirAt,
  syncDirStaged
} from "./chunk-7HYTZWWS.js";
import "./chunk-FHZZAY56.js";
import "./chunk-OK4SHNL6.js";
import {
  sameParts,
  syncDirOnDisk
} from "./chunk-3UW6U35L.js";
import "./chunk-VFS7OCEK.js";
import "./chunk-X6TG55U7.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-OVUB2E7Y.js";
import "./chunk-XWDS35YF.js";
import "./chunk-GTBB6XJF.js";
import "./chunk-BK4RFGBK.js";
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
