/** Programmatic API: the document models, the rule engine and the config loader. */
export * from './models/index.js';
export { lintSource, lintBytes, lintDoc, checkChange } from './engine/lint.js';
export { checkVersions, applyOverride, commonToAllParents } from './engine/check.js';
export { loadConfig, configFromText, findRoot } from './config/load.js';
export { validateConfig, defaultConfig } from './config/schema.js';
export { STATIC_RULES, HISTORICAL_RULES, ALL_RULES } from './rules/index.js';
export { CliError } from './errors.js';
