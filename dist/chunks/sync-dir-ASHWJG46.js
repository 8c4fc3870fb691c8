import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkDirChange,
  dirResults,
  syncDirAt,
  syncDirStaged
} from "./chunk-44S5ES4D.js";
import "./chunk-FTTB5HL5.js";
import "./chunk-X6TG55U7.js";
import "./chunk-NR6HGMDN.js";
import {
  sameParts,
  syncDirOnDisk
} from "./chunk-AVQG5SU7.js";
import "./chunk-FSHVF4JA.js";
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
  checkDirChange,
  dirResults,
  sameParts,
  syncDirAt,
  syncDirOnDisk,
  syncDirStaged
};
