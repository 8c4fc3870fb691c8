import { join } from 'node:path';
import { readIfExists } from '../fsutil.js';
import { lintSource } from '../engine/lint.js';
import { sourceFromBytes, subjectKey } from '../models/index.js';
/** For each entry, the subjects it shares with other projects. */
export function overlapsOf(entries) {
    const owners = new Map();
    for (const e of entries)
        for (const s of e.owns) {
            const k = subjectKey(s);
            if (!owners.has(k))
                owners.set(k, new Set());
            owners.get(k).add(e.id);
        }
    return new Map(entries.map((e) => [
        e,
        e.owns
            .map((subject) => ({ subject, with: [...owners.get(subjectKey(subject))].filter((id) => id.toLowerCase() !== e.id.toLowerCase()) }))
            .filter((o) => o.with.length > 0),
    ]));
}
/** Reads the registry: its entries with provenance and overlaps, and the static rules' messages. */
export function registryOverview(root, config) {
    const file = config.files.registry;
    const abs = join(root, file);
    const bytes = readIfExists(abs, file);
    if (bytes === null)
        return { file, exists: false, entries: [], messages: [] };
    const { doc, messages } = lintSource(sourceFromBytes(file, bytes), 'registry', config);
    const entries = doc ? doc.entries : [];
    const overlaps = overlapsOf(entries);
    return {
        file,
        exists: true,
        messages,
        entries: entries.map((e) => ({
            id: e.id,
            line: e.heading.start.line,
            provenance: e.provenance?.kind ?? null,
            relayedBy: e.provenance?.kind === 'relayed' ? e.provenance.by : null,
            owns: e.owns,
            address: e.address,
            overlaps: overlaps.get(e) ?? [],
        })),
    };
}
