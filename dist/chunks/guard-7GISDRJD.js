import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  caseInsensitiveFs,
  findingLines,
  guardToolUse,
  newErrors,
  sessionActor
} from "./chunk-E5YZYP43.js";
import "./chunk-I3765QLA.js";
import "./chunk-YMWWIEBZ.js";
import "./chunk-7GWUPKXT.js";
import "./chunk-6WJ3S5HX.js";
import "./chunk-GTPCD622.js";
import "./chunk-7XZO6OSN.js";
export {
  caseInsensitiveFs,
  findingLines,
  guardToolUse,
  newErrors,
  sessionActor
};
