import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkRange,
  checkRangeSpec,
  configAt
} from "../chunks/chunk-JBYIIDAY.js";
import "../chunks/chunk-VGW5J6NC.js";
import {
  appendEntry
} from "../chunks/chunk-LQJV4HUN.js";
import {
  planConsume,
  upstreamState,
  withMarkerLock
} from "../chunks/chunk-WTYWRCLJ.js";
import {
  FORMATS,
  formatters
} from "../chunks/chunk-SUVTMOLH.js";
import "../chunks/chunk-T274VZ4Q.js";
import {
  configFromText,
  findRoot,
  loadConfig
} from "../chunks/chunk-6DS3WFYP.js";
import "../chunks/chunk-U5GYR7VH.js";
import "../chunks/chunk-YPNOUB5W.js";
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
} from "../chunks/chunk-YBPMJN56.js";
import "../chunks/chunk-DFU24EUS.js";
import "../chunks/chunk-IDLKPVZ5.js";
import {
  checkChange,
  lintBytes,
  lintDoc,
  lintSource
} from "../chunks/chunk-THVOSPW5.js";
import {
  ALL_RULES,
  HISTORICAL_RULES,
  STATIC_RULES
} from "../chunks/chunk-VSSRLVU5.js";
import "../chunks/chunk-3K2OEOEI.js";
import "../chunks/chunk-OKBGD2UO.js";
import {
  defaultConfig,
  validateConfig
} from "../chunks/chunk-U5XVR4YC.js";
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
} from "../chunks/chunk-FNYFYDGR.js";
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
