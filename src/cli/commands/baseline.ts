import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { findRoot } from '../../config/load.js';
import { writeProtocolFile } from '../../fsutil.js';
import {
  BASELINE_FILE,
  baselineOf,
  nextBaseline,
  readBaseline,
  renderBaseline,
  type Baseline,
} from '../../baseline/index.js';
import { CliError } from '../../errors.js';
import { parseCommandArgs, workDir, type CommandIo } from '../io.js';
import { lintRepo, readBaselineFile } from './lint.js';

const count = (b: Baseline) =>
  [...b.values()].reduce((n, m) => n + [...m.values()].reduce((k, e) => k + (e.count ?? 1), 0), 0);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * `handover baseline [--prune]`: records the static findings the protocol files have now in `.handover-baseline.json`
 * (kept: what it already recorded), so lint and check count only new ones; `--prune` only drops the entries that
 * no longer occur. Historical and commit rules are never recorded: what a change does to history is judged every time.
 */
export async function run(args: string[], io: CommandIo): Promise<number> {
  const { values } = parseCommandArgs('baseline', args, { prune: { type: 'boolean' } }, false);
  if (values.format !== undefined) throw new CliError('handover baseline writes a file and takes no --format.', 2);
  const cwd = workDir(io, values.cwd);
  if (!existsSync(join(findRoot(cwd), '.git')))
    throw new CliError(
      `${cwd} is not inside a git repository; run handover baseline in the repository whose findings it records ` +
        '(the baseline is committed there).',
      2,
    );
  const linted = await lintRepo(cwd, []);
  const root = linted?.root ?? workDir(io, values.cwd);
  const read = readBaseline(readBaselineFile(root));
  const before = read.baseline;
  if (read.malformed)
    io.stderr.write(`handover: ${BASELINE_FILE} was not a baseline (${read.malformed}); writing a new one.\n`);
  if (read.refused.length)
    io.stderr.write(
      `handover: ${BASELINE_FILE}: dropping ${plural(read.refused.length, 'entry').replace(
        'entrys',
        'entries',
      )} that suppressed nothing (${read.refused
        .slice(0, 3)
        .map((r) => r.why)
        .join('; ')}).\n`,
    );
  const now = baselineOf(linted?.results ?? []);
  const { next: kept, added, dropped, stale } = nextBaseline(before, now, values.prune === true);
  const text = renderBaseline(kept);
  const existing = readBaselineFile(root);
  if (existing !== text) writeProtocolFile(root, BASELINE_FILE, text);
  const what = values.prune
    ? `${dropped === 1 ? '1 entry' : `${dropped} entries`} that no longer occur${dropped === 1 ? 's' : ''} dropped`
    : `${added} new`;
  io.stdout.write(
    `${existing === text ? 'unchanged' : 'wrote'} ${BASELINE_FILE}: ${plural(count(kept), 'finding')} in ` +
      `${plural(kept.size, 'file')} (${what}).\n`,
  );
  if (stale)
    io.stdout.write(
      `${plural(stale, 'recorded finding')} no longer occur${stale === 1 ? 's' : ''}; handover baseline --prune ` +
        `drops ${stale === 1 ? 'it' : 'them'}.\n`,
    );
  if (existing !== text) io.stdout.write(`Commit it: git add ${BASELINE_FILE}\n`);
  return 0;
}
