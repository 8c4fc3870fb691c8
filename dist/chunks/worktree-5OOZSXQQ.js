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
} from "./chunk-P5TBDYHN.js";
import "./chunk-4WLA3SEC.js";
import "./chunk-MJ5ZQ3LD.js";
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
  setLocalConfig
};
