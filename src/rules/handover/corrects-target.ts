import { correctsOf, entryName, type HandoverDoc, type HandoverEntry, type Span } from '../../models/index.js';
import { type RuleContext, staticRule } from '../types.js';

export default staticRule({
  id: 'handover/corrects-target',
  file: 'handover',
  meta: {
    class: 'quality',
    description:
      '`Corrects: #N` (or, in a log not numbered, `Corrects: <entry id>`) names an earlier entry that exists.',
    defaultSeverity: 'error',
  },
  check(doc, { report }) {
    // Where each id first appears, made at the first correction (a log that corrects nothing needs none).
    let first: Map<string, number> | null = null;
    doc.entries.forEach((e, index) => {
      const lines = correctsOf(e, doc.dialect);
      if (!lines.length) return;
      first ??= firstIndexes(doc.entries);
      // named only for an entry that corrects: most do not, and a long log has 100,000 of them
      const name = entryName(e);
      const Name = name.charAt(0).toUpperCase() + name.slice(1);
      for (const line of lines)
        for (const ref of line.refs) checkRef(ref, { doc, e, index, Name, at: line.span, first, report });
    });
  },
});

interface RefCheck {
  doc: HandoverDoc;
  /** The correcting entry, its position among the entries, and its name for the messages. */
  e: HandoverEntry;
  index: number;
  Name: string;
  at: Span;
  /** The position of the first entry of each id. */
  first: Map<string, number>;
  report: RuleContext['report'];
}

/** The position of the first entry of each id. */
function firstIndexes(entries: readonly HandoverEntry[]): Map<string, number> {
  const first = new Map<string, number>();
  entries.forEach((e, i) => {
    if (e.id !== null && !first.has(e.id)) first.set(e.id, i);
  });
  return first;
}

const show = (ref: string) => (/^\d+$/.test(ref) ? `#${ref}` : `"${ref}"`);

/** Reports a `Corrects:` reference that is not an earlier entry, or names none. */
function checkRef(ref: string, { doc, e, index, Name, at, first, report }: RefCheck): void {
  const n = Number(ref);
  const numbered = /^\d+$/.test(ref);
  const pos = first.get(ref);
  const earlier = pos !== undefined && pos < index;
  if (ref === e.id || (numbered && e.seq !== null && n >= e.seq) || (!numbered && pos !== undefined && !earlier)) {
    report({
      message: '{{Name}} corrects {{ref}}, which is not earlier; a correction names an entry before it',
      data: { Name, ref: show(ref) },
      at,
    });
  } else if (!earlier && !(numbered && doc.prior && n <= (doc.prior.lastSeq ?? 0)) && !inArchive(doc, ref)) {
    report({
      message: numbered
        ? '{{Name}} corrects {{ref}}, but there is no entry {{n}}'
        : '{{Name}} corrects {{ref}}, but there is no such entry',
      data: { Name, ref: show(ref), n: ref },
      at,
    });
  }
}

/**
 * Whether a reference may name an entry rotated out to the log's archive (`log.archive`): a number below the oldest
 * entry kept, or, in a log not numbered, an id the log no longer has.
 */
function inArchive(doc: HandoverDoc, ref: string): boolean {
  if (!doc.dialect?.archive) return false;
  const oldest = doc.entries[0]?.seq ?? null;
  return /^\d+$/.test(ref) ? oldest !== null && Number(ref) < oldest : true;
}
