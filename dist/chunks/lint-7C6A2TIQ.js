import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  displayPath,
  lintRepo,
  readBaselineFile,
  run
} from "./chunk-33EUDZ7N.js";
import "./chunk-ETGC6NO2.js";
import "./chunk-3PXYGPLZ.js";
import "./chunk-N33W2IFD.js";
import "./chunk-BAHFUVLU.js";
import "./chunk-GNOYYBO2.js";
import "./chunk-D6TTLIXS.js";
import "./chunk-7YXVQFTV.js";
import "./chunk-K3UNWZRA.js";
import "./chunk-VFPKECT7.js";
import "./chunk-DCWUUJKV.js";
import "./chunk-X6TG55U7.js";
import "./chunk-4S4F4G6Y.js";
import "./chunk-XHEN5MYZ.js";
import "./chunk-3UKR7ZY5.js";
import "./chunk-FQBBJYW6.js";
import "./chunk-SOWN6PH7.js";
import "./chunk-QE7LJBTB.js";
import "./chunk-IKN5JS5R.js";
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
  displayPath,
  lintRepo,
  readBaselineFile,
  run
};
