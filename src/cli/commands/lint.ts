import { closeSync, constants, lstatSync, openSync, readSync, statSync, type Stats } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { CliError } from '../../errors.js';
import { existsNoFollow, protocolPathProblem, readIfExists, readProtocolFile } from '../../fsutil.js';
import { findRoot, loadConfig } from '../../config/load.js';
import { readFilesOf, type Config } from '../../config/schema.js';
import { detectKind, sourceFromBytes, type DocKind } from '../../models/index.js';
import { lintSource, toResult, type FileResult } from '../../engine/lint.js';
import { placeUnits } from '../../engine/units.js';
import {
  applyBaseline,
  BASELINE_FILE,
  baselineFindings,
  readBaseline,
  staleNote,
  withBaselineFindings,
} from '../../baseline/index.js';
import { lintSyncDir } from '../../engine/sync-dir.js';
import { syncDirOnDisk } from '../../check/sync-dir.js';
import { isSyncDir, isSyncDirFile } from '../../models/index.js';
import { FORMATS } from '../../format/index.js';
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
import { gatherFacts } from '../../requests/facts.js';

/** `handover lint [FILE...]`: static rules over the protocol files. */
export async function run(args: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('lint', joinNegativeValue(args, '--max-warnings'), {
    'max-warnings': { type: 'string' },
  });
  const max = maxWarnings(values['max-warnings']);
  const format = pickFormat(values.format, FORMATS, 'stylish');
  const cwd = workDir(io, values.cwd);
  const linted = await lintRepo(cwd, positionals);
  if (!linted) {
    const { root, config } = await repoAndConfig(cwd);
    io.stderr.write(
      `handover: no protocol files in ${root} (looked for ${Object.values(config.files).join(', ')}); run handover ` +
        `init, or name the files to lint.\n`,
    );
    return 0;
  }
  // The committed baseline: what it records is reported as suppressed; what no longer occurs is stale; the file
  // itself is reported when it is not a baseline or holds entries that suppress nothing.
  const baselineText = readBaselineFile(linted.root);
  const { baseline } = readBaseline(baselineText);
  const judged = positionals.length ? new Set(linted.results.map((r) => r.path)) : new Set(baseline.keys());
  const applied = applyBaseline(linted.results, baseline, judged);
  const { stale } = applied;
  const results = positionals.length
    ? applied.results
    : withBaselineFindings(
        applied.results,
        baselineFindings({ base: baselineText, head: baselineText }, linted.config),
      );
  await writeReport(io, format, results, { color: useColor(io), docsUrl: io.env.HANDOVER_DOCS_URL });
  io.stderr.write(staleNote(stale, true));
  return lintExitCode(results, max, io);
}

async function repoAndConfig(cwd: string): Promise<{ root: string; config: Config }> {
  const root = findRoot(cwd);
  return { root, config: await loadConfig(root) };
}

/** The working tree's baseline file, or null (never read through a symlink). */
export function readBaselineFile(root: string): string | null {
  const problem = protocolPathProblem(root, BASELINE_FILE);
  if (problem) throw new CliError(`${problem}.`, 2);
  return readProtocolFile(root, BASELINE_FILE)?.toString('utf8') ?? null;
}

/**
 * Lints the protocol files found (or named) from `cwd`, each finding placed in its entry or section; null when
 * there is none to lint. For `lint` and `baseline`.
 */
export async function lintRepo(
  cwd: string,
  positionals: string[],
): Promise<{ root: string; config: Config; results: FileResult[] } | null> {
  const { root, config } = await repoAndConfig(cwd);
  const targets = positionals.length
    ? positionals.map((p) => namedTarget(resolve(cwd, p), p, root, config))
    : defaultTargets(root, config);
  if (
    targets.length === 0 &&
    !(isSyncDir(config.files.sync) && !positionals.length && syncDirOnDisk(root, config.files.sync).length)
  )
    return null;
  // REQUESTS.md is judged against the registry, the peers' logs and the approvals on record.
  const facts = targets.some((t) => t.kind === 'requests')
    ? (await gatherFacts(root, config, { fetch: false })).facts
    : undefined;
  const results: FileResult[] = targets.map((t) => {
    if (t.problem)
      return toResult(t.display, t.kind, [{ ruleId: null, severity: 'error', message: t.problem, line: 1, column: 1 }]);
    const source = sourceFromBytes(t.display, readTarget(root, t));
    const { doc, messages } = lintSource(source, t.kind, config, t.kind === 'requests' ? facts : undefined);
    return toResult(t.display, t.kind, placeUnits(messages, doc, config));
  });
  // A sync directory (files.sync: sync/) is linted as its assembled view, each finding on its own file.
  if (!positionals.length && isSyncDir(config.files.sync)) results.push(...lintDirOnDisk(root, config));
  return { root, config, results };
}

interface Target {
  abs: string;
  display: string;
  kind: DocKind;
  /** Why the file is not read: a symlink on its path, not a regular file. */
  problem?: string;
  /** Its repo-relative path, when it is inside the repository. */
  inRepo?: string;
}

/** Repo-relative, `/`-separated path for display (absolute when outside the repo). */
export function displayPath(abs: string, root: string): string {
  const rel = relative(root, abs);
  return rel.startsWith('..') || isAbsolute(rel) ? abs : rel.split(sep).join('/');
}

function lintDirOnDisk(root: string, config: Config): FileResult[] {
  const dir = config.files.sync;
  const parts = syncDirOnDisk(root, dir);
  const messages = lintSyncDir(dir, parts, config);
  return [...parts.map((p) => p.path), ...[...messages.keys()].filter((k) => !parts.some((p) => p.path === k))].map(
    (path) => toResult(path, 'sync', messages.get(path) ?? []),
  );
}

/** The configured protocol files that exist (a symlink or a non-file under their name is a finding, never read). */
function defaultTargets(root: string, config: Config): Target[] {
  return readFilesOf(config)
    .filter(([kind, file]) => !(kind === 'sync' && isSyncDir(file)))
    .map(([kind, file]): Target => {
      const problem = protocolPathProblem(root, file);
      return {
        abs: join(root, file),
        display: file.split(sep).join('/'),
        kind,
        inRepo: file,
        ...(problem ? { problem } : {}),
      };
    })
    .filter((t) => t.problem !== undefined || existsNoFollow(t.abs));
}

function namedTarget(abs: string, given: string, root: string, config: Config): Target {
  let st: Stats;
  try {
    st = statSync(abs);
  } catch {
    throw new CliError(`${given}: no such file; check the path.`, 2);
  }
  if (st.isDirectory())
    throw new CliError(
      `${given} is a directory; name a protocol file, or run handover lint with no arguments to lint the repo's files.`,
      2,
    );
  if (!st.isFile())
    throw new CliError(`${given} is not a regular file (a pipe or a device, say); name a protocol file.`, 2);
  const display = displayPath(abs, root);
  const inRepo = display === abs ? undefined : display;
  const problem =
    inRepo !== undefined
      ? protocolPathProblem(root, inRepo)
      : lstatSync(abs).isSymbolicLink()
        ? `${given} is a symbolic link; protocol files must be plain files: name the file itself`
        : null;
  const configured =
    inRepo !== undefined
      ? (Object.entries(config.files) as [DocKind, string][]).find(([, f]) => f.split(sep).join('/') === inRepo)
      : undefined;
  if (problem && configured) return { abs, display, kind: configured[0], inRepo, problem };
  if (problem) throw new CliError(`${problem}.`, 2);
  const head = readHead(abs);
  // one agent's file of a sync directory is a SYNC document of one section
  const kind =
    isSyncDir(config.files.sync) && isSyncDirFile(config.files.sync, displayPath(abs, root))
      ? 'sync'
      : detectKind(abs, head, config.files);
  if (!kind)
    throw new CliError(
      `${given} is not a protocol file: its name is not one of ${Object.values(config.files).join(', ')} and it has ` +
        `no "# Handover:", "# Requests:", "# Sync" or "# Project registry" title; rename it or set its name under ` +
        `"files" in the config.`,
      2,
    );
  return { abs, display, kind, ...(inRepo !== undefined ? { inRepo } : {}) };
}

/** A target's bytes; a read failure (permissions, a file gone since) is a one-sentence error. */
function readTarget(root: string, t: Target): Buffer {
  const bytes = t.inRepo !== undefined ? readProtocolFile(root, t.inRepo) : readIfExists(t.abs, t.display);
  if (bytes === null)
    throw new CliError(`${t.display}: no such file (it was removed while lint ran); run lint again.`, 2);
  return bytes;
}

/** The first 4 KB of a file (enough to find its title), without reading the rest of a large file. */
function readHead(abs: string): string {
  try {
    const fd = openSync(abs, constants.O_RDONLY | constants.O_NONBLOCK);
    try {
      const buf = Buffer.alloc(4096);
      return buf.subarray(0, readSync(fd, buf, 0, 4096, 0)).toString('utf8');
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    throw new CliError(
      `${abs}: cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); check its ` +
        `permissions.`,
      2,
    );
  }
}
