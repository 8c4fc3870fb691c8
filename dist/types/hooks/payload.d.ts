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
export declare const MAX_INPUT: number;
/** Reads all of stdin (up to 64 MiB). */
export declare function readInput(stdin: NodeJS.ReadableStream): Promise<string>;
/** Parses the hook JSON; null (with the reason) when it is not a JSON object. */
export declare function parsePayload(text: string): {
    payload: Payload | null;
    problem?: string;
};
export declare const str: (v: unknown) => string | undefined;
/** A note that never blocks: exit 0, shown to the agent and the user. */
export declare function note(text: string): HookAnswer;
/** A refusal: exit 2, the reason on stderr (Claude Code shows it to the model). */
export declare function block(text: string): HookAnswer;
/**
 * The session's own project: `CLAUDE_PROJECT_DIR` (or Gemini's `GEMINI_PROJECT_DIR`), which stays put
 * when the agent runs `cd`; else the payload's `cwd` (which follows `cd`); else the hook's own folder.
 */
export declare function sessionDir(payload: Payload, env: NodeJS.ProcessEnv, fallback: string): string;
