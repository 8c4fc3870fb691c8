import type { FileResult } from '../engine/lint.js';
export declare const FORMATS: readonly ["stylish", "json", "sarif", "github"];
export type FormatName = (typeof FORMATS)[number];
export interface FormatOptions {
    color: boolean;
    /** The tool's version, for SARIF's driver block. */
    version: string;
}
/** Formatters are pure: results in, text out. */
export declare const formatters: Record<FormatName, (results: FileResult[], options: FormatOptions) => string>;
