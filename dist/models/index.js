import { basename } from 'node:path';
import { parseHandover } from './handover.js';
import { parseSync } from './sync.js';
import { parseRegistry } from './registry.js';
import { parseMarker } from './marker.js';
import { CANONICAL } from './dialect.js';
export const DEFAULT_FILES = {
    handover: 'HANDOVER.md',
    sync: 'SYNC.md',
    registry: 'PROJECT_REGISTRY.md',
    marker: '.last-processed.md',
};
/** Parses a source as the given kind of protocol file. */
export function parseDoc(kind, source, dialect = CANONICAL) {
    switch (kind) {
        case 'handover': return parseHandover(source, dialect.log);
        case 'sync': return parseSync(source, dialect.sync);
        case 'registry': return parseRegistry(source);
        case 'marker': return parseMarker(source);
    }
}
/** The kind of a protocol file from its name (configured names first), then from its title; null if neither says. */
export function detectKind(path, text, files) {
    const name = basename(path);
    for (const k of Object.keys(files))
        if (basename(files[k]) === name)
            return k;
    for (const k of Object.keys(DEFAULT_FILES))
        if (DEFAULT_FILES[k] === name)
            return k;
    const head = text.replace(/^\uFEFF/, '').slice(0, 4096);
    if (/^---\r?\n/.test(head) && /^# Last processed/m.test(head))
        return 'marker';
    if (/^#[ \t]+Handover\b/im.test(head))
        return 'handover';
    if (/^#[ \t]+Sync\b/im.test(head))
        return 'sync';
    if (/^#[ \t]+Project registry\b/im.test(head))
        return 'registry';
    return null;
}
export * from './source.js';
export * from './handover.js';
export * from './sync.js';
export * from './registry.js';
export * from './marker.js';
export * from './diff.js';
export * from './dialect.js';
export { renderEntry, renderHandover, renderSync, entryContent, entryHeadingText } from './render.js';
export { parseAppended } from './append.js';
export { unclosedFenceProblem, unclosedCommentProblem, unclosedHtmlProblem } from './common.js';
