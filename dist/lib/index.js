import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkRange,
  checkRangeSpec,
  configAt
} from "../chunks/chunk-ZCQUQ4JR.js";
import "../chunks/chunk-THVWNWUY.js";
import {
  FORMATS,
  formatters
} from "../chunks/chunk-BMFSBBOW.js";
import "../chunks/chunk-T274VZ4Q.js";
import {
  applyOverride,
  blameOnlyTheChange,
  checkVersions,
  commonToAllParents,
  findingKey,
  placeUnits,
  whose
} from "../chunks/chunk-GEGVQKKI.js";
import "../chunks/chunk-XZI3OFYR.js";
import "../chunks/chunk-TT6VI7P6.js";
import "../chunks/chunk-B2XYJAJR.js";
import "../chunks/chunk-O6YBYR2J.js";
import {
  checkChange,
  lintBytes,
  lintDoc,
  lintSource
} from "../chunks/chunk-GEJAIQFM.js";
import {
  appendEntry
} from "../chunks/chunk-AZ2IAQSJ.js";
import {
  planConsume,
  upstreamState,
  withMarkerLock
} from "../chunks/chunk-32WBVPQP.js";
import "../chunks/chunk-X77D7KLP.js";
import "../chunks/chunk-5I7JEEUP.js";
import "../chunks/chunk-XIKSHUB7.js";
import {
  configFromText,
  findRoot,
  loadConfig
} from "../chunks/chunk-BVXYUFPL.js";
import {
  ALL_RULES,
  HISTORICAL_RULES,
  STATIC_RULES
} from "../chunks/chunk-AX6FBMW2.js";
import {
  defaultConfig,
  validateConfig
} from "../chunks/chunk-E5MFW5OV.js";
import "../chunks/chunk-7XKDPKUL.js";
import {
  CliError
} from "../chunks/chunk-GTPCD622.js";
import {
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
  REQUIRED_REGISTRY_FIELDS,
  SYNC_FIELDS,
  SYNC_FIELD_LABELS,
  appendedOnly,
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
  makeDialect,
  normaliseText,
  offsetProblem,
  onlyNotesAdded,
  parseAppended,
  parseDoc,
  parseEntryHeading,
  parseHandover,
  parseHeadingIn,
  parseMarker,
  parseRegistry,
  parseRegistryHeading,
  parseSync,
  pointAt,
  provenanceTag,
  readEntry,
  readTitle,
  renderEntry,
  renderHandover,
  renderMarker,
  renderSync,
  renderSyncSection,
  rowsKept,
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
} from "../chunks/chunk-EGTK5IZE.js";
import "../chunks/chunk-VVYYWWMR.js";
import "../chunks/chunk-7XZO6OSN.js";
export {
  ALL_RULES,
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
  REQUIRED_REGISTRY_FIELDS,
  STATIC_RULES,
  SYNC_FIELDS,
  SYNC_FIELD_LABELS,
  appendEntry,
  appendedOnly,
  applyOverride,
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
  isBlocked,
  isCanonicalLog,
  isNotBlocked,
  keepsPrefix,
  lintBytes,
  lintDoc,
  lintSource,
  loadConfig,
  makeDialect,
  normaliseText,
  offsetProblem,
  onlyNotesAdded,
  parseAppended,
  parseDoc,
  parseEntryHeading,
  parseHandover,
  parseHeadingIn,
  parseMarker,
  parseRegistry,
  parseRegistryHeading,
  parseSync,
  placeUnits,
  planConsume,
  pointAt,
  provenanceTag,
  readEntry,
  readTitle,
  renderEntry,
  renderHandover,
  renderMarker,
  renderSync,
  renderSyncSection,
  rowsKept,
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
  upstreamState,
  validateConfig,
  whose,
  withMarkerLock,
  writerOf
};
