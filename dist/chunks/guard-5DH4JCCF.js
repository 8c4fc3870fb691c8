import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  caseInsensitiveFs,
  findingLines,
  guardToolUse,
  newErrors,
  sessionActor
} from "./chunk-OBEQGR5E.js";
import "./chunk-AHWZH5H5.js";
import "./chunk-XM42WTUZ.js";
import "./chunk-7GWUPKXT.js";
import "./chunk-YAJ6PI5B.js";
import "./chunk-OBKVNHAI.js";
import "./chunk-7XZO6OSN.js";
export {
  caseInsensitiveFs,
  findingLines,
  guardToolUse,
  newErrors,
  sessionActor
};
