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
} from "./chunk-T4WJVY7T.js";
import "./chunk-OK4SHNL6.js";
import {
  readAtCommit
} from "./chunk-VFS7OCEK.js";
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
