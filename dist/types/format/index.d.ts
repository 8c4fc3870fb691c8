import type { FileResult } from '../engine/lint.js';
export declare const FORMATS: readonly ["stylish", "json", "sarif", "github"];
export type FormatName = (typeof FORMATS)[number];
export interface FormatOptions {
    color: boolean;
    /** The tool's version, for SARIF's driver block. */
    version: string;
    /** SARIF: the base URL of the rule pages (`<base>rules/<id>.md`); default this version's rules/ in package.json's repository. */
    docsUrl?: string;
}
/** Formatters are pure: results in, text out. */
export declare const formatters: Record<FormatName, (results: FileResult[], options: FormatOptions) => string>;
