import { type Outcome } from './outcome.js';
/** Claude Code's events, the `handover hook` each runs and the template placeholder of its command. */
export declare const CLAUDE_HOOKS: readonly [{
    readonly event: "SessionStart";
    readonly hook: "claude-session-start";
    readonly slot: "sessionstart";
}, {
    readonly event: "PreToolUse";
    readonly hook: "claude-pre-tool-use";
    readonly slot: "pretooluse";
}, {
    readonly event: "PostToolUse";
    readonly hook: "claude-post-tool-use";
    readonly slot: "posttooluse";
}, {
    readonly event: "Stop";
    readonly hook: "claude-stop";
    readonly slot: "stop";
}];
type ClaudeHook = (typeof CLAUDE_HOOKS)[number]['hook'];
/**
 * The command Claude Code runs for a hook (through /bin/sh, with its own PATH): from the session's project
 * (CLAUDE_PROJECT_DIR, whatever the agent `cd`-ed into), the clone's launcher written by init, else a
 * handover on PATH outside the work tree; else it says so where the agent sees it. No machine path, so
 * it can be committed; nothing in the work tree is run.
 */
export declare function claudeHookCommand(hook: ClaudeHook): string;
/** The settings.json init writes, from the template. */
export declare function claudeSettingsText(): string;
/**
 * Merges the Claude Code hooks into `.claude/settings.json`: each event gets handover's entry unless one
 * already runs that `handover hook` command; an entry an older init wrote (`handover hook …`, which
 * fails with exit 127 where handover is not on Claude Code's PATH) is replaced by the current one.
 * Everything else in the file is kept; a file that is not a JSON object is reported and left alone.
 */
export declare function ensureClaudeSettings(root: string): Outcome;
/**
 * Gemini CLI's hooks (BeforeTool, AfterTool, SessionStart, in `.gemini/settings.json`), written when the repo
 * already uses Gemini CLI (a `.gemini/` folder or a GEMINI.md): the same guard and checks, through the same launcher.
 */
export declare function ensureGeminiSettings(root: string): Outcome | null;
/** Gemini CLI's events and the `handover hook` each runs (its tools: replace, write_file, run_shell_command). */
export declare const GEMINI_HOOKS: readonly [{
    readonly event: "SessionStart";
    readonly hook: "gemini-session-start";
    readonly matcher: undefined;
}, {
    readonly event: "BeforeTool";
    readonly hook: "gemini-before-tool";
    readonly matcher: "replace|write_file";
}, {
    readonly event: "AfterTool";
    readonly hook: "gemini-after-tool";
    readonly matcher: "run_shell_command";
}];
/** The command Gemini CLI runs: as for Claude Code, from the project (GEMINI_PROJECT_DIR) through the launcher; exit 2 blocks. */
export declare function geminiHookCommand(hook: string): string;
/**
 * Runs the PreToolUse command the way Claude Code would (/bin/sh, a bare PATH without handover,
 * CLAUDE_PROJECT_DIR set) on a harmless payload, so init can say when the hooks would not start.
 */
export declare function checkClaudeHooks(root: string): Outcome;
export {};
