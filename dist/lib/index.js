import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  appendEntry
} from "../chunks/chunk-AYEDPPW6.js";
import {
  planConsume,
  upstreamState,
  withMarkerLock
} from "../chunks/chunk-PD63CZY7.js";
import {
  FORMATS,
  formatters
} from "../chunks/chunk-6NLA2MKU.js";
import "../chunks/chunk-T274VZ4Q.js";
import {
  applyOverride,
  checkVersions,
  commonToAllParents
} from "../chunks/chunk-YWNRO6IJ.js";
import "../chunks/chunk-WWO53TK2.js";
import "../chunks/chunk-MERAP2RB.js";
import "../chunks/chunk-OKBGD2UO.js";
import "../chunks/chunk-XIKSHUB7.js";
import {
  configFromText,
  findRoot,
  loadConfig
} from "../chunks/chunk-JMVUCVSP.js";
import "../chunks/chunk-YAJ6PI5B.js";
import {
  checkChange,
  lintBytes,
  lintDoc,
  lintSource
} from "../chunks/chunk-26XSRAK3.js";
import {
  ALL_RULES,
  HISTORICAL_RULES,
  STATIC_RULES
} from "../chunks/chunk-INWV5Z5H.js";
import {
  defaultConfig,
  validateConfig
} from "../chunks/chunk-7VFS2CMM.js";
import "../chunks/chunk-L3JUMNOF.js";
import {
  CliError
} from "../chunks/chunk-OBKVNHAI.js";
import {
  DEFAULT_FILES,
  REGISTRY_FIELDS,
  REQUIRED_REGISTRY_FIELDS,
  SYNC_FIELDS,
  SYNC_FIELD_LABELS,
  detectKind,
  isBlocked,
  isNotBlocked,
  parseAppended,
  parseDoc,
  parseRegistry,
  parseRegistryHeading,
  parseSync,
  provenanceTag,
  subjectKey,
  syncField
} from "../chunks/chunk-UQB3G3DB.js";
import {
  DIGEST,
  correctsOf,
  diffHandover,
  diffRegistry,
  diffSync,
  entryDigest,
  entryDigestText,
  keepsPrefix,
  normaliseText,
  offsetProblem,
  parseEntryHeading,
  parseHandover,
  parseMarker,
  readEntry,
  readTitle,
  renderMarker,
  sameText,
  sectionDiff,
  unclosedCommentProblem,
  unclosedFenceProblem,
  writerOf
} from "../chunks/chunk-DIB5KY33.js";
import {
  assembleSync,
  isSyncDir,
  isSyncDirFile,
  joinSyncDir,
  splitSyncToDir,
  syncFileOf
} from "../chunks/chunk-FHEDWR74.js";
import {
  conflictBlocks,
  encodingWhat,
  firstInvalidUtf8,
  pointAt,
  sourceFromBytes,
  spanAt
} from "../chunks/chunk-IRDQGPMW.js";
import "../chunks/chunk-7XZO6OSN.js";
export {
  ALL_RULES,
  CliError,
  DEFAULT_FILES,
  DIGEST,
  FORMATS,
  HISTORICAL_RULES,
  REGISTRY_FIELDS,
  REQUIRED_REGISTRY_FIELDS,
  STATIC_RULES,
  SYNC_FIELDS,
  SYNC_FIELD_LABELS,
  appendEntry,
  applyOverride,
  assembleSync,
  checkChange,
  checkVersions,
  commonToAllParents,
  configFromText,
  conflictBlocks,
  correctsOf,
  defaultConfig,
  detectKind,
  diffHandover,
  diffRegistry,
  diffSync,
  encodingWhat,
  entryDigest,
  entryDigestText,
  findRoot,
  firstInvalidUtf8,
  formatters,
  isBlocked,
  isNotBlocked,
  isSyncDir,
  isSyncDirFile,
  joinSyncDir,
  keepsPrefix,
  lintBytes,
  lintDoc,
  lintSource,
  loadConfig,
  normaliseText,
  offsetProblem,
  parseAppended,
  parseDoc,
  parseEntryHeading,
  parseHandover,
  parseMarker,
  parseRegistry,
  parseRegistryHeading,
  parseSync,
  planConsume,
  pointAt,
  provenanceTag,
  readEntry,
  readTitle,
  renderMarker,
  sameText,
  sectionDiff,
  sourceFromBytes,
  spanAt,
  splitSyncToDir,
  subjectKey,
  syncField,
  syncFileOf,
  unclosedCommentProblem,
  unclosedFenceProblem,
  upstreamState,
  validateConfig,
  withMarkerLock,
  writerOf
};
