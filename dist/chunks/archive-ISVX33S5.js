import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  watchedTargets,
  worktreeArchive
} from "./chunk-B4DZVFXM.js";
import "./chunk-DCWUUJKV.js";
import "./chunk-X6TG55U7.js";
import "./chunk-4S4F4G6Y.js";
import "./chunk-SOWN6PH7.js";
import "./chunk-XSJG35VW.js";
import "./chunk-KAFYZROX.js";
import "./chunk-GBXXIXHU.js";
import "./chunk-EFCYVFXZ.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-KZ5HV5Z6.js";
import "./chunk-JLQJPB3F.js";
import "./chunk-BAUWL7KT.js";
import "./chunk-M2STXKLP.js";
import "./chunk-CNCUSDCJ.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  watchedTargets,
  worktreeArchive
};
