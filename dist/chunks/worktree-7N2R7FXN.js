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
  setLocalConfig
} from "./chunk-DPPB4BPK.js";
import "./chunk-HX33224P.js";
import {
  readAtCommit
} from "./chunk-6TCZXWA5.js";
import "./chunk-SOISCQTY.js";
export {
  changedSince,
  diffFrom,
  diffFromHead,
  gitPath,
  headCommit,
  isWorkTree,
  movedOnlyByCommits,
  readAtCommit,
  readStaged,
  setLocalConfig
};
