import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  surveyForest
} from "../chunks/chunk-V4QAMP2Q.js";
import {
  appendEntry
} from "../chunks/chunk-C2YU25KU.js";
import {
  inboxSummary,
  readInbox
} from "../chunks/chunk-QCMEQABM.js";
import {
  declaredDialect,
  planConsume,
  upstreamDialect,
  upstreamState,
  withMarkerLock
} from "../chunks/chunk-VORREIPP.js";
import "../chunks/chunk-3DFZDFQS.js";
import "../chunks/chunk-T4WJVY7T.js";
import {
  checkRange,
  checkRangeSpec,
  configAt
} from "../chunks/chunk-CNZB5MKE.js";
import {
  FORMATS,
  formatters
} from "../chunks/chunk-4DKKJ3DZ.js";
import "../chunks/chunk-JNR2BRU2.js";
import "../chunks/chunk-2JKH7X6X.js";
import "../chunks/chunk-N4XYM4GS.js";
import "../chunks/chunk-6VADIATV.js";
import "../chunks/chunk-7HYTZWWS.js";
import "../chunks/chunk-FHZZAY56.js";
import "../chunks/chunk-OK4SHNL6.js";
import "../chunks/chunk-3UW6U35L.js";
import "../chunks/chunk-OEXZEHCI.js";
import "../chunks/chunk-VFS7OCEK.js";
import {
  applyOverride,
  checkVersions,
  commonToAllParents
} from "../chunks/chunk-RTZYT4S3.js";
import "../chunks/chunk-V4LZH36S.js";
import "../chunks/chunk-BQLDCCZ4.js";
import {
  blameOnlyTheChange,
  findingKey,
  placeUnits,
  whose
} from "../chunks/chunk-JSJFAUGM.js";
import "../chunks/chunk-5UGE3OR2.js";
import "../chunks/chunk-X6TG55U7.js";
import "../chunks/chunk-K3UNWZRA.js";
import {
  configFromText,
  findRoot,
  loadConfig
} from "../chunks/chunk-KUHXHELZ.js";
import "../chunks/chunk-RWIQJ7M5.js";
import {
  checkChange,
  lintBytes,
  lintDoc,
  lintSource
} from "../chunks/chunk-OVUB2E7Y.js";
import {
  ALL_RULES,
  HISTORICAL_RULES,
  STATIC_RULES
} from "../chunks/chunk-XWDS35YF.js";
import {
  defaultConfig,
  validateConfig
} from "../chunks/chunk-GTBB6XJF.js";
import {
  ASKING_TYPES,
  CANONICAL,
  CMAP_LOG,
  CMAP_SYNC,
  CODE_HEADING,
  DEFAULT_FILES,
  DIALECTS,
  DIGEST,
  FIELD_LINE,
  HANDOVER_LOG,
  HANDOVER_SYNC,
  HANDOVER_SYNC_FIELDS,
  ID_COLUMNS,
  ID_HEADING,
  KNOWN_SYNC_ALIASES,
  LOG_HEADINGS,
  REGISTRY_FIELDS,
  REGISTRY_LAYOUTS,
  REQUEST_TYPES,
  REQUIRED_REGISTRY_FIELDS,
  REVERSIBILITY,
  SNAPSHOT_HEADINGS,
  STATUSES,
  SYNC_FIELDS,
  SYNC_FIELD_LABELS,
  appendedOnly,
  askedType,
  assembleSync,
  byDay,
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
  findNewestSlot,
  firstInvalidUtf8,
  fixedText,
  frontMatterEnd,
  isBlocked,
  isCanonicalLog,
  isNotBlocked,
  isSyncDir,
  isSyncDirFile,
  joinSyncDir,
  keepsPrefix,
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
  parseChunk,
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
  pointAt,
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
  scanBlocks,
  sectionDiff,
  sourceFromBytes,
  spanAt,
  splitAtLevel2,
  splitSyncToDir,
  subjectKey,
  syncField,
  syncFieldLine,
  syncFileOf,
  unclosedCommentProblem,
  unclosedFenceProblem,
  unclosedHtmlProblem,
  writerOf
} from "../chunks/chunk-BK4RFGBK.js";
import {
  CliError
} from "../chunks/chunk-GTPCD622.js";
import "../chunks/chunk-UPXTJPQD.js";
import "../chunks/chunk-SOISCQTY.js";
export {
  ALL_RULES,
  ASKING_TYPES,
  CANONICAL,
  CMAP_LOG,
  CMAP_SYNC,
  CODE_HEADING,
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
  ID_COLUMNS,
  ID_HEADING,
  KNOWN_SYNC_ALIASES,
  LOG_HEADINGS,
  REGISTRY_FIELDS,
  REGISTRY_LAYOUTS,
  REQUEST_TYPES,
  REQUIRED_REGISTRY_FIELDS,
  REVERSIBILITY,
  SNAPSHOT_HEADINGS,
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
  byDay,
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
  frontMatterEnd,
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
  parseChunk,
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
  scanBlocks,
  sectionDiff,
  sourceFromBytes,
  spanAt,
  splitAtLevel2,
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
