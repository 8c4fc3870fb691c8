// Names that differ only in case: the log and its archive files, as a macOS or Windows checkout reads them.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config/schema.js';
import { ruleSetting, type Message } from '../engine/lint.js';
import { type AnyCaseNames, commitsAdding, filesAnyCase, namedAnyCase } from '../git/any-case.js';
import { isArchivePattern } from '../models/index.js';
import { HISTORICAL_RULES, ruleUrl } from '../rules/index.js';
import { units } from '../rules/types.js';
import { archivePatternsOf, archivesOf, targetsOf } from './targets.js';

const RULE = 'handover/append-only';

/**
 * The names a case clash is judged against: the log (each file read as one) and its archive files (`log.archive`: a
 * named file, and each file a pattern names). Null when the config reads no log.
 */
export function clashNames(config: Config): (AnyCaseNames & { logs: string[] }) | null {
  const logs = targetsOf(config)
    .filter((t) => t.kind === 'handover')
    .map((t) => t.path);
  if (logs.length === 0) return null;
  const named = archivesOf(config).filter((p) => !isArchivePattern(p));
  return { logs, paths: [...logs, ...named], patterns: archivePatternsOf(config) };
}

/**
 * The paths of the new version (`after`) that another path there differs from only in case and that no old version
 * (`before`, one per parent; `[[]]` for a root commit) held together with it: each blamed on the path the first old
 * version lacks (the newcomer), both when it held neither.
 */
export function newClashes(after: string[], before: string[][]): { path: string; other: string }[] {
  const groups = new Map<string, string[]>();
  for (const p of after) {
    const k = p.toLowerCase();
    groups.set(k, [...(groups.get(k) ?? []), p]);
  }
  const together = (a: string, b: string) => before.some((v) => v.includes(a) && v.includes(b));
  const out: { path: string; other: string }[] = [];
  for (const g of groups.values()) {
    if (g.length < 2) continue;
    for (const p of g) {
      const other = g.find((q) => q !== p && !together(p, q));
      if (other !== undefined && !(before[0] ?? []).includes(p)) out.push({ path: p, other });
    }
  }
  return out;
}

/** The `handover/append-only` finding for a path that differs only in case from another (null: the rule is off). */
export function clashMessage(
  clash: { path: string; other: string },
  names: { logs: string[] },
  config: Config,
): Message | null {
  const rule = HISTORICAL_RULES.find((r) => r.id === RULE)!;
  const { severity } = ruleSetting(rule, config);
  if (severity === 'off') return null;
  const { path, other } = clash;
  const log = names.logs.find((l) => l.toLowerCase() === path.toLowerCase());
  const what = log === other ? `the log ${other}` : log === path ? other : `the archive file ${other}`;
  const fix =
    log === other
      ? `keep the log's entries in ${other} and remove ${path}`
      : log === path
        ? `rename or remove ${other}`
        : `rotate into ${other} and remove ${path}`;
  return {
    ruleId: RULE,
    severity: severity === 'warn' ? 'warning' : 'error',
    message:
      `${path} differs from ${what} only in case: on a macOS or Windows checkout the two are one file, so ` +
      `writing one overwrites or hides the other's entries there; ${fix}`,
    line: 1,
    column: 1,
    docs: ruleUrl(RULE),
    unit: units.file,
    owner: null,
  };
}

/** The clashes a change adds, as findings by path. */
function findings(
  clashes: { path: string; other: string }[],
  names: { logs: string[] },
  config: Config,
): { path: string; m: Message }[] {
  return clashes.flatMap((c) => {
    const m = clashMessage(c, names, config);
    return m ? [{ path: c.path, m }] : [];
  });
}

/** `check --staged` (the index) and `check` (the working tree) against HEAD: the case clashes the change adds. */
export async function localClashes(
  root: string,
  mode: 'staged' | 'worktree',
  config: Config,
): Promise<{ path: string; m: Message }[]> {
  const names = clashNames(config);
  if (!names) return [];
  const after = await filesAnyCase(root, mode === 'staged' ? { index: true } : { worktree: true }, names);
  if (!hasClash(after)) return [];
  return findings(newClashes(after, [await filesAnyCase(root, { rev: 'HEAD' }, names)]), names, config);
}

/** `check --range` and `--pre-receive`: each commit that adds a clashing name, against its parents. */
export async function rangeClashes(
  root: string,
  range: { base: string | string[] | 'all'; head: string },
  config: Config,
): Promise<{ path: string; m: Message; tag: string; merge: boolean }[]> {
  const names = clashNames(config);
  if (!names) return [];
  const out: { path: string; m: Message; tag: string; merge: boolean }[] = [];
  for (const c of await commitsAdding(root, range, names)) {
    const after = await filesAnyCase(root, { rev: c.sha }, names);
    if (!hasClash(after)) continue;
    const before = c.parents.length
      ? await Promise.all(c.parents.map((p) => filesAnyCase(root, { rev: p }, names)))
      : [[]];
    for (const { path, m } of findings(newClashes(after, before), names, config))
      out.push({ path, m: { ...m, commit: c.tag }, tag: c.tag, merge: c.parents.length > 1 });
  }
  return out;
}

/** Whether two paths of a listing differ only in case. */
function hasClash(paths: string[]): boolean {
  return new Set(paths.map((p) => p.toLowerCase())).size < paths.length;
}

/**
 * The agent-edit guard (and the check after a shell command): a file of the working tree that HEAD does not hold as
 * written, named as the log or an archive file is in another case, beside another file of that name: the finding,
 * or null. A file HEAD holds is never the newcomer.
 */
export async function worktreeClash(root: string, path: string, config: Config): Promise<Message | null> {
  const names = clashNames(config);
  if (!names || !namedAnyCase(names, path) || !twinOnDisk(root, path)) return null;
  const one = { paths: [path], patterns: [] as string[] };
  const before = await filesAnyCase(root, { rev: 'HEAD' }, one).catch((): string[] => []);
  if (before.includes(path)) return null;
  const after = await filesAnyCase(root, { worktree: true }, one);
  const clash = newClashes([...new Set([...after, path])], [before]).find((c) => c.path === path);
  return clash ? clashMessage(clash, names, config) : null;
}

/**
 * Whether a file or folder on `path`'s way has a name on disk that differs from it only in case (true when a folder
 * cannot be read: git is asked then). Without one there is no clash to find, and no git process is started: the guard
 * asks this before every Write of the log.
 */
function twinOnDisk(root: string, path: string): boolean {
  let dir = root;
  for (const part of path.split('/')) {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch (error) {
      return (error as NodeJS.ErrnoException).code !== 'ENOENT';
    }
    const folded = part.toLowerCase();
    if (names.some((n) => n !== part && n.toLowerCase() === folded)) return true;
    dir = join(dir, part);
  }
  return false;
}
