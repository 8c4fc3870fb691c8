// Raw-text level-2 sections keyed by identity: three-way merge, conflict blocks and their rendering.
import { splitAtLevel2, headingOf, trimTrailingSpace, normaliseText } from '../markdown/split.js';
import { plainText } from '../markdown/parse.js';
import { parseRegistryHeading } from '../docs/registry.js';
import type { SyncDialect } from '../dialect.js';

/**
 * Level-2 sections keyed by identity, for comparing and merging versions of SYNC.md and
 * PROJECT_REGISTRY.md section by section. Works on raw text (no Markdown parse): cheap enough to run
 * over every version of a file in git history.
 */

/** One section (or the preamble) with the identity that follows it across versions. */
export interface KeyedSection {
  /** The section's identity: the agent id (SYNC.md) or project id (registry), lower-cased; '' for the preamble. */
  key: string;
  /** The raw heading text, or null for the preamble. */
  heading: string | null;
  /** Raw text from the heading line up to the next level-2 heading. */
  text: string;
  /** `text` without its trailing whitespace. */
  body: string;
  /** The trailing whitespace cut from `body` (`body + gap === text`). */
  gap: string;
  /** `body` with LF line endings: what counts when comparing versions. */
  same: string;
}

export interface KeyedDoc {
  preamble: KeyedSection;
  sections: KeyedSection[];
  /** The file's dominant line ending. */
  eol: '\n' | '\r\n';
}

/** Derives a section's key from its heading text. */
export type SectionKeyFn = (headingText: string) => string;

/** SYNC.md: the agent id, case-insensitive (as `sync/unique-sections` compares them). */
export const syncSectionKey: SectionKeyFn = (h) => plainText(h.trim()).toLowerCase();
/** SYNC.md in a dialect: the section's id as the dialect reads it (`Producer (writes: x)` → `producer`). */
export function syncSectionKeyIn(dialect: SyncDialect): SectionKeyFn {
  return (h) => {
    const text = plainText(h.trim());
    const top = dialect.top.find((t) => t.match.test(text));
    return (top ? top.id : dialect.sectionId(text)).toLowerCase();
  };
}
/** PROJECT_REGISTRY.md: the project id without its provenance tag, case-insensitive (as `registry/unique`). */
export const registrySectionKey: SectionKeyFn = (h) => parseRegistryHeading(plainText(h)).id.toLowerCase();

/** Why a text cannot be split into keyed sections, or the split. */
export type KeyedResult = { ok: true; doc: KeyedDoc } | { ok: false; reason: string };

/** Splits a chunk of text into its body and the trailing whitespace after it. */
export function splitGap(text: string): { body: string; gap: string } {
  const body = trimTrailingSpace(text);
  return { body, gap: text.slice(body.length) };
}

function keyed(key: string, heading: string | null, text: string): KeyedSection {
  const { body, gap } = splitGap(text);
  return { key, heading, text, body, gap, same: normaliseText(body) };
}

/** The dominant line ending of a text (CRLF when most line breaks are CRLF). */
export function detectEol(text: string): '\n' | '\r\n' {
  const lf = (text.match(/\n/g) ?? []).length;
  const crlf = (text.match(/\r\n/g) ?? []).length;
  return crlf > 0 && crlf * 2 >= lf ? '\r\n' : '\n';
}

/**
 * Splits a text (BOM already removed) into the preamble and keyed sections. Refuses what cannot be
 * merged by section: an unclosed code fence, an empty heading, or two sections with one key.
 */
export function keyedSections(text: string, keyOf: SectionKeyFn): KeyedResult {
  const split = splitAtLevel2(text);
  if (split.unclosedFence)
    return { ok: false, reason: `a code fence opened at line ${split.unclosedFence.line} is never closed` };
  if (split.unclosedHtml)
    return {
      ok: false,
      reason:
        `an HTML block ("${split.unclosedHtml.opener}") opened at line ${split.unclosedHtml.at.line} is never ` +
        `closed`,
    };
  const seen = new Set<string>();
  const sections: KeyedSection[] = [];
  for (const chunk of split.sections) {
    const heading = headingOf(chunk);
    const key = keyOf(heading);
    if (!key) return { ok: false, reason: `the heading at line ${chunk.start.line} is empty` };
    if (seen.has(key)) return { ok: false, reason: `"${heading}" has two sections` };
    seen.add(key);
    sections.push(keyed(key, heading, chunk.text));
  }
  return { ok: true, doc: { preamble: keyed('', null, split.preamble.text), sections, eol: detectEol(text) } };
}

/** One piece of a merged document: a section taken from one side, or a conflict between the sides. */
export type MergedPiece =
  | { kind: 'take'; key: string; section: KeyedSection; from: 'ours' | 'theirs' | 'both'; lastInSource: boolean }
  | { kind: 'conflict'; key: string; ours: KeyedSection | null; theirs: KeyedSection | null };

export interface SectionMerge {
  /** The preamble, then the sections, in output order. */
  pieces: MergedPiece[];
  /** Keys of sections both sides changed differently (or one changed and the other removed). */
  conflicts: string[];
}

/**
 * Three-way merge by section. A section changed on one side takes that side; changed the same way
 * on both, that version; changed differently (or changed on one side and removed on the other), a
 * conflict confined to it. Sections added on either side are kept, in the order the adding side
 * placed them (ours' additions before theirs' at the same spot). The preamble merges the same way.
 * Keys in `appendOnly` (shared append-only sections) that both sides only appended to keep both
 * additions, theirs first.
 */
export function mergeKeyed(
  base: KeyedDoc,
  ours: KeyedDoc,
  theirs: KeyedDoc,
  options: { appendOnly?: ReadonlySet<string> } = {},
): SectionMerge {
  const sides: Sides = { base: indexed(base), ours: indexed(ours), theirs: indexed(theirs), ...options };
  const pieces: MergedPiece[] = [];
  for (const key of mergedOrder(sides, all(ours), all(theirs))) {
    const p = decideSection(key, sides);
    if (p) pieces.push(p);
  }
  return { pieces, conflicts: pieces.filter((p) => p.kind === 'conflict').map((p) => p.key) };
}

/** A document's sections by key, each with whether it is the last one of its file. */
type Indexed = Map<string, { s: KeyedSection; last: boolean }>;

/** The three versions a section merge reads, indexed by key. */
interface Sides {
  base: Indexed;
  ours: Indexed;
  theirs: Indexed;
  appendOnly?: ReadonlySet<string>;
}

const all = (d: KeyedDoc) => [d.preamble, ...d.sections];
const indexed = (d: KeyedDoc): Indexed => new Map(all(d).map((s, i, a) => [s.key, { s, last: i === a.length - 1 }]));

/**
 * Output order: ours' order, with theirs' new sections placed after the section they follow in theirs
 * (and after any sections ours added at that spot).
 */
function mergedOrder(sides: Sides, ours: KeyedSection[], theirs: KeyedSection[]): string[] {
  const order: string[] = ours.map((s) => s.key);
  const placed = new Set(order);
  let anchor = '';
  for (const s of theirs) {
    if (!placed.has(s.key)) {
      let at = order.indexOf(anchor) + 1;
      while (at < order.length && !sides.base.has(order[at]) && !sides.theirs.has(order[at])) at++;
      order.splice(at, 0, s.key);
      placed.add(s.key);
    }
    anchor = s.key;
  }
  return order;
}

type Side = { s: KeyedSection; last: boolean } | undefined;

/** What the merge keeps of the section `key`: one side's, both sides' appends, a conflict, or nothing (removed). */
function decideSection(key: string, sides: Sides): MergedPiece | null {
  const b = sides.base.get(key)?.s;
  const o = sides.ours.get(key);
  const t = sides.theirs.get(key);
  if (!o && !t) return null;
  if (o && t && o.s.same === t.s.same) return taken(key, o, 'ours');
  if (!b) return o && t ? conflictOf(key, o, t) : o ? taken(key, o, 'ours') : taken(key, t!, 'theirs');
  const oChanged = !o || o.s.same !== b.same;
  const tChanged = !t || t.s.same !== b.same;
  if (!oChanged) return t ? taken(key, t, 'theirs') : null;
  if (!tChanged) return o ? taken(key, o, 'ours') : null;
  if (o && t && sides.appendOnly?.has(key)) {
    const both = bothAppended(b, o, t);
    if (both) return { kind: 'take', key, section: both, from: 'both', lastInSource: o.last };
  }
  return conflictOf(key, o, t);
}

/** A section taken whole from one side. */
function taken(key: string, x: { s: KeyedSection; last: boolean }, from: 'ours' | 'theirs'): MergedPiece {
  return { kind: 'take', key, section: x.s, from, lastInSource: x.last };
}

/** A conflict between the sides' versions of a section (either may be absent: removed on that side). */
function conflictOf(key: string, o: Side, t: Side): MergedPiece {
  return { kind: 'conflict', key, ours: o?.s ?? null, theirs: t?.s ?? null };
}

/**
 * An append-only section both sides appended to: the base, theirs' addition, then ours'; null when either side
 * changed more than its end.
 */
function bothAppended(b: KeyedSection, o: { s: KeyedSection }, t: { s: KeyedSection }): KeyedSection | null {
  if (!o.s.body.startsWith(b.body) || !t.s.body.startsWith(b.body)) return null;
  const body = t.s.body + o.s.body.slice(b.body.length);
  return { ...o.s, body, text: body + o.s.gap, same: normaliseText(body) };
}

/** Conflict marker lines, as git writes them. */
export const CONFLICT_OURS = '<<<<<<< ours';
export const CONFLICT_SEP = '=======';
export const CONFLICT_THEIRS = '>>>>>>> theirs';

/** A conflict block around two versions of one section (either may be absent: removed on that side). */
export function conflictBlock(ours: string | null, theirs: string | null, eol: string): string {
  const side = (s: string | null) => (s ? s + eol : '');
  return `${CONFLICT_OURS}${eol}${side(ours)}${CONFLICT_SEP}${eol}${side(theirs)}${CONFLICT_THEIRS}`;
}

/**
 * True when a text holds any line that starts or ends a git conflict. Looser than `conflictBlocks` on
 * purpose: the merge driver hands anything conflict-like to git's own merge rather than guess.
 */
export function hasConflictMarkers(text: string): boolean {
  return /^(<{7}|>{7})(?: |\r?$)/m.test(text);
}

/** One piece of output: the body, the whitespace after it, and whether it ended its source file. */
export interface RenderPiece {
  body: string;
  gap: string;
  lastInSource: boolean;
}

/**
 * Joins pieces into a document. Pieces keep their own trailing whitespace, except that a piece which
 * ended its source file and is now followed by another gets a blank line, and the last piece ends
 * the way `finalGap` says (the trailing whitespace of ours).
 */
export function renderPieces(pieces: RenderPiece[], eol: string, finalGap: string): string {
  const shown = pieces.filter((p) => p.body !== '' || p.gap !== '');
  let out = '';
  shown.forEach((p, i) => {
    out += p.body;
    if (i === shown.length - 1) {
      out += p.lastInSource ? p.gap : finalGap;
    } else if (p.body === '') {
      out += p.gap;
    } else {
      const breaks = (p.gap.match(/\n/g) ?? []).length;
      out +=
        p.lastInSource && breaks < 2
          ? p.gap.replace(/[ \t\r\n]*$/, '') + eol + eol
          : breaks === 0
            ? p.gap + eol
            : p.gap;
    }
  });
  return out;
}

/** Renders a section merge with conflict blocks around the conflicting sections only. */
export function renderSectionMerge(merge: SectionMerge, eol: string, finalGap: string): string {
  return renderPieces(
    merge.pieces.map((p) =>
      p.kind === 'take'
        ? { body: p.section.body, gap: p.section.gap, lastInSource: p.lastInSource }
        : { body: conflictBlock(p.ours?.body ?? null, p.theirs?.body ?? null, eol), gap: eol, lastInSource: true },
    ),
    eol,
    finalGap,
  );
}
