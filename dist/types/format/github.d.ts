import type { FileResult } from '../engine/lint.js';
/** GitHub Actions workflow commands: one `::error`/`::warning`/`::notice` annotation per message. */
export declare function github(results: FileResult[]): string;
