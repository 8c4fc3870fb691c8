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
/** What a commit's trailers and author email say about who made it. */
export interface CommitIdentity {
    /** The actor to judge the commit as, or null when nothing names one. */
    actor: string | null;
    /** Why the commit's identity is itself a violation (a trailer the email contradicts), or null. */
    problem: string | null;
}
/**
 * The actor of a commit in a range (SPEC §3): its `Handover-Agent:` trailer, checked against the author's
 * email where the config maps one (to the trailer's agent or to the author), else the email's mapping alone,
 * else `fallback` (`check --range --actor NAME`).
 */
export declare function commitActor(commit: {
    agents: string[];
    email: string;
}, config: Config, fallback?: string): CommitIdentity;
