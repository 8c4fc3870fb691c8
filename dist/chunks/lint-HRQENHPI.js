import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  displayPath,
  lintRepo,
  readBaselineFile,
  run
} from "./chunk-NKWWDZEB.js";
import "./chunk-5KZ7CW7B.js";
import "./chunk-3PXYGPLZ.js";
import "./chunk-CGNWQR66.js";
import "./chunk-MJETEXEJ.js";
import "./chunk-2JKH7X6X.js";
import "./chunk-YHHJKS4X.js";
import "./chunk-WTLPSUMJ.js";
import "./chunk-M63XRVVC.js";
import "./chunk-OEH3DOYY.js";
import "./chunk-4WLA3SEC.js";
import "./chunk-K7HWGKF5.js";
import "./chunk-KLCYKY7Q.js";
import "./chunk-MJ5ZQ3LD.js";
import "./chunk-BFKQ54Q4.js";
import "./chunk-X6TG55U7.js";
import "./chunk-K3UNWZRA.js";
import "./chunk-WRKOC3AB.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-V6RWEL4T.js";
import "./chunk-DLTXODZX.js";
import "./chunk-OIN77HML.js";
import "./chunk-VJNSWD7O.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  displayPath,
  lintRepo,
  readBaselineFile,
  run
};
