import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  caseInsensitiveFs,
  findingLines,
  guardToolUse,
  newErrors,
  sessionActor
} from "./chunk-ZEWI5TEI.js";
import "./chunk-N3B47MLO.js";
import "./chunk-YAF7V6VI.js";
import "./chunk-CR2BOZQF.js";
import "./chunk-DWJIRBNS.js";
import "./chunk-Y7RBW4TX.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  caseInsensitiveFs,
  findingLines,
  guardToolUse,
  newErrors,
  sessionActor
};
