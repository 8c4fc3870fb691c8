import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  appendEntry
} from "../chunks/chunk-D5DVHOYL.js";
import {
  planConsume,
  upstreamState,
  withMarkerLock
} from "../chunks/chunk-4T2KVU2K.js";
import "../chunks/chunk-5I7JEEUP.js";
import {
  FORMATS,
  formatters
} from "../chunks/chunk-YD3OSYXH.js";
import "../chunks/chunk-T274VZ4Q.js";
import "../chunks/chunk-GUFB3L5F.js";
import "../chunks/chunk-XIKSHUB7.js";
import {
  configFromText,
  findRoot,
  loadConfig
} from "../chunks/chunk-6JJVYX3F.js";
import {
  applyOverride,
  checkVersions,
  commonToAllParents
} from "../chunks/chunk-VPFQBBJZ.js";
import {
  checkChange,
  lintBytes,
  lintDoc,
  lintSource
} from "../chunks/chunk-UFBQM3TK.js";
import {
  ALL_RULES,
  HISTORICAL_RULES,
  STATIC_RULES
} from "../chunks/chunk-G3N7XG6V.js";
import {
  defaultConfig,
  validateConfig
} from "../chunks/chunk-OKURYWCG.js";
import {
  CliError
} from "../chunks/chunk-L5OYBLGY.js";
import {
  DEFAULT_FILES,
  REGISTRY_FIELDS,
  REQUIRED_REGISTRY_FIELDS,
  SYNC_FIELDS,
  SYNC_FIELD_LABELS,
  detectKind,
  isBlocked,
  isNotBlocked,
  parseAppended,
  parseDoc,
  parseRegistry,
  parseRegistryHeading,
  parseSync,
  provenanceTag,
  subjectKey,
  syncField
} from "../chunks/chunk-Z3BRSTKQ.js";
import {
  DIGEST,
  conflictBlocks,
  correctsOf,
  diffHandover,
  diffRegistry,
  diffSync,
  encodingWhat,
  entryDigest,
  entryDigestText,
  firstInvalidUtf8,
  keepsPrefix,
  normaliseText,
  offsetProblem,
  parseEntryHeading,
  parseHandover,
  parseMarker,
  pointAt,
  readEntry,
  readTitle,
  renderMarker,
  sameText,
  sectionDiff,
  sourceFromBytes,
  spanAt,
  unclosedCommentProblem,
  unclosedFenceProblem,
  writerOf
} from "../chunks/chunk-UA5RHGZC.js";
import "../chunks/chunk-7XZO6OSN.js";
export {
  ALL_RULES,
  CliError,
  DEFAULT_FILES,
  DIGEST,
  FORMATS,
  HISTORICAL_RULES,
  REGISTRY_FIELDS,
  REQUIRED_REGISTRY_FIELDS,
  STATIC_RULES,
  SYNC_FIELDS,
  SYNC_FIELD_LABELS,
  appendEntry,
  applyOverride,
  checkChange,
  checkVersions,
  commonToAllParents,
  configFromText,
  conflictBlocks,
  correctsOf,
  defaultConfig,
  detectKind,
  diffHandover,
  diffRegistry,
  diffSync,
  encodingWhat,
  entryDigest,
  entryDigestText,
  findRoot,
  firstInvalidUtf8,
  formatters,
  isBlocked,
  isNotBlocked,
  keepsPrefix,
  lintBytes,
  lintDoc,
  lintSource,
  loadConfig,
  normaliseText,
  offsetProblem,
  parseAppended,
  parseDoc,
  parseEntryHeading,
  parseHandover,
  parseMarker,
  parseRegistry,
  parseRegistryHeading,
  parseSync,
  planConsume,
  pointAt,
  provenanceTag,
  readEntry,
  readTitle,
  renderMarker,
  sameText,
  sectionDiff,
  sourceFromBytes,
  spanAt,
  subjectKey,
  syncField,
  unclosedCommentProblem,
  unclosedFenceProblem,
  upstreamState,
  validateConfig,
  withMarkerLock,
  writerOf
};
