import { trimTrailingSpace } from './split.js';
import { changeAllowed, fixedText } from './handover.js';
/**
 * Version comparison at the entry and section level. Text is compared after normalising line endings and
 * trailing whitespace, so a blank line added after the last entry (by the next append) is not an edit.
 */
/** Chunk text as compared between versions: LF line endings, no trailing whitespace. */
export function normaliseText(text) {
    return trimTrailingSpace(text.replace(/\r\n?/g, '\n'));
}
/** Whether two chunks hold the same text once normalised. */
export function sameText(a, b) {
    return normaliseText(a.text) === normaliseText(b.text);
}
/** Compares two versions of a handover log entry by entry. */
export function diffHandover(base, head) {
    // Entries are compared by the text that may never change (the dialect's mutable fields left out) and
    // paired by identity; a lane move or a mutable field change the dialect does not allow is an edit.
    const dialect = head.dialect ?? base.dialect;
    const fixed = (e) => (dialect ? fixedText(e, dialect) : normaliseText(e.chunk.text));
    const allowed = (b, h) => !dialect || changeAllowed(b, h, dialect);
    const byText = new Map();
    head.entries.forEach((e, i) => {
        const key = fixed(e);
        byText.set(key, [...(byText.get(key) ?? []), i]);
    });
    const pairOf = new Map(); // base index → head index
    const used = new Set();
    for (const e of base.entries) {
        const i = byText.get(fixed(e))?.find((x) => !used.has(x) && allowed(e, head.entries[x]));
        if (i !== undefined) {
            pairOf.set(e.index, i);
            used.add(i);
        }
    }
    const changes = [];
    const changedPair = new Map();
    for (const e of base.entries) {
        if (pairOf.has(e.index))
            continue;
        const bySeq = e.id === null ? undefined : head.entries.find((h) => !used.has(h.index) && h.id === e.id);
        const candidate = bySeq ?? (head.entries[e.index] && !used.has(e.index) && head.entries[e.index].id === null ? head.entries[e.index] : undefined);
        if (candidate) {
            used.add(candidate.index);
            changedPair.set(e.index, candidate.index);
            changes.push({ kind: 'changed', base: e, head: candidate });
        }
    }
    let furthest = -1;
    const furthestIn = new Map();
    for (const e of base.entries) {
        const h = pairOf.get(e.index) ?? changedPair.get(e.index);
        if (h === undefined) {
            const next = base.entries.slice(e.index + 1).map((b) => pairOf.get(b.index)).find((x) => x !== undefined);
            changes.push({ kind: 'removed', base: e, at: next !== undefined ? head.entries[next].heading.start : endOf(head) });
            continue;
        }
        // Order is kept within a lane; an entry that moved lanes (Queue → Processed) may land anywhere in its new one.
        const moved = head.entries[h].lane !== e.lane;
        if (!moved && h < (furthestIn.get(e.lane) ?? -1) && pairOf.has(e.index))
            changes.push({ kind: 'reordered', base: e, head: head.entries[h] });
        if (!moved)
            furthestIn.set(e.lane, Math.max(furthestIn.get(e.lane) ?? -1, h));
        furthest = Math.max(furthest, h);
    }
    const headToBase = new Map();
    for (const e of base.entries) {
        const h = pairOf.get(e.index) ?? changedPair.get(e.index);
        if (h !== undefined)
            headToBase.set(h, e);
    }
    for (const h of head.entries) {
        if (used.has(h.index))
            continue;
        let before = null;
        for (let i = h.index + 1; i < head.entries.length && !before; i++) {
            const b = headToBase.get(i) ?? null;
            // a base entry after the new one counts only in the new one's lane, and only if it did not just move lanes
            if (b && b.lane === h.lane && head.entries[i].lane === b.lane)
                before = b;
        }
        changes.push({ kind: 'added', head: h, before });
    }
    const frame = (d) => normaliseText([d.preamble, ...(d.frame ?? [])].map((c) => c.text).join('\n'));
    return { preambleChanged: head.prior || base.prior ? !sameText(base.preamble, head.preamble) : frame(base) !== frame(head), changes };
}
function endOf(doc) {
    const last = doc.entries[doc.entries.length - 1];
    return last ? last.span.end : { line: 1, column: 1, offset: 0 };
}
/**
 * Compares keyed sections: a key present only in head was added, only in base removed, in both with other
 * text changed. Repeated keys are matched in order (the second "lab" with the second "lab"). Moving a section
 * without changing it is not a change.
 */
export function sectionDiff(base, head, keyOf) {
    const keyed = (list) => {
        const seen = new Map();
        return new Map(list.map((s) => {
            const k = keyOf(s);
            const n = seen.get(k) ?? 0;
            seen.set(k, n + 1);
            return [n ? `${k}\u0000${n}` : k, s];
        }));
    };
    const b = keyed(base);
    const h = keyed(head);
    const diff = { added: [], removed: [], changed: [] };
    const plain = (k) => k.split('\u0000')[0];
    for (const [k, s] of b) {
        const t = h.get(k);
        if (!t)
            diff.removed.push({ key: plain(k), base: s });
        else if (!sameText(s.chunk, t.chunk))
            diff.changed.push({ key: plain(k), base: s, head: t });
    }
    for (const [k, t] of h)
        if (!b.has(k))
            diff.added.push({ key: plain(k), head: t });
    return diff;
}
/** SYNC.md sections by agent id, plus whether the preamble changed. A null side (new or deleted file) has none. */
export function diffSync(base, head) {
    return { ...sectionDiff(base?.sections ?? [], head?.sections ?? [], (s) => s.id), preambleChanged: !!base && !!head && !sameText(base.preamble, head.preamble) };
}
/** Registry entries by project id (case-insensitive), plus whether the preamble changed. A null side has none. */
export function diffRegistry(base, head) {
    return { ...sectionDiff(base?.entries ?? [], head?.entries ?? [], (e) => e.id.toLowerCase()), preambleChanged: !!base && !!head && !sameText(base.preamble, head.preamble) };
}
/** Whether the old text is kept at the start of the new one (after normalising line endings). */
export function keepsPrefix(base, head) {
    return normaliseText(head.text).startsWith(normaliseText(base.text));
}
