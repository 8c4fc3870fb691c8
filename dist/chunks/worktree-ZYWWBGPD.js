import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
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
} from "./chunk-3P2CESSR.js";
import "./chunk-AKETTWE2.js";
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
