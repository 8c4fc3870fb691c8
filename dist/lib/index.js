import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  surveyForest
} from "../chunks/chunk-ERTXLL4E.js";
import {
  checkRange,
  checkRangeSpec,
  configAt
} from "../chunks/chunk-CE5FQZ7C.js";
import {
  appendEntry
} from "../chunks/chunk-CNEARCSN.js";
import {
  inboxSummary,
  readInbox
} from "../chunks/chunk-J5VTA3ND.js";
import {
  declaredDialect,
  planConsume,
  upstreamDialect,
  upstreamState,
  withMarkerLock
} from "../chunks/chunk-BLOVZPGO.js";
import "../chunks/chunk-ILM7PYUQ.js";
import "../chunks/chunk-P5TBDYHN.js";
import {
  FORMATS,
  formatters
} from "../chunks/chunk-CGNWQR66.js";
import "../chunks/chunk-MJETEXEJ.js";
import "../chunks/chunk-2JKH7X6X.js";
import "../chunks/chunk-YHHJKS4X.js";
import "../chunks/chunk-WTLPSUMJ.js";
import "../chunks/chunk-M63XRVVC.js";
import "../chunks/chunk-OEH3DOYY.js";
import "../chunks/chunk-4WLA3SEC.js";
import "../chunks/chunk-K7HWGKF5.js";
import "../chunks/chunk-KLCYKY7Q.js";
import "../chunks/chunk-MJ5ZQ3LD.js";
import {
  applyOverride,
  checkVersions,
  commonToAllParents
} from "../chunks/chunk-QGVTC4ZR.js";
import "../chunks/chunk-5WQQEFBQ.js";
import "../chunks/chunk-6QBNWQOM.js";
import {
  blameOnlyTheChange,
  findingKey,
  placeUnits,
  whose
} from "../chunks/chunk-BFKQ54Q4.js";
import "../chunks/chunk-VC7FGFDW.js";
import "../chunks/chunk-X6TG55U7.js";
import "../chunks/chunk-K3UNWZRA.js";
import {
  configFromText,
  findRoot,
  loadConfig
} from "../chunks/chunk-WRKOC3AB.js";
import "../chunks/chunk-RWIQJ7M5.js";
import {
  checkChange,
  lintBytes,
  lintDoc,
  lintSource
} from "../chunks/chunk-V6RWEL4T.js";
import {
  ALL_RULES,
  HISTORICAL_RULES,
  STATIC_RULES
} from "../chunks/chunk-DLTXODZX.js";
import {
  defaultConfig,
  validateConfig
} from "../chunks/chunk-OIN77HML.js";
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
} from "../chunks/chunk-VJNSWD7O.js";
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
