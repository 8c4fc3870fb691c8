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
} from "./chunk-D6ZZS4DI.js";
import "./chunk-JJIFUDFS.js";
import "./chunk-7XZO6OSN.js";
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
