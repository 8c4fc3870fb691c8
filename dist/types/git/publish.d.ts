/**
 * `--push` for the writers (`sync set`, `append`): commit exactly one protocol file and push it, taking turns
 * with every other agent pushing to the same branch. A push refused as not a fast-forward is fetched, rebased
 * (the handover merge driver, registered by init, merges the protocol file section by section) and tried again,
 * a bounded number of times with random waits in between. It never force-pushes and never drops the commit:
 * when it gives up, the commit stays on the local branch for the agent to push later.
 */
export interface PublishOptions {
    root: string;
    /** The one repo-relative file to commit. */
    path: string;
    /** The commit message's subject; the actor's Handover-Agent trailer is added. */
    subject: string;
    actor: string;
    /** Tries after the first push (default 8). */
    retries?: number;
    /** Upper bound of the random wait before try n, in ms: n × this (default 250). */
    jitterMs?: number;
}
export interface PublishResult {
    /** The commit that landed (after any rebase). */
    commit: string;
    remote: string;
    branch: string;
    /** How many pushes were refused (and rebased) before one landed. */
    retries: number;
}
/** Commits `path` alone (other staged changes stay staged, uncommitted) and pushes, rebasing on refusals. */
export declare function commitAndPush(o: PublishOptions): Promise<PublishResult>;
