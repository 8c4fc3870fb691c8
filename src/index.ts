/** Programmatic API: the document models, the rule engine and the config loader. */
export * from './models/index.js';
export { lintSource, lintBytes, lintDoc, checkChange, type Message, type FileResult } from './engine/lint.js';
export { checkVersions, applyOverride, commonToAllParents, type VersionPair, type CheckKind } from './engine/check.js';
export { blameOnlyTheChange, placeUnits, findingKey, whose } from './engine/units.js';
export { checkRange, checkRangeSpec, configAt, type RangeOptions, type RangeResult } from './check/range.js';
export { loadConfig, configFromText, findRoot } from './config/load.js';
export { validateConfig, defaultConfig, type Config } from './config/schema.js';
export { STATIC_RULES, HISTORICAL_RULES, ALL_RULES } from './rules/index.js';
export { CliError } from './errors.js';
export { planConsume, upstreamState, withMarkerLock, type ConsumeOptions, type ConsumePlan } from './consume/index.js';
export { upstreamDialect, declaredDialect, type UpstreamDialect } from './consume/dialect.js';
export { appendEntry, type AppendOptions } from './append/index.js';
export { formatters, FORMATS, type FormatName, type FormatOptions } from './format/index.js';
export { inboxSummary, readInbox, type Inbox, type InboxItem } from './requests/inbox.js';
export { surveyForest, type ForestReport } from './forest/index.js';
