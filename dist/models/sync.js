import { splitAtLevel2, atxHeadingText } from './split.js';
import { chunkSpan, findTitle, headingSpan, listItems, tryParse, unclosedCommentProblem, unclosedFenceProblem } from './common.js';
/** The three fields every agent section holds, by normalised label. */
export const SYNC_FIELDS = { 'current focus': 'focus', 'blocked on': 'blocked', 'next action': 'next' };
export const SYNC_FIELD_LABELS = { focus: 'Current focus', blocked: 'Blocked on', next: 'Next action' };
/** Values of `Blocked on` that mean "not blocked". */
const NOT_BLOCKED = new Set(['', '—', '–', '-', 'none', 'nothing', 'n/a']);
/** Parses SYNC.md into sections and fields. */
export function parseSync(source) {
    const split = splitAtLevel2(source.text);
    const problems = [];
    const title = findTitle(tryParse(split.preamble, problems, 'The preamble'), split.preamble);
    if (split.unclosedFence)
        problems.push(unclosedFenceProblem(split.unclosedFence, 'section'));
    if (split.unclosedComment)
        problems.push(unclosedCommentProblem(split.unclosedComment, 'section'));
    const sections = split.sections.map((chunk) => {
        const id = atxHeadingText(chunk.heading ?? '');
        const tree = tryParse(chunk, problems, `Section "${id}"`);
        const { fields, plain } = listItems(tree);
        return {
            id,
            chunk,
            heading: headingSpan(chunk),
            span: chunkSpan(chunk),
            fields: fields.map((f) => ({ ...f, name: SYNC_FIELDS[f.key] ?? null })),
            items: plain,
        };
    });
    return { kind: 'sync', source, title, preamble: split.preamble, sections, problems };
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
