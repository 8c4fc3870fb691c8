// Typed documents compared between two versions: handover entries, SYNC.md and registry sections.
import type { Point } from '../markdown/source.js';
import { entryText, normaliseText, type Chunk } from '../markdown/split.js';
import {
  changeAllowed,
  fixedText,
  type HandoverDoc,
  type HandoverEntry,
  type ReferenceBlock,
} from '../docs/handover.js';
import type { SyncDoc, SyncSection } from '../docs/sync.js';
import type { RegistryDoc, RegistryEntry } from '../docs/registry.js';
import { pinnedEntry } from '../dialect.js';

/**
 * Version comparison at the entry and section level. Text is compared after normalising line endings and
 * trailing whitespace, so a blank line added after the last entry (by the next append) is not an edit.
 */

/** Whether two chunks hold the same text once normalised. */
export function sameText(a: Chunk, b: Chunk): boolean {
  return normaliseText(a.text) === normaliseText(b.text);
}

/** What happened to one handover entry between two versions. Lines are 1-based, in each version. */
export type EntryChange =
  | { kind: 'changed'; base: HandoverEntry; head: HandoverEntry }
  | { kind: 'removed'; base: HandoverEntry; at: Point }
  | { kind: 'reordered'; base: HandoverEntry; head: HandoverEntry }
  /** `before` is the base entry the new one was put in front of; null when it was appended at the end. */
  | { kind: 'added'; head: HandoverEntry; before: HandoverEntry | null };

/**
 * What happened to a reference section (`log.reference`): an old one `changed` (its text), `removed` or `moved` (no
 * longer after the same entry); a new one `inserted` above an old entry or an old reference section (a new one enters
 * only after the last old entry). `base`: the old section; `head`: where it is now (or the new one).
 */
export type ReferenceChange =
  | { kind: 'changed' | 'moved'; base: ReferenceBlock; head: ReferenceBlock }
  | { kind: 'removed'; base: ReferenceBlock; at: Point }
  | { kind: 'inserted'; head: ReferenceBlock };

export interface HandoverDiff {
  /** Whether the preamble (title and prose before the first entry) changed. */
  preambleChanged: boolean;
  changes: EntryChange[];
  /** What happened to the log's reference sections (`log.reference`); empty when it has none. */
  references: ReferenceChange[];
}

/**
 * Compares two versions of a handover log entry by entry. Linear in the entries of both versions: every
 * lookup goes through a map or an array filled by one sweep, so a change that adds a million entries costs
 * a million steps, not a million squared.
 */
export function diffHandover(base: HandoverDoc, head: HandoverDoc): HandoverDiff {
  // Entries are compared by the text that may never change (the dialect's mutable fields left out) and
  // paired by identity; a lane move or a mutable field change the dialect does not allow is an edit.
  const dialect = head.dialect ?? base.dialect;
  const fixed = (e: HandoverEntry) => (dialect ? fixedText(e, dialect) : normaliseText(e.chunk.text));
  const allowed = (b: HandoverEntry, h: HandoverEntry) => !dialect || changeAllowed(b, h, dialect);
  const pairing = pairUnchanged(base, head, { fixed, allowed });
  // With a pinned closing entry, the entry above it may grow too: the closing entry is the newest while the log has
  // none above it of a later date (as before it was pinned), the entry above it once entries enter there.
  const amended = dialect?.amendLast ? [newestOf(base), newestOf(base, { abovePinned: true })] : [];
  const pinning = pinnedSplit(base, head, pairing);
  const changes: EntryChange[] = [
    ...pairChanged(base, head, pairing).filter(
      (c) =>
        !(c.kind === 'changed' && amended.includes(c.base) && keepsPrefix(c.base.chunk, c.head.chunk)) &&
        !(c.kind === 'changed' && pinning?.(c)),
    ),
    ...removedOrReordered(base, head, pairing),
    ...addedEntries(base, head, pairing),
  ];
  const frame = (d: HandoverDoc) => normaliseText([d.preamble, ...(d.frame ?? [])].map((c) => c.text).join('\n'));
  // A log kept as one section of a bigger file (`log.section`): the rest of the file is not the log; its title stays.
  const preambleChanged = dialect?.section
    ? titleText(base) !== titleText(head)
    : head.prior || base.prior
      ? !sameText(base.preamble, head.preamble)
      : frame(base) !== frame(head);
  return { preambleChanged, changes, references: referenceChanges(base, head, pairing) };
}

/**
 * The reference sections (`log.reference`) that did not stay as they were. Each old one is found among the new
 * version's, in order, by its text (closing breaks aside, as an entry's); one not found is `changed` when the next
 * new one is no later old one's copy, else `removed`. A kept one must still follow the same old entry (the one above
 * it, or the nearest kept one above that); a new one must enter after every old entry and old reference section.
 */
function referenceChanges(base: HandoverDoc, head: HandoverDoc, pairing: Pairing): ReferenceChange[] {
  const [old, now] = [base.references ?? [], head.references ?? []];
  if (old.length === 0 && now.length === 0) return [];
  const headOf = (i: number) => pairing.pairOf.get(i) ?? pairing.changedPair.get(i);
  // the head index of the nearest old entry above a place that is still there (-1: none)
  const keptAbove = (after: number): number => {
    for (let i = after - 1; i >= 0; i--) {
      const h = headOf(base.entries[i].index);
      if (h !== undefined) return h;
    }
    return -1;
  };
  const text = (r: ReferenceBlock) => entryText(r.chunk.text);
  const [oldTexts, nowTexts] = [old.map(text), now.map(text)];
  const out: ReferenceChange[] = [];
  let k = 0; // the first new-version section not yet matched
  old.forEach((b, i) => {
    const found = nowTexts.indexOf(oldTexts[i], k);
    if (found === -1) {
      const h = now[k];
      if (h && !oldTexts.slice(i + 1).includes(nowTexts[k])) {
        out.push({ kind: 'changed', base: b, head: h });
        k++;
      } else out.push({ kind: 'removed', base: b, at: h ? h.chunk.start : endOf(head) });
      return;
    }
    // new ones before an old one: a new one enters after all old text
    for (const h of now.slice(k, found)) out.push({ kind: 'inserted', head: h });
    const h = now[found];
    if (h.after - 1 !== keptAbove(b.after)) out.push({ kind: 'moved', base: b, head: h });
    k = found + 1;
  });
  const lastOld = keptAbove(base.entries.length);
  for (const h of now.slice(k)) if (h.after - 1 < lastOld) out.push({ kind: 'inserted', head: h });
  return out;
}

/**
 * Whether a new entry put in front of base entry `before` is where the log's dialect lets new entries enter besides
 * its end: right above the pinned closing entry (`log.pinned`), or above the first old entry of a log kept in no one
 * order (`log.order: any`). Never between two other old entries.
 */
export function insertedWhereAllowed(base: HandoverDoc, before: HandoverEntry): boolean {
  const d = base.dialect;
  if (!d || base.prior) return false;
  if (before === pinnedEntry(d, base.entries)) return true;
  return d.order === 'any' && before === base.entries[0];
}

/** The lines of a text that hold something, trailing space trimmed. */
const fullLines = (text: string) =>
  normaliseText(text)
    .split('\n')
    .filter((l) => l.trim() !== '');

/**
 * In a log with a pinned closing entry (`log.pinned`): whether the change pins the tail of the base's last entry,
 * as a log starts its closing entry: a heading put into that entry, with new entries above the heading. The
 * entry's head version and the new last entry's body (its heading left out) hold the old entry's lines, in order,
 * none changed. Null when the log has no pin or the head's last entry is an old one.
 */
function pinnedSplit(
  base: HandoverDoc,
  head: HandoverDoc,
  { used }: Pairing,
): ((c: { base: HandoverEntry; head: HandoverEntry }) => boolean) | null {
  const d = head.dialect;
  const last = base.entries[base.entries.length - 1];
  const pin = head.entries[head.entries.length - 1];
  if (!d?.pinned || d.order !== 'oldest-first' || base.prior || head.prior || !last || !pin || used.has(pin.index))
    return null;
  return (c) => {
    if (c.base !== last || c.head === pin || c.head.index >= pin.index) return false;
    const tail = fullLines(pin.chunk.text).slice(pin.chunk.setextLines ?? 1);
    const kept = fullLines(c.head.chunk.text);
    return tail.length > 0 && fullLines(last.chunk.text).join('\n') === [...kept, ...tail].join('\n');
  };
}

/** A log's title as written (null: none), which a log kept as a section of a bigger file keeps. */
function titleText(d: HandoverDoc): string | null {
  return d.title ? normaliseText(d.title.text) : null;
}

/**
 * A log's newest entry, the one `log.amendLast` lets grow, or null when it has none: the one its heading dates latest,
 * entries of the same time by position (the later in the log's order: the lower one oldest first, the upper one newest
 * first). An entry placed above an older one by mistake (Byron/micasa AGENT_LOG.md: "2026-02-06 Session" above
 * "2026-02-05 Session 3") is still the one its writer goes on adding to. Entries whose heading carries no time count
 * only when no entry does (then the last by position).
 */
export function newestOf(doc: HandoverDoc, o: { abovePinned?: boolean } = {}): HandoverEntry | null {
  // abovePinned: the newest of the entries above a pinned closing entry (`log.pinned`)
  const pinned = o.abovePinned ? pinnedEntry(doc.dialect, doc.entries) : null;
  const entries = pinned ? doc.entries.slice(0, -1) : doc.entries;
  // entries are indexed oldest first (a newest-first log is read backwards), so "later" is a higher index
  let best: HandoverEntry | null = null;
  for (const e of entries)
    if (e.time !== null && (best === null || best.time === null || e.time >= best.time)) best = e;
  return best ?? entries[entries.length - 1] ?? null;
}

/** How base entries were paired with head entries (by index). */
interface Pairing {
  /** Base index → head index of an entry that kept its text. */
  pairOf: Map<number, number>;
  /** Base index → head index of an entry paired by identity that changed (filled by `pairChanged`). */
  changedPair: Map<number, number>;
  /** Head indexes paired with a base entry. */
  used: Set<number>;
}

/**
 * Pairs base entries with head entries of the same fixed text, in order, where the dialect allows the change.
 * The entries both versions share at the same places come first, pair by pair: each is then the first unused head
 * entry of its text, as the lookup by text would find it. Only the rest (from the first entry that differs) is
 * looked up by text, so a log that grew by a million entries at its end reads no text of the new ones here.
 */
function pairUnchanged(
  base: HandoverDoc,
  head: HandoverDoc,
  by: { fixed: (e: HandoverEntry) => string; allowed: (b: HandoverEntry, h: HandoverEntry) => boolean },
): Pairing {
  const pairOf = new Map<number, number>(); // base index → head index
  const used = new Set<number>();
  let same = 0;
  for (const n = Math.min(base.entries.length, head.entries.length); same < n; same++) {
    const [b, h] = [base.entries[same], head.entries[same]];
    if (by.fixed(b) !== by.fixed(h) || !by.allowed(b, h)) break;
    pairOf.set(b.index, same);
    used.add(same);
  }
  if (same === base.entries.length) return { pairOf, changedPair: new Map(), used };
  const byText = new Map<string, number[]>();
  for (let i = same; i < head.entries.length; i++) {
    const key = by.fixed(head.entries[i]);
    const list = byText.get(key);
    if (list) list.push(i);
    else byText.set(key, [i]);
  }
  const nextFree = new Map<string, number>(); // how far into each byText list has been used
  for (const e of base.entries.slice(same)) {
    const key = by.fixed(e);
    const list = byText.get(key);
    const k = nextFree.get(key) ?? 0;
    if (list && k < list.length && by.allowed(e, head.entries[list[k]])) {
      pairOf.set(e.index, list[k]);
      used.add(list[k]);
      nextFree.set(key, k + 1);
    }
  }
  return { pairOf, changedPair: new Map(), used };
}

/**
 * Pairs each base entry left unpaired with the next unused head entry of its id (or, with no id, the head entry
 * at its index when that has none either): those changed.
 */
function pairChanged(base: HandoverDoc, head: HandoverDoc, pairing: Pairing): EntryChange[] {
  const { pairOf, changedPair, used } = pairing;
  if (pairOf.size === base.entries.length) return []; // every base entry kept its text: no head entry is looked up
  // Unused head entries by seq, in order, consumed from the front.
  const bySeqHead = new Map<string, number[]>();
  for (const h of head.entries) {
    if (used.has(h.index) || h.id === null) continue;
    const list = bySeqHead.get(h.id);
    if (list) list.push(h.index);
    else bySeqHead.set(h.id, [h.index]);
  }
  const seqTaken = new Map<string, number>();
  const takeBySeq = (seq: string): number | undefined => {
    const list = bySeqHead.get(seq);
    if (!list) return undefined;
    let k = seqTaken.get(seq) ?? 0;
    while (k < list.length && used.has(list[k])) k++;
    seqTaken.set(seq, k);
    return k < list.length ? list[k] : undefined;
  };
  const changes: EntryChange[] = [];
  for (const e of base.entries) {
    if (pairOf.has(e.index)) continue;
    const bySeq = e.id === null ? undefined : takeBySeq(e.id);
    const same = head.entries[e.index];
    const candidate =
      bySeq !== undefined ? head.entries[bySeq] : same && !used.has(e.index) && same.id === null ? same : undefined;
    if (candidate) {
      used.add(candidate.index);
      changedPair.set(e.index, candidate.index);
      changes.push({ kind: 'changed', base: e, head: candidate });
    }
  }
  return changes;
}

/**
 * Base entries with no pair (removed, placed before the next kept one) and kept ones that moved back in their lane.
 */
function removedOrReordered(base: HandoverDoc, head: HandoverDoc, { pairOf, changedPair }: Pairing): EntryChange[] {
  // For each base index, the head index of the next base entry (after it) that kept its text: one backward sweep.
  const nextPaired: (number | undefined)[] = new Array(base.entries.length);
  let after: number | undefined;
  for (let i = base.entries.length - 1; i >= 0; i--) {
    nextPaired[i] = after;
    const p = pairOf.get(base.entries[i].index);
    if (p !== undefined) after = p;
  }
  const changes: EntryChange[] = [];
  const furthestIn = new Map<string, number>();
  for (const e of base.entries) {
    const h = pairOf.get(e.index) ?? changedPair.get(e.index);
    if (h === undefined) {
      const next = nextPaired[e.index];
      changes.push({
        kind: 'removed',
        base: e,
        at: next !== undefined ? head.entries[next].heading.start : endOf(head),
      });
      continue;
    }
    // Order is kept within a lane; an entry that moved lanes (Queue → Processed) may land anywhere in its new one.
    if (head.entries[h].lane !== e.lane) continue;
    if (h < (furthestIn.get(e.lane) ?? -1) && pairOf.has(e.index))
      changes.push({ kind: 'reordered', base: e, head: head.entries[h] });
    furthestIn.set(e.lane, Math.max(furthestIn.get(e.lane) ?? -1, h));
  }
  return changes;
}

/**
 * Head entries with no pair, each with the base entry it was put in front of (in its own lane, when there are lanes).
 */
function addedEntries(base: HandoverDoc, head: HandoverDoc, { pairOf, changedPair, used }: Pairing): EntryChange[] {
  const headToBase: (HandoverEntry | undefined)[] = new Array(head.entries.length);
  for (const e of base.entries) {
    const h = pairOf.get(e.index) ?? changedPair.get(e.index);
    if (h !== undefined) headToBase[h] = e;
  }
  // For each head index, the first base entry kept at or after it: one backward sweep.
  const baseFrom: (HandoverEntry | null)[] = new Array(head.entries.length + 1).fill(null);
  for (let i = head.entries.length - 1; i >= 0; i--) baseFrom[i] = headToBase[i] ?? baseFrom[i + 1];
  // More than one lane (Queue and Processed): a new entry is judged against the base entries of its own lane.
  const lanes = head.entries.some((e) => e.lane !== '') || base.entries.some((e) => e.lane !== '');
  const changes: EntryChange[] = [];
  for (const h of head.entries) {
    if (used.has(h.index)) continue;
    changes.push({
      kind: 'added',
      head: h,
      before: lanes ? laneBefore(h, { entries: head.entries, headToBase }) : baseFrom[h.index + 1],
    });
  }
  return changes;
}

/** The first base entry kept after a new entry in its lane (that did not just move into it), or null. */
function laneBefore(
  h: HandoverEntry,
  { entries, headToBase }: { entries: HandoverEntry[]; headToBase: (HandoverEntry | undefined)[] },
): HandoverEntry | null {
  let before: HandoverEntry | null = null;
  for (let i = h.index + 1; i < entries.length && !before; i++) {
    const b = headToBase[i] ?? null;
    // a base entry after the new one counts only in the new one's lane, and only if it did not just move lanes
    if (b && b.lane === h.lane && entries[i].lane === b.lane) before = b;
  }
  return before;
}

function endOf(doc: HandoverDoc): Point {
  const last = doc.entries[doc.entries.length - 1];
  return last ? last.span.end : { line: 1, column: 1, offset: 0 };
}

/** What happened to keyed sections (SYNC agent sections, registry entries) between two versions. */
export interface SectionDiff<S> {
  added: { key: string; head: S }[];
  removed: { key: string; base: S }[];
  changed: { key: string; base: S; head: S }[];
}

/**
 * Compares keyed sections: a key present only in head was added, only in base removed, in both with other
 * text changed. Repeated keys are matched in order (the second "lab" with the second "lab"). Moving a section
 * without changing it is not a change.
 */
export function sectionDiff<S extends { chunk: Chunk }>(base: S[], head: S[], keyOf: (s: S) => string): SectionDiff<S> {
  const keyed = (list: S[]) => {
    const seen = new Map<string, number>();
    return new Map(
      list.map((s) => {
        const k = keyOf(s);
        const n = seen.get(k) ?? 0;
        seen.set(k, n + 1);
        return [n ? `${k}\u0000${n}` : k, s] as const;
      }),
    );
  };
  const b = keyed(base);
  const h = keyed(head);
  const diff: SectionDiff<S> = { added: [], removed: [], changed: [] };
  const plain = (k: string) => k.split('\u0000')[0];
  for (const [k, s] of b) {
    const t = h.get(k);
    if (!t) diff.removed.push({ key: plain(k), base: s });
    else if (!sameText(s.chunk, t.chunk)) diff.changed.push({ key: plain(k), base: s, head: t });
  }
  for (const [k, t] of h) if (!b.has(k)) diff.added.push({ key: plain(k), head: t });
  return diff;
}

/** A section of a grouped board found under another group than before (its text changed or not). */
export interface SectionMove {
  key: string;
  from: string | null;
  to: string | null;
  head: SyncSection;
}

/**
 * SYNC.md sections by agent id, plus whether the preamble changed and, on a grouped board, which agent sections
 * moved to another group. A null side (new or deleted file) has none.
 */
export function diffSync(
  base: SyncDoc | null,
  head: SyncDoc | null,
): SectionDiff<SyncSection> & { preambleChanged: boolean; moved: SectionMove[] } {
  return {
    ...sectionDiff(base?.sections ?? [], head?.sections ?? [], (s) => s.id),
    preambleChanged: !!base && !!head && !sameText(base.preamble, head.preamble),
    moved: movedSections(base?.sections ?? [], head?.sections ?? []),
  };
}

/** The agent sections whose group differs between the versions (repeated ids matched in order, as sectionDiff does). */
function movedSections(base: SyncSection[], head: SyncSection[]): SectionMove[] {
  const grouped = (list: SyncSection[]) => {
    const by = new Map<string, SyncSection[]>();
    for (const s of list) if (s.group !== undefined) by.set(s.id, [...(by.get(s.id) ?? []), s]);
    return by;
  };
  const before = grouped(base);
  const out: SectionMove[] = [];
  for (const [id, list] of grouped(head))
    list.forEach((s, i) => {
      const was = before.get(id)?.[i];
      if (was && was.group !== s.group) out.push({ key: id, from: was.group ?? null, to: s.group ?? null, head: s });
    });
  return out;
}

/** Registry entries by project id (case-insensitive), plus whether the preamble changed. A null side has none. */
export function diffRegistry(
  base: RegistryDoc | null,
  head: RegistryDoc | null,
): SectionDiff<RegistryEntry> & { preambleChanged: boolean } {
  return {
    ...sectionDiff(base?.entries ?? [], head?.entries ?? [], (e) => e.id.toLowerCase()),
    preambleChanged: !!base && !!head && !sameText(base.preamble, head.preamble),
  };
}

/** Whether the old text is kept at the start of the new one (after normalising line endings). */
export function keepsPrefix(base: Chunk, head: Chunk): boolean {
  const b = normaliseText(base.text);
  const h = normaliseText(head.text);
  if (h.startsWith(b)) return true;
  // A sentence continued: the closing full stop gives way to the continuation ("before drafting." -> "before
  // drafting; checkpoint …"), every other character kept. Dropping a full stop says nothing new: the added text
  // could say anything after it anyway.
  return b.endsWith('.') && h.length > b.length && h.startsWith(b.slice(0, -1));
}
