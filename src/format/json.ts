import type { FileResult } from '../engine/lint.js';

/** One JSON array, ESLint's shape: `[{ filePath, kind, messages, errorCount, warningCount }]`. */
export function json(results: FileResult[]): string {
  return `${JSON.stringify(results.map(({ path, ...rest }) => ({ filePath: path, ...rest })))}\n`;
}
