import type { Config } from '../config/schema.js';
import { type CheckKind } from '../engine/check.js';
import { type Message } from '../engine/lint.js';
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
    /** The entry or section the finding is about (for the quick fixes). */
    data?: {
        unit?: string;
        ruleId: string | null;
    };
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
 * runs them; HEAD's baseline applied. No check logic lives here: only positions and caching.
 */
export declare class Diagnoser {
    private env;
    private repos;
    constructor(env: NodeJS.ProcessEnv);
    /** The protocol file a path on disk is, or null (a file that is not one gets no diagnostics). */
    judged(file: string): Promise<Judged | null>;
    /** Findings for a file's text, and the note to show once when the historical rules cannot run. */
    diagnose(j: Judged, text: string): Promise<{
        messages: Message[];
        note?: string;
    }>;
    private repo;
    /**
     * HEAD moves when the user commits: the old versions and the baseline are read again for the new one. Asked of
     * git at most once a second, so typing costs no git process per keystroke.
     */
    private refreshHead;
}
/** The LSP form of a finding: 0-based range (to the end of its line when it has no end), rule page as its href. */
export declare function toDiagnostic(m: Message, lines: string[], version: string, docsUrl?: string): LspDiagnostic;
