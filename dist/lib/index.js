import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  surveyForest
} from "../chunks/chunk-4F2KYAF6.js";
import {
  inboxSummary,
  readInbox
} from "../chunks/chunk-5ELRP67H.js";
import {
  declaredDialect,
  planConsume,
  upstreamDialect,
  upstreamState,
  withMarkerLock
} from "../chunks/chunk-AAIWVAIG.js";
import "../chunks/chunk-ZTPRBQJ7.js";
import {
  checkRange,
  checkRangeSpec
} from "../chunks/chunk-7W4R5HS7.js";
import "../chunks/chunk-EOFVJBT6.js";
import "../chunks/chunk-FCXL344C.js";
import "../chunks/chunk-B66V3VWH.js";
import "../chunks/chunk-VGF64KUY.js";
import "../chunks/chunk-BK5LPTIW.js";
import {
  configAt
} from "../chunks/chunk-WYKUNQFT.js";
import "../chunks/chunk-NDN2GDUI.js";
import {
  appendEntry
} from "../chunks/chunk-TKC2R3UZ.js";
import {
  FORMATS,
  formatters
} from "../chunks/chunk-J4SWRRYJ.js";
import "../chunks/chunk-2PNLCJAR.js";
import "../chunks/chunk-GNOYYBO2.js";
import "../chunks/chunk-GQY6FBDC.js";
import "../chunks/chunk-ZKFKBATN.js";
import "../chunks/chunk-K3UNWZRA.js";
import "../chunks/chunk-2MD5TY76.js";
import "../chunks/chunk-E4PCTEHX.js";
import "../chunks/chunk-4S4F4G6Y.js";
import "../chunks/chunk-X6TG55U7.js";
import "../chunks/chunk-A6BGU5HM.js";
import "../chunks/chunk-3UKR7ZY5.js";
import "../chunks/chunk-OZS6RTDT.js";
import "../chunks/chunk-SOWN6PH7.js";
import {
  applyOverride,
  checkVersions,
  commonToAllParents
} from "../chunks/chunk-YZ5ZGGIQ.js";
import "../chunks/chunk-W6XLWICL.js";
import "../chunks/chunk-4QI5HIWJ.js";
import {
  blameOnlyTheChange,
  findingKey,
  placeUnits,
  whose
} from "../chunks/chunk-BWI6WBZC.js";
import {
  configFromText,
  findRoot,
  loadConfig
} from "../chunks/chunk-ZNCGIGJQ.js";
import "../chunks/chunk-RWIQJ7M5.js";
import {
  checkChange,
  lintBytes,
  lintDoc,
  lintSource
} from "../chunks/chunk-U75CFEDE.js";
import {
  ALL_RULES,
  HISTORICAL_RULES,
  STATIC_RULES
} from "../chunks/chunk-E5EXWXCP.js";
import {
  defaultConfig,
  validateConfig
} from "../chunks/chunk-RHE6JALN.js";
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
  insertedWhereAllowed,
  isBlocked,
  isCanonicalLog,
  isNotBlocked,
  judgeRotation,
  keepsPrefix,
  logOf,
  lookupRef,
  makeDialect,
  newestOf,
  noFacts,
  offsetProblem,
  onlyEmptiedGroupsLeft,
  onlyGroupsAdded,
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
  pinnedEntry,
  plainText,
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
  sectionMatch,
  subjectKey,
  syncField,
  syncFieldLine,
  syncTableOf,
  trailingSharedGroups,
  unclosedCommentProblem,
  unclosedFenceProblem,
  unclosedHtmlProblem,
  writerOf
} from "../chunks/chunk-H2I6UNX5.js";
import {
  archivePatterns,
  isArchivePath,
  isArchivePattern
} from "../chunks/chunk-357LZD3P.js";
import {
  ENCODING_SHOWN,
  assembleSync,
  conflictBlocks,
  encodingWhat,
  entryText,
  firstInvalidUtf8,
  frontMatterEnd,
  headingOf,
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
} from "../chunks/chunk-O445MX7U.js";
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
  archivePatterns,
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
  headingOf,
  inboxSummary,
  insertedWhereAllowed,
  isArchivePath,
  isArchivePattern,
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
  newestOf,
  noFacts,
  normaliseText,
  offsetProblem,
  onlyEmptiedGroupsLeft,
  onlyGroupsAdded,
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
  pinnedEntry,
  placeUnits,
  plainText,
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
  sectionMatch,
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
  trailingSharedGroups,
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
