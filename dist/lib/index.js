import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  surveyForest
} from "../chunks/chunk-B5WRSPZH.js";
import {
  inboxSummary,
  readInbox
} from "../chunks/chunk-ZHEZLT4D.js";
import {
  checkRange,
  checkRangeSpec,
  configAt
} from "../chunks/chunk-Y4I3DTY7.js";
import "../chunks/chunk-JJFBLGY6.js";
import {
  appendEntry
} from "../chunks/chunk-NNHFOSRA.js";
import {
  declaredDialect,
  planConsume,
  upstreamDialect,
  upstreamState,
  withMarkerLock
} from "../chunks/chunk-GHPSXOHJ.js";
import "../chunks/chunk-KEKD5FKX.js";
import "../chunks/chunk-D6ZZS4DI.js";
import {
  FORMATS,
  formatters
} from "../chunks/chunk-BRWIW7SK.js";
import "../chunks/chunk-7UX2OIFP.js";
import "../chunks/chunk-VVQ6LEX2.js";
import "../chunks/chunk-UCCOVZVT.js";
import {
  configFromText,
  findRoot,
  loadConfig
} from "../chunks/chunk-Y33GVA2S.js";
import "../chunks/chunk-GKXAIYTP.js";
import "../chunks/chunk-EFTN2LMO.js";
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
} from "../chunks/chunk-HKFZO3T2.js";
import "../chunks/chunk-3CI3GRY6.js";
import "../chunks/chunk-MYW4GHJY.js";
import {
  checkChange,
  lintBytes,
  lintDoc,
  lintSource
} from "../chunks/chunk-KKWBWYTE.js";
import {
  ALL_RULES,
  HISTORICAL_RULES,
  STATIC_RULES
} from "../chunks/chunk-QH2IVLEH.js";
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
