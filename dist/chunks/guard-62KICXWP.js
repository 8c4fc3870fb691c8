import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  caseInsensitiveFs,
  findingLines,
  guardToolUse,
  newErrors,
  sessionActor
} from "./chunk-IJGPB3XL.js";
import "./chunk-5UQ2ULRF.js";
import "./chunk-6P7Q5VK4.js";
import "./chunk-ZF5ZW2TB.js";
import "./chunk-ZTCXB3MP.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-4PAOOPLX.js";
import "./chunk-GTPCD622.js";
import "./chunk-SOISCQTY.js";
export {
  caseInsensitiveFs,
  findingLines,
  guardToolUse,
  newErrors,
  sessionActor
};
