/**
 * Gemini CLI's and Qwen Code's folder trust, as their bundles read it (Gemini CLI 0.61.0's `checkPathTrust`, Qwen
 * Code 0.24.4's `isWorkspaceTrusted`): they load a project's hooks (.gemini/settings.json, .qwen/settings.json) only
 * in a trusted folder. Read by doctor, and by the handover extension's hooks at a repository's root, which step aside
 * only where the project hooks run.
 */
export type TrustHost = 'gemini' | 'qwen';
export interface FolderTrust {
    trusted: boolean;
    /** The trusted-folders file the verdict was read from (the one a user edits to trust the folder). */
    file: string;
}
/**
 * The host's user folder: Gemini CLI's `.gemini` under GEMINI_CLI_HOME (else the home folder), Qwen Code's QWEN_HOME
 * itself (`~` and a relative path resolved as Qwen Code does; read from its `.env` files when not set, see
 * `qwenEnv`), else `.qwen` in the home folder. Its settings, trusted folders and extensions live there.
 */
export declare function hostUserDir(host: TrustHost, env: NodeJS.ProcessEnv): string;
/**
 * `env` as Qwen Code completes it at startup (`preResolveHomeEnvOverrides`): QWEN_HOME and
 * QWEN_CODE_TRUSTED_FOLDERS_PATH, when not set, from `.env` in its user folder, then (QWEN_HOME not set) `~/.env`,
 * then from `.env` in the QWEN_HOME found there. A hook gets them from the host already; doctor, run from the user's
 * shell, reads them here.
 */
export declare function qwenEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
/**
 * Whether `host` trusts `root` for a session with `env`: for Gemini CLI, GEMINI_RESTRICTED_MODE=true or
 * GEMINI_CLI_TRUST_WORKSPACE=false distrust and GEMINI_CLI_TRUST_WORKSPACE=true trusts, whatever the file says; then
 * folder trust turned off (the system settings over the user's over the system defaults; Gemini CLI checks it unless
 * turned off, Qwen Code only when turned on) trusts; then the trusted-folders file decides, by each host's own
 * precedence, and a folder it does not name is not trusted.
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
/** Whether `path` is `folder` or inside it. */
export declare const isWithin: (folder: string, path: string) => boolean;
/**
 * A JSON object file, else null: a byte-order mark allowed, and with `comments` `//` and block comments too (how Gemini
 * CLI and Qwen Code read their settings); without, as strictly as a host that takes plain JSON reads it.
 */
export declare function readJson(path: string, o?: {
    comments?: boolean;
}): Record<string, unknown> | null;
