import { type Outcome } from './outcome.js';
/** The agents init can wire, by the name `init --agents` takes. */
export declare const AGENT_NAMES: readonly ["claude", "codex", "gemini", "qwen", "copilot", "opencode"];
export type AgentName = (typeof AGENT_NAMES)[number];
interface HostHook {
    event: string;
    hook: string;
    matcher?: string;
}
/** The tools Claude Code runs the guard for: its edit tools and every MCP tool, the whole name matched. */
export declare const CLAUDE_PRE_MATCHER = "^(Edit|Write|NotebookEdit|mcp__.*)$";
/**
 * The timeout every hook handover writes carries, in seconds (Gemini CLI reads milliseconds: `timeoutMs` below). Far
 * above the guard's worst case (a log's whole-file check, when the change-local one cannot be proven, takes seconds
 * for a 100,000-entry log): a host that times a hook out lets the tool call through, so it must never come to that.
 */
export declare const HOOK_TIMEOUT_SECONDS = 300;
/**
 * Each agent host with project hooks: where its settings live, which of its events run which `handover hook`,
 * the variable that names the session's project (else the hook's own folder), and the files that show the repo
 * uses that agent. Data, not branches: the payload translation lives in src/hooks/hosts.ts.
 */
export declare const AGENT_HOSTS: Record<AgentName, {
    label: string;
    file: string;
    projectVar?: string;
    uses: string[];
    hooks: readonly HostHook[];
    /** The host's settings read a hook's `timeout` in milliseconds (else seconds). */
    timeoutMs?: boolean;
}>;
/** The first line of handover's opencode plugin, which marks the file as handover's own. */
export declare const OPENCODE_PLUGIN_MARK = "// handover:opencode-plugin";
/** Claude Code's events and the `handover hook` each runs. */
export declare const CLAUDE_HOOKS: readonly HostHook[];
/** Gemini CLI's events and the `handover hook` each runs (its tools: replace, write_file, run_shell_command). */
export declare const GEMINI_HOOKS: readonly HostHook[];
/**
 * The one sentence a tracked hook command says when it finds no hook script: what is missing, and the two ways it
 * can be (init has not run in this clone, or git, which finds the clone, is not on the hooks' PATH). True wherever a
 * host shows it, even beside another hook's message (Claude Code shows the whole command before a Stop block).
 */
export declare const NOT_SET_UP: string;
/**
 * The command an agent host runs for a hook (through /bin/sh, with its own PATH): one short line that finds this
 * clone's hook script (written by init inside .git, which nothing in a pull request can replace) from the session's
 * project and runs it; when the script is missing it still blocks (or, for session start and stop, says so where
 * the host shows it). No machine path, so it can be committed; no sentence the model could read on a real block.
 */
export declare function hostHookCommand(host: AgentName, hook: string): string;
/** The command Claude Code runs for one of its hooks. */
export declare function claudeHookCommand(hook: string): string;
/** The command Gemini CLI runs for one of its hooks. */
export declare function geminiHookCommand(hook: string): string;
/**
 * GitHub Copilot CLI's hooks file (`.github/hooks/handover.json`, its own format: version 1, camelCase events, no
 * matcher, `bash` for the command), handover's own file.
 */
export declare function copilotHooksText(): string;
/** A host's settings text (only the hooks), as init writes it into a new file. */
export declare function hostSettingsText(host: AgentName): string;
/** The settings.json init writes for Claude Code. */
export declare function claudeSettingsText(): string;
/** True when the repo shows it uses this agent (its folder or its charter exists). */
export declare function agentInUse(root: string, host: AgentName): boolean;
/** Commands that are handover's own for `hook`: the bare form, the launcher form older inits wrote, the current one. */
export declare const isOurs: (command: string, hook: string) => boolean;
/**
 * Merges a host's hooks into its settings file: each event gets handover's entry unless one already runs that
 * `handover hook`; an entry an older init wrote is replaced by the current one. Everything else in the file is
 * kept; a file that is not a JSON object is reported and left alone.
 */
export declare function ensureHostSettings(root: string, host: AgentName): Outcome;
/** Claude Code's hooks in `.claude/settings.json`. */
export declare function ensureClaudeSettings(root: string): Outcome;
/** Gemini CLI's hooks in `.gemini/settings.json`, when the repo uses Gemini CLI (a `.gemini/` folder or GEMINI.md). */
export declare function ensureGeminiSettings(root: string): Outcome | null;
/**
 * Runs the PreToolUse command the way Claude Code would (/bin/sh, a bare PATH without handover,
 * CLAUDE_PROJECT_DIR set) on a harmless payload, so init can say when the hooks would not start.
 */
export declare function checkClaudeHooks(root: string): Outcome;
export {};
