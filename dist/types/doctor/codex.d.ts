/** One hook as Codex's own `hooks/list` reports it: its key, event, command and whether the user's trust holds. */
export interface CodexHook {
    key: string;
    eventName: string;
    command: string;
    matcher: string | null;
    sourcePath: string;
    /** `trusted`, `untrusted`, `modified` (trusted once, changed since: its hash no longer matches) or `managed`. */
    trustStatus: string;
}
/** The `codex` binary on PATH, or null. */
export declare function codexOnPath(env: NodeJS.ProcessEnv): string | null;
/**
 * Codex's own answer on the hooks it would run in `cwd`: `codex app-server`'s `hooks/list` (what its /hooks review
 * shows), with each hook's trust as Codex computes it from the hashes in config.toml. A string says why it could
 * not be asked.
 */
export declare function codexHooksList(bin: string, cwd: string, env: NodeJS.ProcessEnv): Promise<CodexHook[] | string>;
