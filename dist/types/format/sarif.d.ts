import type { FileResult } from '../engine/lint.js';
import type { FormatOptions } from './options.js';
/**
 * SARIF 2.1.0 for code-scanning uploads. Every ruleId in the results is declared with its doc page
 * (first paragraph as fullDescription, the page as help, `helpUri` under the docs URL); artifact URIs
 * are percent-encoded and relative to `%SRCROOT%`; overrides are results with an accepted external
 * suppression carrying the dispatcher's reason.
 */
export declare function sarif(results: FileResult[], { version, docsUrl }: FormatOptions): string;
/** A repo-relative path as a relative URI reference: `/` separators, every segment percent-encoded. */
export declare function fileUri(path: string): string;
/**
 * Where rule pages live: `docsUrl` (HANDOVER_DOCS_URL) when given, else `rules/` at the release ref of the
 * repository named by package.json (`https://github.com/o/r/blob/<RELEASE_REF>/`), else none.
 */
export declare function docsBase(docsUrl?: string): string;
