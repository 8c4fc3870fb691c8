import { type Outcome } from './outcome.js';
export declare const HOOK_MARK = "# handover:pre-commit";
export declare const CHAINED = "pre-commit.handover-chained";
export declare const TRAILER_CHAINED = "prepare-commit-msg.handover-chained";
/**
 * Installs the pre-commit hook in this clone. A hook that is not handover's is moved aside to
 * `pre-commit.handover-chained` and run first by ours, so it keeps working; ours is refreshed
 * when it differs. It runs handover through the clone's launcher (written by init inside `.git`,
 * recording `cliPath`) or a handover on PATH outside the work tree: never one the tree supplies.
 */
export declare function installPreCommit(root: string, _cliPath: string): Promise<Outcome>;
/**
 * Installs the `prepare-commit-msg` hook that adds this clone's `Handover-Agent:` trailer to every commit (SPEC §3),
 * a foreign hook chained the same way as pre-commit's.
 */
export declare function installPrepareCommitMsg(root: string): Promise<Outcome>;
