import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkRange,
  checkRangeSpec,
  configAt
} from "../chunks/chunk-Y6YTUG2N.js";
import "../chunks/chunk-6NSEQ22V.js";
import {
  appendEntry
} from "../chunks/chunk-O3HMYZ6M.js";
import {
  planConsume,
  upstreamState,
  withMarkerLock
} from "../chunks/chunk-GH64BX65.js";
import {
  FORMATS,
  formatters
} from "../chunks/chunk-RX7ESNKQ.js";
import "../chunks/chunk-T274VZ4Q.js";
import {
  configFromText,
  findRoot,
  loadConfig
} from "../chunks/chunk-B4BERUP7.js";
import "../chunks/chunk-HDGNDNP5.js";
import "../chunks/chunk-Z57RRWF7.js";
import "../chunks/chunk-K3ONINVT.js";
import "../chunks/chunk-O6YBYR2J.js";
import {
  applyOverride,
  blameOnlyTheChange,
  checkVersions,
  commonToAllParents,
  findingKey,
  placeUnits,
  whose
} from "../chunks/chunk-B6W5L4D3.js";
import "../chunks/chunk-BDKZP7KZ.js";
import "../chunks/chunk-HN2UG5AW.js";
import {
  checkChange,
  lintBytes,
  lintDoc,
  lintSource
} from "../chunks/chunk-4LUYKUGK.js";
import {
  ALL_RULES,
  HISTORICAL_RULES,
  STATIC_RULES
} from "../chunks/chunk-N6QFC3MD.js";
import "../chunks/chunk-HJNDQGNB.js";
import "../chunks/chunk-OKBGD2UO.js";
import {
  defaultConfig,
  validateConfig
} from "../chunks/chunk-B6J43DG5.js";
import "../chunks/chunk-7XKDPKUL.js";
import {
  CliError
} from "../chunks/chunk-GTPCD622.js";
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
  correctsOf,
  correctsRef,
  detectKind,
  diffHandover,
  diffRegistry,
  diffSync,
  entryContent,
  entryDigest,
  entryDigestIn,
  entryDigestText,
  entryHeadingText,
  entryName,
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
  subjectKey,
  syncField,
  syncFieldLine,
  unclosedCommentProblem,
  unclosedFenceProblem,
  unclosedHtmlProblem,
  writerOf
} from "../chunks/chunk-ZNRGCY36.js";
import {
  assembleSync,
  conflictBlocks,
  encodingWhat,
  firstInvalidUtf8,
  isSyncDir,
  isSyncDirFile,
  joinSyncDir,
  pointAt,
  sourceFromBytes,
  spanAt,
  splitSyncToDir,
  syncFileOf
} from "../chunks/chunk-M4VHSZRF.js";
import "../chunks/chunk-VVYYWWMR.js";
import "../chunks/chunk-XIKSHUB7.js";
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
  assembleSync,
  blameOnlyTheChange,
  changeAllowed,
  checkChange,
  checkRange,
  checkRangeSpec,
  checkVersions,
  commonToAllParents,
  configAt,
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
  findingKey,
  firstInvalidUtf8,
  fixedText,
  formatters,
  isBlocked,
  isCanonicalLog,
  isNotBlocked,
  isSyncDir,
  isSyncDirFile,
  joinSyncDir,
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
  placeUnits,
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
  splitSyncToDir,
  subjectKey,
  syncField,
  syncFieldLine,
  syncFileOf,
  unclosedCommentProblem,
  unclosedFenceProblem,
  unclosedHtmlProblem,
  upstreamState,
  validateConfig,
  whose,
  withMarkerLock,
  writerOf
};
