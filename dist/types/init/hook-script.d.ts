import { SCRIPT_JSON_ANSWERS, type HookName } from '../hooks/hosts.js';
import { type Outcome } from './outcome.js';
/**
 * The clone-local hook script: `<git common dir>/handover/hook`, written by `handover init`. Every agent hook the
 * tracked settings run (Claude Code, Codex, Gemini CLI, Qwen Code, the plugin) goes through it, so the tracked
 * command stays one short line and holds no text the model could misread. It records the node and CLI it runs
 * (no `git rev-parse`, no PATH search) and maps every way the run can fail (the CLI gone, node gone, a crash,
 * any exit other than 0 and 2) to the blocking answer of that hook, with one sentence that says what broke and
 * how to fix it: a guard that cannot run refuses the edit; it never lets it through.
 */
export declare const HOOK_SCRIPT = "handover/hook";
export declare const HOOK_SCRIPT_MARK = "# handover:hook";
/** The script's path for the clone at `root` (beside the launcher, shared by every worktree). */
export declare function hookScriptPath(root: string): Promise<string>;
/**
 * How a hook says something where its host shows it: stderr and exit 2 (the tool hooks), JSON at exit 0 (session
 * start and stop), or, for a hook whose host does not show an exit 2's stderr, that hook's own JSON at exit 0 (the
 * kind is then the hook's name; see SCRIPT_JSON_ANSWERS).
 */
export type SayKind = 'block' | 'start' | 'stop' | JsonHook;
type JsonHook = keyof typeof SCRIPT_JSON_ANSWERS & HookName;
/** The kind of answer a `handover hook <name>` gives when it cannot run. */
export declare function sayKind(hook: string): SayKind;
/** The exact bytes a hook prints for `sentence`, in the form its kind needs (JSON strings escaped here, at init). */
export declare function sayText(kind: SayKind, sentence: string): string;
/** The script's text for one clone. */
export declare function hookScriptText(o: {
    nodePath: string;
    cliPath: string;
    root: string;
    protocol?: string[];
}): string;
/** Writes (or refreshes) the hook script for this clone; kept when it already says the same. */
export declare function installHookScript(root: string, cliPath: string, nodePath?: string): Promise<Outcome>;
export {};
