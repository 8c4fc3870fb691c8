import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  displayPath,
  lintRepo,
  readBaselineFile,
  run
} from "./chunk-PNVRAHPH.js";
import "./chunk-4FJGUUUU.js";
import "./chunk-3PXYGPLZ.js";
import "./chunk-GA7ZANY5.js";
import "./chunk-MXL6XKPN.js";
import "./chunk-7UX2OIFP.js";
import "./chunk-IBZAK4FD.js";
import "./chunk-52IQNR4Y.js";
import "./chunk-VKRLUFSJ.js";
import "./chunk-ZDXRSTEA.js";
import "./chunk-GPASHY37.js";
import "./chunk-KDIFOTBY.js";
import "./chunk-IHY4LGPY.js";
import "./chunk-QXWEO6VP.js";
import "./chunk-4KNCZUKU.js";
import "./chunk-AQVA7NRJ.js";
import "./chunk-X6TG55U7.js";
import "./chunk-LY3ZYHUJ.js";
import "./chunk-AKETTWE2.js";
import "./chunk-Y7RBW4TX.js";
import "./chunk-ZNA3TGIR.js";
import "./chunk-U3QJ443F.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-K3UNWZRA.js";
import "./chunk-SOISCQTY.js";
export {
  displayPath,
  lintRepo,
  readBaselineFile,
  run
};
