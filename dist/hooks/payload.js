import { isAbsolute } from 'node:path';
const MAX_INPUT = 64 * 1024 * 1024;
/** Reads all of stdin (up to 64 MiB). */
export async function readInput(stdin) {
    const chunks = [];
    let size = 0;
    for await (const chunk of stdin) {
        const b = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        size += b.length;
        if (size > MAX_INPUT)
            throw new Error(`the hook input is larger than ${MAX_INPUT} bytes`);
        chunks.push(b);
    }
    return Buffer.concat(chunks).toString('utf8');
}
/** Parses the hook JSON; null (with the reason) when it is not a JSON object. */
export function parsePayload(text) {
    try {
        const v = JSON.parse(text);
        if (typeof v === 'object' && v !== null && !Array.isArray(v))
            return { payload: v };
        return { payload: null, problem: 'the hook input is not a JSON object' };
    }
    catch (error) {
        return { payload: null, problem: `the hook input is not valid JSON (${error.message.replace(/\s+/g, " ")})` };
    }
}
export const str = (v) => (typeof v === 'string' ? v : undefined);
/** A note that never blocks: exit 0, shown to the agent and the user. */
export function note(text) {
    return { code: 0, notice: `handover: ${text}` };
}
/** A refusal: exit 2, the reason on stderr (Claude Code shows it to the model). */
export function block(text) {
    return { code: 2, stderr: text.endsWith('\n') ? text : text + '\n' };
}
/**
 * The session's own project: `CLAUDE_PROJECT_DIR` (or Gemini's `GEMINI_PROJECT_DIR`), which stays put
 * when the agent runs `cd`; else the payload's `cwd` (which follows `cd`); else the hook's own folder.
 */
export function sessionDir(payload, env, fallback) {
    for (const v of [env.CLAUDE_PROJECT_DIR, env.GEMINI_PROJECT_DIR])
        if (v && isAbsolute(v))
            return v;
    const cwd = str(payload.cwd);
    return cwd && isAbsolute(cwd) ? cwd : fallback;
}
