import type { FileResult } from '../engine/lint.js';
import type { Attestation } from '../identity.js';
/** One line of git's pre-receive input: `<old> <new> <ref>`. */
export interface RefUpdate {
    old: string;
    new: string;
    ref: string;
}
/** What the hook decided for one pushed ref. */
export interface RefVerdict {
    ref: string;
    /** Why the update is refused outright (a deletion or force push of a protected branch), or null. */
    refused: string | null;
    /** The findings on the ref's new commits (as `check --range` reports them). */
    results: FileResult[];
    commits: number;
}
/** Parses git's pre-receive stdin; a malformed line is an exit-2 error (git never sends one). */
export declare function parseUpdates(input: string): RefUpdate[];
/** Whether a ref is protected by a `server.protect` list (names, `*` within one path part, or full refs). */
export declare function isProtected(ref: string, protect: string[]): boolean;
/**
 * `check --pre-receive`: judges each pushed ref. Its new commits are checked as `check --range` checks a pull
 * request, under the config of the server's current version of the branch (a new branch: the default
 * branch's), JSON/YAML only. Deleting or force-pushing a protected branch, and creating or moving a
 * `refs/replace/*` ref, are refused before any check. `pusher`: who the server says is pushing (GL_USER …), the
 * host's attested identity every pushed commit must agree with.
 */
export declare function checkPush(root: string, updates: RefUpdate[], pusher?: Attestation | null): Promise<RefVerdict[]>;
