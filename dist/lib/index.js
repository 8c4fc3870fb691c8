import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  surveyForest
} from "../chunks/chunk-7VJKZSYJ.js";
import {
  checkRange,
  checkRangeSpec,
  configAt
} from "../chunks/chunk-6EG3A6T3.js";
import "../chunks/chunk-EOFVJBT6.js";
import "../chunks/chunk-YVXDZ3UP.js";
import "../chunks/chunk-AJOYWMT2.js";
import {
  appendEntry
} from "../chunks/chunk-75KP5TGV.js";
import {
  inboxSummary,
  readInbox
} from "../chunks/chunk-HOVBTJHL.js";
import {
  declaredDialect,
  planConsume,
  upstreamDialect,
  upstreamState,
  withMarkerLock
} from "../chunks/chunk-G7XW6GLN.js";
import "../chunks/chunk-Q6WJM3YL.js";
import "../chunks/chunk-VGF64KUY.js";
import {
  FORMATS,
  formatters
} from "../chunks/chunk-4DW4XWCW.js";
import "../chunks/chunk-PGCVV72X.js";
import "../chunks/chunk-GNOYYBO2.js";
import "../chunks/chunk-UNSNBZIO.js";
import "../chunks/chunk-6P5VLYQJ.js";
import "../chunks/chunk-K3UNWZRA.js";
import "../chunks/chunk-OXJEQZDA.js";
import "../chunks/chunk-TGEP52HS.js";
import "../chunks/chunk-X6TG55U7.js";
import "../chunks/chunk-4S4F4G6Y.js";
import "../chunks/chunk-7JTANB6G.js";
import "../chunks/chunk-3UKR7ZY5.js";
import "../chunks/chunk-OO2L2GLB.js";
import "../chunks/chunk-SOWN6PH7.js";
import {
  applyOverride,
  checkVersions,
  commonToAllParents
} from "../chunks/chunk-ZA5OFU46.js";
import "../chunks/chunk-KPJVNP7M.js";
import "../chunks/chunk-YLEL4FCN.js";
import {
  blameOnlyTheChange,
  findingKey,
  placeUnits,
  whose
} from "../chunks/chunk-TYHRDXNI.js";
import {
  configFromText,
  findRoot,
  loadConfig
} from "../chunks/chunk-MG4IQTTL.js";
import "../chunks/chunk-RWIQJ7M5.js";
import {
  checkChange,
  lintBytes,
  lintDoc,
  lintSource
} from "../chunks/chunk-VGBFSFUF.js";
import {
  ALL_RULES,
  HISTORICAL_RULES,
  STATIC_RULES
} from "../chunks/chunk-PPNFB6MZ.js";
import {
  defaultConfig,
  validateConfig
} from "../chunks/chunk-KPNLHSGK.js";
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
} from "../chunks/chunk-AAWXTKHA.js";
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
