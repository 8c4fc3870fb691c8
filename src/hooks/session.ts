import { existsSync, mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { readIfExists, writeFileAtomic } from '../fsutil.js';
import { gitPath } from '../git/worktree.js';

/** What handover remembers about one Claude Code session (inside .git, never committed). */
export interface SessionRecord {
  /** HEAD when the session started. */
  head?: string | null;
  /** The state the Stop hook last asked the agent to report on. */
  remindedFor?: string;
  /** Per `<root>\0<path>`, the digest of the protocol file state the post-tool-use hook last checked. */
  seen?: Record<string, string>;
}

const SAFE_ID = /^[A-Za-z0-9_-]{1,128}$/;

async function recordPath(root: string, sessionId: string | undefined): Promise<string | null> {
  if (!sessionId || !SAFE_ID.test(sessionId)) return null;
  try {
    return join(await gitPath(root, 'handover'), 'sessions', `${sessionId}.json`);
  } catch {
    return null;
  }
}

/** Reads a session's record ({} when none). */
export async function readSession(root: string, sessionId: string | undefined): Promise<SessionRecord> {
  const p = await recordPath(root, sessionId);
  if (!p || !existsSync(p)) return {};
  try {
    return JSON.parse(readIfExists(p, p)?.toString('utf8') ?? '{}') as SessionRecord;
  } catch {
    return {};
  }
}

/** Updates a session's record; failures are ignored (the record is a convenience, not a guard). */
export async function writeSession(root: string, sessionId: string | undefined, update: SessionRecord): Promise<void> {
  const p = await recordPath(root, sessionId);
  if (!p) return;
  try {
    const old = await readSession(root, sessionId);
    mkdirSync(dirname(p), { recursive: true });
    writeFileAtomic(p, `${JSON.stringify({ ...old, ...update })}\n`);
  } catch {
    // A read-only .git must not break the agent's session.
  }
}
