import type { FileResult } from '../engine/lint.js';
/** One JSON array, ESLint's shape: `[{ filePath, kind, messages, errorCount, warningCount }]`. */
export declare function json(results: FileResult[]): string;
