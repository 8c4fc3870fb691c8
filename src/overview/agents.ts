import type { Config } from '../config/schema.js';
import { readProtocolFile } from '../fsutil.js';
import { pathHistory, readAtCommits, requireGitDir } from '../git/repo.js';
import { headCommit } from '../git/worktree.js';
import { syncDirOnDisk } from '../engine/sync-dir.js';
import {
  isBlocked,
  isSyncDir,
  parseSync,
  sourceFromBytes,
  syncField,
  type SyncDialect,
  type SyncSection,
} from '../models/index.js';
import { keyedSections, syncSectionKey, syncSectionKeyIn, type SectionKeyFn } from '../models/diff/keyed-sections.js';
import { dialectOf } from '../config/schema.js';

/** One agent's section as `sync show` and `status` report it. */
export interface AgentState {
  id: string;
  /** Line of the section heading in SYNC.md. */
  line: number;
  focus: string | null;
  blockedOn: string | null;
  next: string | null;
  blocked: boolean;
  /** No commit changed the section for longer than `sync.staleDays`. */
  stale: boolean;
  /** When the section last changed (author time of the commit, ISO), or null when unknown. */
  lastChanged: string | null;
  /** The commit that last changed it; null when unknown or when the change is not committed yet. */
  commit: string | null;
  /** The working tree differs from HEAD in this section. */
  uncommitted: boolean;
  /** In a dialect with these fields (cmap): recent-shift and open-question. */
  shift?: string | null;
  question?: string | null;
  /**
   * Every field of the dialect, in its order, with the label the dialect writes and the field's date (null: none, or
   * the field is missing).
   */
  fields: { name: string; label: string; value: string | null; date: string | null }[];
  /** In the directory layout (files.sync: sync/): the agent's own file, which `line` is in. */
  file?: string;
  /**
   * On a board whose groups are statuses (`### agent` under `## Active`, a table per status group, agents listed under
   * status groups): the heading of the group the agent's entry sits under (null before the first group).
   */
  status?: string | null;
}

export interface AgentsOverview {
  file: string;
  exists: boolean;
  staleDays: number;
  /**
   * What makes a section stale: no commit changed it for staleDays (`history`), or every field's date is older
   * (`dates`, cmap).
   */
  staleBy: 'history' | 'dates';
  /** Blocked first, then stale, then the rest; file order within each group. */
  agents: AgentState[];
}

/** Reads SYNC.md and its git history into per-agent state. Unreadable file: exit-2 CliError. */
export async function agentsOverview(root: string, config: Config, now = Date.now()): Promise<AgentsOverview> {
  const file = config.files.sync;
  if (isSyncDir(file)) return dirOverview(root, config, now);
  const staleDays = config.sync.staleDays;
  const bytes = readProtocolFile(root, file); // a symlink on its path is refused, never followed
  const dialect = dialectOf(config).sync;
  if (bytes === null) return { file, exists: false, staleDays, staleBy: dialect.stale, agents: [] };
  const doc = parseSync(sourceFromBytes(file, bytes), dialect);
  const sections = doc.sections.filter((s) => !s.shared);
  const keyOf = syncSectionKeyIn(dialect);
  // a table board's sections are its rows (a list board's its items), keyed by agent: the history of each row, not
  // of headings it has none of
  const rowsOf =
    dialect.layout !== 'sections'
      ? (text: string) =>
          parseSync(sourceFromBytes(file, text), dialect).sections.map((s) => ({
            key: s.id.toLowerCase(),
            same: s.chunk.text.replace(/\r?\n$/, ''),
          }))
      : undefined;
  const times = await lastChanges(root, file, doc.source.text, { now, keyOf, sectionsOf: rowsOf });
  const agents = sections.map((s) => state(s, times.get(s.id.toLowerCase()), { now, staleDays, dialect }));
  const rank = (a: AgentState) => (a.blocked ? 0 : a.stale ? 1 : 2);
  agents.sort((a, b) => rank(a) - rank(b) || a.line - b.line);
  return { file, exists: true, staleDays, staleBy: dialect.stale, agents };
}

/** The directory layout: each file's section, its staleness from that file's own history. */
async function dirOverview(root: string, config: Config, now: number): Promise<AgentsOverview> {
  const file = config.files.sync;
  const staleDays = config.sync.staleDays;
  const parts = syncDirOnDisk(root, file);
  const dialect = dialectOf(config).sync;
  const agents: AgentState[] = [];
  for (const p of parts) {
    const doc = parseSync(sourceFromBytes(p.path, p.bytes), dialect);
    const times = await lastChanges(root, p.path, doc.source.text, { now });
    for (const s of doc.sections)
      if (!s.shared && !(s.id in config.sync.shared))
        agents.push({ ...state(s, times.get(syncSectionKey(s.id)), { now, staleDays, dialect }), file: p.path });
  }
  const rank = (a: AgentState) => (a.blocked ? 0 : a.stale ? 1 : 2);
  agents.sort((a, b) => rank(a) - rank(b));
  return { file, exists: parts.length > 0, staleDays, staleBy: dialect.stale, agents };
}

function state(
  s: SyncSection,
  change: Change | undefined,
  { now, staleDays, dialect }: { now: number; staleDays: number; dialect: SyncDialect },
): AgentState {
  const value = (n: 'focus' | 'blocked' | 'next') => syncField(s, n)?.value ?? null;
  const time = change?.time ?? null;
  const a: AgentState = {
    id: s.id,
    line: s.heading.start.line,
    focus: value('focus'),
    blockedOn: value('blocked'),
    next: value('next'),
    blocked: isBlocked(s),
    stale: time !== null && now - time > staleDays * 86_400_000,
    lastChanged: time === null ? null : new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    commit: change?.commit ?? null,
    uncommitted: change !== undefined && change.commit === null,
    fields: dialect.fields.map((f) => {
      const got = syncField(s, f.name as never);
      return { name: f.name, label: f.label, value: got?.value ?? null, date: got?.date ?? null };
    }),
  };
  if (s.group !== undefined) a.status = s.group;
  if (dialect.stale === 'dates') {
    // The dialect dates its fields: a section is stale when every field's date is older than staleDays.
    const dates = s.fields
      .map((f) => (f.date ? Date.parse(`${f.date}T00:00:00Z`) : NaN))
      .filter((t) => !Number.isNaN(t));
    a.stale = dates.length > 0 && dates.every((t) => now - t > staleDays * 86_400_000);
    const shift = syncField(s, 'shift' as never);
    const question = syncField(s, 'question' as never);
    if (shift) a.shift = shift.value;
    if (question) a.question = question.value;
  }
  return a;
}

interface Change {
  time: number;
  commit: string | null;
}

const BATCH = 200;

/** A version's sections as the history walk compares them: by key, the text that must stay the same. */
type Keyed = { sections: { key: string; same: string }[] };

/**
 * Per section key, the newest commit whose version of the section differs from every parent's:
 * the last time someone wrote that section. A section that differs from HEAD in the working tree
 * counts as changed now. Walks history newest first and stops once every section is placed.
 */
export async function lastChanges(
  root: string,
  relPath: string,
  workingText: string,
  {
    now = Date.now(),
    keyOf = syncSectionKey,
    sectionsOf,
  }: {
    now?: number;
    keyOf?: SectionKeyFn;
    /** The sections of a version, by key, when they are not headed sections (a table board's rows). */
    sectionsOf?: (text: string) => { key: string; same: string }[];
  } = {},
): Promise<Map<string, Change>> {
  const out = new Map<string, Change>();
  const keyed = (text: string): Keyed | null => {
    if (sectionsOf) return { sections: sectionsOf(text) };
    const r = keyedSections(text.replace(/^\uFEFF/, ''), keyOf);
    // Duplicate headings cannot be keyed; history then says nothing about staleness.
    return r.ok ? r.doc : null;
  };
  const current = keyed(workingText);
  if (!current) return out;
  const open = new Set(current.sections.map((s) => s.key));
  const headSha = await headCommit(root);
  if (!headSha) {
    // Before the first commit every section is as written now, not yet committed; outside git, no history.
    if (
      await requireGitDir(root).then(
        () => true,
        () => false,
      )
    )
      for (const s of current.sections) out.set(s.key, { time: now, commit: null });
    return out;
  }
  const [commits, headTexts] = await Promise.all([pathHistory(root, relPath), readAtCommits(root, [headSha], relPath)]);
  const headText = headTexts.get(headSha) ?? null;
  const head = headText === null ? null : keyed(headText);
  for (const s of current.sections) {
    const before = head?.sections.find((h) => h.key === s.key);
    if (!before || before.same !== s.same) {
      out.set(s.key, { time: now, commit: null });
      open.delete(s.key);
    }
  }
  for (let i = 0; i < commits.length && open.size; i += BATCH) {
    const batch = commits.slice(i, i + BATCH);
    const texts = await readAtCommits(
      root,
      batch.flatMap((c) => [c.commit, ...c.parents]),
      relPath,
    );
    const docs = new Map<string, Keyed | null>();
    const docAt = (sha: string) => {
      if (!docs.has(sha)) {
        const t = texts.get(sha);
        docs.set(sha, t === undefined || t === null ? null : keyed(t));
      }
      return docs.get(sha)!;
    };
    for (const c of batch) {
      const mine = docAt(c.commit);
      const parents = c.parents.map(docAt);
      for (const key of [...open]) {
        const body = mine?.sections.find((s) => s.key === key)?.same;
        const same = parents.some((p) => p?.sections.find((s) => s.key === key)?.same === body);
        if (!same) {
          out.set(key, { time: c.time, commit: c.commit });
          open.delete(key);
        }
      }
    }
  }
  return out;
}
