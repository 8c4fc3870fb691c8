import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  surveyForest
} from "../chunks/chunk-VOMMNVIQ.js";
import {
  checkRange,
  checkRangeSpec,
  configAt
} from "../chunks/chunk-3IMCJVQX.js";
import "../chunks/chunk-M4QNQJC2.js";
import {
  appendEntry
} from "../chunks/chunk-Z3CGNDBI.js";
import {
  inboxSummary,
  readInbox
} from "../chunks/chunk-IE5WYGFV.js";
import {
  declaredDialect,
  planConsume,
  upstreamDialect,
  upstreamState,
  withMarkerLock
} from "../chunks/chunk-JNSM4WVU.js";
import "../chunks/chunk-MZK2B3W4.js";
import "../chunks/chunk-ACXTNPC6.js";
import {
  FORMATS,
  formatters
} from "../chunks/chunk-RRA3YUXP.js";
import "../chunks/chunk-WDGJDJ2B.js";
import "../chunks/chunk-GNOYYBO2.js";
import "../chunks/chunk-4QJLHQDQ.js";
import "../chunks/chunk-HX4RFJOF.js";
import "../chunks/chunk-K3UNWZRA.js";
import "../chunks/chunk-44S5ES4D.js";
import "../chunks/chunk-FTTB5HL5.js";
import "../chunks/chunk-X6TG55U7.js";
import "../chunks/chunk-NR6HGMDN.js";
import "../chunks/chunk-AVQG5SU7.js";
import "../chunks/chunk-3UKR7ZY5.js";
import "../chunks/chunk-Z7LYEFBJ.js";
import "../chunks/chunk-FSHVF4JA.js";
import {
  applyOverride,
  checkVersions,
  commonToAllParents
} from "../chunks/chunk-UBUY43FK.js";
import "../chunks/chunk-W3CQ3SY2.js";
import "../chunks/chunk-QQCT4Q5T.js";
import {
  blameOnlyTheChange,
  findingKey,
  placeUnits,
  whose
} from "../chunks/chunk-WWYWYDEU.js";
import {
  configFromText,
  findRoot,
  loadConfig
} from "../chunks/chunk-4QB5FVZI.js";
import "../chunks/chunk-RWIQJ7M5.js";
import {
  checkChange,
  lintBytes,
  lintDoc,
  lintSource
} from "../chunks/chunk-XMI2LKAC.js";
import {
  ALL_RULES,
  HISTORICAL_RULES,
  STATIC_RULES
} from "../chunks/chunk-5JGBGTMN.js";
import {
  defaultConfig,
  validateConfig
} from "../chunks/chunk-RMSHSEWT.js";
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
  SYNC_LAYOUTS,
  appendedOnly,
  askedType,
  byDay,
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
  groupedLayout,
  isBlocked,
  isCanonicalLog,
  isNotBlocked,
  judgeRotation,
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
  syncTableOf,
  unclosedCommentProblem,
  unclosedFenceProblem,
  unclosedHtmlProblem,
  writerOf
} from "../chunks/chunk-KBTD6OVN.js";
import {
  ENCODING_SHOWN,
  assembleSync,
  conflictBlocks,
  encodingWhat,
  entryText,
  firstInvalidUtf8,
  frontMatterEnd,
  isSyncDir,
  isSyncDirFile,
  joinSyncDir,
  normaliseText,
  pointAt,
  scanBlocks,
  sourceFromBytes,
  spanAt,
  splitAtLevel2,
  splitSyncToDir,
  syncFileOf
} from "../chunks/chunk-CNCUSDCJ.js";
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
  ENCODING_SHOWN,
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
  SYNC_LAYOUTS,
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
  entryText,
  findNewestSlot,
  findRoot,
  findingKey,
  firstInvalidUtf8,
  fixedText,
  formatters,
  frontMatterEnd,
  groupedLayout,
  inboxSummary,
  isBlocked,
  isCanonicalLog,
  isNotBlocked,
  isSyncDir,
  isSyncDirFile,
  joinSyncDir,
  judgeRotation,
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
  syncTableOf,
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
