import { appendFileSync } from 'node:fs';
import type { FileResult } from '../engine/lint.js';
import { formatters, type FormatName, type FormatOptions } from '../format/index.js';
import type { CommandIo } from './io.js';

/**
 * Writes a report in the chosen format to stdout; with `--format github` inside a GitHub Actions step whose
 * findings exceed what GitHub shows as annotations, also every finding to the step summary
 * (`$GITHUB_STEP_SUMMARY`), so none vanishes.
 */
export async function writeReport(
  io: CommandIo,
  format: FormatName,
  results: FileResult[],
  options: Omit<FormatOptions, 'version'>,
): Promise<void> {
  const text = formatters[format](results, { ...options, version: io.version });
  if (text) io.stdout.write(text);
  const summary = io.env.GITHUB_STEP_SUMMARY;
  if (format !== 'github' || !summary) return;
  const { githubOverflows, githubSummary } = await import('../format/github.js');
  if (!githubOverflows(results)) return;
  try {
    appendFileSync(summary, githubSummary(results));
  } catch (error) {
    io.stderr.write(
      `handover: could not write the step summary to ${summary} (${(error as Error).message}); the annotations ` +
        `above show the first findings of each level only.\n`,
    );
  }
}
