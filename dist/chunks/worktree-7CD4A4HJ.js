import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  changedSince,
  diffFrom,
  diffFromHead,
  gitPath,
  headCommit,
  isWorkTree,
  movedOnlyByCommits,
  readStaged,
  setLocalConfig,
  writeHeadIndex
} from "./chunk-ACXTNPC6.js";
import "./chunk-NR6HGMDN.js";
import "./chunk-FSHVF4JA.js";
import "./chunk-SOISCQTY.js";
export {
  changedSince,
  diffFrom,
  diffFromHead,
  gitPath,
  headCommit,
  isWorkTree,
  movedOnlyByCommits,
  readStaged,
  setLocalConfig,
  writeHeadIndex
};
