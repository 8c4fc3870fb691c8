import type { Config } from '../config/schema.js';
import { type CheckKind } from '../engine/check.js';
import { type Message } from '../engine/lint.js';
/** Every file the config may be read from (and the JS ones it is refused from): a change to any reloads it. */
export declare const CONFIG_FILES: string[];
/** An LSP diagnostic as the protocol writes it (0-based positions), built without the server library. */
export interface LspDiagnostic {
    range: {
        start: {
            line: number;
            character: number;
        };
        end: {
            line: number;
            character: number;
        };
    };
    severity: 1 | 2;
    code?: string;
    codeDescription?: {
        href: string;
    };
    source: 'handover';
    message: string;
    /** For a finding HEAD already had: where, and that the change is not blamed for it. */
    relatedInformation?: {
        location: {
            uri: string;
            range: LspDiagnostic['range'];
        };
        message: string;
    }[];
    /** The entry or section the finding is about (for the quick fixes). */
    data?: {
        unit?: string;
        ruleId: string | null;
        already?: string;
    };
}
/** A config that cannot be used: the sentence and the file (and place) it is about. */
export interface ConfigProblem {
    message: string;
    file: string;
    at: {
        line: number;
        column: number;
    } | null;
}
/** One file to judge: its text in the editor, where it lives, and what kind of protocol file it is. */
export interface Judged {
    root: string;
    /** Repo-relative, `/`-separated. */
    path: string;
    kind: CheckKind;
    config: Config;
}
/**
 * Diagnostics for the protocol files open in an editor (SPEC §5, `handover lsp`): the static rules on the text as
 * it stands and the historical rules from HEAD to it, as this clone's agent, through `checkVersions` as `check`
 * runs them; HEAD's baseline applied. A text equal to HEAD's is linted as `lint` lints it, each finding marked as
 * already in HEAD. HEAD is re-read whenever it moves (a fingerprint of git's files, no git process per keystroke),
 * the config whenever one of its files changes (JSON and YAML only: a repository's code never runs). No check logic
 * lives here: only positions and caching.
 */
export declare class Diagnoser {
    private env;
    private repos;
    constructor(env: NodeJS.ProcessEnv);
    /** The repository roots seen so far. */
    roots(): string[];
    /** Forgets what is known of a repository (its config changed): the next question reads it again. */
    forget(root: string): void;
    /** The config problem of the repository holding `file` (null when its config is usable), and its root. */
    problemOf(file: string): Promise<{
        root: string;
        problem: ConfigProblem | null;
    }>;
    /** The protocol file a path on disk is, or null (a file that is not one, or whose repo's config is broken). */
    judged(file: string): Promise<Judged | null>;
    /** Findings for a file's text, and the note to show once when the historical rules cannot run. */
    diagnose(j: Judged, text: string): Promise<{
        messages: Message[];
        note?: string;
    }>;
    /** The repository's state, read again when one of its config files changed since. */
    private repo;
    private load;
    /**
     * HEAD moves when the user commits, checks out or pulls: the old versions and the baseline are read again for
     * the new one. Whether it moved is read from git's files (no git process while it stays).
     */
    private refreshHead;
}
/**
 * The LSP form of a finding: 0-based range (to the end of its line when it has no end), rule page as its href; a
 * finding HEAD already had says so in its related information (it stays what `lint` makes it, never silent).
 */
export declare function toDiagnostic(m: Message, lines: string[], o: {
    uri: string;
    docsUrl?: string;
}): LspDiagnostic;
