import { splitAtLevel2, headingOf, plainText } from './split.js';
import { CANONICAL } from './dialect.js';
import { normaliseText } from './diff.js';
import { chunkSpan, fieldKey, findTitle, headingSpan, listItems, tryParse, openBlockProblems, unclosedFenceProblem } from './common.js';
/** The three fields every agent section holds, by normalised label. */
export const SYNC_FIELDS = { 'current focus': 'focus', 'blocked on': 'blocked', 'next action': 'next' };
export const SYNC_FIELD_LABELS = { focus: 'Current focus', blocked: 'Blocked on', next: 'Next action' };
/** Values of `Blocked on` that mean "not blocked". */
const NOT_BLOCKED = new Set(['', '—', '–', '-', 'none', 'nothing', 'n/a']);
/** Parses SYNC.md into sections and fields, in a dialect. */
export function parseSync(source, dialect = CANONICAL.sync) {
    const split = splitAtLevel2(source.text);
    const problems = [];
    const title = findTitle(tryParse(split.preamble, problems, 'The preamble'), split.preamble);
    if (split.unclosedFence)
        problems.push(unclosedFenceProblem(split.unclosedFence, 'section'));
    problems.push(...openBlockProblems(split, 'section'));
    const byKey = fieldIndex(dialect);
    const seenTop = new Set();
    let agentSeen = null;
    const sections = split.sections.map((chunk) => {
        const text = plainText(headingOf(chunk));
        const top = dialect.top.find((t) => t.match.test(text));
        const id = top ? top.id : dialect.sectionId(text);
        const shared = top ? { mode: top.mode, writers: top.writers } : dialect.shared[id] ?? null;
        const tree = tryParse(chunk, problems, `Section "${id}"`);
        const { fields, plain } = listItems(tree, { source: source.text });
        const section = {
            id,
            shared,
            chunk,
            heading: headingSpan(chunk),
            span: chunkSpan(chunk),
            fields: fields.map((f) => ({ ...f, name: byKey.get(f.key) ?? null })),
            items: plain,
        };
        if (top) {
            seenTop.add(top.id);
            if (agentSeen && top.required)
                problems.push({ message: `"## ${top.id}" comes after the agent sections (first "${agentSeen.id}"); the shared sections go before them`, at: section.heading });
        }
        else if (!shared)
            agentSeen ??= section;
        return section;
    });
    for (const t of dialect.top) {
        if (t.required && !seenTop.has(t.id))
            problems.push({ message: `SYNC.md has no "## ${t.id}" section; add it before the agent sections`, at: { start: split.preamble.start, end: split.preamble.start } });
    }
    return { kind: 'sync', source, dialect, schema: dialect.fields, title, preamble: split.preamble, sections, problems };
}
const indexes = new WeakMap();
/** Normalised label → field name, for a dialect's labels and aliases. */
function fieldIndex(d) {
    let m = indexes.get(d);
    if (!m) {
        m = new Map();
        for (const f of d.fields)
            for (const l of [f.label, ...f.aliases])
                m.set(fieldKey(l), f.name);
        indexes.set(d, m);
    }
    return m;
}
/**
 * Whether the head version of a section is the base version plus dated note lines only (the dialect's
 * `note` label, `- **orchestrator-note** (2026-03-05): …`): what a dispatcher may add to another
 * agent's section. Always false in a dialect without notes.
 */
export function onlyNotesAdded(base, head, dialect) {
    if (!dialect.note)
        return false;
    const notes = head.fields.filter((f) => f.key === fieldKey(dialect.note) && f.date !== null);
    if (!notes.length)
        return false;
    let text = head.chunk.text;
    for (const n of notes.slice().sort((a, b) => b.span.start.offset - a.span.start.offset)) {
        const from = n.span.start.offset - head.chunk.start.offset;
        const to = n.span.end.offset - head.chunk.start.offset;
        const eol = text.indexOf('\n', to);
        text = text.slice(0, from).replace(/[ \t]*$/, '') + (eol === -1 ? '' : text.slice(eol + 1));
    }
    const squash = (t) => normaliseText(t).replace(/\n{2,}/g, '\n');
    return squash(text) === squash(base.chunk.text);
}
/**
 * Whether a section only grew at its end: its old text is a prefix of the new, a closing thematic break
 * (`---`, which separates sections in the reference format) set aside on both sides.
 */
export function appendedOnly(base, head) {
    const body = (s) => normaliseText(s.chunk.text).replace(/\n+ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/, '');
    return body(head).startsWith(body(base));
}
/**
 * Whether a shared section's rows (its list items) were only appended to, each earlier row kept as it
 * was or with a ` -- RESOLVED <date>: …` suffix added: how a conflict registry may change.
 */
export function rowsKept(base, head) {
    const rows = (s) => normaliseText(s.chunk.text).split('\n').filter((l) => /^\s*[-*+]\s/.test(l)).map((l) => l.trim());
    const b = rows(base);
    const h = rows(head);
    if (h.length < b.length)
        return false;
    const keepsText = normaliseText(head.chunk.text).split('\n').filter((l) => !/^\s*[-*+]\s/.test(l)).join('\n').startsWith(normaliseText(base.chunk.text).split('\n').filter((l) => !/^\s*[-*+]\s/.test(l)).join('\n'));
    return keepsText && b.every((row, i) => h[i] === row || (h[i].startsWith(row) && /^\s*--\s*RESOLVED\s+\d{4}-\d{2}-\d{2}\s*:/.test(h[i].slice(row.length))));
}
/** The value of one of a section's fields, or null when absent. */
export function syncField(section, name) {
    return section.fields.find((f) => f.name === name) ?? null;
}
/** True when a section's `Blocked on` names something. */
export function isBlocked(section) {
    const f = syncField(section, 'blocked');
    return f !== null && !isNotBlocked(f.value);
}
/** True for the empty values `Blocked on` may take. */
export function isNotBlocked(value) {
    return NOT_BLOCKED.has(value.trim().toLowerCase());
}
/** One field line as tools write it in a dialect: `- **Current focus:** v`, or `- **current-focus** (2026-03-05): v`. */
export function syncFieldLine(dialect, spec, value, today) {
    return dialect.dated ? `- **${spec.label}** (${today}): ${value}` : `- **${spec.label}:** ${value}`;
}
/** A new agent section as tools write it in a dialect. */
export function renderSyncSection(dialect, agent, repo, values, eol, today) {
    const lines = dialect.fields.map((f) => syncFieldLine(dialect, f, values[f.name] ?? '—', today));
    return `## ${dialect.sectionHeading(agent, repo)}${eol}${eol}${lines.join(eol)}${eol}`;
}
