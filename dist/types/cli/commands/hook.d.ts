import { type Payload } from '../../hooks/payload.js';
import { type CommandIo } from '../io.js';
/** A Gemini CLI payload in Claude Code's terms: `replace` is an Edit, `write_file` a Write, `run_shell_command` a Bash command. */
export declare function fromGemini(p: Payload): Payload;
/**
 * `handover hook <name>`: Claude Code hook entry points, reading the hook's JSON on stdin.
 * Unreadable input never blocks the agent: it exits 0 with a note the agent and the user see.
 * A failure inside the guard refuses the edit (exit 2): a guard that breaks must not read as allowed.
 */
export declare function run(args: string[], io: CommandIo): Promise<number>;
