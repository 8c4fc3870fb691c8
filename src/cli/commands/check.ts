import { resolve } from 'node:path';
import { findRoot, loadConfig } from '../../config/load.js';
import { CliError } from '../../errors.js';
import { checkLocal } from '../../check/local.js';
import { baselineTextAt, judgeWithBaseline, stagedBaselineText } from '../../baseline/index.js';
import { readBaselineFile } from './lint.js';
import { parseRange } from '../../git/refs.js';
import { hasCommits, resolveCommit } from '../../git/repo.js';
import { configAt } from '../../check/config-at.js';
import { checkRangeSpec } from '../../check/range.js';
import { checkPush, parseUpdates } from '../../check/pre-receive.js';
import { parseAttestation, pusherFromEnv } from '../../identity.js';
import type { FileResult } from '../../engine/lint.js';
import { formatters, FORMATS } from '../../format/index.js';
import { writeReport } from '../report.js';
import {
  joinNegativeValue,
  lintExitCode,
  maxWarnings,
  parseCommandArgs,
  pickFormat,
  useColor,
  workDir,
  type CommandIo,
} from '../io.js';

/**
 * `handover check [--staged | --range BASE..HEAD] [--actor NAME]`: static and historical rules over what changed.
 * No mode: the working tree against HEAD (what an agent runs before staging).
 */
export async function run(args: string[], io: CommandIo): Promise<number> {
  const { values } = parseCommandArgs(
    'check',
    joinNegativeValue(args, '--max-warnings'),
    {
      staged: { type: 'boolean' },
      range: { type: 'string' },
      actor: { type: 'string' },
      'pre-receive': { type: 'boolean' },
      'max-warnings': { type: 'string' },
      'attested-by': { type: 'string' },
    },
    false,
  );
  const format = pickFormat(values.format, FORMATS, 'stylish');
  const max = maxWarnings(values['max-warnings']);
  if ([values.staged, values.range !== undefined, values['pre-receive']].filter(Boolean).length > 1)
    throw new CliError(
      '--staged, --range and --pre-receive are different checks; pass one of them (handover help check).',
      2,
    );
  if (values['pre-receive'] && values['max-warnings'] !== undefined)
    throw new CliError('--max-warnings is for lint and check; a pre-receive hook rejects a push on errors only.', 2);
  if (values['attested-by'] !== undefined && values.range === undefined)
    throw new CliError(
      "--attested-by names the pull request's author for --range; --pre-receive reads the pusher from the server's " +
        'environment (GL_USER …), and --staged has no host to attest anyone.',
      2,
    );
  // a server may start the hook elsewhere and name the repository by GIT_DIR (git itself sets it to ".")
  if (values['pre-receive'])
    return preReceive(
      io.env.GIT_DIR && !values.cwd ? resolve(io.cwd, io.env.GIT_DIR) : workDir(io, values.cwd),
      io,
      format,
    );
  const root = findRoot(workDir(io, values.cwd));
  // check --range reads config from BASE only, JSON/YAML (never the working tree's, which may be code)
  const range = values.range !== undefined ? parseRange(values.range) : null;
  const local = range ? null : await loadConfig(root);
  // A local check reads the baseline's two versions (HEAD's, the index's) side by side with the check's own git
  // calls, not one git process after another once it is done; their errors wait for the check's (said first).
  const early = range ? null : localBaselines(root, values.staged === true);
  const checked =
    values.range !== undefined
      ? (
          await checkRangeSpec(root, values.range, {
            fallbackActor: values.actor,
            attested: values['attested-by'] !== undefined ? parseAttestation(values['attested-by']) : null,
          })
        ).results
      : await checkLocal(root, local!, values.staged ? 'staged' : 'worktree', {
          flag: values.actor,
          env: io.env,
        });
  // The baseline of the commit the change is judged against (BASE, or HEAD): a change never records its own findings.
  const results = await judgeWithBaseline(root, checked, {
    ...(early ? { base: (await early.born) ? 'HEAD' : null, baseText: await early.baseText } : { base: range!.base }),
    headText: range
      ? await baselineTextAt(root, range.head)
      : values.staged
        ? await early!.stagedText
        : readBaselineFile(root),
    config: local ?? (await configAt(root, await resolveCommit(root, range!.base, 'range base'), range!.base)),
  });
  await writeReport(io, format, results, { color: useColor(io), docsUrl: io.env.HANDOVER_DOCS_URL });
  return lintExitCode(results, max, io);
}

/** The baseline file as HEAD has it and as the index has it (for --staged), both read from now on. */
function localBaselines(root: string, staged: boolean) {
  const born = hasCommits(root);
  const later = <T>(p: Promise<T>): Promise<T> => {
    p.catch(() => {}); // awaited after the check, whose error (not a repository …) is the one to say
    return p;
  };
  return {
    born: later(born),
    baseText: later(born.then((b) => (b ? baselineTextAt(root, 'HEAD') : null))),
    stagedText: later(staged ? stagedBaselineText(root) : Promise.resolve(null)),
  };
}

/**
 * `check --pre-receive`: git's pre-receive hook on the server. Everything goes to stderr, which git relays to
 * the pusher as "remote: …" lines; exit 1 rejects the whole push.
 */
async function preReceive(dir: string, io: CommandIo, format: (typeof FORMATS)[number]): Promise<number> {
  const chunks: Buffer[] = [];
  for await (const c of io.stdin) chunks.push(typeof c === 'string' ? Buffer.from(c) : (c as Buffer));
  const verdicts = await checkPush(dir, parseUpdates(Buffer.concat(chunks).toString('utf8')), pusherFromEnv(io.env));
  let rejected = 0;
  for (const v of verdicts) {
    const bad = v.results.some((r: FileResult) => r.errorCount > 0);
    if (v.refused) io.stderr.write(`handover: ${v.ref}: rejected: ${v.refused}.\n`);
    else if (v.results.length) {
      const errors = v.results.reduce((n, r) => n + r.errorCount, 0);
      const what = bad
        ? `rejected: ${errors} problem${errors === 1 ? '' : 's'} in the pushed commits`
        : 'warnings in the pushed commits';
      io.stderr.write(`handover: ${v.ref}: ${what}:\n`);
      io.stderr.write(formatters[format](v.results, { color: false, version: io.version }));
    }
    if (v.refused || bad) rejected++;
  }
  if (rejected)
    io.stderr.write(
      `handover: push rejected; fix the commits (git rebase -i) and push again. The rules: handover help check.\n`,
    );
  return rejected ? 1 : 0;
}
