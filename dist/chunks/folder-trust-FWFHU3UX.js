import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  folderTrust,
  hostUserDir,
  projectHooksRun,
  qwenEnv
} from "./chunk-R5TARH5D.js";
import "./chunk-SOISCQTY.js";
export {
  folderTrust,
  hostUserDir,
  projectHooksRun,
  qwenEnv
};
