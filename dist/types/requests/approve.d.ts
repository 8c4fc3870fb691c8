import type { Config } from '../config/schema.js';
export interface ApproveOptions {
    root: string;
    config: Config;
    actor: string;
    ref: string;
    push?: boolean;
}
/**
 * `handover approve REF`: a dispatcher's approval of an escalated request, on the record: an empty commit in this
 * project's repo whose message carries `Handover-Approve: REF` and the dispatcher's `Handover-Agent:` trailer.
 * The commit is read back the way the rules read approvals (SPEC §3: a dispatcher established by something the
 * committer cannot simply type); one the rules would not accept is taken back, and the message says what it lacks.
 */
export declare function approve(o: ApproveOptions): Promise<{
    commit: string;
    lines: string[];
}>;
