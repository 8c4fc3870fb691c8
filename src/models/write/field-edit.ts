// Editing a section's field lines in place, and adding a section, without reparsing the document.
import type { FieldItem } from '../docs/base.js';
import type { Chunk } from '../markdown/split.js';
import { splitGap } from '../diff/keyed-sections.js';

/** One field to write: its normalised key, the label to use if it must be added, the value (null: keep). */
export interface FieldWrite {
  key: string;
  label: string;
  value: string | null;
  /** The whole line to add when the field is missing (default `- **Label:** value`). */
  line?: string;
}

/** Why a section's fields cannot be edited in place. */
export class FieldEditError extends Error {}

/** The bullet, label and separator of a field item, with any `(YYYY-MM-DD)` date. */
const PREFIX = /^(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)?[^\n:]*:(?:\*\*|__|\*|_)?[ \t]*(?:\(\d{4}-\d{2}-\d{2}\)[ \t]*)?/;

/**
 * Sets field values of one section inside a document's text and returns the new text; every byte
 * outside the fields written stays as it was. An existing field keeps its bullet, label, emphasis
 * and date position (a date is moved to `today`); its value, continuation lines included, is
 * replaced. A missing field is added next to its neighbours in `writes` order, as `- **Label:** value`.
 * `writes` lists the section's fields in their canonical order.
 */
export function setSectionFields(
  text: string,
  section: { chunk: Chunk; fields: FieldItem[] },
  writes: FieldWrite[],
  format: { eol: string; today: string },
): string {
  const { eol, today } = format;
  const edits: { start: number; end: number; insert: string }[] = [];
  const found = writes.map((w) => {
    const matches = section.fields.filter((f) => f.key === w.key);
    if (matches.length > 1) throw new FieldEditError(`"${w.label}" appears ${matches.length} times`);
    return matches[0] ?? null;
  });
  writes.forEach((w, i) => {
    if (w.value === null) return;
    const field = found[i];
    if (field) {
      const start = field.span.start.offset;
      const end = field.span.end.offset;
      const m = PREFIX.exec(text.slice(start, end));
      if (!m) throw new FieldEditError(`the "${w.label}" item is not written as "- Label: value"`);
      let prefix = m[0].replace(/\(\d{4}-\d{2}-\d{2}\)/, `(${today})`);
      if (!/[ \t]$/.test(prefix)) prefix += ' ';
      edits.push({ start, end, insert: prefix + w.value });
      return;
    }
    const line = w.line ?? `- **${w.label}:** ${w.value}`;
    const before = found
      .slice(0, i)
      .reverse()
      .find((f) => f !== null);
    const after = found.slice(i + 1).find((f) => f !== null);
    if (before) edits.push({ start: before.span.end.offset, end: before.span.end.offset, insert: eol + line });
    else if (after) edits.push({ start: after.span.start.offset, end: after.span.start.offset, insert: line + eol });
    else {
      const at = section.chunk.start.offset + splitGap(section.chunk.text).body.length;
      edits.push({ start: at, end: at, insert: eol + eol + line });
    }
  });
  // Apply from the end so offsets stay valid; inserts at one spot keep their order.
  let out = text;
  edits
    .map((e, order) => ({ ...e, order }))
    .sort((a, b) => b.start - a.start || b.order - a.order)
    .forEach((e) => {
      out = out.slice(0, e.start) + e.insert + out.slice(e.end);
    });
  return out;
}

/** Appends a new section at the end of a text, separated from what is there by one blank line. */
export function appendSection(text: string, section: string, eol: string): string {
  if (text === '') return section;
  const sep = text.endsWith(eol + eol) || text.endsWith('\n\n') ? '' : text.endsWith('\n') ? eol : eol + eol;
  return text + sep + section;
}
