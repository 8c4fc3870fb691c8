import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  blobIds,
  blobsAt,
  commitsTouching,
  defaultBranch,
  gitBlobId,
  hasCommits,
  isAncestor,
  isShallow,
  mergeBase,
  notAFileChanges,
  readBlobs,
  requireGitDir,
  requireRepo,
  resolveCommit,
  stagedBlobs
} from "./chunk-WEKNEEFX.js";
import "./chunk-NINO2CEJ.js";
import "./chunk-OKBGD2UO.js";
import "./chunk-OBKVNHAI.js";
import "./chunk-7XZO6OSN.js";
export {
  blobIds,
  blobsAt,
  commitsTouching,
  defaultBranch,
  gitBlobId,
  hasCommits,
  isAncestor,
  isShallow,
  mergeBase,
  notAFileChanges,
  readBlobs,
  requireGitDir,
  requireRepo,
  resolveCommit,
  stagedBlobs
};
