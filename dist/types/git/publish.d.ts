/**
 * `--push` for the writers (`sync set`, `append`): commit exactly one protocol file and push it, taking turns
 * with every other agent pushing to the same branch. A push refused as not a fast-forward is fetched, rebased
 * (the handover merge driver, registered by init, merges the protocol file section by section) and tried again,
 * a bounded number of times with random waits in between. It never force-pushes and never drops the commit:
 * when it gives up, the commit stays on the local branch for the agent to push later.
 */
export interface PublishOptions {
    root: string;
    /** The one repo-relative file to commit; none: an empty commit, the record being its message (an approval). */
    path?: string;
    /** The commit message's subject; the actor's Handover-Agent trailer is added. */
    subject: string;
    actor: string;
    /** More trailers (`Handover-Approve: lab#4`), before the Handover-Agent one. */
    trailers?: string[];
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
/**
 * Commits what a writer wrote, on the record: `path` alone (other staged changes stay staged, uncommitted), or
 * with no path an empty commit whose message is the record (an approval). Returns the commit, or null when the
 * file was already committed as it is.
 */
export declare function commitWritten(o: PublishOptions): Promise<string | null>;
/** The line a writer prints after `--push`. */
export declare function pushedLine(p: PublishResult): string;
/** Every writer's `--push`: commit what it wrote (see commitWritten) and push it; the line to print. */
export declare function publishWritten(o: PublishOptions): Promise<string>;
/** Commits (see commitWritten) and pushes, rebasing on refusals. */
export declare function commitAndPush(o: PublishOptions): Promise<PublishResult>;
/** Pushes the current branch, fetching and rebasing when others pushed first (see the top of this file). */
export declare function pushHead(o: Pick<PublishOptions, 'root' | 'path' | 'retries' | 'jitterMs'>): Promise<PublishResult>;
