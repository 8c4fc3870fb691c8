import type { FileResult } from '../engine/lint.js';
import { type FormatName, type FormatOptions } from '../format/index.js';
import type { CommandIo } from './io.js';
/**
 * Writes a report in the chosen format to stdout; with `--format github` inside a GitHub Actions step whose
 * findings exceed what GitHub shows as annotations, also every finding to the step summary
 * (`$GITHUB_STEP_SUMMARY`), so none vanishes.
 */
export declare function writeReport(io: CommandIo, format: FormatName, results: FileResult[], options: Omit<FormatOptions, 'version'>): Promise<void>;
