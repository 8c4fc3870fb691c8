import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  displayPath,
  lintRepo,
  readBaselineFile,
  run
} from "./chunk-4LWU6RTS.js";
import "./chunk-FFYAV2QQ.js";
import "./chunk-3PXYGPLZ.js";
import "./chunk-RZXDJ2TU.js";
import "./chunk-2UKIQKTX.js";
import "./chunk-7UX2OIFP.js";
import "./chunk-3GHNYT4F.js";
import "./chunk-52IQNR4Y.js";
import "./chunk-M4ZSOHHC.js";
import "./chunk-FDKDAERT.js";
import "./chunk-GPASHY37.js";
import "./chunk-PSJCNW4Q.js";
import "./chunk-UGIKOTBI.js";
import "./chunk-RSQBG3VU.js";
import "./chunk-DPEA5NRA.js";
import "./chunk-AG6S44TV.js";
import "./chunk-X6TG55U7.js";
import "./chunk-G3QEANUC.js";
import "./chunk-AKETTWE2.js";
import "./chunk-Y7RBW4TX.js";
import "./chunk-W7VDY5M3.js";
import "./chunk-YOJ6RAZQ.js";
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
