import { REGISTRY_FIELDS, REQUIRED_REGISTRY_FIELDS, type RegistryDoc } from '../../models/index.js';
import { staticRule, type RuleContext } from '../types.js';

/**
 * An untagged registry (a table, `CODE-NNN` sections) keeps fields of its own: each once, and each entry with an
 * id; Owns and Address are not required, and an empty value may head a nested list.
 */
function untagged(doc: RegistryDoc, report: RuleContext['report']): void {
  for (const e of doc.entries) {
    if (!e.id) report({ message: 'An entry has no project id; write one', at: e.heading });
    const seen = new Set<string>();
    for (const f of e.fields) {
      if (seen.has(f.key))
        report({
          message: 'Entry "{{id}}" has "{{label}}" twice; keep one',
          data: { id: e.id, label: f.label },
          at: f.span,
        });
      seen.add(f.key);
    }
  }
}

export default staticRule({
  id: 'registry/fields',
  file: 'registry',
  meta: {
    class: 'quality',
    description:
      'Each entry has `Owns:` and `Address:` (and optionally Head, Subprojects, Ask), each once and non-empty.',
    defaultSeverity: 'error',
  },
  check(doc, { report }) {
    for (const p of doc.problems) report({ message: p.message, at: p.at });
    if (doc.layout !== 'tagged') {
      untagged(doc, report);
      return;
    }
    for (const e of doc.entries) {
      const seen = new Set<string>();
      for (const f of e.fields) {
        if (!(REGISTRY_FIELDS as readonly string[]).includes(f.key)) {
          report({
            message: 'Entry "{{id}}" has an unknown field "{{label}}"; use Owns, Address, Head, Subprojects or Ask',
            data: { id: e.id, label: f.label },
            at: f.span,
          });
          continue;
        }
        if (seen.has(f.key))
          report({
            message: 'Entry "{{id}}" has "{{label}}" twice; keep one',
            data: { id: e.id, label: f.label },
            at: f.span,
          });
        if (f.value === '')
          report({ message: 'Entry "{{id}}": "{{label}}" is empty', data: { id: e.id, label: f.label }, at: f.span });
        seen.add(f.key);
      }
      for (const k of REQUIRED_REGISTRY_FIELDS) {
        if (!seen.has(k))
          report({
            message: 'Entry "{{id}}" has no {{field}}: line',
            data: { id: e.id, field: k === 'owns' ? 'Owns' : 'Address' },
            at: e.heading,
          });
      }
    }
  },
});
