/**
 * The handover extension for Gemini CLI and Qwen Code (`extensions/handover/` in this package): a user-level install,
 * through each host's own extension mechanism, whose hooks run in every session wherever it starts. Project hooks
 * (.gemini/settings.json, .qwen/settings.json) are read only in the folder a session starts in.
 */
export type ExtensionHost = 'gemini' | 'qwen';
/** The extension's folder in this package (what the install command points the host at). */
export declare function extensionSource(): string;
/**
 * The exact command that installs the extension for `host`, user-wide. Gemini CLI asks whether to trust a local
 * extension's folder before it installs it (and reads no answer when it has no terminal): the variable answers that
 * for this one command, without recording any trust. `--consent` accepts the host's own warning about extensions.
 */
export declare function extensionInstallCommand(host: ExtensionHost): string;
/**
 * Whether the host would run the handover extension's hooks for a session in `root`: the extension is in the user's
 * extensions folder (`~/.gemini/extensions/handover`, `~/.qwen/extensions/handover`, or under GEMINI_CLI_HOME,
 * QWEN_HOME) with its hooks, and not
 * disabled for that folder in `extension-enablement.json` (each host's own rules: `[!]<path>[*]`, the last rule that
 * matches wins; enabled when none does). Returns the folder, or null.
 */
export declare function installedExtension(host: ExtensionHost, root: string, env: NodeJS.ProcessEnv): string | null;
