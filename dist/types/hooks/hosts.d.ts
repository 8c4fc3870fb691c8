import { type Payload } from './payload.js';
/**
 * The agent hosts, as adapters at the edge: each turns its hook payload into the Claude Code shape the checks read
 * (Edit, Write, Bash; a Delete for a patch that removes a file) and names things in its own terms. No check lives
 * here; `handover hook` runs the same guard, post-command check, session start and stop for every host.
 */
export type HostName = 'claude' | 'codex' | 'gemini' | 'qwen' | 'copilot' | 'opencode';
export type Role = 'pre' | 'post' | 'start' | 'stop';
/** Every `handover hook` name: its host and what it does. */
export declare const HOST_HOOKS: {
    readonly 'claude-pre-tool-use': {
        readonly host: "claude";
        readonly role: "pre";
        readonly event: "PreToolUse";
    };
    readonly 'claude-post-tool-use': {
        readonly host: "claude";
        readonly role: "post";
        readonly event: "PostToolUse";
    };
    readonly 'claude-session-start': {
        readonly host: "claude";
        readonly role: "start";
        readonly event: "SessionStart";
    };
    readonly 'claude-stop': {
        readonly host: "claude";
        readonly role: "stop";
        readonly event: "Stop";
    };
    readonly 'codex-pre-tool-use': {
        readonly host: "codex";
        readonly role: "pre";
        readonly event: "PreToolUse";
    };
    readonly 'codex-post-tool-use': {
        readonly host: "codex";
        readonly role: "post";
        readonly event: "PostToolUse";
    };
    readonly 'codex-session-start': {
        readonly host: "codex";
        readonly role: "start";
        readonly event: "SessionStart";
    };
    readonly 'codex-stop': {
        readonly host: "codex";
        readonly role: "stop";
        readonly event: "Stop";
    };
    readonly 'gemini-before-tool': {
        readonly host: "gemini";
        readonly role: "pre";
        readonly event: "BeforeTool";
    };
    readonly 'gemini-after-tool': {
        readonly host: "gemini";
        readonly role: "post";
        readonly event: "AfterTool";
    };
    readonly 'gemini-session-start': {
        readonly host: "gemini";
        readonly role: "start";
        readonly event: "SessionStart";
    };
    readonly 'gemini-after-agent': {
        readonly host: "gemini";
        readonly role: "stop";
        readonly event: "AfterAgent";
    };
    readonly 'qwen-pre-tool-use': {
        readonly host: "qwen";
        readonly role: "pre";
        readonly event: "PreToolUse";
    };
    readonly 'qwen-post-tool-use': {
        readonly host: "qwen";
        readonly role: "post";
        readonly event: "PostToolUse";
    };
    readonly 'qwen-session-start': {
        readonly host: "qwen";
        readonly role: "start";
        readonly event: "SessionStart";
    };
    readonly 'qwen-stop': {
        readonly host: "qwen";
        readonly role: "stop";
        readonly event: "Stop";
    };
    readonly 'copilot-pre-tool-use': {
        readonly host: "copilot";
        readonly role: "pre";
        readonly event: "preToolUse";
    };
    readonly 'copilot-post-tool-use': {
        readonly host: "copilot";
        readonly role: "post";
        readonly event: "postToolUse";
    };
    readonly 'copilot-session-start': {
        readonly host: "copilot";
        readonly role: "start";
        readonly event: "sessionStart";
    };
    readonly 'copilot-agent-stop': {
        readonly host: "copilot";
        readonly role: "stop";
        readonly event: "agentStop";
    };
    readonly 'opencode-pre-tool-use': {
        readonly host: "opencode";
        readonly role: "pre";
        readonly event: "tool.execute.before";
    };
    readonly 'opencode-post-tool-use': {
        readonly host: "opencode";
        readonly role: "post";
        readonly event: "tool.execute.after";
    };
    readonly 'opencode-session-start': {
        readonly host: "opencode";
        readonly role: "start";
        readonly event: "session";
    };
};
export type HookName = keyof typeof HOST_HOOKS;
/**
 * Hooks whose host does not show the model an exit 2's stderr, and how each says a block or a report at exit 0
 * instead (seen in the real binaries, test/e2e/hook-exit-status.e2e.test.ts): Qwen Code 0.24.4 ignores a post-tool
 * hook's exit 2 and JSON block and appends `additionalContext` to the tool's result; GitHub Copilot CLI 1.0.102
 * refuses a tool on any exit but 0 without saying why, and shows a `permissionDecisionReason` and a post-tool
 * `additionalContext`.
 */
export declare const JSON_ANSWERS: Partial<Record<HookName, (text: string) => Record<string, unknown>>>;
/** How a host's messages name things: its charter files, and what a shell command is called there. */
export interface HostTerms {
    charter: string;
    /** "your Bash command", "your run_shell_command call", … with the host's own tool name. */
    shell: (tool: string) => string;
    /** The tool name the host showed the model (replace, edit, apply_patch), for "this <tool> of <file>". */
    tool?: string;
}
/** The terms of a host, with the tool the payload names. */
export declare function termsOf(host: HostName, payload: Payload): HostTerms;
/**
 * A Gemini CLI (or Qwen Code) edit in Claude Code's terms: `replace`/`edit` is an Edit, `write_file` a Write,
 * `run_shell_command` a Bash command.
 */
export declare function fromGemini(p: Payload): Payload;
/**
 * A Codex payload as the checks read it. Before a tool runs, an `apply_patch` becomes one payload per file it
 * touches: an Update is the Write of the patched text (worked out by the guard from the file as it is), an Add
 * a Write, a Delete a Delete, a Move a Delete and a Write. After any shell-like tool (apply_patch included) the
 * post-command check runs, as after a Bash command. A patch that cannot be read is one payload that says why.
 */
export declare function fromCodex(p: Payload, role: Role, env: NodeJS.ProcessEnv, fallback: string): Payload[];
/**
 * A GitHub Copilot CLI payload in Claude Code's terms. Copilot sends `sessionId`, `toolName` and `toolArgs` (an
 * object, or its JSON text): `edit` is an Edit, `create` a Write, `bash` a Bash command.
 */
export declare function fromCopilot(p: Payload): Payload;
/**
 * An opencode tool call (as handover's opencode plugin sends it: `tool_name`, `tool_input` with opencode's own
 * argument names) in Claude Code's terms: `edit` is an Edit, `write` a Write, `bash` a Bash command.
 */
export declare function fromOpencode(p: Payload): Payload;
/** A host payload as the checks read it: one or more payloads in Claude Code's shape. */
export declare function translate(hook: HookName, p: Payload, env: NodeJS.ProcessEnv, fallback: string): Payload[];
