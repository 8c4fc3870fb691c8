import {
  changedSince,
  gitPath,
  headCommit,
  isWorkTree,
  readAtCommit,
  setLocalConfig
} from "./chunk-ZBRA4OK6.js";
import "./chunk-YE5B2ZP3.js";
export {
  changedSince,
  gitPath,
  headCommit,
  isWorkTree,
  readAtCommit,
  setLocalConfig
};
