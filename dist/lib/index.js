import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  surveyForest
} from "../chunks/chunk-VSE52PPS.js";
import {
  inboxSummary,
  readInbox
} from "../chunks/chunk-LQ2FJGF5.js";
import {
  checkRange,
  checkRangeSpec,
  configAt
} from "../chunks/chunk-TO4T32H4.js";
import "../chunks/chunk-ZI7YFXMX.js";
import {
  appendEntry
} from "../chunks/chunk-NNHFOSRA.js";
import {
  declaredDialect,
  planConsume,
  upstreamDialect,
  upstreamState,
  withMarkerLock
} from "../chunks/chunk-AZ5LVLW4.js";
import "../chunks/chunk-RCN3BWUE.js";
import "../chunks/chunk-B4OWLJNB.js";
import {
  FORMATS,
  formatters
} from "../chunks/chunk-BMLILL7R.js";
import "../chunks/chunk-7UX2OIFP.js";
import "../chunks/chunk-VVQ6LEX2.js";
import "../chunks/chunk-UCCOVZVT.js";
import {
  configFromText,
  findRoot,
  loadConfig
} from "../chunks/chunk-R2NMXDG3.js";
import "../chunks/chunk-NZNXSIPU.js";
import "../chunks/chunk-DSINW6CF.js";
import "../chunks/chunk-KXVEM5C4.js";
import "../chunks/chunk-X6TG55U7.js";
import "../chunks/chunk-HJTKDU3X.js";
import "../chunks/chunk-JJIFUDFS.js";
import {
  applyOverride,
  blameOnlyTheChange,
  checkVersions,
  commonToAllParents,
  findingKey,
  placeUnits,
  whose
} from "../chunks/chunk-TDXNOYZR.js";
import "../chunks/chunk-3CI3GRY6.js";
import "../chunks/chunk-MYW4GHJY.js";
import {
  checkChange,
  lintBytes,
  lintDoc,
  lintSource
} from "../chunks/chunk-HH347YUQ.js";
import {
  ALL_RULES,
  HISTORICAL_RULES,
  STATIC_RULES
} from "../chunks/chunk-R6TRESXY.js";
import {
  defaultConfig,
  validateConfig
} from "../chunks/chunk-HTEZ4XUI.js";
import "../chunks/chunk-UPXTJPQD.js";
import "../chunks/chunk-4PAOOPLX.js";
import {
  CliError
} from "../chunks/chunk-GTPCD622.js";
import {
  ASKING_TYPES,
  CANONICAL,
  CMAP_LOG,
  CMAP_SYNC,
  DEFAULT_FILES,
  DIALECTS,
  DIGEST,
  FIELD_LINE,
  HANDOVER_LOG,
  HANDOVER_SYNC,
  HANDOVER_SYNC_FIELDS,
  ID_HEADING,
  REGISTRY_FIELDS,
  REQUEST_TYPES,
  REQUIRED_REGISTRY_FIELDS,
  REVERSIBILITY,
  STATUSES,
  SYNC_FIELDS,
  SYNC_FIELD_LABELS,
  appendedOnly,
  askedType,
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
  findNewestSlot,
  fixedText,
  isBlocked,
  isCanonicalLog,
  isNotBlocked,
  keepsPrefix,
  logOf,
  lookupRef,
  makeDialect,
  noFacts,
  offsetProblem,
  onlyNotesAdded,
  parentOf,
  parseAppended,
  parseChain,
  parseDoc,
  parseEntryHeading,
  parseHandover,
  parseHeadingIn,
  parseInserted,
  parseMarker,
  parseRef,
  parseRegistry,
  parseRegistryHeading,
  parseRequests,
  parseSync,
  parseVerdict,
  provenanceTag,
  readEntry,
  readTitle,
  refText,
  renderEntry,
  renderHandover,
  renderMarker,
  renderSync,
  renderSyncSection,
  requesterOf,
  requestsWriterOf,
  rowsKept,
  sameSubject,
  sameText,
  sectionDiff,
  subjectKey,
  syncField,
  syncFieldLine,
  unclosedCommentProblem,
  unclosedFenceProblem,
  unclosedHtmlProblem,
  writerOf
} from "../chunks/chunk-MTBXZYAY.js";
import {
  assembleSync,
  conflictBlocks,
  encodingWhat,
  firstInvalidUtf8,
  isSyncDir,
  isSyncDirFile,
  joinSyncDir,
  normaliseText,
  pointAt,
  sourceFromBytes,
  spanAt,
  splitSyncToDir,
  syncFileOf
} from "../chunks/chunk-5IDJGKSO.js";
import "../chunks/chunk-XIKSHUB7.js";
import "../chunks/chunk-7XZO6OSN.js";
export {
  ALL_RULES,
  ASKING_TYPES,
  CANONICAL,
  CMAP_LOG,
  CMAP_SYNC,
  CliError,
  DEFAULT_FILES,
  DIALECTS,
  DIGEST,
  FIELD_LINE,
  FORMATS,
  HANDOVER_LOG,
  HANDOVER_SYNC,
  HANDOVER_SYNC_FIELDS,
  HISTORICAL_RULES,
  ID_HEADING,
  REGISTRY_FIELDS,
  REQUEST_TYPES,
  REQUIRED_REGISTRY_FIELDS,
  REVERSIBILITY,
  STATIC_RULES,
  STATUSES,
  SYNC_FIELDS,
  SYNC_FIELD_LABELS,
  appendEntry,
  appendedOnly,
  applyOverride,
  askedType,
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
  declaredDialect,
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
  findNewestSlot,
  findRoot,
  findingKey,
  firstInvalidUtf8,
  fixedText,
  formatters,
  inboxSummary,
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
  logOf,
  lookupRef,
  makeDialect,
  noFacts,
  normaliseText,
  offsetProblem,
  onlyNotesAdded,
  parentOf,
  parseAppended,
  parseChain,
  parseDoc,
  parseEntryHeading,
  parseHandover,
  parseHeadingIn,
  parseInserted,
  parseMarker,
  parseRef,
  parseRegistry,
  parseRegistryHeading,
  parseRequests,
  parseSync,
  parseVerdict,
  placeUnits,
  planConsume,
  pointAt,
  provenanceTag,
  readEntry,
  readInbox,
  readTitle,
  refText,
  renderEntry,
  renderHandover,
  renderMarker,
  renderSync,
  renderSyncSection,
  requesterOf,
  requestsWriterOf,
  rowsKept,
  sameSubject,
  sameText,
  sectionDiff,
  sourceFromBytes,
  spanAt,
  splitSyncToDir,
  subjectKey,
  surveyForest,
  syncField,
  syncFieldLine,
  syncFileOf,
  unclosedCommentProblem,
  unclosedFenceProblem,
  unclosedHtmlProblem,
  upstreamDialect,
  upstreamState,
  validateConfig,
  whose,
  withMarkerLock,
  writerOf
};
