import { lstat, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config/schema.js';
import type { Message } from '../engine/lint.js';
import { changedFiles, readBlobs, type ChangedFile } from '../git/repo.js';
import type { CommitIdentity } from '../identity.js';
import { PLANTED_CLI, WATCHED_PATHS, configChange } from '../rules/protocol/config-owner.js';
import { commitMessage } from './identity.js';
import { configAt } from './config-at.js';
import { targetsOf } from './targets.js';

export const CONFIG_OWNER_PATHS = WATCHED_PATHS;

/**
 * Who may change how handover judges the repo: the config's owner (a repo without one: its own `agent`), or a
 * dispatcher (established, in a range). A repo that names none of them has nobody to ask yet: anyone may.
 */
function privileged(actor: string | null, dispatcher: boolean, config: Config): boolean {
  const owner = config.owner ?? config.agent;
  if (owner === null && config.dispatchers.length === 0) return true;
  return actor !== null && (actor === owner || dispatcher);
}

/** `protocol/config-owner` findings for a set of changed watched files, given their texts. */
function judge(
  files: { path: string; before: Buffer | null; after: Buffer | null }[],
  actor: string | null,
  dispatcher: boolean,
  config: Config,
): { path: string; m: Message }[] {
  const out: { path: string; m: Message }[] = [];
  const protocol = targetsOf(config).map((t) => t.path);
  const allowed = privileged(actor, dispatcher, config);
  for (const f of files) {
    const what = configChange(
      { path: f.path, before: f.before?.toString('utf8') ?? null, after: f.after?.toString('utf8') ?? null },
      protocol,
    );
    if (!what || (allowed && f.path !== PLANTED_CLI)) continue;
    const owner = config.owner ?? config.agent;
    const who = owner ? `the owner, ${owner}` : 'the owner (set `owner` in the config)';
    const dispatchers = config.dispatchers.length ? config.dispatchers.join(', ') : 'none configured';
    const message =
      f.path === PLANTED_CLI
        ? `This change ${what}`
        : `${actor ?? 'An unknown actor'} ${what}, which only ${who} or a dispatcher (${dispatchers}) changes; ask ` +
          `them to make this change`;
    const m = commitMessage('protocol/config-owner', message, `file ${f.path}`, config);
    if (m) out.push({ path: f.path, m });
  }
  return out;
}

/**
 * `protocol/config-owner` for one commit of a range: the watched files it changed (a merge: those that differ from
 * every parent, so what a side branch brought in is judged at its own commit).
 */
export async function configOwnerFindings(
  root: string,
  c: { sha: string; parents: string[] },
  who: CommitIdentity,
  config: Config,
): Promise<{ path: string; m: Message }[]> {
  const parents = c.parents.length ? c.parents : [null];
  const lists = await Promise.all(parents.map((p) => changedFiles(root, p, c.sha, CONFIG_OWNER_PATHS)));
  const changed = lists[0].filter((f) => lists.slice(1).every((l) => l.some((g) => g.path === f.path)));
  if (changed.length === 0) return [];
  return judge(await withBytes(root, changed), who.actor, who.dispatcher, config);
}

/** `protocol/config-owner` for `check --staged` (index against HEAD) and `check` (working tree against HEAD). */
export async function localConfigOwner(local: {
  root: string;
  mode: 'staged' | 'worktree';
  changed: ChangedFile[];
  /** The actor, resolved only when a config-owner file changed. */
  actor: () => Promise<string | null>;
  config: Config;
}): Promise<{ path: string; m: Message }[]> {
  const { root, mode, changed, actor, config } = local;
  if (changed.length === 0) return [];
  const files = await withBytes(root, changed);
  if (mode === 'worktree') {
    for (const f of files) f.after = await fromDisk(root, f.path);
  }
  const who = await actor();
  // Who the owner and dispatchers are comes from HEAD's config: the change must not name its own author owner.
  const judgedBy = await configAt(root, 'HEAD', 'HEAD').catch(() => config);
  // Outside a range no signature can be checked: a configured dispatcher counts, and the range check has the last word.
  return judge(files, who, who !== null && judgedBy.dispatchers.includes(who), {
    ...config,
    owner: judgedBy.owner,
    agent: judgedBy.agent,
    dispatchers: judgedBy.dispatchers,
  });
}

async function withBytes(
  root: string,
  changed: ChangedFile[],
): Promise<{ path: string; before: Buffer | null; after: Buffer | null }[]> {
  const blobs = await readBlobs(
    root,
    changed.flatMap((f) => [f.before, f.after]).filter((x): x is string => x !== null),
  );
  return changed.map((f) => ({
    path: f.path,
    before: f.before ? (blobs.get(f.before) ?? null) : null,
    after: f.after ? (blobs.get(f.after) ?? null) : null,
  }));
}

async function fromDisk(root: string, path: string): Promise<Buffer | null> {
  try {
    const abs = join(root, path);
    const st = await lstat(abs);
    if (!st.isFile()) return null;
    return await readFile(abs);
  } catch {
    return null;
  }
}
