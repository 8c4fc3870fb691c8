import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkSyncDir,
  lintSyncDir,
  sameParts,
  syncDirOnDisk
} from "./chunk-TVUP4Z6Z.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-PDVG5OLK.js";
import "./chunk-GM26JRD7.js";
import "./chunk-6RAEJTZZ.js";
import "./chunk-SBTYBOOB.js";
import "./chunk-O445MX7U.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  checkSyncDir,
  lintSyncDir,
  sameParts,
  syncDirOnDisk
};
