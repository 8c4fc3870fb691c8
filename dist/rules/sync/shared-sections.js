import { diffSync, keepsPrefix } from '../../models/index.js';
import { historicalRule } from '../types.js';
export default historicalRule({
    id: 'sync/shared-sections',
    file: 'sync',
    meta: {
        description: 'Shared SYNC.md sections (config `sync.shared`) are written only by the owner or a dispatcher; `append-only` ones only grow.',
        defaultSeverity: 'error',
    },
    check({ base, head, actor }, { report, config }) {
        const shared = config.sync.shared;
        if (Object.keys(shared).length === 0)
            return;
        const diff = diffSync(base, head);
        const allowed = actor === config.owner || config.dispatchers.includes(actor);
        const touched = [
            ...diff.added.map((d) => ({ id: d.key, at: d.head.heading, kept: true })),
            ...diff.changed.map((d) => ({ id: d.key, at: d.head.span, kept: keepsPrefix(d.base.chunk, d.head.chunk) })),
            ...diff.removed.map((d) => ({ id: d.key, at: undefined, kept: false })),
        ].filter((t) => t.id in shared);
        for (const t of touched) {
            if (!allowed) {
                const who = config.owner ? `the owner (${config.owner})` : 'the owner';
                report({ message: '"{{id}}" is a shared section, written only by {{who}} or a dispatcher; {{actor}} changed it', data: { id: t.id, who, actor }, at: t.at });
            }
            else if (shared[t.id] === 'append-only' && !t.kept) {
                report({ message: '"{{id}}" is append-only: its earlier text must stay as it was, with new lines only at its end', data: { id: t.id }, at: t.at });
            }
        }
    },
});
