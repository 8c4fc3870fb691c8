import { dialectOf, readFilesOf, type Config } from '../config/schema.js';
import type { CheckKind, VersionPair } from '../engine/check.js';
import { toResult, type FileResult, type Message } from '../engine/lint.js';
import { archivePatterns, isArchivePath, isArchivePattern, type DocKind } from '../models/index.js';
import { checkPath } from '../git/refs.js';
import type { NotAFileChange } from '../git/repo.js';
import { watchedPaths } from '../rules/protocol/config-owner.js';

/** A file `check` watches: a protocol file or one of the config's `appendOnly` files. */
export interface Target {
  path: string;
  kind: CheckKind;
}

/**
 * The protocol files and append-only files a config names, each once, as `/`-separated repo paths. A log's archive
 * named by a pattern (`log.archive: LOG-*.md`) is one target per file: `archives` are the paths a check found that
 * may match it (the files its change touches); those that do are watched.
 */
export function targetsOf(config: Config, archives: readonly string[] = []): Target[] {
  const seen = new Set<string>();
  const out: Target[] = [];
  const add = (path: string, kind: CheckKind) => {
    const p = checkPath(path);
    if (!seen.has(p)) {
      seen.add(p);
      out.push({ path: p, kind });
    }
  };
  // a file the config leaves alone (`ignore`) is not watched, whatever its name
  for (const [kind, path] of readFilesOf(config) as [DocKind, string][]) add(path, kind);
  for (const path of config.appendOnly) add(path, 'append-only');
  // each archive file of the log (`log.archive`) only grows: its old text stays a prefix of the new, like an
  // appendOnly file (or its new entries enter at its newest end)
  if (out.some((t) => t.kind === 'handover')) {
    for (const p of archivesOf(config)) if (!isArchivePattern(p)) add(p, 'append-only');
    for (const p of archives) if (isArchiveOf(config, p)) add(p, 'append-only');
  }
  return out;
}

/** The paths protocol/config-owner watches in a repo with this config (its protocol files' .gitattributes too). */
export function configOwnerPaths(config: Config): string[] {
  // a pattern's folder (`log.archive: docs/LOG-*.md`) holds its files: the .gitattributes on the way to it count
  return watchedPaths([...targetsOf(config).map((t) => t.path), ...archivePatternsOf(config)]);
}

/** The log's archive files and patterns (config `log.archive`: a path, a pattern with one `*`, a list), maybe none. */
export function archivesOf(config: Config): string[] {
  return archivePatterns(dialectOf(config).log.archive).map(checkPath);
}

/** The patterns among the log's archives (`LOG-*.md`: one archive file per period), to find their files by. */
export function archivePatternsOf(config: Config): string[] {
  return readFilesOf(config).some(([kind]) => kind === 'handover') ? archivesOf(config).filter(isArchivePattern) : [];
}

/** Whether a `/`-separated repo path is one of the log's archive files (config `log.archive`). */
export function isArchiveOf(config: Config, path: string): boolean {
  return isArchivePath(archivesOf(config), path);
}

/**
 * The archive files' versions a log change is judged with, from the versions a check already read (`targets`: what it
 * watched, archive files included): absent when the change is not the log's or no archive file changed with it
 * (`read` gives null for one that did not: nothing was archived there).
 */
export function archiveVersions(
  target: Target,
  o: { targets: readonly Target[]; config: Config },
  read: (path: string) => { base: Uint8Array | string | null; head: Uint8Array | string | null } | null,
): NonNullable<VersionPair['archive']> | undefined {
  if (target.kind !== 'handover') return undefined;
  const out = o.targets.flatMap((t) => {
    const v = t.kind === 'append-only' && isArchiveOf(o.config, t.path) ? read(t.path) : null;
    return v ? [{ path: t.path, ...v }] : [];
  });
  return out.length ? out : undefined;
}

/** A blob under a protocol name that git does not store as a regular file (a symlink, a submodule). */
export function notAFile(path: string, mode: string): Message {
  const what = mode === '120000' ? 'a symbolic link' : mode === '160000' ? 'a submodule' : `an entry of mode ${mode}`;
  return {
    ruleId: null,
    severity: 'error',
    message:
      `${path} is ${what} in git, not a regular file; protocol files must be plain files — replace it with the ` +
      `file itself`,
    line: 1,
    column: 1,
  };
}

/** Gathers messages per file into results, in the order of the targets, leaving out files with none. */
export function resultsOf(targets: Target[], messages: Map<string, Message[]>): FileResult[] {
  return targets
    .filter((t) => (messages.get(t.path) ?? []).length > 0)
    .map((t) => toResult(t.path, t.kind === 'append-only' ? null : t.kind, messages.get(t.path)!));
}

/**
 * Findings for changes that leave a target, or a folder on its way, a symlink or a submodule in git (see
 * notAFileChanges); `foldersOnly` leaves out links at the target itself, for callers that see those already.
 */
export function notAFileFindings(
  changes: NotAFileChange[],
  targets: Target[],
  foldersOnly = false,
): { path: string; sha: string | null; m: Message }[] {
  const out: { path: string; sha: string | null; m: Message }[] = [];
  for (const c of changes) {
    for (const t of targets) {
      if (c.path === t.path && !foldersOnly) out.push({ path: t.path, sha: c.sha, m: notAFile(t.path, c.mode) });
      else if (t.path.startsWith(`${c.path}/`)) {
        const what = c.mode === '120000' ? 'a symbolic link' : 'a submodule';
        out.push({
          path: t.path,
          sha: c.sha,
          m: {
            ruleId: null,
            severity: 'error',
            message:
              `${t.path}: the folder ${c.path} is ${what} in git; protocol files must be plain files inside ` +
              `the repository — replace it with a real folder`,
            line: 1,
            column: 1,
          },
        });
      }
    }
  }
  return out;
}
