import type { UpstreamConfig } from '../config/schema.js';
/** An upstream's log as committed at its ref. */
export interface UpstreamBlob {
    bytes: Buffer;
    /** The commit the file was read from. */
    commit: string;
    /** How to name the upstream in messages: `lab (../lab at main, HANDOVER.md)`. */
    where: string;
}
/** Whether a configured source is a git URL (fetched into a cache) rather than a local working tree. */
export declare function isGitUrl(source: string): boolean;
/**
 * Checks a source and ref before any of them reaches git: neither may read as an option, the ref
 * must be a plain branch, tag or commit name, a URL must use a known transport with a sane host.
 */
export declare function checkUpstream(name: string, up: UpstreamConfig): void;
/** Reads `file` at `ref` of an upstream: a working tree's committed file, or a URL fetched into the consumer's cache. */
export declare function readUpstream(root: string, name: string, up: UpstreamConfig, opts?: {
    fetch?: boolean;
}): Promise<UpstreamBlob>;
