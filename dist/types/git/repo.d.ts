/** Throws unless `root` is inside a git work tree. */
export declare function requireRepo(root: string): Promise<void>;
/** Throws unless `root` is a git repository, bare or not (a server's repository for the pre-receive hook). */
export declare function requireGitDir(root: string): Promise<void>;
/** The branch HEAD names (`refs/heads/main` on a server's bare repository), or null when HEAD is detached. */
export declare function defaultBranch(root: string): Promise<string | null>;
/** Whether commit `a` is an ancestor of (or equal to) commit `b`. */
export declare function isAncestor(root: string, a: string, b: string): Promise<boolean>;
/** Whether HEAD points at a commit (false in a repository with no commits yet). */
export declare function hasCommits(root: string): Promise<boolean>;
/** Whether the clone is shallow (history cut off by `--depth`). */
export declare function isShallow(root: string): Promise<boolean>;
/** The full sha of a commit-ish, or an exit-2 error saying how to get it. */
export declare function resolveCommit(root: string, ref: string, what?: string): Promise<string>;
/** The best common ancestor of two commits, or null when they share no history (or it is cut off). */
export declare function mergeBase(root: string, a: string, b: string): Promise<string | null>;
/** A blob in a tree or the index: its id, file mode and (from a tree) size in bytes. */
export interface BlobRef {
    path: string;
    oid: string;
    mode: string;
    size: number | null;
}
/**
 * The id git gives `bytes` as a blob (sha1, or sha256 in a sha256 repository — told apart by the length of
 * an id from the same repository). Lets a caller prove that a blob is a prefix of a file without reading it.
 */
export declare function gitBlobId(bytes: Uint8Array, idLength: number): string;
/** The blobs of `paths` in the tree of `rev` (paths absent from the tree are left out). */
export declare function blobsAt(root: string, rev: string, paths: string[]): Promise<Map<string, BlobRef>>;
/** The blobs of `paths` staged in the index (stage 0; conflicted paths report their "ours" stage 2). */
export declare function stagedBlobs(root: string, paths: string[]): Promise<Map<string, BlobRef>>;
/** The blobs of many `<commit>:<path>` specs at once, with sizes (null where the path is absent). */
export declare function blobIds(root: string, specs: {
    rev: string;
    path: string;
}[]): Promise<({
    oid: string;
    size: number;
} | null)[]>;
/**
 * Reads blobs by id as bytes. A few at once run one `git show` each, in parallel; many are read in batches of
 * one `git show` each, split by their sizes (given, or looked up with `cat-file --batch-check`).
 */
export declare function readBlobs(root: string, oids: string[], knownSizes?: Map<string, number>): Promise<Map<string, Buffer>>;
/** One commit of a range, with what `check --range` needs to judge it. */
export interface RangeCommit {
    sha: string;
    short: string;
    parents: string[];
    email: string;
    subject: string;
    /** Values of `Handover-Agent:` trailers. */
    agents: string[];
    /** Values of `Handover-Override:` trailers. */
    overrides: string[];
    /** Values of `Handover-Migrate:` trailers. */
    migrates: string[];
}
/**
 * The commits of `base..head` that touch any of `paths`, oldest first, with parents, author email, subject and
 * handover trailers. Full history: commits on merged side branches are listed too.
 */
export declare function commitsTouching(root: string, base: string | string[] | 'all', head: string, paths: string[]): Promise<RangeCommit[]>;
/** A path a commit (or the index) leaves as something other than a regular file: a symlink (120000), a submodule (160000). */
export interface NotAFileChange {
    /** The commit, or null for the index. */
    sha: string | null;
    path: string;
    mode: string;
}
/**
 * The changes that leave one of `paths`, or a folder on its way, as a symlink or a submodule: in each commit of
 * `base..head` (against each parent), or in the index against HEAD (`{ staged: true }`). Reads the file modes
 * git records (one `git log --raw` or `git diff --cached --raw`), so a link is refused without being followed.
 */
export declare function notAFileChanges(root: string, where: {
    base: string | string[] | 'all';
    head: string;
} | {
    staged: true;
}, paths: string[]): Promise<NotAFileChange[]>;
