import type { Config } from '../config/schema.js';
import { type Outcome } from './outcome.js';
/**
 * `init --github`: the host's own guards, as files the user applies (init never calls GitHub). A repository
 * ruleset for the default branch, in the shape GitHub's ruleset import and REST API take (no deletion, no
 * force push, changes through pull requests with code-owner review, the handover check required), and a
 * CODEOWNERS block giving each agent its own files: `sync/<agent>.md` in the directory layout, and each log
 * to its writer. The protocol's ownership then holds on the host, authenticated by GitHub accounts.
 */
export declare const RULESET_PATH = ".github/rulesets/handover.json";
/** The workflow `init` writes (or its alternative name, when the first is the user's own). */
export declare const WORKFLOW_PATH = ".github/workflows/handover.yml";
export declare const WORKFLOW_ALT_PATH = ".github/workflows/handover-check.yml";
export declare const CODEOWNERS_PATH = ".github/CODEOWNERS";
/** The GitHub Actions app: a required check must come from a workflow, not from any app that posts a status. */
export declare const ACTIONS_APP_ID = 15368;
/** The check run the workflow `init` writes reports (its job id). */
export declare const CHECK_CONTEXT = "check";
/**
 * The ruleset, as GitHub's "Import a ruleset" and `POST /repos/{owner}/{repo}/rulesets` take it. With
 * `identity.signatures: required` (SPEC §3: an actor is the agent whose key made the commit's signature),
 * GitHub refuses unsigned commits on the branch too.
 */
export declare function rulesetJson(config?: Pick<Config, 'identity'>, workflow?: {
    path: string;
    repositoryId: number;
}): Record<string, unknown>;
/**
 * The CODEOWNERS lines: each agent's files to its GitHub account, shared files to the owner; dispatchers co-own
 * everything.
 */
export declare function codeownersLines(root: string, config: Config): {
    lines: string[];
    missing: string[];
};
/** Writes the ruleset (kept when changed by hand, unless `force`) and the CODEOWNERS block (regenerated). */
export declare function ensureGithubGuards(root: string, config: Config, force: boolean): Outcome[];
