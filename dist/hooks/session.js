import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { writeFileAtomic } from '../fsutil.js';
import { gitPath } from '../git/worktree.js';
const SAFE_ID = /^[A-Za-z0-9_-]{1,128}$/;
async function recordPath(root, sessionId) {
    if (!sessionId || !SAFE_ID.test(sessionId))
        return null;
    try {
        return join(await gitPath(root, 'handover'), 'sessions', `${sessionId}.json`);
    }
    catch {
        return null;
    }
}
/** Reads a session's record ({} when none). */
export async function readSession(root, sessionId) {
    const p = await recordPath(root, sessionId);
    if (!p || !existsSync(p))
        return {};
    try {
        return JSON.parse(readFileSync(p, 'utf8'));
    }
    catch {
        return {};
    }
}
/** Updates a session's record; failures are ignored (the record is a convenience, not a guard). */
export async function writeSession(root, sessionId, update) {
    const p = await recordPath(root, sessionId);
    if (!p)
        return;
    try {
        const old = await readSession(root, sessionId);
        mkdirSync(dirname(p), { recursive: true });
        writeFileAtomic(p, JSON.stringify({ ...old, ...update }) + '\n');
    }
    catch {
        // A read-only .git must not break the agent's session.
    }
}
