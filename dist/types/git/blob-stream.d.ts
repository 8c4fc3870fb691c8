/**
 * Blobs read one at a time through one `git cat-file --batch`. simple-git collects a process's whole output
 * before it answers, so reading many versions of a large file through it holds a whole batch of them at once
 * (and their chunks again while they are joined); here each blob is copied straight from the pipe into a buffer
 * of its own size, and a walk holds only the versions it still needs. Ids must be checked hex shas; a missing
 * object (or one that is not a blob) reads as null. `close` when done.
 *
 * One long-lived git keeps every delta base it unpacks, up to `core.deltaBaseCacheLimit` (96 MB by default, which
 * git filled to 188 MB of its own memory reading 300 versions of a 2 MB log oldest first, where a `git show` of a
 * few blobs never grew past 100 MB); `deltaCache` caps it at what a walk reading consecutive versions reuses.
 */
export declare class BlobStream {
    private readonly root;
    private readonly deltaCache?;
    private child;
    private readonly queue;
    /** The header line read so far (before a blob's bytes). */
    private header;
    /** The blob being filled, how much of it is filled, and whether its trailing newline is still to come. */
    private body;
    private failed;
    private stderr;
    /** The process starts on the first read; `deltaCache`: git's delta base cache, in bytes (default git's). */
    constructor(root: string, deltaCache?: number | undefined);
    private start;
    /** The bytes of the blob `oid`, or null when the repository has no such blob. */
    read(oid: string): Promise<Buffer | null>;
    /**
     * The blob `oid` handed to `sink(size)`'s function a piece at a time (each piece valid only during the call), never
     * held whole; false when the repository has no such blob.
     */
    stream(oid: string, sink: (size: number) => (chunk: Buffer) => void): Promise<boolean>;
    /** Ends the process (it exits when its input ends). */
    close(): void;
    private fail;
    /** Consumes output: a header line, then (for a blob) its bytes and one newline. */
    private take;
    /** After a header line: a blob to fill, another object's bytes to skip, or a missing object. */
    private startObject;
}
