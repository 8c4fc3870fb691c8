import type { Config } from '../../config/schema.js';
import { type RangeCommit } from '../../git/repo.js';
import type { ForestFacts } from '../../models/index.js';
import type { Attestation } from '../../identity.js';
/** The span of history the request rules read: from the range's base to its head, through its commits. */
export interface FactsSpan {
    root: string;
    config: Config;
    baseSha: string;
    headSha: string;
    commits: RangeCommit[];
    /** Who the host says made the range's commits (the pull request's author, the pusher). */
    attested?: Attestation | null;
}
/** The request rules' facts per commit, gathered only when a commit of the range touches REQUESTS.md. */
export declare function factsForRange(span: FactsSpan): Promise<(sha: string) => ForestFacts | undefined>;
