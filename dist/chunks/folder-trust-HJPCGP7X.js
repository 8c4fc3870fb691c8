import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  folderTrust,
  hostUserDir,
  isWithin,
  projectHooksRun,
  qwenEnv,
  readJson
} from "./chunk-VBRH65VE.js";
import "./chunk-SOISCQTY.js";
export {
  folderTrust,
  hostUserDir,
  isWithin,
  projectHooksRun,
  qwenEnv,
  readJson
};
