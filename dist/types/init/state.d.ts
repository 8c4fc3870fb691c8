import type { Config } from '../config/schema.js';
import type { DocKind } from '../models/index.js';
/** The state of one protocol file init keeps: clean, or its problems and the command that fixes them. */
export interface FileState {
    path: string;
    kind: DocKind;
    state: 'clean' | 'problems';
    /** Errors and warnings `handover lint` reports. */
    problems: number;
    errors: number;
    warnings: number;
    /**
     * The command to run: `handover migrate --write FILE` when a migration clears the errors, else `handover lint FILE`.
     */
    fix?: string;
    /** What the migration would leave, when it does not clear everything. */
    note?: string;
    /** Left alone by the config (`ignore`): read by nothing and guarded by nothing until it is read. */
    ignored?: boolean;
}
/** Lints each file (and, when it has errors, tries its migration) to tell the user where they stand. */
export declare function fileStates(root: string, kinds: DocKind[], config: Config): FileState[];
/** One line per file for init's text report. */
export declare function describeState(s: FileState): string;
