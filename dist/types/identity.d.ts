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
/**
 * Who the host says is acting (SPEC §3): the pull request's author (`check --range --attested-by github:LOGIN`, from
 * the Action) or the pusher a git server names (`check --pre-receive`, from its environment). The strongest
 * evidence there is: the committer cannot type it.
 */
export interface Attestation {
    kind: 'github' | 'pusher';
    /** The login or user name the host gives. */
    name: string;
    /** Where it came from, for messages: `--attested-by`, `GL_USER` … */
    source: string;
}
/** Where a server's pre-receive environment names the pusher, strongest first (SPEC §3). */
export declare const PUSHER_ENV: readonly ["GL_USER", "GL_USERNAME", "GITEA_PUSHER_NAME", "GITHUB_USER_LOGIN", "REMOTE_USER"];
/** The pusher a git server's environment names, or null. */
export declare function pusherFromEnv(env: NodeJS.ProcessEnv): Attestation | null;
/** Parses `--attested-by github:LOGIN` (or `pusher:NAME`); a malformed value is a usage error. */
export declare function parseAttestation(value: string): Attestation;
/** How a message names an attestation: `the pull request's author github:alice`, `the pusher alice (GL_USER)`. */
export declare function attestationLabel(a: Attestation): string;
/** The agent whose `agents.<id>.github` (case-insensitive, as GitHub logins are) or `pushers` lists the host's name. */
export declare function agentForAttestation(config: Config, a: Attestation | null | undefined): string | null;
/** What a commit's trailers, author email and signature say about who made it. */
export interface CommitIdentity {
    /** The actor to judge the commit as, or null when nothing names one. */
    actor: string | null;
    /**
     * Why the commit's identity is itself a violation (a trailer the email contradicts, a missing signature), or null.
     */
    problem: string | null;
    /**
     * Whether the actor is a dispatcher established by something the committer cannot type (SPEC §3): a good
     * signature by one of its signingKeys, or the host's attested identity (the pull request's author, the pusher).
     * An author email or a trailer alone never makes anyone a dispatcher, so only then does a Handover-Override (a
     * Handover-Approve, a dispatcher's config change) count.
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
 * or to the author), else the email's mapping alone, else the host's attested agent, else `fallback`
 * (`check --range --actor NAME`). Where the host attests who acts (`attested`), the actor must agree with it,
 * unless the attested agent is a dispatcher (who may bring in others' commits).
 */
export declare function commitActor(commit: {
    agents: string[];
    email: string;
    signature?: CommitSignature;
}, config: Config, fallback?: string, attested?: Attestation | null): CommitIdentity;
/** Why a commit whose actor is a configured dispatcher still may not override: what it lacks. */
export declare function dispatcherLacks(actor: string, config: Config, attested?: Attestation | null): string;
