import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  EMPTY_TREE,
  approvalCommits,
  blobIds,
  blobsAt,
  changedFiles,
  commitsTouching,
  defaultBranch,
  filesMatching,
  gitBlobId,
  hasCommits,
  isAncestor,
  isShallow,
  mergeBase,
  mergeBaseOf,
  notAFileChanges,
  pathHistory,
  pathsMatching,
  readAtCommits,
  readBlobs,
  repoIdentity,
  requireGitDir,
  requireRepo,
  resolveCommit,
  shasTouching,
  stagedBlobs
} from "./chunk-E4PCTEHX.js";
import "./chunk-4S4F4G6Y.js";
import "./chunk-X6TG55U7.js";
import "./chunk-SOWN6PH7.js";
import "./chunk-357LZD3P.js";
import "./chunk-GTPCD622.js";
import "./chunk-SOISCQTY.js";
export {
  EMPTY_TREE,
  approvalCommits,
  blobIds,
  blobsAt,
  changedFiles,
  commitsTouching,
  defaultBranch,
  filesMatching,
  gitBlobId,
  hasCommits,
  isAncestor,
  isShallow,
  mergeBase,
  mergeBaseOf,
  notAFileChanges,
  pathHistory,
  pathsMatching,
  readAtCommits,
  readBlobs,
  repoIdentity,
  requireGitDir,
  requireRepo,
  resolveCommit,
  shasTouching,
  stagedBlobs
};
