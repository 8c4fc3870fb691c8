import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  watchedTargets,
  worktreeArchive
} from "./chunk-CX6W3GJJ.js";
import "./chunk-DCWUUJKV.js";
import "./chunk-X6TG55U7.js";
import "./chunk-4S4F4G6Y.js";
import "./chunk-SOWN6PH7.js";
import "./chunk-FMT4XJ7F.js";
import "./chunk-JEO4SNGG.js";
import "./chunk-X7VNFIWB.js";
import "./chunk-RIJFO24F.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-ZLG6TDZB.js";
import "./chunk-THPCTLXN.js";
import "./chunk-INAKKQWN.js";
import "./chunk-4RLWEIU4.js";
import "./chunk-O445MX7U.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  watchedTargets,
  worktreeArchive
};
