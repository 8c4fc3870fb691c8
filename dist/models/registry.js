import { splitAtLevel2, headingOf, plainText } from './split.js';
import { chunkSpan, findTitle, headingSpan, listItems, tryParse, openBlockProblems, unclosedFenceProblem } from './common.js';
/** Field labels a registry entry may carry, normalised. */
export const REGISTRY_FIELDS = ['owns', 'address', 'head', 'subprojects', 'ask'];
export const REQUIRED_REGISTRY_FIELDS = ['owns', 'address'];
const TAG = /\[\s*(SELF|RELAYED\s+by\s+([^\]]*?))\s*\]/gi;
/** Reads a registry heading into the project id and its provenance tags. */
export function parseRegistryHeading(text) {
    const tags = [...text.matchAll(TAG)];
    const id = text.replace(TAG, '').trim();
    let provenance = null;
    if (tags.length === 1) {
        const t = tags[0];
        if (/^self$/i.test(t[1]))
            provenance = { kind: 'self' };
        else if (t[2] && t[2].trim())
            provenance = { kind: 'relayed', by: t[2].trim() };
    }
    return { id, provenance, tagCount: tags.length };
}
/** Parses PROJECT_REGISTRY.md. */
export function parseRegistry(source) {
    const split = splitAtLevel2(source.text);
    const problems = [];
    const title = findTitle(tryParse(split.preamble, problems, 'The preamble'), split.preamble);
    if (split.unclosedFence)
        problems.push(unclosedFenceProblem(split.unclosedFence, 'section'));
    problems.push(...openBlockProblems(split, 'section'));
    const entries = split.sections.map((chunk) => {
        const headingText = plainText(headingOf(chunk));
        const head = parseRegistryHeading(headingText);
        const tree = tryParse(chunk, problems, `Entry "${headingText}"`);
        const { fields, plain } = listItems(tree, { source: source.text });
        const value = (k) => fields.find((f) => f.key === k)?.value ?? null;
        const owns = (value('owns') ?? '').split(';').map((s) => s.trim()).filter(Boolean);
        return { ...head, chunk, heading: headingSpan(chunk), headingText, span: chunkSpan(chunk), fields, items: plain, owns, address: value('address') };
    });
    return { kind: 'registry', source, title, preamble: split.preamble, entries, problems };
}
/** How subjects compare across entries: case and runs of white space do not count. */
export function subjectKey(subject) {
    return subject.toLowerCase().replace(/\s+/g, ' ').trim();
}
/** Renders a provenance tag the way tools write it. */
export function provenanceTag(p) {
    return p.kind === 'self' ? '[SELF]' : `[RELAYED by ${p.by}]`;
}
