import { type CommandIo } from '../io.js';
export { fromGemini } from '../../hooks/hosts.js';
/**
 * `handover hook <name>`: the agent hook entry points (Claude Code, Codex, Gemini CLI, Qwen Code, Copilot CLI,
 * opencode), reading the host's hook JSON on stdin. Each host's payload is translated at the edge
 * (src/hooks/hosts.ts) and runs the same checks. Unreadable input never blocks the agent: it exits 0 with a note
 * the agent and the user see. A failure inside the guard refuses the edit (exit 2): a guard that breaks must not
 * read as allowed.
 */
export declare function run(args: string[], io: CommandIo): Promise<number>;
