import type { Config } from './config/schema.js';
export type ActorSource = 'flag' | 'env' | 'git-config' | 'config' | 'email';
/** The agent an email is mapped to under `agents.<id>.emails`, or null. */
export declare function agentForEmail(config: Config, email: string | null | undefined): string | null;
/**
 * Who is making a change, in SPEC §3 order: --actor, HANDOVER_AGENT, git config handover.agent,
 * the config's `agent`, then the author email's mapping. No actor is an error, never a silent pass.
 */
export declare function resolveActor(opts: {
    root: string;
    config: Config;
    flag?: string;
    env?: NodeJS.ProcessEnv;
    /** The author email to map; defaults to the one git would use for the next commit. */
    authorEmail?: string | null;
}): Promise<{
    actor: string;
    source: ActorSource;
}>;
/** What git says about a commit's signature (`%G?` and the key fields of `git log`), when it was asked. */
export interface CommitSignature {
    /** git's verdict: G good, U good with unknown validity, B bad, X/Y expired, R revoked, E cannot check, N none. */
    status: string;
    /** The signer: for ssh, the principal of the allowed-signers line that matched (handover writes agent ids there). */
    signer: string;
    /** Fingerprints of the signing key and (gpg) its primary key. */
    fingerprint: string;
    primary: string;
}
/** What a commit's trailers, author email and signature say about who made it. */
export interface CommitIdentity {
    /** The actor to judge the commit as, or null when nothing names one. */
    actor: string | null;
    /** Why the commit's identity is itself a violation (a trailer the email contradicts, a missing signature), or null. */
    problem: string | null;
    /**
     * Whether the actor is a dispatcher established by something the committer cannot type (SPEC §3): the author
     * email mapped to that dispatcher and, when it has signingKeys, a good signature by one of them. A trailer
     * alone never makes anyone a dispatcher, so only then does a Handover-Override count.
     */
    dispatcher: boolean;
}
/** The agent whose configured signing key made a commit's good signature, or null. */
export declare function agentForSignature(config: Config, sig: CommitSignature | undefined): string | null;
/** Whether any agent has signing keys, or signatures are required: then range checks ask git to verify signatures. */
export declare function wantsSignatures(config: Config): boolean;
/** The allowed-signers file (ssh) for the config's ssh signing keys: one line per key, the agent id as principal. */
export declare function allowedSigners(config: Config): string;
/**
 * The actor of a commit in a range (SPEC §3). With `identity.signatures: required` it is the agent whose signing
 * key made the commit's good signature; an unsigned or unknown-key commit is a violation. Otherwise: its
 * `Handover-Agent:` trailer, checked against the author's email where the config maps one (to the trailer's agent
 * or to the author), else the email's mapping alone, else `fallback` (`check --range --actor NAME`).
 */
export declare function commitActor(commit: {
    agents: string[];
    email: string;
    signature?: CommitSignature;
}, config: Config, fallback?: string): CommitIdentity;
/** Why a commit whose actor is a configured dispatcher still may not override: what it lacks. */
export declare function dispatcherLacks(commit: {
    email: string;
}, actor: string, config: Config): string;
