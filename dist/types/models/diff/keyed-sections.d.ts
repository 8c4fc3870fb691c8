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
export declare const syncSectionKey: SectionKeyFn;
/** SYNC.md in a dialect: the section's id as the dialect reads it (`Producer (writes: x)` → `producer`). */
export declare function syncSectionKeyIn(dialect: SyncDialect): SectionKeyFn;
/** PROJECT_REGISTRY.md: the project id without its provenance tag, case-insensitive (as `registry/unique`). */
export declare const registrySectionKey: SectionKeyFn;
/** Why a text cannot be split into keyed sections, or the split. */
export type KeyedResult = {
    ok: true;
    doc: KeyedDoc;
} | {
    ok: false;
    reason: string;
};
/** Splits a chunk of text into its body and the trailing whitespace after it. */
export declare function splitGap(text: string): {
    body: string;
    gap: string;
};
/** The dominant line ending of a text (CRLF when most line breaks are CRLF). */
export declare function detectEol(text: string): '\n' | '\r\n';
/**
 * Splits a text (BOM already removed) into the preamble and keyed sections. Refuses what cannot be
 * merged by section: an unclosed code fence, an empty heading, or two sections with one key.
 */
export declare function keyedSections(text: string, keyOf: SectionKeyFn): KeyedResult;
/** One piece of a merged document: a section taken from one side, or a conflict between the sides. */
export type MergedPiece = {
    kind: 'take';
    key: string;
    section: KeyedSection;
    from: 'ours' | 'theirs' | 'both';
    lastInSource: boolean;
} | {
    kind: 'conflict';
    key: string;
    ours: KeyedSection | null;
    theirs: KeyedSection | null;
};
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
export declare function mergeKeyed(base: KeyedDoc, ours: KeyedDoc, theirs: KeyedDoc, options?: {
    appendOnly?: ReadonlySet<string>;
}): SectionMerge;
/** Conflict marker lines, as git writes them. */
export declare const CONFLICT_OURS = "<<<<<<< ours";
export declare const CONFLICT_SEP = "=======";
export declare const CONFLICT_THEIRS = ">>>>>>> theirs";
/** A conflict block around two versions of one section (either may be absent: removed on that side). */
export declare function conflictBlock(ours: string | null, theirs: string | null, eol: string): string;
/**
 * True when a text holds any line that starts or ends a git conflict. Looser than `conflictBlocks` on
 * purpose: the merge driver hands anything conflict-like to git's own merge rather than guess.
 */
export declare function hasConflictMarkers(text: string): boolean;
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
export declare function renderPieces(pieces: RenderPiece[], eol: string, finalGap: string): string;
/** Renders a section merge with conflict blocks around the conflicting sections only. */
export declare function renderSectionMerge(merge: SectionMerge, eol: string, finalGap: string): string;
