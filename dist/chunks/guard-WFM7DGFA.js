import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  caseInsensitiveFs,
  findingLines,
  guardToolUse,
  newErrors,
  sessionActor
} from "./chunk-ISHYSY2V.js";
import "./chunk-B4WWYIGU.js";
import "./chunk-WW3HKNWC.js";
import "./chunk-7GWUPKXT.js";
import "./chunk-7XKDPKUL.js";
import "./chunk-GTPCD622.js";
import "./chunk-7XZO6OSN.js";
export {
  caseInsensitiveFs,
  findingLines,
  guardToolUse,
  newErrors,
  sessionActor
};
