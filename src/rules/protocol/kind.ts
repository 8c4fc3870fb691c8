import { sectionMatch } from '../../models/dialect.js';
import { scanBlocks, type HandoverDoc, type LogDialect, type ProtocolDoc } from '../../models/index.js';
import { staticRule } from '../types.js';

/** An entry heading of a log dialect, for messages. */
const EXAMPLE: Record<LogDialect['heading'], string> = {
  seq: '<seq> · <timestamp>',
  timestamp: '<timestamp>[ · <title>]',
  date: '<date>[ · <title>]',
  'date-last': '<title> (<date>)',
  id: '<entry-id>: <title>',
};

/** The `log` knobs a log was read with, as the config writes them. */
function knobsOf(d: LogDialect): string {
  const writer = d.writer ? `, writer: ${d.writer}` : '';
  const section = d.section ? `, section: "${d.section}"` : '';
  return `log: { heading: ${d.heading}, level: ${d.level}, order: ${d.order}${writer}${section} }`;
}

/**
 * How many headings at the entry level or above a log's body has: what an empty reading missed. A log kept as one
 * section of a bigger file (`log.section`) has the `###` headings of that section; the rest of the file is not the log.
 */
function headingsIn(doc: HandoverDoc): number {
  const boundaries = scanBlocks(doc.source.text, 0, 2, 3).boundaries;
  const section = doc.dialect.section ? sectionMatch(doc.dialect.section) : null;
  if (!section) return boundaries.length;
  let inside = false;
  let n = 0;
  for (const b of boundaries) {
    if (b.level === 2) inside = section.test(b.raw.replace(/^ {0,3}#+[ \t]*/, '').replace(/[ \t#]*$/, ''));
    else if (inside) n++;
  }
  return n;
}

/**
 * The threshold: a file with at least MIN_SECTIONS sections of which none fit its kind, or at least
 * MIN_MIXED of which fewer than half fit. Smaller or mostly fitting files keep their per-section findings.
 */
export const MIN_SECTIONS = 3;
export const MIN_MIXED = 5;

/** True when a file with `fit` of `total` sections fitting is diagnosed as not its kind. */
export function looksLikeAnotherKind(fit: number, total: number): boolean {
  return total >= MIN_SECTIONS && (fit === 0 || (total >= MIN_MIXED && fit * 2 < total));
}

interface Fit {
  fit: number;
  total: number;
  /** What a fitting section is, for the message. */
  what: string;
  /** What the file is not, for the message. */
  not: string;
  files: string;
  /** Rules whose per-section findings the one diagnosis replaces. */
  replaces: string[];
  /** A looser count (sections carrying some of what is expected), which decides the threshold when given. */
  some?: number;
}

function fitOf(doc: ProtocolDoc): Fit | null {
  switch (doc.kind) {
    case 'handover':
      return {
        fit: doc.entries.reduce((n, e) => (e.headingProblem === null ? n + 1 : n), 0),
        total: doc.entries.length,
        what:
          `level-${doc.dialect.level} sections are entries ` +
          `("${'#'.repeat(doc.dialect.level)} ${EXAMPLE[doc.dialect.heading]}", read with \`${knobsOf(doc.dialect)}\`)`,
        not: 'a handover log in the handover form',
        files: 'files.handover',
        replaces: ['handover/entry-heading', 'handover/sequence', 'handover/time-order', 'handover/corrects-target'],
      };
    case 'sync': {
      // the model knows shared sections, from the config or the dialect
      const agents = doc.sections.filter((s) => s.shared === null);
      const names = (s: (typeof agents)[number]) => new Set(s.fields.map((f) => f.name).filter(Boolean)).size;
      // a board without a Blocked or Next field (sync.fields.blocked: false) is read with the fields it has, and a
      // section fits without an optional field (sync.fields.<field>.optional)
      const n = doc.schema.length;
      const required = doc.schema.filter((f) => !f.optional).map((f) => f.name);
      const fits = (s: (typeof agents)[number]) =>
        names(s) > 0 && required.every((r) => s.fields.some((f) => f.name === r));
      return {
        fit: agents.filter(fits).length,
        some: agents.filter((s) => names(s) > 0).length,
        total: agents.length,
        what:
          n === 3
            ? 'sections carry the three fields'
            : `sections carry the board's fields (${doc.schema.map((f) => f.label).join(', ')})`,
        not: 'a handover SYNC.md',
        files: 'files.sync',
        replaces: ['sync/fields', 'sync/known-agents', 'sync/size'],
      };
    }
    case 'registry':
      return {
        // an untagged layout's entry is a project with an id and fields of its own
        fit: doc.entries.filter((e) => (doc.layout === 'tagged' ? e.provenance !== null : e.id && e.fields.length))
          .length,
        total: doc.entries.length,
        what: 'sections are registry entries ("## <project> [SELF]" or "[RELAYED by <agent>]")',
        not: 'a handover PROJECT_REGISTRY.md',
        files: 'files.registry',
        replaces: ['registry/provenance', 'registry/fields', 'registry/unique', 'registry/subject-overlap'],
      };
    default:
      return null;
  }
}

export default staticRule({
  id: 'protocol/kind',
  file: 'any',
  meta: {
    class: 'quality',
    description:
      'A protocol file looks like its kind: when most of its sections do not, one finding says what the file looks ' +
      'like instead of one per section.',
    defaultSeverity: 'error',
  },
  check(source, { report }, doc) {
    if (!doc) return;
    if (doc.kind === 'handover' && !doc.prior && doc.entries.length <= 1 && doc.dialect.name === 'handover') {
      const found = headingsIn(doc);
      if (found >= 2 + doc.entries.length) {
        report({
          message:
            "The log's `{{knobs}}` read {{n}} entries among its {{found}} headings: this configuration does not read " +
            'this log; run handover init --detect to see the knobs that do (heading: seq, timestamp, date or ' +
            'date-last; level; order; and writer when the title does not name it)',
          data: { knobs: knobsOf(doc.dialect), n: doc.entries.length, found },
          at: doc.title?.span ?? { line: 1, column: 1, offset: 0 },
          warn: true,
          identity: 'reads no entries',
        });
        return;
      }
    }
    const f = fitOf(doc);
    if (!f || !looksLikeAnotherKind(f.some ?? f.fit, f.total)) return;
    const some = f.some !== undefined && f.some > f.fit ? ` (${f.some - f.fit} more carry some of them)` : '';
    const migrate =
      doc.kind === 'registry'
        ? ''
        : doc.kind === 'handover'
          ? 'if it is a log in another shape, handover init --detect names the `log` knobs that read it as it is ' +
            '(heading, level, order, and writer when the title does not name one), and handover migrate ' +
            `${source.path} shows it converted; `
          : `if it is one in another shape, handover migrate ${source.path} shows it converted; `;
    report({
      message:
        `{{fit}} of {{total}} {{what}}${some}: this does not look like {{not}}; ${migrate}else set ` +
        `\`{{files}}\` to the right file, or see \`dialect\``,
      data: { fit: f.fit, total: f.total, what: f.what, not: f.not, files: f.files },
      at: doc.title?.span ?? { line: 1, column: 1, offset: 0 },
      supersedes: f.replaces,
      // the counts grow with the file: the same diagnosis of a longer file is the same finding
      identity: `not ${f.not}`,
    });
  },
});
