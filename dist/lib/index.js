import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkRange,
  checkRangeSpec,
  configAt
} from "../chunks/chunk-WL5SFLGP.js";
import "../chunks/chunk-THVWNWUY.js";
import {
  FORMATS,
  formatters
} from "../chunks/chunk-EL2TT5IW.js";
import "../chunks/chunk-T274VZ4Q.js";
import {
  applyOverride,
  blameOnlyTheChange,
  checkVersions,
  commonToAllParents,
  findingKey,
  placeUnits,
  whose
} from "../chunks/chunk-V7Q4FBO6.js";
import "../chunks/chunk-2KR5C2A5.js";
import "../chunks/chunk-QDYFOOG4.js";
import "../chunks/chunk-RODUYORI.js";
import "../chunks/chunk-O6YBYR2J.js";
import {
  checkChange,
  lintBytes,
  lintDoc,
  lintSource
} from "../chunks/chunk-DJXKPDAP.js";
import {
  appendEntry
} from "../chunks/chunk-P4VFKPMK.js";
import "../chunks/chunk-6DBV6SLP.js";
import {
  planConsume,
  upstreamState,
  withMarkerLock
} from "../chunks/chunk-WM7XY3RK.js";
import "../chunks/chunk-5I7JEEUP.js";
import "../chunks/chunk-XIKSHUB7.js";
import {
  configFromText,
  findRoot,
  loadConfig
} from "../chunks/chunk-WQVJYDPO.js";
import {
  ALL_RULES,
  HISTORICAL_RULES,
  STATIC_RULES
} from "../chunks/chunk-LPMJB7HU.js";
import {
  defaultConfig,
  validateConfig
} from "../chunks/chunk-6GKZQ37G.js";
import "../chunks/chunk-7XKDPKUL.js";
import {
  CliError
} from "../chunks/chunk-GTPCD622.js";
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
import "../chunks/chunk-VVYYWWMR.js";
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
  blameOnlyTheChange,
  checkChange,
  checkRange,
  checkRangeSpec,
  checkVersions,
  commonToAllParents,
  configAt,
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
  findingKey,
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
  placeUnits,
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
  whose,
  withMarkerLock,
  writerOf
};
