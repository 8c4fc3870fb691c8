import {
  archivePatterns,
  correctsRef,
  diffHandover,
  entryName,
  headingOf,
  insertedWhereAllowed,
  isArchivePattern,
  judgeRotation,
  onlyEmptiedGroupsLeft,
  type ArchiveChange,
  type ReferenceChange,
  type HandoverDoc,
  type HandoverEntry,
  type Rotation,
  type RotationProblem,
} from '../../models/index.js';
import { historicalRule, units, type Report } from '../types.js';

const name = (e: HandoverEntry) => {
  const n = entryName(e);
  return n.charAt(0).toUpperCase() + n.slice(1);
};
/** What to do instead of editing an entry: a correction naming it, when the entry has something to name it by. */
const instead = (e: HandoverEntry) => {
  const ref = correctsRef(e);
  return ref ? `append a new entry with "Corrects: ${ref}" instead` : 'write the correction as a new entry instead';
};

/** Where new entries go in the log's dialect (`log.order: any`, `log.pinned`). */
const where = (base: HandoverDoc): string =>
  base.dialect?.order === 'any'
    ? 'new entries go above the first entry or after the last one, never between two old ones'
    : base.dialect?.pinned
      ? 'new entries go right above the pinned last entry (or after it), never between two other old ones'
      : 'new entries go after the last one';

/** Why a removal is not a rotation into the log's archive, and what to do. */
const ROTATION: Record<RotationProblem, string> = {
  'not-archived':
    '{{none}} in the same change; restore it, or move it there unchanged in the same commit ' +
    '(only the oldest entries are archived)',
  'not-held':
    'the new text of {{archive}} does not hold it as it was; move it there unchanged (heading and text byte for ' +
    'byte), or restore it',
  'not-oldest':
    'only the oldest entries are moved to {{archive}} (from the oldest end, none kept before it); restore it',
  split:
    'another archive file holds it, but the other entries this change rotates went to {{archive}}; a rotation moves ' +
    'its entries into one archive file, so move it there unchanged, or restore it',
};

/**
 * The removed entries judged as a rotation into the log's archive (`log.archive`: one file, or one per period by a
 * pattern with one `*`), null when it names none: with the archive file they were judged against, and what to say
 * when no archive file received them.
 */
function rotationOf(
  named: string | readonly string[] | null,
  removed: HandoverEntry[],
  archives: ArchiveChange[] | undefined,
): { rotation: Rotation | null; archive: string; none: string } {
  const patterns = archivePatterns(named);
  const rotation = patterns.length && removed.length ? judgeRotation(removed, archives ?? []) : null;
  const none =
    patterns.length === 1 && !isArchivePattern(patterns[0])
      ? `${patterns[0]} did not receive it`
      : `no archive file (${patterns.join(', ')}) received it`;
  return { rotation, archive: rotation?.archive ?? patterns.join(', '), none };
}

/** The finding of a changed preamble: of the title line alone, in a log kept as a section of a bigger file. */
function preambleFinding(base: HandoverDoc, head: HandoverDoc): Report {
  if (head.dialect.section)
    return {
      message:
        'The title line was changed (it was "{{was}}"); restore it — the log is the entries under "## {{section}}" ' +
        'and the rest of the file may change, but not its title',
      data: { was: base.title?.text ?? '', section: head.dialect.section },
      at: head.title?.span.start ?? head.preamble.start,
      unit: units.preamble,
    };
  return {
    message:
      'The preamble (title and text before the first entry) was changed; restore it — it is part of the ' +
      'append-only log',
    at: head.preamble.start,
    unit: units.preamble,
  };
}

export default historicalRule({
  id: 'handover/append-only',
  file: 'handover',
  meta: {
    class: 'authority',
    description:
      'A handover log only grows: the preamble and every earlier entry stay as they were (but for the fields and ' +
      'moves its dialect allows), and new entries go after the last one.',
    defaultSeverity: 'error',
  },
  check({ base, head }, { report, facts }) {
    if (!base) return;
    if (!head) {
      report({
        message:
          'The handover log was deleted; a log is append-only, so restore it (git restore --staged --worktree ' +
          '{{path}})',
        data: { path: base.source.path },
      });
      return;
    }
    if (onlyFillsTemplate(base, head)) return;
    const diff = diffHandover(base, head);
    // A log with an archive (`log.archive`) may move its oldest entries there, unchanged, in the same change.
    const removed = diff.changes.flatMap((c) => (c.kind === 'removed' ? [c.base] : []));
    const { rotation, archive, none } = rotationOf(head.dialect.archive, removed, facts.archive);
    // a level-3 log's group heading (`## 2026-01`) emptied by the rotation may go with its entries
    const rotated = new Set([...(rotation?.problems ?? [])].flatMap(([e, p]) => (p === null ? [e] : [])));
    const groupsOnly = () =>
      onlyEmptiedGroupsLeft(base, head, {
        rotated,
        archive: facts.archive?.find((a) => a.path === rotation?.archive) ?? null,
      });
    if (diff.preambleChanged && !(rotated.size > 0 && groupsOnly())) {
      report(preambleFinding(base, head));
    }
    for (const c of diff.changes) {
      if (c.kind === 'changed') {
        report({
          message: '{{entry}} (line {{line}} before) was changed at line {{now}}; restore it and {{instead}}',
          data: {
            entry: name(c.base),
            line: c.base.heading.start.line,
            now: c.head.heading.start.line,
            instead: instead(c.base),
          },
          at: c.head.span,
          unit: units.entry(c.base),
        });
      } else if (c.kind === 'removed') {
        const problem = rotation ? rotation.problems.get(c.base) : undefined;
        if (problem === null) continue; // moved to the archive unchanged: a rotation
        report({
          message: `{{entry}} (line {{line}} before) was removed; ${problem ? ROTATION[problem] : 'restore it — entries are never deleted'}`,
          data: { entry: name(c.base), line: c.base.heading.start.line, archive, none },
          at: c.at,
          unit: units.entry(c.base),
        });
      } else if (c.kind === 'reordered') {
        report({
          message: '{{entry}} moved from line {{line}} to line {{now}}; keep entries in their order',
          data: { entry: name(c.base), line: c.base.heading.start.line, now: c.head.heading.start.line },
          at: c.head.heading,
          unit: units.entry(c.base),
        });
      } else reportInsertion(c, base, report);
    }
    for (const c of diff.references) report(referenceFinding(c));
  },
});

/**
 * Whether a change fills a log that has no entry yet: it has sections at its entry level, and none reads as an entry
 * (its template: the protocol, an example, guidelines); the new version brings its first entries, the text above
 * the sections stays as it was, and every line of the base stays in the new version, in its order. Such a base has no entry to keep: its first entries go where its
 * template puts them, and its text is kept line for line. Any other change (a line changed or dropped, the preamble
 * grown, a log with no section at all) is judged entry by entry, as every change is.
 */
function onlyFillsTemplate(base: HandoverDoc, head: HandoverDoc): boolean {
  if (base.entries.length === 0 || base.entries.some((e) => e.headingProblem === null)) return false;
  // the change fills it: it brings the log's first entries (a log the config misreads, then and now, is judged as usual)
  if (!head.entries.some((e) => e.headingProblem === null)) return false;
  if (base.preamble.text !== head.preamble.text) return false;
  const lines = head.source.text.split('\n');
  let at = 0;
  for (const line of base.source.text.split('\n')) {
    while (at < lines.length && lines[at] !== line) at++;
    if (at === lines.length) return false;
    at++;
  }
  return true;
}

/** What a reference section (`log.reference`) that did not stay as it was is told. */
const REFERENCE: Record<ReferenceChange['kind'], string> = {
  changed:
    'The reference section "{{heading}}" (line {{line}} before) was changed; restore it — an old reference section ' +
    'stays as it was (put an updated copy after the new entries instead)',
  removed: 'The reference section "{{heading}}" (line {{line}} before) was removed; restore it where it was',
  moved:
    'The reference section "{{heading}}" (line {{line}} before) no longer follows the entry it followed; keep it ' +
    'there — new entries go after the last one',
  inserted:
    'The reference section "{{heading}}" was put above an old entry; a new one goes only after the last old entry, ' +
    'with or after the new entries',
};

/** The finding of a reference section that did not stay as it was (or a new one above an old entry). */
function referenceFinding(c: ReferenceChange): Report {
  const block = c.kind === 'inserted' ? c.head : c.base;
  const heading = headingOf(block.chunk).trim();
  return {
    message: REFERENCE[c.kind],
    data: { heading, line: block.chunk.start.line },
    at: c.kind === 'removed' ? c.at : c.head.chunk.start,
    unit: units.section(`reference "${heading}" after ${block.after} entries`),
  };
}

/** Reports a new entry put between two old ones, where the log's dialect does not let new entries enter. */
function reportInsertion(
  c: { head: HandoverEntry; before: HandoverEntry | null },
  base: HandoverDoc,
  report: (r: Report) => void,
): void {
  if (!c.before || insertedWhereAllowed(base, c.before)) return;
  report({
    message: '{{entry}} was inserted before {{next}} (line {{line}} before); {{where}}',
    data: { entry: name(c.head), next: name(c.before), line: c.before.heading.start.line, where: where(base) },
    at: c.head.heading,
    unit: units.entry(c.head),
  });
}
