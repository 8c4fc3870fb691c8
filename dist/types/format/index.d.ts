import type { FileResult } from '../engine/lint.js';
import type { FormatOptions } from './options.js';
export declare const FORMATS: readonly ["stylish", "json", "sarif", "github", "gitlab"];
export type FormatName = (typeof FORMATS)[number];
export type { FormatOptions } from './options.js';
/** Formatters are pure: results in, text out. */
export declare const formatters: Record<FormatName, (results: FileResult[], options: FormatOptions) => string>;
