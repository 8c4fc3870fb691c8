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
/**
 * The answers in JSON when a hook runs through the clone's hook script (or its tracked command, or the plugin):
 * JSON_ANSWERS, and Claude Code's, which shows the model the whole hook command before an exit 2's stderr (and before
 * a PostToolUse or Stop `decision: block` reason), but a PreToolUse denial's reason and a PostToolUse
 * `additionalContext` alone (seen in Claude Code 2.1.332, test/e2e/claude-json.e2e.test.ts). A bare `handover hook`
 * run by hand keeps exit 2 and stderr.
 */
export declare const SCRIPT_JSON_ANSWERS: Partial<Record<HookName, (text: string) => Record<string, unknown>>>;
/**
 * Settings files an agent host writes itself, not the agent: Qwen Code 0.24.4 rewrites `.qwen/settings.json` on its
 * first run in a project (test/e2e/qwen-stop.e2e.test.ts), Claude Code writes `.claude/settings.local.json` when the
 * user allows a tool for good. The Stop hook does not count them as the agent's work.
 */
export declare const HOST_WRITTEN: Set<string>;
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
 * A Gemini CLI payload as the checks read it: its edit tools as fromGemini; before a tool runs, any other tool that
 * names a protocol file is refused (unknownTool): an MCP server's tool, which Gemini CLI 0.61.0 offers as
 * `mcp_<server>_<tool>` and sends BeforeTool for (test/fixtures/hook-payloads/gemini-mcp/), or a new one of its own.
 */
export declare function fromGeminiHost(p: Payload, role: Role, cwd: string): Payload[];
/**
 * A patch in apply_patch's format as the checks read it: one payload per file it touches. An Update is a Patch the
 * guard applies to the file as it is, an Add a Write, a Delete a Delete, a Move a Delete and a Patch it cannot read.
 * A patch that cannot be read is one payload that says why. Paths are relative to `base`.
 */
export declare function patchPayloads(p: Payload, text: string | undefined, base: string): Payload[];
/**
 * A Codex payload as the checks read it. Before a tool runs, an `apply_patch` becomes one payload per file it
 * touches (patchPayloads), and so does a shell command that runs apply_patch (Codex 0.171 applies
 * `apply_patch <<'EOF' … EOF` given to exec_command itself and sends PreToolUse for it as `Bash`, with no
 * PostToolUse). After any shell-like tool (apply_patch included) the post-command check runs, as after a Bash
 * command.
 */
export declare function fromCodex(p: Payload, role: Role, env: NodeJS.ProcessEnv, fallback: string): Payload[];
/**
 * The patch a shell command hands apply_patch (or `applypatch`), as Codex reads it: a heredoc
 * (`apply_patch <<'EOF'` … `EOF`, after an optional `cd <dir> &&`), or the patch as the one argument (quoted, or
 * an argv array, or `bash -lc <script>`). Null for any other command: what it does is checked after it runs.
 */
export declare function shellPatch(command: unknown): {
    patch: string;
    cd?: string;
} | null;
/**
 * The tools of each host that write no file (they read, search, run a shell checked after it ran, or talk to the
 * user or to sub-agents), seen in the tool lists the real binaries offer (Copilot CLI 1.0.102 with gpt-4.1 and
 * gpt-5.5, opencode 1.18.33 with its default model and gpt-5). Any other tool that names a protocol file, in a path
 * or a patch, is refused before it runs: handover cannot tell what it would write. Tools whose name starts with
 * `handover` are handover's own MCP tools, which check their own writes.
 */
export declare const READ_ONLY_TOOLS: Partial<Record<HostName, readonly string[]>>;
/**
 * A Qwen Code payload as the checks read it: its edit tools as Gemini CLI's (fromGemini); before a tool runs, any
 * other tool that names a protocol file is refused (unknownTool): notebook_edit, and an MCP server's tool, which
 * Qwen Code 0.24.4 offers behind tool_search and runs through its `tool_call` bridge (the hook gets the MCP tool's
 * own name and arguments, test/fixtures/hook-payloads/qwen-tool-call/).
 */
export declare function fromQwen(p: Payload, role: Role, cwd: string): Payload[];
/**
 * A Claude Code payload as the checks read it: its own edit tools as they are; before a tool runs, any other tool
 * (an MCP server's, which Claude Code 2.1.332 offers behind ToolSearch, or one of a later release) that names a
 * protocol file is refused (unknownTool), as in the other hosts.
 */
export declare function fromClaude(p: Payload, role: Role, cwd: string): Payload[];
/**
 * A GitHub Copilot CLI payload in Claude Code's terms. Copilot sends `sessionId`, `toolName` and `toolArgs` (an
 * object, or its JSON text; for a freeform tool the raw text): `edit` is an Edit, `create` a Write, `bash` a Bash
 * command, `apply_patch` (what a GPT-5 class model gets instead of edit and create, its patch as the whole
 * toolArgs) one payload per file it touches. Before a tool runs, any other tool that names a protocol file is
 * refused (unknownTool).
 */
export declare function fromCopilot(p: Payload, role: Role, cwd: string): Payload[];
/**
 * An opencode tool call (as handover's opencode plugin sends it: `tool_name`, `tool_input` with opencode's own
 * argument names) in Claude Code's terms: `edit` is an Edit, `write` a Write, `multiedit` a MultiEdit per file
 * (each edit may name its own file), `apply_patch` (what `gpt-5` and the other GPT models but gpt-4 and oss get
 * instead of edit and write) and the older `patch` one payload per file the patch touches, `bash` a Bash command.
 * Before a tool runs, any other tool that names a protocol file is refused (unknownTool).
 */
export declare function fromOpencode(p: Payload, role: Role, cwd: string): Payload[];
/** A host payload as the checks read it: one or more payloads in Claude Code's shape. */
export declare function translate(hook: HookName, p: Payload, env: NodeJS.ProcessEnv, fallback: string): Payload[];
