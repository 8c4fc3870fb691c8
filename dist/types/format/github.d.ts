import type { FileResult } from '../engine/lint.js';
/** GitHub Actions workflow commands: one `::error`/`::warning`/`::notice` annotation per message. */
export declare function github(results: FileResult[]): string;
/** How many annotations of one level GitHub shows for a step; the rest are dropped without a word. */
export declare const GITHUB_ANNOTATIONS_SHOWN = 10;
/** Whether some findings would not be shown as annotations (more than GitHub shows of one level in a step). */
export declare function githubOverflows(results: FileResult[]): boolean;
/** The step summary (Markdown for `$GITHUB_STEP_SUMMARY`): every finding, one table row each. */
export declare function githubSummary(results: FileResult[]): string;
