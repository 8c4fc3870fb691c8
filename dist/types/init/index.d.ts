import type { DocKind } from '../models/index.js';
import type { DialectName } from '../models/dialect.js';
import { type AgentName } from './settings.js';
import { type Outcome } from './outcome.js';
import { type FileState } from './state.js';
import { type Inference } from './infer.js';
import { type Discovered } from './discover.js';
export declare const ROLES: readonly ["upstream", "downstream", "commons"];
export type Role = (typeof ROLES)[number];
export interface InitOptions {
    root: string;
    roles: Role[];
    agent?: string;
    upstreams: Record<string, string>;
    force: boolean;
    /**
     * Charter files to write the protocol block into (`--charter`); empty: every one present, AGENTS.md and CLAUDE.md
     * made when absent.
     */
    charters?: string[];
    /** The running CLI (absolute), recorded in the git hook as a fallback. */
    cliPath: string;
    version: string;
    env: NodeJS.ProcessEnv;
    /** `--github`: also write the host's guards (a ruleset to import, CODEOWNERS). */
    github?: boolean;
    /** `--dialect`: the formats of the files init writes (SPEC §7); default: the config's `dialect`. */
    dialect?: DialectName;
    /** `--agents`: the agent hosts to wire; default: Claude Code, and every other agent the repo already uses. */
    agents?: AgentName[];
}
export interface InitReport {
    agent: string;
    cloneAgent: string;
    roles: Role[];
    outcomes: Outcome[];
    /** Each protocol file of the roles: clean, or its problems and the command that fixes them. */
    files: FileState[];
    /** What init found in the repo and how it reads each file (what it reads is written into the new config). */
    inferred?: (Inference | Discovered)[];
    /** The log's writers as its text and history show them, in words. */
    writers?: string;
}
/**
 * Brings a repo into the forest: protocol files for its roles, config, charter block, CI workflow,
 * Claude Code hooks, then the clone-local parts (pre-commit hook, merge driver, handover.agent).
 * Never clobbers: existing files are kept or extended; a second run changes nothing.
 */
export declare function initRepo(o: InitOptions): Promise<InitReport>;
/** The agents to wire: those asked for, else Claude Code and every other agent the repo already uses (SPEC §9). */
export declare function agentsToWire(root: string, asked: AgentName[] | undefined): AgentName[];
/** The roles a repo already plays, from the protocol files it holds. */
export declare function inferRoles(root: string, files: Record<DocKind, string>): Role[];
/** The handover Action at the ref this package is released from (`owner/name@<ref>`, from package.json). */
export declare function actionRef(): string;
/** The running CLI's real path. */
export declare function cliPathOf(argv1: string | undefined): string;
/** Checks a role, agent or upstream given on the command line. */
export declare function parseUpstream(spec: string): [string, string];
