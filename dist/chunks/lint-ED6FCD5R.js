import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  displayPath,
  lintRepo,
  readBaselineFile,
  run
} from "./chunk-VW6YTUJ3.js";
import "./chunk-KLEAZJBQ.js";
import "./chunk-3PXYGPLZ.js";
import "./chunk-6L5ZTBHF.js";
import "./chunk-B5IFGRXD.js";
import "./chunk-7UX2OIFP.js";
import "./chunk-PN33PBAH.js";
import "./chunk-SDJ76YB7.js";
import "./chunk-ZCVCD2VK.js";
import "./chunk-GF4WCT67.js";
import "./chunk-YJE4FWTR.js";
import "./chunk-BB5DXLB5.js";
import "./chunk-EJEH3C6P.js";
import "./chunk-RPVL5BGR.js";
import "./chunk-G4MF4RH5.js";
import "./chunk-YQLRNMPX.js";
import "./chunk-X6TG55U7.js";
import "./chunk-2OBDXRU3.js";
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
