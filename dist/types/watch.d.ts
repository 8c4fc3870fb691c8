/** A running watch: `close()` stops its timer and watchers. */
export interface Watching {
    close(): void;
}
/** A file, or a folder with what is under it down to `depth` levels (0: the folder's own entry only). */
export interface WatchedPath {
    path: string;
    depth: number;
}
export interface WatchOptions {
    /** The files and folders to watch. */
    paths: () => WatchedPath[];
    /** Called once per change seen (changes close together are one call). */
    onChange: () => void;
    /** How often the stamps are compared when no file event came (fs.watch misses some: network mounts, renames). */
    pollMs?: number;
}
/** A stamp of paths: each one's kind, size, mtime and inode, folders with what is under them. */
export declare function stampOf(paths: WatchedPath[]): string;
/**
 * Watches paths for a change: fs.watch on each one's folder wakes it at once, and a poll of their stamps catches
 * what fs.watch does not report. Only reads: it stats files and lists folders.
 */
export declare function watchPaths(o: WatchOptions): Watching;
