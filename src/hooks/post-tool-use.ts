import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import type { Config } from '../config/schema.js';
import { oneLine } from '../display.js';
import type { Message } from '../engine/lint.js';
import type { Target } from '../check/targets.js';
import { findingLines, newErrors } from './findings.js';
import type { HostTerms } from './hosts.js';
import { block, note, sessionDir, str, type HookAnswer, type Payload } from './payload.js';
import { enclosingRepos, hookRepo, isAnswer } from './repo.js';
import { readSession, writeSession } from './session.js';

const HOOK = 'claude-post-tool-use';
/** Shell tools: what they write cannot be known before they run, so their effect is checked after. */
export const SHELL_TOOLS = new Set(['Bash', 'PowerShell']);
const MAX_DIFF_LINES = 60;
const CLAUDE_TERMS: HostTerms = { charter: 'CLAUDE.md or AGENTS.md', shell: (t) => `your ${t} command` };

/** One version a protocol file is judged against: HEAD, or the commit the session started from. */
interface Base {
  rev: string;
  /** Shown in the restore command. */
  label: string;
}

/**
 * PostToolUse on shell commands: compares every protocol file (every file of a sync directory too) of the
 * session's project, of the repo the command ran in and of every repo the command names (reposTouched), as it is in the tree and in the index, with HEAD and with the commit the session started from
 * (noted at SessionStart; used when HEAD moved only by commits made here), as the guard would; when the command
 * broke a rule it tells the agent (exit 2, which the host shows to the model) exactly what to put back. So an
 * edit committed in the same command (`sed -i … && git commit -qam x --no-verify`) is reported too. A state
 * already checked in this session is not checked again, so an untouched repo costs one hash per file.
 */
export async function postToolUse(
  payload: Payload,
  fallbackCwd: string,
  env: NodeJS.ProcessEnv,
  terms: HostTerms = CLAUDE_TERMS,
): Promise<HookAnswer> {
  const tool = str(payload.tool_name);
  if (!tool || !SHELL_TOOLS.has(tool)) return { code: 0 };
  const project = sessionDir(payload, env, fallbackCwd);
  const { findRoot } = await import('../config/load.js');
  const projectRoot = findRoot(project);
  const cwd = str(payload.cwd) ?? project;
  const roots = reposTouched({ project, cwd, command: str((payload.tool_input as Payload | undefined)?.command) });
  const sessionId = str(payload.session_id);
  const session = await readSession(projectRoot, sessionId);
  const seen: Record<string, string> = { ...(session.seen ?? {}) };
  const reports: string[] = [];
  for (const root of roots) {
    const repo = await hookRepo(root, HOOK);
    if (isAnswer(repo)) continue;
    const started = root === projectRoot && typeof session.head === 'string' ? session.head : null;
    const ctx = { root, config: repo.config, project, env, shown: root === projectRoot, actor: null as string | null };
    const answer = await checkRepo(ctx, { bases: await basesOf(root, started), seen, reports });
    if (answer) return answer;
  }
  await writeSession(projectRoot, sessionId, { seen });
  if (reports.length === 0) return { code: 0 };
  return block(
    `handover: ${terms.shell(terms.tool ?? tool)} changed protocol files in ways the rules forbid; the pre-commit ` +
      `hook and CI will refuse them.\n${reports.join('\n')}` +
      `Use the handover commands for these files (append, sync set, registry add) instead of editing them from the ` +
      `shell.`,
  );
}

/**
 * The files the check watches, with the log's archive files a pattern names (`log.archive: LOG-*.md`) that the
 * working tree changed and those the index changes (a period file's rewrite staged, the working tree put back).
 */
async function changedTargets(root: string, config: Config): Promise<Target[]> {
  const { watchedTargets } = await import('../check/archive.js');
  const targets = await watchedTargets(root, config, { worktree: 'HEAD' });
  for (const t of await watchedTargets(root, config, { staged: true }))
    if (!targets.some((x) => x.path === t.path)) targets.push(t);
  return targets;
}

/** The most repositories one command is checked in. */
const MAX_REPOS = 16;

/**
 * The repositories a shell command may have written: every enclosing repository of the session's project, of the
 * folder the command ran in, and of each path the command names (relative paths from there and from each folder it
 * `cd`s to): `cd ../commons && sed -i … SYNC.md` reaches the commons, `sed -i … lab/HANDOVER.md` at a forest root
 * reaches lab. Not only the nearest `.git`: a planted `sync/.git` must not hide the repository that holds `sync/`.
 */
export function reposTouched(o: { project: string; cwd: string; command?: string }): string[] {
  const out = new Set<string>();
  const add = (path: string) => {
    let d = resolve(path);
    while (!existsSync(d) && dirname(d) !== d) d = dirname(d);
    for (const r of enclosingRepos(d)) if (out.size < MAX_REPOS) out.add(r);
  };
  add(o.project);
  add(o.cwd);
  const words = shellWords(o.command ?? '');
  const dirs = [resolve(o.project, o.cwd)];
  words.forEach((w, i) => {
    if (w === 'cd' && words[i + 1]) dirs.push(resolve(dirs.at(-1)!, words[i + 1]));
  });
  for (const w of words) {
    if (!/[/.]/.test(w) || w.startsWith('-')) continue;
    if (isAbsolute(w)) add(w);
    else for (const d of dirs) add(resolve(d, w));
  }
  return [...out];
}

/** The words of a shell command, roughly: split at blanks and operators, quotes dropped (enough to find paths). */
function shellWords(command: string): string[] {
  return command
    .slice(0, 64 * 1024)
    .split(/[\s;&|()<>`]+/)
    .map((w) => w.replace(/^['"]+|['"]+$/g, ''))
    .filter((w) => w !== '')
    .slice(0, 256);
}

/** HEAD, and the session's starting commit when HEAD has since moved only by commits made in this clone. */
async function basesOf(root: string, started: string | null): Promise<Base[]> {
  const { headCommit, movedOnlyByCommits } = await import('../git/worktree.js');
  const head = await headCommit(root);
  const out: Base[] = [{ rev: 'HEAD', label: 'HEAD' }];
  // The record is a file anyone can edit: only a plain commit id may reach git.
  if (started && /^[0-9a-f]{7,64}$/.test(started) && head && !head.startsWith(started)) {
    if (await movedOnlyByCommits(root, started)) out.push({ rev: started, label: started.slice(0, 12) });
  }
  return out;
}

interface Ctx {
  root: string;
  config: Config;
  project: string;
  env: NodeJS.ProcessEnv;
  /** Paths shown relative (the session's own repo) or absolute. */
  shown: boolean;
  actor: string | null;
}

/** Checks one protocol file: its report, a note when no actor can be found, or null when it is fine. */
async function checkTarget(
  ctx: Ctx,
  t: Target,
  o: { bases: Base[]; seen: Record<string, string> },
): Promise<string | HookAnswer | null> {
  const [{ readAtCommit }, { readStaged }] = await Promise.all([
    import('../git/plain.js'),
    import('../git/worktree.js'),
  ]);
  const abs = join(ctx.root, t.path);
  let now: Buffer | null;
  try {
    now = existsSync(abs) ? readFileSync(abs) : null;
  } catch {
    return null;
  }
  const staged = await readStaged(ctx.root, t.path);
  const key = `${ctx.root}\0${t.path}`;
  const digest = createHash('sha256')
    .update(`${o.bases.map((b) => b.rev).join(',')}\0${now === null ? 'absent' : now.toString('base64')}\0`)
    .update(staged ?? 'unstaged')
    .digest('hex');
  if (o.seen[key] === digest) return null;
  o.seen[key] = digest;
  // The tree first; the index when it holds something else (a `git add` of a rewrite since undone in the tree).
  // A tree the index matches is the change as staged: its log is judged with the archive files the index holds.
  const asStaged = staged !== null && now !== null && staged.equals(now);
  const states: State[] = [{ what: 'tree', bytes: now, archiveFrom: asStaged ? 'index' : 'tree' }];
  if (staged !== null && !asStaged) states.push({ what: 'index', bytes: staged, archiveFrom: 'index' });
  for (const b of o.bases) {
    const base = await readAtCommit(ctx.root, b.rev, t.path);
    // a new file named as the log or an archive file is in another case, beside it (one file on macOS or Windows)
    if (b.rev === 'HEAD' && base === null && now !== null) {
      const clash = await newNameClash(ctx, t.path);
      if (clash) return clash;
    }
    for (const s of states) {
      const r = await checkState(ctx, t, { base, b, s });
      if (r) return r;
    }
  }
  return null;
}

/** The report for a file of the working tree whose name differs only in case from the log's or an archive file's. */
async function newNameClash(ctx: Ctx, path: string): Promise<string | null> {
  const { worktreeClash } = await import('../check/case-clash.js');
  const m = await worktreeClash(ctx.root, path, ctx.config);
  return m ? `${oneLine(ctx.shown ? path : join(ctx.root, path))}:\n${findingLines(path, [m])}\n` : null;
}

interface State {
  what: 'tree' | 'index';
  bytes: Buffer | null;
  /** Where the log's archive files are read for this state (see worktreeArchive). */
  archiveFrom: 'tree' | 'index';
}

/** One state of a file (tree or index) against one base: its report, a note, or null. */
async function checkState(
  ctx: Ctx,
  t: Target,
  v: { base: Buffer | null; b: Base; s: State },
): Promise<string | HookAnswer | null> {
  const { base, b, s } = v;
  if (base === null ? s.bytes === null : s.bytes !== null && base.equals(s.bytes)) return null;
  const noActor = await ensureActor(ctx, t.path);
  if (noActor) return noActor;
  const introduced = await introducedErrors(ctx, t, { base, head: s.bytes, rev: b.rev, from: s.archiveFrom });
  if (introduced.length === 0) return null;
  return report(ctx, t, { base: b, state: s.what, deleted: s.bytes === null, introduced });
}

/** One repository's protocol files and config-owner files: reports added to `reports`, or an answer to give at once. */
async function checkRepo(
  ctx: Ctx,
  o: { bases: Base[]; seen: Record<string, string>; reports: string[] },
): Promise<HookAnswer | null> {
  const { bases, seen } = o;
  const { isSyncDir } = await import('../models/docs/sync-dir.js');
  for (const t of await changedTargets(ctx.root, ctx.config)) {
    const r =
      t.kind === 'sync' && isSyncDir(ctx.config.files.sync)
        ? await checkSyncDirTarget(ctx, ctx.config.files.sync, { bases, seen })
        : await checkTarget(ctx, t, { bases, seen });
    if (typeof r === 'string') o.reports.push(r);
    else if (r) return r;
  }
  const owner = await checkConfigOwner(ctx, { bases, seen });
  if (typeof owner === 'string') o.reports.push(owner);
  return owner && typeof owner !== 'string' ? owner : null;
}

/**
 * `protocol/config-owner` after a shell command: the handover config, the `.gitattributes` that bear on the protocol
 * files (an untracked one included) and the hook lines the working tree changed against each base (so a change
 * committed in the same command counts), judged as the session's agent; reported once per state.
 */
async function checkConfigOwner(
  ctx: Ctx,
  o: { bases: Base[]; seen: Record<string, string> },
): Promise<string | HookAnswer | null> {
  const [{ configOwnerPaths }, { changedFiles }] = await Promise.all([
    import('../check/targets.js'),
    import('../git/repo.js'),
  ]);
  const paths = configOwnerPaths(ctx.config);
  // git is asked only when a watched file on disk changed since the last command (size, times, inode)
  const stampKey = `${ctx.root}\0protocol/config-owner files`;
  const stamp = watchedStamp(ctx.root, paths, o.bases);
  if (o.seen[stampKey] === stamp) return null;
  o.seen[stampKey] = stamp;
  for (const b of o.bases) {
    const changed = await changedFiles(ctx.root, b.rev, 'worktree', paths).catch(() => []);
    if (changed.length === 0) continue;
    // (the rule's machinery only now: most commands change none of these files)
    const { localConfigOwner } = await import('../check/config-owner.js');
    const noActor = await ensureActor(ctx, changed[0].path);
    if (noActor) return noActor;
    const found = await localConfigOwner({
      root: ctx.root,
      mode: 'worktree',
      base: b.rev,
      changed,
      actor: async () => ctx.actor,
      config: ctx.config,
    });
    if (found.length === 0) continue;
    const text = found.map((f) => findingLines(ctx.shown ? f.path : join(ctx.root, f.path), [f.m])).join('\n');
    const key = `${ctx.root}\0protocol/config-owner`;
    const digest = createHash('sha256').update(`${b.rev}\0${text}`).digest('hex');
    if (o.seen[key] === digest) return null;
    o.seen[key] = digest;
    const committed = b.rev !== 'HEAD' ? ` (committed since the session started at ${b.label})` : '';
    return (
      `${text}\nOnly the config's owner or a dispatcher changes these files${committed}: put each back as ${b.label} ` +
      `has it (${restoreCommand(ctx, b.rev, '<file>')}; remove a file it adds), or ask them to make this change.\n`
    );
  }
  return null;
}

/** A digest of the watched files (and folders' files) as they are on disk, with the bases they are compared with. */
function watchedStamp(root: string, paths: string[], bases: Base[]): string {
  const h = createHash('sha256').update(bases.map((b) => b.rev).join(','));
  const add = (rel: string, depth: number) => {
    let st: ReturnType<typeof lstatSync>;
    try {
      st = lstatSync(join(root, rel));
    } catch {
      return;
    }
    h.update(`\0${rel}:${st.size}:${st.mtimeMs}:${st.ctimeMs}:${st.ino}`);
    if (!st.isDirectory() || depth > 4) return;
    let names: string[] = [];
    try {
      names = readdirSync(join(root, rel)).sort();
    } catch {
      return;
    }
    for (const n of names.slice(0, 1000)) add(`${rel}/${n}`, depth + 1);
  };
  for (const p of paths) add(p, 0);
  return h.digest('hex');
}

/** Finds the acting agent once per repository; the note to give when there is none, else null. */
async function ensureActor(ctx: Ctx, what: string): Promise<HookAnswer | null> {
  if (ctx.actor !== null) return null;
  try {
    // guard.ts (with the config and the check) only now: most tool uses change no protocol file
    const { sessionActor } = await import('./guard.js');
    ctx.actor = await sessionActor(ctx.project, ctx.root, ctx.config, ctx.env);
    return null;
  } catch (error) {
    return note(`${HOOK}: cannot check what this command did to ${what}: ${(error as Error).message}`);
  }
}

async function introducedErrors(
  ctx: Ctx,
  t: Target,
  v: { base: Buffer | null; head: Buffer | null; rev: string; from: 'tree' | 'index' },
) {
  const [{ checkVersions }, { worktreeArchive }] = await Promise.all([
    import('../engine/check.js'),
    import('../check/archive.js'),
  ]);
  // a log's rotation is judged with its archive as the working tree holds it
  const archive = await worktreeArchive(ctx.root, { target: t, config: ctx.config, ...v });
  const found = checkVersions({
    kind: t.kind,
    path: t.path,
    base: v.base,
    head: v.head === null ? null : v.head.toString('utf8'),
    actor: ctx.actor!,
    config: ctx.config,
    archive,
  });
  const before: Message[][] = [];
  if (v.base !== null && t.kind !== 'append-only') {
    const [{ lintSource }, { sourceFromBytes }] = await Promise.all([
      import('../engine/lint.js'),
      import('../models/index.js'),
    ]);
    before.push(lintSource(sourceFromBytes(t.path, v.base), t.kind, ctx.config).messages);
  }
  return newErrors(before, found);
}

async function report(
  ctx: Ctx,
  t: Target,
  r: { base: Base; state: 'tree' | 'index'; deleted: boolean; introduced: Message[] },
): Promise<string> {
  const { diffFrom } = await import('../git/worktree.js');
  const where = oneLine(ctx.shown ? t.path : join(ctx.root, t.path));
  const restore = restoreCommand(ctx, r.base.rev, t.path);
  const committed = r.base.rev !== 'HEAD' ? ` (committed since the session started at ${r.base.label})` : '';
  const staged = r.state === 'index' ? ' (in the index: staged with git add)' : '';
  const head =
    `${where}${r.deleted ? ' was deleted' : ''}${committed}${staged}:\n` + `${findingLines(t.path, r.introduced)}\n`;
  if (r.deleted) return `${head}Restore it: ${restore}${committed ? ', then commit it' : ''}\n`;
  const diff = (await diffFrom(ctx.root, r.base.rev, t.path)).split('\n');
  const shown =
    diff.slice(0, MAX_DIFF_LINES).join('\n') +
    (diff.length > MAX_DIFF_LINES
      ? `\n… (${diff.length - MAX_DIFF_LINES} more lines: git diff ${r.base.rev} -- ${t.path})`
      : '');
  return (
    head +
    `Put back the lines marked - below exactly as they were (keep only additions the rules allow), or, if you made ` +
    `no other change to it, run: ${restore}${committed ? ', then commit it' : ''}\n` +
    `${shown.trimEnd()}\n`
  );
}

/** The command that puts a file back: in another repository than the session's own, with `git -C <repo>`. */
function restoreCommand(ctx: Ctx, rev: string, path: string): string {
  return `git ${ctx.shown ? '' : `-C ${oneLine(ctx.root)} `}checkout ${rev} -- ${path}`;
}

/**
 * Checks every file of a sync directory (files.sync: sync/), as the guard does: the directory in the tree and in the
 * index against each base, as the session's agent; the report names each file with findings.
 */
async function checkSyncDirTarget(
  ctx: Ctx,
  dir: string,
  o: { bases: Base[]; seen: Record<string, string> },
): Promise<string | HookAnswer | null> {
  const [{ syncDirAt, syncDirOnDisk, syncDirStaged, sameParts }, { hasCommits }] = await Promise.all([
    import('../check/sync-dir.js'),
    import('../git/repo.js'),
  ]);
  const tree = syncDirOnDisk(ctx.root, dir);
  const staged = await syncDirStaged(ctx.root, dir).catch(() => null);
  const key = `${ctx.root}\0${dir}`;
  const digest = partsDigest(o.bases, [tree, staged ?? []]);
  if (o.seen[key] === digest) return null;
  o.seen[key] = digest;
  const states: { what: 'tree' | 'index'; parts: typeof tree }[] = [{ what: 'tree', parts: tree }];
  if (staged !== null && !sameParts(staged, tree)) states.push({ what: 'index', parts: staged });
  const committed = await hasCommits(ctx.root).catch(() => false);
  for (const b of o.bases) {
    const base = committed ? await syncDirAt(ctx.root, b.rev, dir).catch(() => null) : null;
    for (const s of states) {
      if (base ? sameParts(base, s.parts) : s.parts.length === 0) continue;
      const noActor = await ensureActor(ctx, dir);
      if (noActor) return noActor;
      const introduced = await dirIntroduced(ctx, dir, { base, head: s.parts });
      if (introduced.size > 0) return dirReport(ctx, { base: b, state: s.what, introduced });
    }
  }
  return null;
}

/** A digest of the bases and the directory's states: a state already checked in this session is not checked again. */
function partsDigest(bases: Base[], states: Parts[]): string {
  const hash = createHash('sha256').update(bases.map((b) => b.rev).join(','));
  for (const parts of states)
    for (const p of parts) hash.update(`\0${p.path}\0${p.notAFile ?? ''}\0`).update(Buffer.from(p.bytes));
  return hash.digest('hex');
}

type Parts = Awaited<ReturnType<typeof import('../check/sync-dir.js').syncDirAt>>;

/** The errors a sync directory's change introduces, per file (those already in the base are not this command's). */
async function dirIntroduced(ctx: Ctx, dir: string, v: { base: Parts | null; head: Parts }) {
  const [{ checkDirChange }, { lintSyncDir }] = await Promise.all([
    import('../check/sync-dir.js'),
    import('../engine/sync-dir.js'),
  ]);
  const flat = (m: Map<string, Message[]>) =>
    [...m].flatMap(([path, ms]) => ms.map((x) => ({ ...x, message: `${path}\u0000${x.message}` })));
  const found = flat(checkDirChange({ dir, base: v.base, head: v.head, actor: ctx.actor!, config: ctx.config }));
  const before = v.base ? [flat(lintSyncDir(dir, v.base, ctx.config))] : [];
  const out = new Map<string, Message[]>();
  for (const m of newErrors(before, found)) {
    const at = m.message.indexOf('\u0000');
    const path = m.message.slice(0, at);
    out.set(path, [...(out.get(path) ?? []), { ...m, message: m.message.slice(at + 1) }]);
  }
  return out;
}

async function dirReport(
  ctx: Ctx,
  r: { base: Base; state: 'tree' | 'index'; introduced: Map<string, Message[]> },
): Promise<string> {
  const { diffFrom } = await import('../git/worktree.js');
  const committed = r.base.rev !== 'HEAD' ? ` (committed since the session started at ${r.base.label})` : '';
  const staged = r.state === 'index' ? ' (in the index: staged with git add)' : '';
  let out = '';
  for (const [path, ms] of r.introduced) {
    const where = oneLine(ctx.shown ? path : join(ctx.root, path));
    const diff = (await diffFrom(ctx.root, r.base.rev, path)).trimEnd().split('\n').slice(0, MAX_DIFF_LINES).join('\n');
    out +=
      `${where}${committed}${staged}:\n${findingLines(path, ms)}\n` +
      `Put back the lines marked - below exactly as they were, or, if you made no other change to it, run: ` +
      `${restoreCommand(ctx, r.base.rev, path)}${committed ? ', then commit it' : ''}\n` +
      (diff ? `${diff}\n` : '');
  }
  return out;
}
