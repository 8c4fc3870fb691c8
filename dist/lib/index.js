import {
  appendEntry
} from "../chunks/chunk-QJLVY6WL.js";
import {
  planConsume,
  upstreamState,
  withMarkerLock
} from "../chunks/chunk-QI2SK5PP.js";
import {
  FORMATS,
  formatters
} from "../chunks/chunk-VEFJ3Q47.js";
import "../chunks/chunk-QJLPXOOE.js";
import {
  configFromText,
  findRoot,
  loadConfig
} from "../chunks/chunk-JUB7LQQ7.js";
import {
  applyOverride,
  checkVersions,
  commonToAllParents
} from "../chunks/chunk-GTXQKD72.js";
import {
  checkChange,
  lintBytes,
  lintDoc,
  lintSource
} from "../chunks/chunk-PWQNJXFY.js";
import {
  ALL_RULES,
  HISTORICAL_RULES,
  STATIC_RULES
} from "../chunks/chunk-IVOMWZO7.js";
import "../chunks/chunk-YE5B2ZP3.js";
import {
  defaultConfig,
  validateConfig
} from "../chunks/chunk-Y6SIZAA5.js";
import {
  CliError
} from "../chunks/chunk-HUD7R4V5.js";
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
} from "../chunks/chunk-ZU35ZJCP.js";
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
} from "../chunks/chunk-XODWWIKJ.js";
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
