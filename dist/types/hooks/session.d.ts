/** What handover remembers about one Claude Code session (inside .git, never committed). */
export interface SessionRecord {
    /** HEAD when the session started. */
    head?: string | null;
    /** The state the Stop hook last asked the agent to report on. */
    remindedFor?: string;
}
/** Reads a session's record ({} when none). */
export declare function readSession(root: string, sessionId: string | undefined): Promise<SessionRecord>;
/** Updates a session's record; failures are ignored (the record is a convenience, not a guard). */
export declare function writeSession(root: string, sessionId: string | undefined, update: SessionRecord): Promise<void>;
