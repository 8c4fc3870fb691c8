import type { Config } from '../config/schema.js';
import { configAt } from './config-at.js';
import { type FileResult } from '../engine/lint.js';
import { type Attestation } from '../identity.js';
export interface RangeOptions {
    /** The actor of commits that neither name nor map one (`--actor NAME`). */
    fallbackActor?: string;
    /** The rev the configuration is read from (JSON/YAML only); default `base`. */
    configRev?: string;
    /** Who the host says is acting (the pull request's author, SPEC §3), or null. */
    attested?: Attestation | null;
}
export interface RangeResult {
    results: FileResult[];
    /** How many commits of the range touch a watched file. */
    commits: number;
}
/** `check --range BASE..HEAD` as the CLI spells it. */
export declare function checkRangeSpec(root: string, range: string, opts?: {
    fallbackActor?: string;
    attested?: Attestation | null;
}): Promise<RangeResult>;
/**
 * Checks a range BASE..HEAD (SPEC §4): every commit that touches a protocol file (or the handover config and hook
 * lines, `protocol/config-owner`) on its own, as the actor its trailer, email or signature names, **and** the net
 * change from BASE to HEAD, so merge commits that drop, rewrite or reorder what BASE had fail even when each commit
 * looks clean. Each finding is reported once, placed on its line in HEAD where it still exists, naming every
 * commit that introduced it; a static finding BASE already had is a warning ("already in BASE"). Configuration
 * comes from BASE (or `configRev`), JSON/YAML only, so a pull request can neither loosen its own check nor run code.
 * For `check --range` and the server-side `check --pre-receive`.
 */
export declare function checkRange(root: string, base: string, head: string, opts?: RangeOptions): Promise<RangeResult>;
/** The commits to check and how: the config, the head, what to exclude, where the net change starts. */
export interface CommitsOptions {
    config: Config;
    head: string;
    /** Commits reachable from these are not checked (`'all'`: those reachable from any existing ref). */
    exclude: string[] | 'all';
    /** Where the net change starts (none: no net change). */
    netFrom?: string | null;
    /** The actor of commits that neither name nor map one (`--actor NAME`). */
    fallbackActor?: string;
    /** Who the host says is acting: the pull request's author, the pusher (SPEC §3). */
    attested?: Attestation | null;
}
/**
 * The range machinery with the commit list and config given: the commits reachable from `head` and from none of
 * `exclude` (`'all'`: from no existing ref, a new branch on a server), each on its own, plus the net change from
 * `netFrom` to `head` when given, grouped as `checkRange` reports them. The adapter for `check --pre-receive`.
 */
export declare function checkCommits(root: string, opts: CommitsOptions): Promise<RangeResult>;
export { configAt };
