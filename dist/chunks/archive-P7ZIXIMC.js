import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  watchedTargets,
  worktreeArchive
} from "./chunk-LNEASUBQ.js";
import "./chunk-DCWUUJKV.js";
import "./chunk-X6TG55U7.js";
import "./chunk-4S4F4G6Y.js";
import "./chunk-SOWN6PH7.js";
import "./chunk-T7D5P26M.js";
import "./chunk-X27PNUGE.js";
import "./chunk-YXOBBHB7.js";
import "./chunk-QE7LJBTB.js";
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
  watchedTargets,
  worktreeArchive
};
