import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  folderTrust,
  projectHooksRun
} from "./chunk-FMJ5AZLM.js";
import "./chunk-SOISCQTY.js";
export {
  folderTrust,
  projectHooksRun
};
