import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  displayPath,
  lintRepo,
  readBaselineFile,
  run
} from "./chunk-4XWXLDQJ.js";
import "./chunk-OKA3EFCL.js";
import "./chunk-3PXYGPLZ.js";
import "./chunk-QOJDHYNI.js";
import "./chunk-AZ2BC7MK.js";
import "./chunk-7UX2OIFP.js";
import "./chunk-LLKVQBNA.js";
import "./chunk-RK6ALVWA.js";
import "./chunk-2KXPNSWC.js";
import "./chunk-UXMBIPAL.js";
import "./chunk-DMFGIRUV.js";
import "./chunk-LKL5VRJF.js";
import "./chunk-J766NP5B.js";
import "./chunk-GM4BRIGD.js";
import "./chunk-4T2MNXYR.js";
import "./chunk-UXOI54BJ.js";
import "./chunk-X6TG55U7.js";
import "./chunk-633LOMZY.js";
import "./chunk-AKETTWE2.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-4PAOOPLX.js";
import "./chunk-EL3CTBVU.js";
import "./chunk-SAUV6JHN.js";
import "./chunk-GTPCD622.js";
import "./chunk-K3UNWZRA.js";
import "./chunk-SOISCQTY.js";
export {
  displayPath,
  lintRepo,
  readBaselineFile,
  run
};
