import type { SyncDialect } from '../dialect.js';
/**
 * The text of a table board with the actor's row set (`sync set` on `sync.layout: table`): in an existing row only
 * the cells of the fields given change, in place (the board's own columns and every other row keep their bytes);
 * a new row goes after the last one, its agent cell the actor, the board's own columns empty. Null when the file
 * holds no table board.
 */
export declare function setTableRow(text: string, dialect: SyncDialect, row: {
    actor: string;
    given: Record<string, string | null>;
    eol: string;
}): {
    next: string;
    created: boolean;
} | null;
