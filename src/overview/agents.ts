import type { Config } from '../config/schema.js';
import { readProtocolFile } from '../fsutil.js';
import { commitsTouching, headCommit, readAtCommits } from '../git/history.js';
import { isBlocked, parseSync, sourceFromBytes, syncField, type SyncSection } from '../models/index.js';
import { keyedSections, syncSectionKey, type KeyedDoc } from '../models/sections.js';

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
}

export interface AgentsOverview {
  file: string;
  exists: boolean;
  staleDays: number;
  /** Blocked first, then stale, then the rest; file order within each group. */
  agents: AgentState[];
}

/** Reads SYNC.md and its git history into per-agent state. Unreadable file: exit-2 CliError. */
export function agentsOverview(root: string, config: Config, now = Date.now()): AgentsOverview {
  const file = config.files.sync;
  const staleDays = config.sync.staleDays;
  const bytes = readProtocolFile(root, file); // a symlink on its path is refused, never followed
  if (bytes === null) return { file, exists: false, staleDays, agents: [] };
  const doc = parseSync(sourceFromBytes(file, bytes));
  const sections = doc.sections.filter((s) => !(s.id in config.sync.shared));
  const times = lastChanges(root, file, doc.source.text);
  const agents = sections.map((s) => state(s, times.get(syncSectionKey(s.id)), now, staleDays));
  const rank = (a: AgentState) => (a.blocked ? 0 : a.stale ? 1 : 2);
  agents.sort((a, b) => rank(a) - rank(b) || a.line - b.line);
  return { file, exists: true, staleDays, agents };
}

function state(s: SyncSection, change: Change | undefined, now: number, staleDays: number): AgentState {
  const value = (n: 'focus' | 'blocked' | 'next') => syncField(s, n)?.value ?? null;
  const time = change?.time ?? null;
  return {
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
  };
}

interface Change {
  time: number;
  commit: string | null;
}

const BATCH = 200;

/**
 * Per section key, the newest commit whose version of the section differs from every parent's:
 * the last time someone wrote that section. A section that differs from HEAD in the working tree
 * counts as changed now. Walks history newest first and stops once every section is placed.
 */
export function lastChanges(root: string, relPath: string, workingText: string, now = Date.now()): Map<string, Change> {
  const out = new Map<string, Change>();
  const current = keyed(workingText);
  if (!current) return out;
  const open = new Set(current.sections.map((s) => s.key));
  const headSha = headCommit(root);
  if (!headSha) return out; // outside git, or before the first commit: no history to judge by
  const commits = commitsTouching(root, relPath);
  const headText = readAtCommits(root, [headSha], relPath).get(headSha) ?? null;
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
    const texts = readAtCommits(root, batch.flatMap((c) => [c.commit, ...c.parents]), relPath);
    const docs = new Map<string, KeyedDoc | null>();
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

function keyed(text: string): KeyedDoc | null {
  const r = keyedSections(text.replace(/^\uFEFF/, ''), syncSectionKey);
  // Duplicate headings cannot be keyed; history then says nothing about staleness.
  return r.ok ? r.doc : null;
}
