import { type Config } from '../config/schema.js';
import { type DocKind } from '../models/index.js';
/** One quick fix: a title and the single text edit (offsets into the editor's text) that makes it. */
export interface QuickFix {
    title: string;
    /** Replace `text.slice(start, end)` with `newText`. */
    start: number;
    end: number;
    newText: string;
}
/**
 * Quick fixes for a historical finding about an entry or section that both HEAD and the editor's text hold, where a
 * fix is safe: put the old text back. For an edit of an old handover entry, also "undo and append a correction
 * instead": the entry as in HEAD, and what the edit said as a new entry that corrects it (in a log numbered oldest
 * first, the protocol's own way to change what an entry said). One edit from the entry to the end of the file, so
 * no two edits overlap.
 */
export declare function quickFixes(opts: {
    kind: DocKind;
    path: string;
    base: string;
    text: string;
    unit: string;
    config: Config;
    now?: Date;
}): QuickFix[];
