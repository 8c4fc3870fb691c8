import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkDirChange,
  dirResults,
  syncDirAt,
  syncDirStaged
} from "./chunk-VFPKECT7.js";
import "./chunk-DCWUUJKV.js";
import "./chunk-X6TG55U7.js";
import "./chunk-4S4F4G6Y.js";
import {
  sameParts,
  syncDirOnDisk
} from "./chunk-XHEN5MYZ.js";
import "./chunk-SOWN6PH7.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-YAAHCS47.js";
import "./chunk-IZANRX5R.js";
import "./chunk-V2MJHYTG.js";
import "./chunk-GDV4N6JJ.js";
import "./chunk-3JEKKCDX.js";
import "./chunk-O445MX7U.js";
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
