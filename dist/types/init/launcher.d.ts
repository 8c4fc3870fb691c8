import { type Outcome } from './outcome.js';
/**
 * The clone-local launcher: `<git common dir>/handover/bin/handover`, a /bin/sh script written by
 * `handover init` that execs the node and CLI it was run with. It lives inside `.git`, so nothing a
 * pull request adds to the working tree or the index can replace it, and tracked files (husky,
 * lefthook, the Claude Code settings) can reach it without holding a machine-specific path.
 */
export declare const LAUNCHER = "handover/bin/handover";
/** The launcher's absolute path for the clone at `root` (shared by every worktree of the clone). */
export declare function launcherPath(root: string): Promise<string>;
/** The launcher's text for a node binary and a CLI entry, both absolute. */
export declare function launcherText(nodePath: string, cliPath: string): string;
/** Writes (or refreshes) the launcher for this clone; kept when it already says the same. */
export declare function installLauncher(root: string, cliPath: string, nodePath?: string): Promise<Outcome>;
/**
 * A POSIX sh fragment, safe to commit in a tracked file, that runs `handover <args>`: the clone's
 * launcher when init has written it, else a `handover` on PATH that lies outside the work tree (a
 * hook manager may put `node_modules/.bin` on PATH, and a pull request can plant a file there);
 * otherwise it prints what to do and exits with `failCode`, never passing silently.
 * `args` is inserted as written: pass only constant text.
 */
export declare function shellRunner(args: string, failCode?: number): string;
