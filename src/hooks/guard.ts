import { existsSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import { targetsOf, type Target } from '../check/targets.js';
import { worktreeArchive } from '../check/archive.js';
import { clashNames, worktreeClash } from '../check/case-clash.js';
import { archivesOf } from '../check/targets.js';
import { findRoot, loadConfig } from '../config/load.js';
import type { Config } from '../config/schema.js';
import { oneLine } from '../display.js';
import { checkKeepingBase, checkVersions } from '../engine/check.js';
import { lintSource, type Message } from '../engine/lint.js';
import { protocolPathProblem, readProtocolFile } from '../fsutil.js';
import { readAtCommit, sameAsHead } from '../git/plain.js';
import { localCheck, localCheckSplice } from '../engine/local.js';
import { resolveActor } from '../identity.js';
import { isSyncDir, isSyncDirFile } from '../models/docs/sync-dir.js';
import { sourceFromBytes } from '../models/index.js';
import { applySplice, editSplice, textAfter, type Splice } from './edit.js';
import { editedPath, isProtocolName, surelyNotProtocol } from './fast.js';
import { findingLines, isBlocking, newErrors } from './findings.js';
import { block, note, sessionDir, type HookAnswer, type Payload } from './payload.js';
import { enclosingRepos, hookRepo, isAnswer } from './repo.js';
import type { HostTerms } from './hosts.js';

/** Claude Code's words, the default. */
const CLAUDE_TERMS: HostTerms = { charter: 'CLAUDE.md or AGENTS.md', shell: (t) => `your ${t} command` };

const HOOK = 'claude-pre-tool-use';

/**
 * The PreToolUse guard: computes a protocol file's text after an Edit or Write the way Claude Code
 * applies it and runs the static and historical rules against the committed version, with the
 * session's own agent as actor. Blocks (exit 2, reason on stderr) for errors the edit introduces and
 * for an edit of a protocol file whose effect it cannot reproduce; anything else passes.
 */
export async function guardToolUse(
  payload: Payload,
  fallbackCwd: string,
  env: NodeJS.ProcessEnv,
  terms: HostTerms = CLAUDE_TERMS,
): Promise<HookAnswer> {
  const at = await editedTarget(payload, { fallbackCwd, env, terms });
  if (!Array.isArray(at)) return at;
  // judged in every repository whose config names the file: refused when any of them refuses it
  for (const x of at) {
    const answer = await judgeEdit(x, { payload, env, terms });
    if (answer.code !== 0) return answer;
  }
  return { code: 0 };
}

/** An edit of a protocol file (or of a file of a sync directory), located in its repository. */
interface Located {
  /** The host's own name for the tool (replace, edit, apply_patch): what the model knows. */
  tool: string;
  /** The kind of edit the checks reproduce (Edit, Write, …). */
  kindOfEdit: string;
  project: string;
  root: string;
  config: Config;
  relPath: string;
  kind: Target['kind'] | undefined;
  /** The sync directory the file belongs to, when it is one of its files. */
  dir: string | null;
}

/**
 * Where the edit lands: the protocol file it is in each repository that holds it and whose config names it (the
 * session's project among them when it holds the file), or an answer (pass at once, or refuse).
 */
async function editedTarget(
  payload: Payload,
  o: { fallbackCwd: string; env: NodeJS.ProcessEnv; terms: HostTerms },
): Promise<Located[] | HookAnswer> {
  const edited = editedPath(payload, o.env, o.fallbackCwd);
  if (edited === null) return { code: 0 };
  if ('problem' in edited) return note(`${HOOK}: ${edited.problem}; let through.`);
  const { abs, real } = edited;
  const tool = o.terms.tool ?? edited.tool;
  // A file that is a symlink into a protocol file would be written through: refused, whatever its own name.
  if (real !== abs && !surelyNotProtocol(real))
    return block(
      `handover: this ${tool} of ${oneLine(abs)} is refused: it is a symbolic link to ${oneLine(real)}, and a ` +
        `protocol file is never written through a link.`,
    );
  if (surelyNotProtocol(abs)) return { code: 0 };
  const project = sessionDir(payload, o.env, o.fallbackCwd);
  const out: Located[] = [];
  let first: HookAnswer | null = null;
  // Not the nearest `.git` alone: a planted one-line `sync/.git` would make `sync/bob.md` another repository's.
  for (const dir of enclosingRepos(dirname(abs))) {
    const repo = await hookRepo(dir, HOOK);
    if (isAnswer(repo)) {
      first ??= repo;
      continue;
    }
    const at = locate(repo, abs);
    if (at) out.push({ tool, kindOfEdit: edited.tool, project, ...at });
  }
  if (out.length === 0) return first && isProtocolName(abs) ? first : { code: 0 };
  return out;
}

/** The protocol file (or file of a sync directory) `abs` is in the repository at `root`; null when it is neither. */
function locate(
  { root, config }: { root: string; config: Config },
  abs: string,
): Pick<Located, 'root' | 'config' | 'relPath' | 'kind' | 'dir'> | null {
  const relPath = relative(root, abs).split(sep).join('/');
  if (relPath.startsWith('../') || isAbsolute(relPath)) return null;
  // (an archive file a pattern names, `log.archive: LOG-*.md`, is one when its path matches)
  const targets = targetsOf(config, [relPath]);
  const target =
    targets.find((t) => t.path === relPath) ??
    (caseInsensitiveFs(root) ? targets.find((t) => t.path.toLowerCase() === relPath.toLowerCase()) : undefined);
  const dir =
    !target && isSyncDir(config.files.sync) && isSyncDirFile(config.files.sync, relPath) ? config.files.sync : null;
  // (`handover.md` beside the log `HANDOVER.md`, `log-archive.md` beside a named archive file, on a case-sensitive
  // file system: judged for the name alone)
  const twin = clashNames(config)?.paths.some((p) => p.toLowerCase() === relPath.toLowerCase()) ?? false;
  if (!target && !dir && !twin) return null;
  return { root, config, relPath: target?.path ?? relPath, kind: target?.kind, dir };
}

/** Reads the file, works out its text after the edit and judges it as the session's agent. */
async function judgeEdit(
  x: Located,
  o: { payload: Payload; env: NodeJS.ProcessEnv; terms: HostTerms },
): Promise<HookAnswer> {
  const { tool, root, relPath } = x;
  const at = oneLine(relPath); // a file of a sync directory may have any name
  const notPlain = protocolPathProblem(root, relPath);
  // it would write through a link
  if (notPlain) return block(`handover: this ${tool} of ${at} is refused: ${oneLine(notPlain)}.\n`);
  if (x.kindOfEdit === 'Unknown')
    return block(
      `handover: this ${tool} of ${at} is refused: handover does not know what the ${tool} tool writes, and a ` +
        `protocol file is changed only by an edit it can check or by a handover command (append, sync set, ` +
        `registry add).`,
    );
  // A log's Edit asks git whether the file is as committed: started before the file is read, so git runs while it is
  // read and is spawned from a process that does not hold the file yet (a fork costs with the memory it copies).
  const asCommitted = x.kind === 'handover' && x.kindOfEdit === 'Edit' ? sameAsHead(root, relPath) : null;
  // (the agent is asked of git then too; its failure is reported where it was before, after the file is read)
  const actorOf = sessionActor(x.project, root, x.config, o.env).then(
    (actor) => ({ actor }),
    (error: Error) => ({ error }),
  );
  let bytes: Buffer | null = null;
  try {
    bytes = readProtocolFile(root, relPath);
  } catch (error) {
    return block(
      `handover: this ${tool} of ${at} cannot be checked, so it is refused: ${oneLine((error as Error).message)}`,
    );
  }
  // A log's Edit is located in its bytes and judged from the entries it touches: no decoding, no whole-file parse.
  const edited = x.kind === 'handover' ? editSplice(x.kindOfEdit, o.payload.tool_input as Payload, bytes) : null;
  if (edited && bytes) {
    const who = await actorOf;
    if ('error' in who) return block(`handover: cannot check this edit of ${at}: ${oneLine(who.error.message)}`);
    const { actor } = who;
    return judgeLogEdit({
      ...x,
      kind: 'handover',
      current: bytes,
      splice: edited,
      actor,
      charter: o.terms.charter,
      asCommitted: asCommitted ?? sameAsHead(root, relPath),
    });
  }
  const current = bytes?.toString('utf8') ?? null;
  const after = textAfter(x.kindOfEdit, o.payload.tool_input as Payload, current);
  if ('unknown' in after) {
    return block(
      `handover: this ${tool} of ${at} is refused: handover cannot tell what it would change (${after.unknown}), and ` +
        `a protocol file is never changed unchecked.\n` +
        `${x.kindOfEdit === 'Patch' || x.kindOfEdit === 'Delete' ? `Read ${at} again and make the patch's lines match it` : `Read ${at} again and copy old_string exactly from it`}, or use the handover command made ` +
        `for it (append, sync set, registry add).`,
    );
  }
  const who = await actorOf;
  if ('error' in who) return block(`handover: cannot check this edit of ${at}: ${oneLine(who.error.message)}`);
  const { actor } = who;
  const head = 'deleted' in after ? null : after.text;
  // a file named as the log or an archive file is in another case, beside it: one file on a macOS or Windows checkout
  const clash = head === null || x.dir ? null : await worktreeClash(root, relPath, x.config);
  if (clash) return blocked({ tool, relPath, actor, charter: o.terms.charter }, [{ path: relPath, m: clash }]);
  const judged = { ...x, current, actor, charter: o.terms.charter };
  if (x.dir) {
    if (head === null)
      return block(
        `handover: this ${tool} of ${at} is refused: a file of ${oneLine(x.dir)} is removed only by its agent, ` +
          `with git rm.`,
      );
    return guardSyncDir({ ...judged, dir: x.dir, after: head });
  }
  if (!x.kind) return { code: 0 };
  return judgeFile({ ...judged, kind: x.kind, head });
}

/** A protocol file's text after the edit against HEAD: blocked only for errors the edit introduces. */
async function judgeFile(
  x: Located & { kind: Target['kind']; current: string | null; head: string | null; actor: string; charter: string },
): Promise<HookAnswer> {
  const { kind, relPath, config, current, head, actor } = x;
  const base = await readAtCommit(x.root, 'HEAD', relPath);
  // a log's rotation is judged with its archive as the working tree holds it (written first)
  const archive = await worktreeArchive(x.root, { target: { kind }, config, base, head });
  const { messages: found, baseStatic } = checkKeepingBase({ kind, path: relPath, base, head, actor, config, archive });
  if (!found.some(isBlocking)) return { code: 0 };
  // What is wrong already (static problems of the file as it is, and its change since HEAD) is not this edit's
  // fault; worked out only when the edit would be blocked, so a clean append costs one tail parse.
  const before: Message[][] = [];
  const asCommitted = current !== null && base !== null && Buffer.from(current, 'utf8').equals(base);
  if (current !== null && kind !== 'append-only') {
    if (asCommitted && baseStatic) {
      before.push(baseStatic); // the same bytes, linted once already by the check
    } else {
      before.push(lintSource(sourceFromBytes(relPath, current), kind, config).messages);
    }
  }
  if (current !== null && !asCommitted)
    before.push(checkVersions({ kind, path: relPath, base, head: current, actor, config, archive }));
  const introduced = newErrors(before, found);
  if (introduced.length === 0) return { code: 0 };
  return blocked(
    { tool: x.tool, relPath, actor, charter: x.charter },
    introduced.map((m) => ({ path: relPath, m })),
  );
}

/**
 * `judgeFile` for a log's Edit applied to its bytes: the same verdict, from the change. HEAD's blob is read only when
 * git's index says the file differs from it; the check and the "what was wrong already" lists take the change-local
 * path (`localCheck`) where it is proven, the whole file elsewhere. With the file as committed and no archive to read
 * (the usual case), the change-local verdict is asked of the edit itself (`localCheckSplice`), and the new version is
 * built only when that cannot answer: a 40 MB log is then read once and never copied.
 */
async function judgeLogEdit(
  x: Located & {
    kind: 'handover';
    current: Buffer;
    splice: Splice;
    actor: string;
    charter: string;
    asCommitted: Promise<boolean>;
  },
): Promise<HookAnswer> {
  const { relPath, config, current, actor } = x;
  const asCommitted = await x.asCommitted;
  const answer = (before: Message[][], found: Message[]): HookAnswer => {
    const introduced = newErrors(before, found);
    if (introduced.length === 0) return { code: 0 };
    return blocked(
      { tool: x.tool, relPath, actor, charter: x.charter },
      introduced.map((m) => ({ path: relPath, m })),
    );
  };
  const common = { kind: 'handover' as const, path: relPath, actor, config, local: true };
  // (what checkKeepingBase would answer: the change-local verdict, the file being HEAD's and no archive in play; the
  // file's bytes are valid UTF-8 without CR, or editSplice would not have located the edit)
  const spliced =
    asCommitted && archivesOf(config).length === 0
      ? localCheckSplice({ ...common, base: current, splice: x.splice, utf8WithoutCr: true })
      : null;
  if (spliced) return spliced.messages.some(isBlocking) ? answer([spliced.baseStatic], spliced.messages) : { code: 0 };
  const head = applySplice(current, x.splice);
  const base = asCommitted ? current : await readAtCommit(x.root, 'HEAD', relPath);
  const archive = await worktreeArchive(x.root, { target: { kind: 'handover' }, config, base, head });
  const pair = { ...common, archive };
  const { messages: found, baseStatic } = checkKeepingBase({ ...pair, base, head });
  if (!found.some(isBlocking)) return { code: 0 };
  const before: Message[][] = [];
  const same = asCommitted || (base !== null && current.equals(base));
  if (same && baseStatic) before.push(baseStatic);
  else {
    const local = localCheck({ ...pair, base: current, head });
    before.push(local ? local.baseStatic : lintSource(sourceFromBytes(relPath, current), 'handover', config).messages);
  }
  if (!same) before.push(checkVersions({ ...pair, base, head: current }));
  return answer(before, found);
}

function blocked(
  o: { tool: string; relPath: string; actor: string; charter: string },
  introduced: { path: string; m: Message }[],
): HookAnswer {
  const lines = introduced.map(({ path, m }) => findingLines(path, [m]));
  return block(
    `handover: this ${o.tool} of ${oneLine(o.relPath)} by ${o.actor} breaks the protocol:\n${lines.join('\n')}\n` +
      `Change only what the rules allow (see the handover block in ${o.charter}), or use the handover command made ` +
      `for it ` +
      `(append, sync set, registry add).`,
  );
}

/**
 * The acting agent: the session's own project's agent (HANDOVER_AGENT, its clone's handover.agent,
 * its config's agent, its email mapping), not the agent of the clone that holds the file: a session of
 * lab editing partner's HANDOVER.md in partner's clone acts as lab.
 */
export async function sessionActor(
  project: string,
  root: string,
  config: Config,
  env: NodeJS.ProcessEnv,
): Promise<string> {
  const own = findRoot(project);
  // A session started outside any repository (a forest root, with the plugin) acts as the edited clone's agent.
  if (own === root || !existsSync(join(own, '.git'))) return (await resolveActor({ root, config, env })).actor;
  // never the project's JS config: a hook runs on its own, in a clone that may be untrusted (SECURITY.md)
  return (await resolveActor({ root: own, config: await loadConfig(own, { trusted: false }), env })).actor;
}

/**
 * True when the repo's file system ignores case (`.git` and `.GIT` are one folder): `handover.md` is `HANDOVER.md`
 * there.
 */
export function caseInsensitiveFs(root: string): boolean {
  try {
    const a = statSync(join(root, '.git'));
    const b = statSync(join(root, '.GIT'));
    return a.ino === b.ino && a.dev === b.dev;
  } catch {
    return false;
  }
}

/**
 * The guard for one file of a sync directory (files.sync: sync/): the directory's assembled view with the
 * edited file as it would be, against HEAD's, as the actor; blocked only for errors the edit introduces.
 */
async function guardSyncDir(x: {
  root: string;
  dir: string;
  relPath: string;
  current: string | null;
  after: string;
  actor: string;
  config: Config;
  tool: string;
  charter: string;
}): Promise<HookAnswer> {
  const { root, dir, relPath, current, after, actor, config } = x;
  const [{ syncDirAt, syncDirOnDisk, checkDirChange }, { hasCommits }, { lintSyncDir }] = await Promise.all([
    import('../check/sync-dir.js'),
    import('../git/repo.js'),
    import('../engine/sync-dir.js'),
  ]);
  const base = (await hasCommits(root).catch(() => false))
    ? await syncDirAt(root, 'HEAD', dir).catch(() => null)
    : null;
  const now = syncDirOnDisk(root, dir).filter((p) => p.path !== relPath);
  const withEdit = [...now, { path: relPath, bytes: after }];
  const withCurrent = current === null ? now : [...now, { path: relPath, bytes: current }];
  const flat = (m: Map<string, Message[]>) =>
    [...m].flatMap(([path, ms]) => ms.map((x) => ({ ...x, message: `${path}\u0000${x.message}`, path })));
  const found = flat(checkDirChange({ dir, base, head: withEdit, actor, config }));
  if (!found.some(isBlocking)) return { code: 0 };
  const before = [
    flat(lintSyncDir(dir, withCurrent, config)),
    flat(checkDirChange({ dir, base, head: withCurrent, actor, config })),
  ];
  const introduced = (newErrors(before, found) as (Message & { path: string })[]).map((m) => ({
    path: m.path,
    m: { ...m, message: m.message.slice(m.message.indexOf('\u0000') + 1) },
  }));
  if (introduced.length === 0) return { code: 0 };
  return blocked({ tool: x.tool, relPath, actor, charter: x.charter }, introduced);
}
