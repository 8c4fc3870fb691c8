import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { writeFileAtomic } from '../fsutil.js';
import { gitPath } from '../git/worktree.js';

/** What a hook answers: an exit code and what goes to stdout and stderr. */
export interface HookAnswer {
  code: 0 | 2;
  stdout?: string;
  stderr?: string;
}

/** Claude Code's hook input, as far as handover reads it. Every field is checked before use. */
export type Payload = Record<string, unknown>;

const MAX_INPUT = 64 * 1024 * 1024;

/** Reads all of stdin (up to 64 MiB). */
export async function readInput(stdin: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stdin) {
    const b = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += b.length;
    if (size > MAX_INPUT) throw new Error(`the hook input is larger than ${MAX_INPUT} bytes`);
    chunks.push(b);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Parses the hook JSON; null (with the reason) when it is not a JSON object. */
export function parsePayload(text: string): { payload: Payload | null; problem?: string } {
  try {
    const v: unknown = JSON.parse(text);
    if (typeof v === 'object' && v !== null && !Array.isArray(v)) return { payload: v as Payload };
    return { payload: null, problem: 'the hook input is not a JSON object' };
  } catch (error) {
    return { payload: null, problem: `the hook input is not valid JSON (${(error as Error).message.replace(/\s+/g, " ")})` };
  }
}

export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** A note that never blocks: exit 0, the text on stderr. */
export function note(text: string): HookAnswer {
  return { code: 0, stderr: `handover: ${text}\n` };
}

/** What handover remembers about one Claude Code session (inside .git, never committed). */
export interface SessionRecord {
  /** HEAD when the session started. */
  head?: string | null;
  /** The state the Stop hook last asked the agent to report on. */
  remindedFor?: string;
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
    return JSON.parse(readFileSync(p, 'utf8')) as SessionRecord;
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
    writeFileAtomic(p, JSON.stringify({ ...old, ...update }) + '\n');
  } catch {
    // A read-only .git must not break the agent's session.
  }
}
