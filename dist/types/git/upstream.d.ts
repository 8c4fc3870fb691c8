import type { UpstreamConfig } from '../config/schema.js';
/** An upstream's log as committed at its ref. */
export interface UpstreamBlob {
    bytes: Buffer;
    /** The commit the file was read from. */
    commit: string;
    /** How to name the upstream in messages: `lab (../lab at main, HANDOVER.md)`. */
    where: string;
    /** The git directory the commit is in (the upstream's clone, or the consumer's cache of a URL). */
    repo: string;
    /** The upstream folder's path inside its repository (`lab/`), '' at the top; `file` is relative to it. */
    prefix: string;
    /** The log's path inside that folder (`upstreams.<name>.file`). */
    file: string;
}
/** Whether a configured source is a git URL (fetched into a cache) rather than a local working tree. */
export declare function isGitUrl(source: string): boolean;
/**
 * Checks a source and ref before any of them reaches git: neither may read as an option, the ref
 * must be a plain branch, tag or commit name, a URL must use a known transport with a sane host.
 */
export declare function checkUpstream(name: string, up: UpstreamConfig, key?: string): void;
/**
 * Reads `file` at `ref` of an upstream: a working tree's committed file, or a URL fetched into the consumer's cache.
 */
export declare function readUpstream(root: string, name: string, up: UpstreamConfig, opts?: {
    fetch?: boolean;
    key?: string;
}): Promise<UpstreamBlob>;
/**
 * The branch an upstream source's HEAD names (its default branch), or null when it cannot be told (not there
 * yet, unreachable, HEAD detached): a working tree's or bare repository's HEAD, or `git ls-remote --symref` of
 * a URL. Read once, by init, so the config names the branch the upstream really has.
 */
export declare function defaultBranchOf(root: string, name: string, source: string): Promise<string | null>;
/** What an upstream's commit holds at a path: a small regular file's bytes, or why it was not read. */
export type UpstreamFile = {
    bytes: Buffer;
} | {
    skipped: 'symlink' | 'not-a-file' | 'too-large';
};
/**
 * Small files from the commit an upstream's log was read from (paths from the top of its repository), for
 * reading the upstream's own config as data. Someone else's repository: a symlink is never followed (git
 * stores its target as text, which is not read), only regular files up to `maxBytes` are read.
 */
export declare function upstreamFilesAt(blob: UpstreamBlob, paths: string[], maxBytes: number): Promise<Map<string, UpstreamFile>>;
/** Whether a URL source was fetched into this clone's cache before (read it with `fetch: false`, no network). */
export declare function isCached(root: string, name: string): Promise<boolean>;
