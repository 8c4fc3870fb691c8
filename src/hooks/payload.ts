import { isAbsolute } from 'node:path';

/**
 * What a hook answers: an exit code and what goes to stdout and stderr. `notice` is a note the agent
 * and its user must see without being blocked; the hook command puts it where the host shows it
 * (SessionStart: stdout, the agent's context; PreToolUse/PostToolUse: `additionalContext` and
 * `systemMessage` JSON; Stop: `systemMessage`), never on stderr at exit 0, which nobody sees.
 */
export interface HookAnswer {
  code: 0 | 2;
  stdout?: string;
  stderr?: string;
  notice?: string;
}

/** Claude Code's hook input, as far as handover reads it. Every field is checked before use. */
export type Payload = Record<string, unknown>;

/** The most a hook reads of its input. */
export const MAX_INPUT = 64 * 1024 * 1024;

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
    return {
      payload: null,
      problem: `the hook input is not valid JSON (${(error as Error).message.replace(/\s+/g, ' ')})`,
    };
  }
}

export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** A note that never blocks: exit 0, shown to the agent and the user. */
export function note(text: string): HookAnswer {
  return { code: 0, notice: `handover: ${text}` };
}

/** A refusal: exit 2, the reason on stderr (Claude Code shows it to the model). */
export function block(text: string): HookAnswer {
  return { code: 2, stderr: text.endsWith('\n') ? text : `${text}\n` };
}

/**
 * The session's own project: `CLAUDE_PROJECT_DIR` (or Gemini's `GEMINI_PROJECT_DIR`), which stays put
 * when the agent runs `cd`; else the payload's `cwd` (which follows `cd`); else the hook's own folder.
 */
export function sessionDir(payload: Payload, env: NodeJS.ProcessEnv, fallback: string): string {
  for (const v of [env.CLAUDE_PROJECT_DIR, env.GEMINI_PROJECT_DIR]) if (v && isAbsolute(v)) return v;
  const cwd = str(payload.cwd);
  return cwd && isAbsolute(cwd) ? cwd : fallback;
}
