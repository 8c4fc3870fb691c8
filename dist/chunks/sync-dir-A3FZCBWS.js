import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkSyncDir,
  lintSyncDir,
  sameParts,
  syncDirOnDisk
} from "./chunk-AVQG5SU7.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-XMI2LKAC.js";
import "./chunk-5JGBGTMN.js";
import "./chunk-RMSHSEWT.js";
import "./chunk-KBTD6OVN.js";
import "./chunk-CNCUSDCJ.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  checkSyncDir,
  lintSyncDir,
  sameParts,
  syncDirOnDisk
};
