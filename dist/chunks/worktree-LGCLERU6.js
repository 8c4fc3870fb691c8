import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  changedSince,
  diffFromHead,
  gitPath,
  headCommit,
  isWorkTree,
  readAtCommit,
  setLocalConfig
} from "./chunk-B4OWLJNB.js";
import "./chunk-JJIFUDFS.js";
import "./chunk-7XZO6OSN.js";
export {
  changedSince,
  diffFromHead,
  gitPath,
  headCommit,
  isWorkTree,
  readAtCommit,
  setLocalConfig
};
