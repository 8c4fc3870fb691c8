import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  surveyForest
} from "../chunks/chunk-VONSVMJI.js";
import {
  inboxSummary,
  readInbox
} from "../chunks/chunk-AR56BWPU.js";
import "../chunks/chunk-KH4AIC6L.js";
import "../chunks/chunk-WWPGPWD7.js";
import {
  checkRange,
  checkRangeSpec,
  configAt
} from "../chunks/chunk-GET7ZJNM.js";
import {
  FORMATS,
  formatters
} from "../chunks/chunk-U6RLKYJH.js";
import "../chunks/chunk-T274VZ4Q.js";
import "../chunks/chunk-MCJBU7LH.js";
import "../chunks/chunk-TZID6HBO.js";
import {
  applyOverride,
  blameOnlyTheChange,
  checkVersions,
  commonToAllParents,
  findingKey,
  placeUnits,
  whose
} from "../chunks/chunk-FPXYJC4H.js";
import "../chunks/chunk-YCLCFIEB.js";
import "../chunks/chunk-FLLM3EC2.js";
import "../chunks/chunk-6Q2GPBR5.js";
import "../chunks/chunk-O6YBYR2J.js";
import {
  checkChange,
  lintBytes,
  lintDoc,
  lintSource
} from "../chunks/chunk-ISBEO76L.js";
import {
  appendEntry
} from "../chunks/chunk-LOCCNJYN.js";
import {
  planConsume,
  upstreamState,
  withMarkerLock
} from "../chunks/chunk-VAGRXPWX.js";
import "../chunks/chunk-N6MVABSD.js";
import "../chunks/chunk-F553QRHR.js";
import "../chunks/chunk-5I7JEEUP.js";
import "../chunks/chunk-XIKSHUB7.js";
import {
  configFromText,
  findRoot,
  loadConfig
} from "../chunks/chunk-Y6G2C3PP.js";
import {
  ALL_RULES,
  HISTORICAL_RULES,
  STATIC_RULES
} from "../chunks/chunk-NUKAQB2F.js";
import {
  defaultConfig,
  validateConfig
} from "../chunks/chunk-JPGHGFWS.js";
import "../chunks/chunk-7XKDPKUL.js";
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
  firstInvalidUtf8,
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
  sectionDiff,
  sourceFromBytes,
  spanAt,
  subjectKey,
  syncField,
  syncFieldLine,
  unclosedCommentProblem,
  unclosedFenceProblem,
  unclosedHtmlProblem,
  writerOf
} from "../chunks/chunk-XFRTEWPZ.js";
import "../chunks/chunk-VVYYWWMR.js";
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
  subjectKey,
  surveyForest,
  syncField,
  syncFieldLine,
  unclosedCommentProblem,
  unclosedFenceProblem,
  unclosedHtmlProblem,
  upstreamState,
  validateConfig,
  whose,
  withMarkerLock,
  writerOf
};
