import type { SyncDialect } from '../dialect.js';
import { syncTableOf } from '../docs/sync.js';

/** A cell's text as written: one line, a `|` escaped so it stays inside its cell. */
const cellText = (value: string) => value.replace(/\r?\n/g, ' ').replace(/(?<!\\)\|/g, '\\|');

/**
 * The text of a table board with the actor's row set (`sync set` on `sync.layout: table`): in an existing row only
 * the cells of the fields given change, in place (the board's own columns and every other row keep their bytes);
 * a new row goes after the last one, its agent cell the actor, the board's own columns empty. Null when the file
 * holds no table board.
 */
export function setTableRow(
  text: string,
  dialect: SyncDialect,
  row: { actor: string; given: Record<string, string | null>; eol: string },
): { next: string; created: boolean } | null {
  const board = syncTableOf(text, dialect);
  if (!board) return null;
  const { table, names, idAt } = board;
  const mine = table.rows.find((r) => r.cells[idAt]?.text.toLowerCase() === row.actor.toLowerCase());
  if (mine) {
    let line = mine.chunk.text.replace(/\r?\n$/, '');
    const ending = mine.chunk.text.slice(line.length);
    const start = mine.span.start.offset;
    // right to left, so each cell's offsets in the line still hold when it is replaced
    const edits = names
      .map((name, i) => ({ name, i }))
      .filter(({ name, i }) => name !== null && i !== idAt && row.given[name] != null)
      .reverse();
    for (const { name, i } of edits) {
      const value = cellText(row.given[name!]!);
      const cell = mine.cells[i];
      if (cell) line = line.slice(0, cell.span.start.offset - start) + value + line.slice(cell.span.end.offset - start);
      else line = `${line.replace(/\|?\s*$/, '')} | ${value} |`;
    }
    const at = mine.chunk.start.offset;
    return { next: text.slice(0, at) + line + ending + text.slice(at + mine.chunk.text.length), created: false };
  }
  const cells = table.header.map((_, i) => {
    if (i === idAt) return cellText(row.actor);
    const name = names[i];
    return name === null ? '' : cellText(row.given[name] ?? '—');
  });
  const added = `| ${cells.join(' | ')} |`;
  const last = table.rows.at(-1);
  // after the last row, or after the delimiter line when the table has no row yet
  const after = last
    ? last.chunk.start.offset + last.chunk.text.length
    : text.indexOf('\n', text.indexOf('\n', table.headerSpan.start.offset) + 1) + 1 || text.length;
  const lead = after > 0 && text[after - 1] !== '\n' ? row.eol : '';
  return { next: text.slice(0, after) + lead + added + row.eol + text.slice(after), created: true };
}
