import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  changedSince,
  gitPath,
  headCommit,
  isWorkTree,
  readAtCommit,
  setLocalConfig
} from "./chunk-Q3367U5O.js";
import "./chunk-OKBGD2UO.js";
import "./chunk-7XZO6OSN.js";
export {
  changedSince,
  gitPath,
  headCommit,
  isWorkTree,
  readAtCommit,
  setLocalConfig
};
