import type { Config } from '../config/schema.js';
import { CliError } from '../errors.js';
import type { RangeCommit } from '../git/repo.js';
import { type Attestation, type CommitIdentity } from '../identity.js';
import { type Message } from '../engine/lint.js';
/**
 * A finding of a commit rule (`protocol/identity`, `protocol/config-owner`) at the configured severity, or null
 * when off.
 */
export declare function commitMessage(ruleId: 'protocol/identity' | 'protocol/config-owner', message: string, unit: string, config: Config): Message | null;
/** A commit's identity problem (SPEC §3) as a `protocol/identity` finding of that commit. */
export declare function identityMessage(problem: string, c: {
    sha: string;
}, config: Config): Message | null;
/** The usage error for a commit that changes watched files but names no agent (exit 2). */
export declare function noAgentError(c: RangeCommit, paths: string[]): CliError;
/** One commit's findings, and what its identity adds to them. */
export interface CommitFindings {
    commit: RangeCommit;
    who: CommitIdentity;
    config: Config;
    found: {
        path: string;
        m: Message;
    }[];
    /** Where a finding about the commit itself (its identity, its override) is placed. */
    at: string;
    /** Who the host says is acting, for the refusal's sentence. */
    attested?: Attestation | null;
}
/**
 * A commit's findings with its identity applied: its identity problem as a finding, and its
 * `Handover-Override` trailers either applied (a dispatcher, identity sound) or refused with a finding saying why.
 */
export declare function withIdentity(commit: CommitFindings): {
    path: string;
    m: Message;
}[];
