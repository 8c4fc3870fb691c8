/** True when something (a file, a folder, a dangling or live symlink) stands at `abs`; links are not followed. */
export declare function existsNoFollow(abs: string): boolean;
/**
 * The first thing on the way from `base` to `base/rel` (each folder, then the file itself unless `foldersOnly`)
 * that is a symbolic link leading outside every folder of `within` (real paths); null when there is none. A writer
 * that follows it would write outside the repository (through a dangling link, it creates what the link names).
 * Links that stay inside are allowed: they are the repo's own layout.
 */
export declare function linkLeadingOut(base: string, rel: string, within: string[], foldersOnly?: boolean): {
    path: string;
    to: string;
} | null;
/**
 * A file's bytes, or null when it does not exist; unreadable or not a regular file (a FIFO, a device) is an exit-2
 * error naming the file as `shown`. Never blocks.
 */
export declare function readIfExists(abs: string, shown: string): Buffer | null;
/**
 * Why the repo-relative `file` is not a plain file path inside `root`, or null when it is (or does not exist
 * yet). A symlink at the file or at any folder on its way is refused even when it points inside the
 * repository: a writer would write through it, and a reader would read what it points at.
 */
export declare function protocolPathProblem(root: string, file: string): string | null;
/**
 * Throws (exit 1) when `file` under `root` is not a plain file path inside the repository (see protocolPathProblem).
 */
export declare function requireProtocolPath(root: string, file: string): void;
/** A protocol file's bytes (null when absent), refusing a symlink on its path or a non-regular file; never blocks. */
export declare function readProtocolFile(root: string, file: string): Buffer | null;
/** Writes a protocol file atomically, creating its folders, after refusing a symlink anywhere on its path. */
export declare function writeProtocolFile(root: string, file: string, data: string | Uint8Array): void;
/**
 * Replaces a file atomically: write a temp file (inside `.git/handover/tmp` in a repo), fsync, rename over.
 * A kill at any moment leaves the old file or the new one, never a torn one. The rename replaces a symlink
 * at `path` itself, never its target; protocol writers refuse symlinks before they get here.
 */
export declare function writeFileAtomic(path: string, data: string | Uint8Array): void;
/** Where the lock for a repo file lives: inside `.git` when it is a folder, so it never shows in `git status`. */
export declare function lockPathFor(root: string, relFile: string): string;
/**
 * Runs `fn` holding an exclusive lock file (O_EXCL). A second process waits up to `waitMs`, then
 * fails with exit 2; a lock left by a dead process on this host is taken over.
 */
export declare function withLock<T>(lockPath: string, fn: () => T | Promise<T>, opts?: {
    waitMs?: number;
    what?: string;
}): Promise<T>;
