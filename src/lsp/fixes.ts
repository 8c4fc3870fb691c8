import { dialectOf, type Config } from '../config/schema.js';
import { parseDoc, renderEntry, sourceFromBytes, type Chunk, type DocKind } from '../models/index.js';
import { units } from '../rules/types.js';

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
export function quickFixes(opts: {
  kind: DocKind;
  path: string;
  base: string;
  text: string;
  unit: string;
  config: Config;
  now?: Date;
}): QuickFix[] {
  const { kind, path, base, text, unit, config } = opts;
  if (kind !== 'handover' && kind !== 'sync') return [];
  const dialect = dialectOf(config);
  const before = parseDoc(kind, sourceFromBytes(path, base), dialect);
  const after = parseDoc(kind, sourceFromBytes(path, text), dialect);
  const old = chunkOf(before, unit);
  const now = chunkOf(after, unit);
  if (!old || !now || old.text === now.text) return [];
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const start = now.start.offset + bom;
  const end = start + now.text.length;
  const fixes: QuickFix[] = [
    { title: `Undo the edit of ${unit} (restore it as in HEAD)`, start, end, newText: old.text },
  ];
  const log = dialect.log;
  if (after.kind !== 'handover' || log.heading !== 'seq' || log.order !== 'oldest-first' || log.fields.length)
    return fixes;
  const seq = Number(unit.replace(/^entry /, ''));
  const last = Math.max(0, ...after.entries.map((e) => e.seq ?? 0));
  if (!Number.isInteger(seq) || !last) return fixes;
  const body = now.text.slice(now.text.indexOf('\n') + 1).trim() || `(what entry ${seq} should have said)`;
  const timestamp = (opts.now ?? new Date()).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const entry = renderEntry(log, { seq: last + 1, timestamp, title: 'Correction', corrects: [`#${seq}`], text: body });
  const rest = `${old.text}${text.slice(end)}`;
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const gap = rest.endsWith(`${eol}${eol}`) ? '' : rest.endsWith(eol) ? eol : `${eol}${eol}`;
  fixes.unshift({
    title: `Undo the edit of ${unit} and append a correction instead (entry ${last + 1}, Corrects: #${seq})`,
    start,
    end: text.length,
    newText: `${rest}${gap}${eol === '\n' ? entry : entry.replace(/\n/g, eol)}`,
  });
  return fixes;
}

function chunkOf(doc: ReturnType<typeof parseDoc>, unit: string): Chunk | null {
  if (doc.kind === 'handover') return doc.entries.find((e) => units.entry(e) === unit)?.chunk ?? null;
  if (doc.kind === 'sync') return doc.sections.find((s) => units.section(s.id) === unit)?.chunk ?? null;
  return null;
}
