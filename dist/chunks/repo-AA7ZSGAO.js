import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  approvalCommits,
  blobIds,
  blobsAt,
  changedFiles,
  commitsTouching,
  defaultBranch,
  gitBlobId,
  hasCommits,
  isAncestor,
  isShallow,
  mergeBase,
  mergeBaseOf,
  notAFileChanges,
  pathHistory,
  readAtCommits,
  readBlobs,
  repoIdentity,
  requireGitDir,
  requireRepo,
  resolveCommit,
  shasTouching,
  stagedBlobs
} from "./chunk-FTTB5HL5.js";
import "./chunk-X6TG55U7.js";
import "./chunk-NR6HGMDN.js";
import "./chunk-FSHVF4JA.js";
import "./chunk-GTPCD622.js";
import "./chunk-SOISCQTY.js";
export {
  approvalCommits,
  blobIds,
  blobsAt,
  changedFiles,
  commitsTouching,
  defaultBranch,
  gitBlobId,
  hasCommits,
  isAncestor,
  isShallow,
  mergeBase,
  mergeBaseOf,
  notAFileChanges,
  pathHistory,
  readAtCommits,
  readBlobs,
  repoIdentity,
  requireGitDir,
  requireRepo,
  resolveCommit,
  shasTouching,
  stagedBlobs
};
