/** Throws unless `root` is inside a git work tree. */
export declare function requireRepo(root: string): Promise<void>;
/** Throws unless `root` is a git repository, bare or not (a server's repository for the pre-receive hook). */
export declare function requireGitDir(root: string): Promise<void>;
/** The branch HEAD names (`refs/heads/main` on a server's bare repository), or null when HEAD is detached. */
export declare function defaultBranch(root: string): Promise<string | null>;
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
    /** What git's own signature check says (only when asked for, see `commitsTouching`). */
    signature?: {
        status: string;
        signer: string;
        fingerprint: string;
        primary: string;
    };
}
/**
 * The commits of `base..head` that touch any of `paths`, oldest first, with parents, author email, subject and
 * handover trailers. Full history: commits on merged side branches are listed too. With `signatures`, git also
 * verifies each commit's signature (as `git verify-commit` does), ssh ones against `signatures.allowedSigners`
 * (the text of an allowed-signers file, written to a private temp file for this one call).
 */
export declare function commitsTouching(root: string, base: string | string[] | 'all', head: string, { paths, signatures }: {
    paths: string[];
    signatures?: {
        allowedSigners: string;
    };
}): Promise<RangeCommit[]>;
/** The shas of `base..head` that touch any of `paths` (one `git log`). */
export declare function shasTouching(root: string, base: string | string[] | 'all', head: string, paths: string[]): Promise<Set<string>>;
/** The best common ancestor of several commits (a merge's parents), or null. */
export declare function mergeBaseOf(root: string, shas: string[]): Promise<string | null>;
/** Whether `a` is an ancestor of (or equal to) `b`. */
export declare function isAncestor(root: string, a: string, b: string): Promise<boolean>;
/** A file that differs between two trees (or a tree and the index): its path and both blob ids (null: absent). */
export interface ChangedFile {
    path: string;
    before: string | null;
    after: string | null;
    /** Set for a working-tree file git does not track (and does not ignore). */
    untracked?: true;
}
/**
 * The files under `paths` that differ from `from` to `to` (a commit, the index when `to` is null, or the working
 * tree, whose side then has no id: read it from disk; its untracked files that git does not ignore included), with
 * blob ids: one `git diff-tree` / `git diff-index --cached` (and, for the working tree, one `git ls-files --others`).
 * `from` null means the empty tree (a root commit).
 */
export declare function changedFiles(root: string, from: string | null, to: string | null | 'worktree', paths: string[]): Promise<ChangedFile[]>;
/** git's empty tree (sha1): what a root commit, or a listing of a whole tree, is compared with. */
export declare const EMPTY_TREE = "4b825dc642cb6eb9a060e54bf8d69288fbee4904";
/** A commit that touched a path, newest first, with its author time and parents. */
export interface PathCommit {
    commit: string;
    /** Author time, ms since the epoch: when the change was written. */
    time: number;
    parents: string[];
}
/**
 * The commits reachable from HEAD that touched `relPath`, newest first; empty outside a repo or before the first
 * commit.
 */
export declare function pathHistory(root: string, relPath: string): Promise<PathCommit[]>;
/** The text of `relPath` at each commit (null where the path does not exist there), read in batches. */
export declare function readAtCommits(root: string, commits: string[], relPath: string): Promise<Map<string, string | null>>;
/**
 * A path a commit (or the index) leaves as something other than a regular file: a symlink (120000), a submodule
 * (160000).
 */
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
/** A commit that carries `Handover-Approve:` trailers: a claimed approval, to be judged by SPEC §3 identity. */
export interface ApprovalCommit {
    sha: string;
    email: string;
    agents: string[];
    /** The refs (`<project>#<seq>`) it approves. */
    refs: string[];
    /** Its signature as git verified it, when asked for. */
    signature?: RangeCommit['signature'];
}
/**
 * The commits reachable from `rev` whose message carries a `Handover-Approve:` trailer (none in a repo with no
 * commits); with `signatures`, each with its signature as git verified it (see `commitsTouching`).
 */
export declare function approvalCommits(root: string, rev?: string, signatures?: {
    allowedSigners: string;
}): Promise<ApprovalCommit[]>;
/** What says which repository a folder belongs to, whatever clone it is: the first commit, and the remote. */
export interface RepoIdentity {
    /** The repository's root commit (the oldest first commit of HEAD's history), or null with no commit yet. */
    rootCommit: string | null;
    /** `remote.origin.url`, or null. */
    remote: string | null;
    /** The folder's path inside its repository (`lab/`), '' at the top. */
    prefix: string;
    /** Whether the folder is inside a git repository at all. */
    repo: boolean;
}
/**
 * Which repository a folder belongs to, for telling clones of one project from different projects: its root
 * commit (shared by every clone), the origin remote, and the folder's place in the repository. Two git calls.
 * A bare repository (a server's copy) has no prefix.
 */
export declare function repoIdentity(dir: string): Promise<RepoIdentity>;
/**
 * Every file that patterns with one `*` in the file name (`LOG-*.md`) name in one version: a commit's tree, the index,
 * or the index with the working tree's untracked files. `*` does not match `/`; the other characters are literal.
 */
export declare function filesMatching(root: string, where: {
    rev: string;
} | {
    index: true;
} | {
    worktree: true;
}, patterns: string[]): Promise<string[]>;
/** Where `pathsMatching` looks for the files a change touched. */
export type MatchingWhere = {
    range: {
        base: string | string[] | 'all';
        head: string;
    };
    net?: string | null;
} | {
    staged: true;
    against?: string;
} | {
    worktree: string;
};
/**
 * The files that patterns with one `*` in the file name (`LOG-*.md`, `archive/*.md`) name and that a change touched:
 * in a range, those any commit changed (a merge against each parent) and those its net change from `net` changed;
 * staged, those the index changes against HEAD (or `against`, a rev); in the working tree, those it changes against `worktree` (a rev),
 * untracked ones included. `*` does not match `/`; the patterns' other characters are taken literally, in any case
 * (see isArchivePath).
 */
export declare function pathsMatching(root: string, where: MatchingWhere, patterns: string[]): Promise<string[]>;
