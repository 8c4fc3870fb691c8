import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  applyOverride,
  checkVersions,
  commonToAllParents
} from "../chunks/chunk-SXIFH6ZE.js";
import "../chunks/chunk-EV23YCI7.js";
import {
  appendEntry
} from "../chunks/chunk-F6YZJK3Q.js";
import {
  planConsume,
  upstreamState,
  withMarkerLock
} from "../chunks/chunk-6J4MVPFZ.js";
import "../chunks/chunk-ENVYYBDV.js";
import "../chunks/chunk-2TWEKWM4.js";
import "../chunks/chunk-5I7JEEUP.js";
import {
  FORMATS,
  formatters
} from "../chunks/chunk-ZUR2AQJC.js";
import "../chunks/chunk-T274VZ4Q.js";
import "../chunks/chunk-XIKSHUB7.js";
import {
  configFromText,
  findRoot,
  loadConfig
} from "../chunks/chunk-I4KUZMX4.js";
import "../chunks/chunk-YAJ6PI5B.js";
import {
  checkChange,
  lintBytes,
  lintDoc,
  lintSource
} from "../chunks/chunk-ZQZZNP45.js";
import {
  ALL_RULES,
  HISTORICAL_RULES,
  STATIC_RULES
} from "../chunks/chunk-ABWFJIVU.js";
import {
  defaultConfig,
  validateConfig
} from "../chunks/chunk-EPPGHNJM.js";
import "../chunks/chunk-L3JUMNOF.js";
import {
  CliError
} from "../chunks/chunk-OBKVNHAI.js";
import {
  CANONICAL,
  CMAP_LOG,
  CMAP_SYNC,
  DEFAULT_FILES,
  DIALECTS,
  DIGEST,
  HANDOVER_LOG,
  HANDOVER_SYNC,
  HANDOVER_SYNC_FIELDS,
  REGISTRY_FIELDS,
  REQUIRED_REGISTRY_FIELDS,
  SYNC_FIELDS,
  SYNC_FIELD_LABELS,
  appendedOnly,
  changeAllowed,
  conflictBlocks,
  correctsOf,
  correctsRef,
  detectKind,
  diffHandover,
  diffRegistry,
  diffSync,
  encodingWhat,
  entryContent,
  entryDigest,
  entryDigestIn,
  entryDigestText,
  entryHeadingText,
  entryName,
  firstInvalidUtf8,
  fixedText,
  isBlocked,
  isCanonicalLog,
  isNotBlocked,
  keepsPrefix,
  makeDialect,
  normaliseText,
  offsetProblem,
  onlyNotesAdded,
  parseAppended,
  parseDoc,
  parseEntryHeading,
  parseHandover,
  parseHeadingIn,
  parseMarker,
  parseRegistry,
  parseRegistryHeading,
  parseSync,
  pointAt,
  provenanceTag,
  readEntry,
  readTitle,
  renderEntry,
  renderHandover,
  renderMarker,
  renderSync,
  renderSyncSection,
  rowsKept,
  sameText,
  sectionDiff,
  sourceFromBytes,
  spanAt,
  subjectKey,
  syncField,
  syncFieldLine,
  unclosedCommentProblem,
  unclosedFenceProblem,
  unclosedHtmlProblem,
  writerOf
} from "../chunks/chunk-YNK5UFVY.js";
import "../chunks/chunk-7XZO6OSN.js";
export {
  ALL_RULES,
  CANONICAL,
  CMAP_LOG,
  CMAP_SYNC,
  CliError,
  DEFAULT_FILES,
  DIALECTS,
  DIGEST,
  FORMATS,
  HANDOVER_LOG,
  HANDOVER_SYNC,
  HANDOVER_SYNC_FIELDS,
  HISTORICAL_RULES,
  REGISTRY_FIELDS,
  REQUIRED_REGISTRY_FIELDS,
  STATIC_RULES,
  SYNC_FIELDS,
  SYNC_FIELD_LABELS,
  appendEntry,
  appendedOnly,
  applyOverride,
  changeAllowed,
  checkChange,
  checkVersions,
  commonToAllParents,
  configFromText,
  conflictBlocks,
  correctsOf,
  correctsRef,
  defaultConfig,
  detectKind,
  diffHandover,
  diffRegistry,
  diffSync,
  encodingWhat,
  entryContent,
  entryDigest,
  entryDigestIn,
  entryDigestText,
  entryHeadingText,
  entryName,
  findRoot,
  firstInvalidUtf8,
  fixedText,
  formatters,
  isBlocked,
  isCanonicalLog,
  isNotBlocked,
  keepsPrefix,
  lintBytes,
  lintDoc,
  lintSource,
  loadConfig,
  makeDialect,
  normaliseText,
  offsetProblem,
  onlyNotesAdded,
  parseAppended,
  parseDoc,
  parseEntryHeading,
  parseHandover,
  parseHeadingIn,
  parseMarker,
  parseRegistry,
  parseRegistryHeading,
  parseSync,
  planConsume,
  pointAt,
  provenanceTag,
  readEntry,
  readTitle,
  renderEntry,
  renderHandover,
  renderMarker,
  renderSync,
  renderSyncSection,
  rowsKept,
  sameText,
  sectionDiff,
  sourceFromBytes,
  spanAt,
  subjectKey,
  syncField,
  syncFieldLine,
  unclosedCommentProblem,
  unclosedFenceProblem,
  unclosedHtmlProblem,
  upstreamState,
  validateConfig,
  withMarkerLock,
  writerOf
};
