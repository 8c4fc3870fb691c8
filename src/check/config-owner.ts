import { lstat, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config/schema.js';
import type { Message } from '../engine/lint.js';
import { attributeFilesFor } from '../git/attribute-files.js';
import { resolvedAttributes } from '../git/attributes.js';
import { blobsAt, changedFiles, filesMatching, readBlobs, stagedBlobs, type ChangedFile } from '../git/repo.js';
import { isArchivePath } from '../models/index.js';
import type { CommitIdentity } from '../identity.js';
import { PLANTED_CLI, configChange, isAttributesFile } from '../rules/protocol/config-owner.js';
import { commitMessage } from './identity.js';
import { configAt } from './config-at.js';
import { archivePatternsOf, configOwnerPaths, targetsOf } from './targets.js';

export { configOwnerPaths };

/**
 * The paths whose attributes count: the protocol files (a sync folder by a file in it) and each archive file a
 * pattern names (`log.archive: LOG-*.md`): `found`, the ones either version holds; a file named literally by a line
 * of either version's `.gitattributes` (`LOG-2027.md merge=union`, set before the period begins); and a made-up
 * name per pattern (as written, in lower and in upper case), for a glob line that would catch the next period's file.
 */
function attributePaths(config: Config, o: { found: string[]; texts: Map<string, string>[] }): string[] {
  const patterns = archivePatternsOf(config);
  const named = o.texts.flatMap((t) => [...t].flatMap(([file, text]) => literalNames(file, text, patterns)));
  return [
    ...new Set([
      ...targetsOf(config).map((t) => (t.path.endsWith('/') ? `${t.path}agent.md` : t.path)),
      ...o.found,
      ...named,
      // (in each case: the pattern names its files in any case, see isArchivePath)
      ...patterns.flatMap((p) => [p, p.toLowerCase(), p.toUpperCase()].map((q) => q.replace('*', '0'))),
    ]),
  ];
}

/** The archive paths a `.gitattributes` file's lines name without a glob (a line's first word, as a path). */
function literalNames(file: string, text: string, patterns: string[]): string[] {
  const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
  const out: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const word = line.trim().split(/\s+/)[0] ?? '';
    if (word === '' || word.startsWith('#') || /[*?[\\"]/.test(word)) continue;
    const candidates = word.replace(/^\//, '').includes('/')
      ? [dir + word.replace(/^\//, '')]
      : patterns.map((p) => p.slice(0, p.lastIndexOf('/') + 1) + word).filter((c) => c.startsWith(dir));
    out.push(...candidates.filter((c) => isArchivePath(patterns, c)));
  }
  return out;
}

/** One version's `.gitattributes` files that bear on the protocol files, as texts, read by `read`. */
type AttributeTexts = (paths: string[]) => Promise<Map<string, string>>;

/** Both versions' `.gitattributes` readers and the archive files (a pattern's) either version holds. */
interface AttributeVersions {
  before: AttributeTexts;
  after: AttributeTexts;
  archives: () => Promise<string[]>;
}

/**
 * Whether a change of `.gitattributes` files changes what git resolves for a protocol file: each version's
 * files laid out and asked of git (`resolvedAttributes`), so `*.md merge=union`, `SYNC.m[d]`, `**\/SYNC.md`, a
 * quoted name or a macro count as what they do, not as how they are spelled.
 */
async function attributesChange(config: Config, versions: AttributeVersions): Promise<string | null> {
  const found = archivePatternsOf(config).length ? await versions.archives() : [];
  const files = attributeFilesFor([...targetsOf(config).map((t) => t.path), ...found, ...archivePatternsOf(config)]);
  const [b, a] = await Promise.all([versions.before(files), versions.after(files)]);
  const paths = attributePaths(config, { found, texts: [b, a] });
  const [rb, ra] = await Promise.all([resolvedAttributes(b, paths), resolvedAttributes(a, paths)]);
  if (rb === ra) return null;
  const lines = (r: string) => {
    const f = r.split('\0');
    const out = new Set<string>();
    for (let i = 0; i + 2 < f.length; i += 3) out.add(`${f[i]}: ${f[i + 1]}: ${f[i + 2]}`);
    return out;
  };
  const was = lines(rb);
  const now = lines(ra);
  const diff = [
    ...[...now].filter((x) => !was.has(x)),
    ...[...was].filter((x) => !now.has(x)).map((x) => `no longer ${x}`),
  ];
  return `changes what git resolves in .gitattributes for the protocol files (${diff.slice(0, 3).join('; ')})`;
}

/** The texts of the given paths at a commit (null: the empty tree), as an AttributeTexts reader. */
function textsAt(root: string, rev: string | null): AttributeTexts {
  return async (paths) => {
    if (rev === null) return new Map();
    return textsOf(root, await blobsAt(root, rev, paths));
  };
}

async function textsOf(root: string, refs: Map<string, { oid: string; mode: string }>): Promise<Map<string, string>> {
  const blobs = await readBlobs(
    root,
    [...refs.values()].filter((r) => r.mode !== '120000').map((r) => r.oid),
  );
  const out = new Map<string, string>();
  for (const [path, ref] of refs) {
    const b = blobs.get(ref.oid);
    if (b) out.set(path, b.toString('utf8'));
  }
  return out;
}

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
async function judge(
  files: { path: string; before: Buffer | null; after: Buffer | null }[],
  who: { actor: string | null; dispatcher: boolean },
  config: Config,
  attributes: AttributeVersions,
): Promise<{ path: string; m: Message }[]> {
  const { actor, dispatcher } = who;
  const out: { path: string; m: Message }[] = [];
  const protocol = targetsOf(config).map((t) => t.path);
  const allowed = privileged(actor, dispatcher, config);
  const attrFile = files.find((f) => isAttributesFile(f.path));
  const attrs = attrFile && !allowed ? await attributesChange(config, attributes) : null;
  for (const f of files) {
    const what = isAttributesFile(f.path)
      ? f === attrFile
        ? attrs
        : null
      : configChange(
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
  const watched = configOwnerPaths(config);
  const lists = await Promise.all(parents.map((p) => changedFiles(root, p, c.sha, watched)));
  const changed = lists[0].filter((f) => lists.slice(1).every((l) => l.some((g) => g.path === f.path)));
  if (changed.length === 0) return [];
  const patterns = archivePatternsOf(config);
  return judge(await withBytes(root, changed), who, config, {
    before: textsAt(root, parents[0]),
    after: textsAt(root, c.sha),
    archives: async () => [
      ...(parents[0] ? await filesMatching(root, { rev: parents[0] }, patterns) : []),
      ...(await filesMatching(root, { rev: c.sha }, patterns)),
    ],
  });
}

/**
 * `protocol/config-owner` for `check --staged` (index against HEAD) and `check` (working tree against HEAD; the check
 * after a shell command: against `base`, the commit the session started from when HEAD moved by commits made here).
 */
export async function localConfigOwner(local: {
  root: string;
  mode: 'staged' | 'worktree';
  /** The commit the change is judged against (default HEAD): `changed` lists the files that differ from it. */
  base?: string;
  changed: ChangedFile[];
  /** The actor, resolved only when a config-owner file changed. */
  actor: () => Promise<string | null>;
  config: Config;
}): Promise<{ path: string; m: Message }[]> {
  const { root, mode, config } = local;
  // an untracked node_modules/.bin/handover is an install (npm's shim where node_modules/ is not ignored), not planted
  const changed = local.changed.filter((f) => !(f.untracked && f.path === PLANTED_CLI));
  if (changed.length === 0) return [];
  const { actor } = local;
  const base = local.base ?? 'HEAD';
  const files = await withBytes(root, changed);
  if (mode === 'worktree') {
    for (const f of files) f.after = await fromDisk(root, f.path);
  }
  const who = await actor();
  // Who the owner and dispatchers are comes from HEAD's config: the change must not name its own author owner.
  const judgedBy = await configAt(root, base, base).catch(() => config);
  // Outside a range no signature can be checked: a configured dispatcher counts, and the range check has the last word.
  const after: AttributeTexts =
    mode === 'staged'
      ? async (paths) => textsOf(root, await stagedBlobs(root, paths))
      : async (paths) => {
          const out = new Map<string, string>();
          for (const p of paths) {
            const b = await fromDisk(root, p);
            if (b) out.set(p, b.toString('utf8'));
          }
          return out;
        };
  return judge(
    files,
    { actor: who, dispatcher: who !== null && judgedBy.dispatchers.includes(who) },
    { ...config, owner: judgedBy.owner, agent: judgedBy.agent, dispatchers: judgedBy.dispatchers },
    {
      before: textsAt(root, base),
      after,
      archives: async () => {
        const patterns = archivePatternsOf(config);
        return [
          ...(await filesMatching(root, { rev: base }, patterns)),
          ...(await filesMatching(root, mode === 'staged' ? { index: true } : { worktree: true }, patterns)),
        ];
      },
    },
  );
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
