import { fieldKey } from '../../models/docs/base.js';
import type { SyncDoc, SyncSection } from '../../models/index.js';
import { type RuleContext, staticRule } from '../types.js';

export default staticRule({
  id: 'sync/fields',
  file: 'sync',
  meta: {
    class: 'quality',
    description:
      "Each agent section holds exactly its dialect's fields (Current focus, Blocked on, Next action by default), " +
      "each once, none empty that may not be, an optional one at most once; a dialect's required shared sections " +
      'are there.',
    defaultSeverity: 'error',
  },
  check(doc, { report }) {
    for (const p of doc.problems) report({ message: p.message, at: p.at });
    const labels = doc.schema.map((f) => f.label).join(', ');
    const label = (name: string) => doc.schema.find((f) => f.name === name)?.label ?? name;
    // A dialect whose unknown fields are extensions (cmap) warns about them instead of failing.
    const extensions = doc.dialect.unknownFields === 'warn';
    for (const s of doc.sections) if (!s.shared) checkSection(s, { doc, report, labels, label, extensions });
    const agents = doc.sections.filter((s) => !s.shared).length;
    if (agents < doc.dialect.minAgents) {
      report({
        message:
          "SYNC.md has {{n}} agent section(s); the protocol is for {{min}} or more agents, so add the other agents' " +
          'sections (or do without a SYNC.md)',
        data: { n: String(agents), min: String(doc.dialect.minAgents) },
        at: doc.sections[0]?.heading ?? { start: doc.preamble.start, end: doc.preamble.start },
        warn: true,
      });
    }
  },
});

interface SectionCheck {
  doc: SyncDoc;
  report: RuleContext['report'];
  /** The dialect's field labels, listed for the messages. */
  labels: string;
  label: (name: string) => string;
  /** Unknown fields and plain items only warn (a dialect whose unknown fields are extensions). */
  extensions: boolean;
}

/** Checks one agent section's fields: misspelt, unknown, twice, empty, undated, plain items, missing. */
function checkSection(s: SyncSection, { doc, report, labels, label, extensions }: SectionCheck): void {
  const seen = new Set<string>();
  for (const f of s.fields) {
    if (f.own) continue;
    const misspelt = f.name ? null : doc.schema.find((x) => fieldKey(x.label) === f.key);
    if (misspelt) {
      seen.add(misspelt.name);
      report({
        message: 'Section "{{id}}" spells "{{label}}" as "{{as}}"; write "- **{{label}}**"',
        data: { id: s.id, label: misspelt.label, as: f.label },
        at: f.span,
      });
      continue;
    }
    if (!f.name) {
      report({
        message: 'Section "{{id}}" has an unknown field "{{label}}"; the fields are {{labels}}',
        data: { id: s.id, label: f.label, labels },
        at: f.span,
        warn: extensions,
      });
      continue;
    }
    if (seen.has(f.name))
      report({
        message: 'Section "{{id}}" has "{{label}}" twice; keep one',
        data: { id: s.id, label: label(f.name) },
        at: f.span,
      });
    seen.add(f.name);
    if (!doc.schema.find((x) => x.name === f.name)?.mayBeEmpty && f.value === '')
      report({
        message: 'Section "{{id}}": "{{label}}" is empty; say what it is',
        data: { id: s.id, label: label(f.name) },
        at: f.span,
      });
    if (doc.dialect.dated && f.date === null)
      report({
        message: 'Section "{{id}}": "{{label}}" has no date; write "- **{{label}}** (YYYY-MM-DD): …"',
        data: { id: s.id, label: label(f.name) },
        at: f.span,
        warn: true,
      });
  }
  for (const item of s.items) {
    report({
      message:
        'Section "{{id}}" has a list item that is not a field; write "Label: value" with one of the labels ' +
        '{{labels}}',
      data: { id: s.id, labels },
      at: item.span,
      warn: extensions,
    });
  }
  // a field the board carries in part (sync.fields.<field>.optional) is no finding when a section goes without it
  const missing = doc.schema.filter((f) => !f.optional && !seen.has(f.name)).map((f) => f.label);
  if (missing.length)
    report({
      message: 'Section "{{id}}" is missing {{missing}}',
      data: { id: s.id, missing: missing.join(', ') },
      at: s.heading,
    });
}
