/**
 * A dialect is data the models read: how a log's entries are headed, at which level, in which order,
 * under which grouping sections, with which fields, which of them may change, and how SYNC.md names its
 * sections and fields. The models turn any dialect's files into the same typed documents; rules never
 * ask which dialect they are in (SPEC §7).
 */
export const DIALECTS = ['handover', 'cmap'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The canonical dialect's SYNC fields (SPEC §2). */
export const HANDOVER_SYNC_FIELDS = [
    { name: 'focus', label: 'Current focus', aliases: [], mayBeEmpty: false },
    { name: 'blocked', label: 'Blocked on', aliases: [], mayBeEmpty: true },
    { name: 'next', label: 'Next action', aliases: [], mayBeEmpty: false },
];
/** The log as SPEC §2 writes it. */
export const HANDOVER_LOG = {
    name: 'handover',
    heading: 'seq',
    level: 2,
    order: 'oldest-first',
    groups: null,
    strictHeadings: true,
    fields: [],
    mutable: {},
    moves: [],
    authorField: null,
    audienceField: null,
};
const plainSectionId = (h) => h.trim();
/** SYNC.md as SPEC §2 writes it. */
export const HANDOVER_SYNC = {
    name: 'handover',
    fields: HANDOVER_SYNC_FIELDS,
    unknownFields: 'error',
    dated: false,
    sectionId: plainSectionId,
    sectionHeading: (agent) => agent,
    top: [],
    shared: {},
    stale: 'history',
    note: null,
};
/** The reference protocol's HANDOVER.md (`docs/handover-spec.md`). */
export const CMAP_LOG = {
    name: 'cmap',
    heading: 'id',
    level: 3,
    order: 'newest-first',
    groups: [
        { lane: 'queue', match: /^queue\b/i, heading: 'Queue', required: true },
        { lane: 'processed', match: /^processed\b/i, heading: 'Processed (archive)', required: false },
    ],
    strictHeadings: false,
    fields: [
        { name: 'date', required: true, pattern: DATE, shape: 'an ISO 8601 date (YYYY-MM-DD)' },
        { name: 'from', required: true },
        { name: 'for', required: true },
        { name: 'status', required: true, pattern: /^(?:queued|processed|abandoned)$/, shape: 'queued, processed or abandoned' },
        { name: 'artifact-path', required: true },
        { name: 'summary', required: true },
    ],
    mutable: { status: { queued: ['processed', 'abandoned'], processed: [], abandoned: [] } },
    moves: [['queue', 'processed']],
    authorField: 'from',
    audienceField: 'for',
};
/** The reference protocol's SYNC.md (`docs/sync-spec.md`). */
export const CMAP_SYNC = {
    name: 'cmap',
    fields: [
        { name: 'focus', label: 'current-focus', aliases: [], mayBeEmpty: false },
        { name: 'shift', label: 'recent-shift', aliases: [], mayBeEmpty: false },
        { name: 'question', label: 'open-question', aliases: [], mayBeEmpty: false },
    ],
    unknownFields: 'warn',
    dated: true,
    sectionId: (h) => h.replace(/\s*\((?:writes\s*:[^)]*)\)\s*$/i, '').trim(),
    sectionHeading: (agent, repo) => `${agent} (writes: ${repo ?? agent})`,
    top: [
        { id: 'Goal Status', match: /^goal status\b/i, required: true, mode: 'owner-only', writers: 'owner' },
        { id: 'Decision Log', match: /^decision log\b/i, required: true, mode: 'append-only', writers: 'any' },
        { id: 'Conflict Registry', match: /^conflict registry\b/i, required: true, mode: 'append-rows', writers: 'any' },
        { id: 'Stale-section watchdog', match: /^stale-section watchdog\b/i, required: false, mode: 'owner-only', writers: 'owner' },
    ],
    shared: {},
    stale: 'dates',
    note: 'orchestrator-note',
};
/** Builds the dialect a repo's config describes. */
export function makeDialect(o = {}) {
    const shared = Object.create(null);
    for (const [h, mode] of Object.entries(o.shared ?? {}))
        shared[h] = { mode, writers: 'owner' };
    if (o.dialect === 'cmap') {
        return { name: 'cmap', log: CMAP_LOG, sync: { ...CMAP_SYNC, shared } };
    }
    const merged = { ...HANDOVER_LOG, ...(o.log ?? {}) };
    const log = isCanonicalLog(merged) ? HANDOVER_LOG : merged;
    const fields = HANDOVER_SYNC_FIELDS.map((f) => {
        const c = o.syncFields?.[f.name];
        return c ? { ...f, label: c.label ?? f.label, aliases: [...(c.aliases ?? []), ...(c.label ? [f.label] : [])] } : f;
    });
    return { name: 'handover', log, sync: { ...HANDOVER_SYNC, fields, shared } };
}
/** The canonical dialect with defaults. */
export const CANONICAL = makeDialect();
/** Whether a log dialect is SPEC §2's own (numbered level-2 entries, oldest first, no fields): the fast paths' case. */
export function isCanonicalLog(d) {
    return d.heading === 'seq' && d.level === 2 && d.order === 'oldest-first' && d.fields.length === 0 && d.groups === null;
}
