import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  applyOverride,
  checkVersions,
  commonToAllParents
} from "../chunks/chunk-T7EIHAGC.js";
import "../chunks/chunk-CSMZFPIV.js";
import {
  appendEntry
} from "../chunks/chunk-3NDE6OU4.js";
import {
  planConsume,
  upstreamState,
  withMarkerLock
} from "../chunks/chunk-4QIIZ3CS.js";
import "../chunks/chunk-QDYFOOG4.js";
import "../chunks/chunk-5I7JEEUP.js";
import {
  FORMATS,
  formatters
} from "../chunks/chunk-VZ5BKJGA.js";
import "../chunks/chunk-T274VZ4Q.js";
import "../chunks/chunk-XIKSHUB7.js";
import {
  configFromText,
  findRoot,
  loadConfig
} from "../chunks/chunk-5Q5LVG4W.js";
import "../chunks/chunk-YAJ6PI5B.js";
import {
  checkChange,
  lintBytes,
  lintDoc,
  lintSource
} from "../chunks/chunk-GA6LG64M.js";
import {
  ALL_RULES,
  HISTORICAL_RULES,
  STATIC_RULES
} from "../chunks/chunk-LGYT4FMX.js";
import {
  defaultConfig,
  validateConfig
} from "../chunks/chunk-52BWUM5P.js";
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
} from "../chunks/chunk-RYCIACT3.js";
import {
  DIGEST,
  conflictBlocks,
  correctsOf,
  diffHandover,
  diffRegistry,
  diffSync,
  encodingWhat,
  entryDigest,
  entryDigestText,
  firstInvalidUtf8,
  keepsPrefix,
  normaliseText,
  offsetProblem,
  parseEntryHeading,
  parseHandover,
  parseMarker,
  pointAt,
  readEntry,
  readTitle,
  renderMarker,
  sameText,
  sectionDiff,
  sourceFromBytes,
  spanAt,
  unclosedCommentProblem,
  unclosedFenceProblem,
  writerOf
} from "../chunks/chunk-2HPXCYIZ.js";
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
  subjectKey,
  syncField,
  unclosedCommentProblem,
  unclosedFenceProblem,
  upstreamState,
  validateConfig,
  withMarkerLock,
  writerOf
};
