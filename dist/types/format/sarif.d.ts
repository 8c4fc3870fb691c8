import type { FileResult } from '../engine/lint.js';
import type { FormatOptions } from './index.js';
/** SARIF 2.1.0 for code-scanning uploads; overrides are results with an external suppression. */
export declare function sarif(results: FileResult[], { version }: FormatOptions): string;
