import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  surveyForest
} from "../chunks/chunk-P6PA4LBE.js";
import {
  inboxSummary,
  readInbox
} from "../chunks/chunk-TUSYWJK2.js";
import {
  checkRange,
  checkRangeSpec,
  configAt
} from "../chunks/chunk-WLF7OFOB.js";
import "../chunks/chunk-REMLO65J.js";
import {
  appendEntry
} from "../chunks/chunk-CMUD6TDD.js";
import {
  planConsume,
  upstreamState,
  withMarkerLock
} from "../chunks/chunk-VKAXSDFK.js";
import "../chunks/chunk-Z3MPY2IX.js";
import "../chunks/chunk-W2YKDGU2.js";
import {
  FORMATS,
  formatters
} from "../chunks/chunk-ESHJV3GQ.js";
import "../chunks/chunk-T274VZ4Q.js";
import "../chunks/chunk-CDOQ77ZW.js";
import "../chunks/chunk-RWOHND5D.js";
import {
  configFromText,
  findRoot,
  loadConfig
} from "../chunks/chunk-NKJAYO34.js";
import "../chunks/chunk-NIIZUWBB.js";
import "../chunks/chunk-JH74TP4K.js";
import "../chunks/chunk-CM7MIYQW.js";
import "../chunks/chunk-O6YBYR2J.js";
import "../chunks/chunk-4SUP26Q4.js";
import "../chunks/chunk-OKBGD2UO.js";
import {
  applyOverride,
  blameOnlyTheChange,
  checkVersions,
  commonToAllParents,
  findingKey,
  placeUnits,
  whose
} from "../chunks/chunk-YNTH6L37.js";
import "../chunks/chunk-7C7E37GN.js";
import "../chunks/chunk-WRWDFLZG.js";
import {
  checkChange,
  lintBytes,
  lintDoc,
  lintSource
} from "../chunks/chunk-FGG46N45.js";
import {
  ALL_RULES,
  HISTORICAL_RULES,
  STATIC_RULES
} from "../chunks/chunk-74IRWTRF.js";
import {
  defaultConfig,
  validateConfig
} from "../chunks/chunk-6A6B27DV.js";
import "../chunks/chunk-WSTWBCDB.js";
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
  HANDOVER_LOG,
  HANDOVER_SYNC,
  HANDOVER_SYNC_FIELDS,
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
  fixedText,
  isBlocked,
  isCanonicalLog,
  isNotBlocked,
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
  parseDoc,
  parseEntryHeading,
  parseHandover,
  parseHeadingIn,
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
} from "../chunks/chunk-VW3BOR3U.js";
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
import "../chunks/chunk-UPXTJPQD.js";
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
  FORMATS,
  HANDOVER_LOG,
  HANDOVER_SYNC,
  HANDOVER_SYNC_FIELDS,
  HISTORICAL_RULES,
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
  upstreamState,
  validateConfig,
  whose,
  withMarkerLock,
  writerOf
};
