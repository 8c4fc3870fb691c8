import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  surveyForest
} from "../chunks/chunk-DGGNCTPL.js";
import {
  checkRange,
  checkRangeSpec,
  configAt
} from "../chunks/chunk-SMOXLMM3.js";
import "../chunks/chunk-QYWIWEBZ.js";
import {
  appendEntry
} from "../chunks/chunk-TTDDIQPK.js";
import {
  inboxSummary,
  readInbox
} from "../chunks/chunk-NIH55NGI.js";
import {
  declaredDialect,
  planConsume,
  upstreamDialect,
  upstreamState,
  withMarkerLock
} from "../chunks/chunk-7PT2J6RJ.js";
import "../chunks/chunk-R6ZKREEC.js";
import "../chunks/chunk-3P2CESSR.js";
import {
  FORMATS,
  formatters
} from "../chunks/chunk-GA7ZANY5.js";
import "../chunks/chunk-MXL6XKPN.js";
import "../chunks/chunk-7UX2OIFP.js";
import "../chunks/chunk-IBZAK4FD.js";
import "../chunks/chunk-52IQNR4Y.js";
import {
  configFromText,
  findRoot,
  loadConfig
} from "../chunks/chunk-VKRLUFSJ.js";
import "../chunks/chunk-ZDXRSTEA.js";
import "../chunks/chunk-GPASHY37.js";
import "../chunks/chunk-KDIFOTBY.js";
import "../chunks/chunk-IHY4LGPY.js";
import {
  applyOverride,
  checkVersions,
  commonToAllParents
} from "../chunks/chunk-R3UVQVHV.js";
import "../chunks/chunk-JODL35VE.js";
import "../chunks/chunk-4LEOVF5K.js";
import {
  blameOnlyTheChange,
  findingKey,
  placeUnits,
  whose
} from "../chunks/chunk-QXWEO6VP.js";
import {
  checkChange,
  lintBytes,
  lintDoc,
  lintSource
} from "../chunks/chunk-4KNCZUKU.js";
import {
  ALL_RULES,
  HISTORICAL_RULES,
  STATIC_RULES
} from "../chunks/chunk-AQVA7NRJ.js";
import "../chunks/chunk-X6TG55U7.js";
import {
  defaultConfig,
  validateConfig
} from "../chunks/chunk-LY3ZYHUJ.js";
import "../chunks/chunk-AKETTWE2.js";
import "../chunks/chunk-Y7RBW4TX.js";
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
  unclosedCommentProblem,
  unclosedFenceProblem,
  unclosedHtmlProblem,
  writerOf
} from "../chunks/chunk-ZNA3TGIR.js";
import {
  assembleSync,
  conflictBlocks,
  encodingWhat,
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
} from "../chunks/chunk-U3QJ443F.js";
import {
  CliError
} from "../chunks/chunk-GTPCD622.js";
import "../chunks/chunk-UPXTJPQD.js";
import "../chunks/chunk-K3UNWZRA.js";
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
