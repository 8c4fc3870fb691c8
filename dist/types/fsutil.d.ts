/** A file's bytes, or null when it does not exist; unreadable is an exit-2 error naming the file as `shown`. */
export declare function readIfExists(abs: string, shown: string): Buffer | null;
/**
 * Replaces a file atomically: write a temp file beside it, fsync, rename over. A kill at any moment
 * leaves the old file or the new one, never a torn one.
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
