/**
 * Gemini CLI's and Qwen Code's folder trust, as their bundles read it (Gemini CLI 0.61.0's `checkPathTrust`): they
 * load a project's hooks (.gemini/settings.json, .qwen/settings.json) only in a trusted folder. Read by doctor, and
 * by the handover extension's hooks at a repository's root, which step aside only where the project hooks run.
 */
export type TrustHost = 'gemini' | 'qwen';
export interface FolderTrust {
    trusted: boolean;
    /** The trusted-folders file the verdict was read from (the one a user edits to trust the folder). */
    file: string;
}
/**
 * Whether `host` trusts `root` for a session with `env`: for Gemini CLI, GEMINI_RESTRICTED_MODE=true or
 * GEMINI_CLI_TRUST_WORKSPACE=false distrust and GEMINI_CLI_TRUST_WORKSPACE=true trusts, whatever the file says; then
 * folder trust turned off in the user's settings (Gemini CLI checks it unless turned off, Qwen Code only when turned
 * on) trusts; then the trusted-folders file decides, and a folder it does not name is not trusted.
 */
export declare function folderTrust(host: TrustHost, root: string, env: NodeJS.ProcessEnv): FolderTrust;
/**
 * Whether the project hooks init wrote at `root` run in a session there, as a hook of that session can tell: the
 * folder trust, where GEMINI_CLI_TRUST_WORKSPACE=true does not count. Gemini CLI 0.61.0 reads its settings (the
 * project's hooks among them) before it parses `--skip-trust`, which then sets that variable for the rest of the
 * session and for every hook: a hook cannot tell it from one the user set (which would have loaded them), so it counts
 * neither, and where they may not have loaded the extension judges the edit too (at worst twice, never not at all).
 */
export declare function projectHooksRun(host: TrustHost, root: string, env: NodeJS.ProcessEnv): boolean;
