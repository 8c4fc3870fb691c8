import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  FORMATS,
  formatters
} from "../chunks/chunk-L4ES3BQK.js";
import "../chunks/chunk-T274VZ4Q.js";
import {
  applyOverride,
  checkVersions,
  commonToAllParents
} from "../chunks/chunk-AF6Q3MWB.js";
import "../chunks/chunk-NORGZH4R.js";
import "../chunks/chunk-VI77TAJH.js";
import {
  checkChange,
  lintBytes,
  lintDoc,
  lintSource
} from "../chunks/chunk-WQ6RPZPM.js";
import {
  appendEntry
} from "../chunks/chunk-VYFJIS3J.js";
import {
  planConsume,
  upstreamState,
  withMarkerLock
} from "../chunks/chunk-26AH5CX7.js";
import "../chunks/chunk-5I7JEEUP.js";
import "../chunks/chunk-XIKSHUB7.js";
import {
  configFromText,
  findRoot,
  loadConfig
} from "../chunks/chunk-QSXMANID.js";
import {
  ALL_RULES,
  HISTORICAL_RULES,
  STATIC_RULES
} from "../chunks/chunk-2KZXIPDS.js";
import {
  defaultConfig,
  validateConfig
} from "../chunks/chunk-EA5NCHAY.js";
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
} from "../chunks/chunk-HT7CQCL3.js";
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
} from "../chunks/chunk-MQOAROXN.js";
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
