import { SYNC_FIELD_LABELS } from '../../models/index.js';
import { staticRule } from '../types.js';
export default staticRule({
    id: 'sync/fields',
    file: 'sync',
    meta: {
        description: 'Each agent section holds exactly the three fields Current focus, Blocked on and Next action; only Blocked on may be empty.',
        defaultSeverity: 'error',
    },
    check(doc, { report, config }) {
        for (const p of doc.problems)
            report({ message: p.message, at: p.at });
        for (const s of doc.sections) {
            if (s.id in config.sync.shared)
                continue;
            const seen = new Set();
            for (const f of s.fields) {
                if (!f.name) {
                    report({ message: 'Section "{{id}}" has an unknown field "{{label}}"; the fields are Current focus, Blocked on and Next action', data: { id: s.id, label: f.label }, at: f.span });
                    continue;
                }
                if (seen.has(f.name))
                    report({ message: 'Section "{{id}}" has "{{label}}" twice; keep one', data: { id: s.id, label: SYNC_FIELD_LABELS[f.name] }, at: f.span });
                seen.add(f.name);
                if (f.name !== 'blocked' && f.value === '')
                    report({ message: 'Section "{{id}}": "{{label}}" is empty; say what it is', data: { id: s.id, label: SYNC_FIELD_LABELS[f.name] }, at: f.span });
            }
            for (const item of s.items) {
                report({ message: 'Section "{{id}}" has a list item that is not a field; write "Label: value" with one of the three labels', data: { id: s.id }, at: item.span });
            }
            const missing = Object.keys(SYNC_FIELD_LABELS).filter((n) => !seen.has(n)).map((n) => SYNC_FIELD_LABELS[n]);
            if (missing.length)
                report({ message: 'Section "{{id}}" is missing {{missing}}', data: { id: s.id, missing: missing.join(', ') }, at: s.heading });
        }
    },
});
