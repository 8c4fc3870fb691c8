import { type LogHeading, type SyncLayout } from '../models/dialect.js';
import { type DocKind, type SyncDoc } from '../models/index.js';
import { type PathCommit } from '../git/repo.js';
/**
 * Inference reads an existing coordination file with each dialect description the models know and keeps the one
 * that reads the most of it (SPEC §7): it chooses among descriptions, it never parses on its own. What it returns
 * is the config that reads the file as it is, how many headings that reading matched, or a refusal that names the
 * closest shape.
 */
export interface Inference {
    path: string;
    kind: DocKind;
    /** The config keys that read the file as it is (empty: the defaults read it). */
    config: InferredConfig;
    /** The shape, in words, with an example heading from the file. */
    shape: string;
    /** Headings (or table rows) the chosen reading took as entries or sections, of those at its level. */
    matched: number;
    total: number;
    /** What `matched` and `total` count: headings, the rows of a table, or a list's items. */
    unit?: 'rows' | 'items';
    /** null when readable; else the sentence refusing to guess (naming the closest shape and migrate). */
    refusal: string | null;
}
export interface InferredConfig {
    dialect?: 'cmap';
    log?: {
        heading?: LogHeading;
        level?: 3;
        order?: 'newest-first' | 'any';
        writer?: string;
        amendLast?: true;
        trailer?: true;
        stamp?: true;
        pinned?: true;
        archive?: string;
        section?: string;
        reference?: string[];
    };
    registry?: {
        layout: 'sections' | 'table';
    };
    sync?: {
        level?: 3;
        layout?: Exclude<SyncLayout, 'sections'>;
        /** Labels in the board's own words; `optional`: a section may go without it, as its history shows. */
        fields?: Partial<Record<'focus' | 'blocked' | 'next', {
            label?: string;
            optional?: true;
        } | false>>;
        ownFields?: true;
        /** Sections of the owner's after the agents' (a summary): `sync.shared`. */
        shared?: Record<string, 'owner-only'>;
        /** The one writer who keeps the board for every agent, as its history shows (discovery). */
        keeper?: string;
    };
    /** Where the files are, when not at the default names (discovery). */
    files?: Partial<Record<DocKind, string>>;
    /** Files left alone under a protocol file's name (a snapshot at HANDOVER.md). */
    ignore?: string[];
    /** The log's one writer and the author email its history shows (discovery). */
    agents?: Record<string, {
        emails: string[];
    }>;
}
/** Infers how to read one file; `kind` null: whichever kind reads it best. `writer`: the agent, for `log.writer`. */
export declare function inferFile(path: string, bytes: Uint8Array | string, kind: DocKind | null, writer: string | null): Inference;
/** The snapshot headings a document carries ("Current state", "Last session", "Next steps"), when it is one. */
export declare function snapshotShape(text: string): string | null;
/** Agent sections that carry each of a schema's fields once (an optional one at most once). */
export declare function fullSections(doc: SyncDoc): SyncDoc['sections'];
/** One line of `init`'s report for an inference (with discovery's sureness and key, when it has them). */
export declare function describeInference(i: Inference & {
    sureness?: string;
    why?: string;
    key?: string | null;
    note?: string;
}): string;
/** Inferred config keys as YAML flow text, for messages. */
export declare function configText(c: InferredConfig): string;
/** The inferences for the protocol files a repo holds under its configured names, and the config they add up to. */
export declare function inferRepo(root: string, files: Record<DocKind, string>, writer: string | null, read: (path: string) => Uint8Array | null): {
    found: Inference[];
    config: InferredConfig;
    refusal: string | null;
};
/** A file's last `HISTORY_VERSIONS` commits, oldest first, and its text at each (`versions`: those that read). */
export declare function recentVersions(root: string, path: string): Promise<{
    history: PathCommit[];
    texts: Map<string, string | null>;
    versions: string[];
}>;
/**
 * The conventions a log follows that its headings do not show (issue 31), read from its text and, where cheap, its
 * git history, as log knobs: `trailer` when `##` sections after the last entry do not read as entries (guidelines
 * kept last); `amendLast` when a commit among its last 50 added text at the end of the newest entry (the old file a
 * prefix of the new, the added text no new entry); `archive` when one of them moved the oldest entries, unchanged,
 * to another Markdown file, else when the text names a tracked archive file. `log`: the knobs already inferred from
 * the headings.
 */
export declare function logConventions(root: string, path: string, o: {
    text: string;
    log: NonNullable<InferredConfig['log']>;
}): Promise<Pick<NonNullable<InferredConfig['log']>, 'amendLast' | 'trailer' | 'stamp' | 'archive' | 'order' | 'section' | 'pinned' | 'reference'>>;
/** The archive path with the one date in its file name as `*` (`archive/LOG-2026-01.md`: `archive/LOG-*.md`), or null. */
export declare function periodPattern(path: string): string | null;
/**
 * The `##` heading whose `###` sections are a level-3 log's entries when the log is one section of a bigger file
 * (`log.section`, a status board's `## Recent Session Handoffs`): every `###` that reads as an entry sits under that
 * one heading, and the file has other `##` sections (tables, guidelines) whose `###` do not read as entries. Null
 * when the entries sit under several `##` headings (a log grouped by month), none, or the file has no other section.
 */
export declare function logSection(text: string, log: NonNullable<InferredConfig['log']>): string | null;
/**
 * The headings that may be a level-2 log's reference sections (`log.reference`): `##` sections that do not read as
 * entries and sit between two that do (`## Environment Reference` between sessions), with no digit in the heading, so
 * a misspelt entry heading (which carries its number or date) is never one. The text alone cannot tell such a section
 * from a broken entry heading (`## ${ts}`, a shell heredoc's): `copiesReference` asks the history. Empty when none.
 */
export declare function referenceHeadings(text: string, log: NonNullable<InferredConfig['log']>): string[];
/**
 * Whether a log's history adds reference sections (`log.reference` names the candidates) the way such a log does: a
 * commit among `versions` (oldest first) that, read with the knob, added entries and after them a new copy of a
 * reference section the file had, and changed nothing else (every old entry and old reference section as it was).
 * One section that was never copied (`## ${ts}` between entries, a heredoc's broken heading) is no evidence.
 */
export declare function copiesReference(versions: string[], log: NonNullable<InferredConfig['log']>): boolean;
/** Whether a level-2 log keeps `##` sections that do not read as entries after its last entry. */
export declare function hasTrailer(text: string, log: NonNullable<InferredConfig['log']>): boolean;
/**
 * Whether a level-2 log keeps a marker after its last entry (`<!-- Conor appends his entry below -->`, maybe after a
 * `---`) above which its history adds entries: a commit among `versions` (oldest first) added entries above the marker
 * it had, changing nothing else. From the text alone a comment at the end of the last entry may be the entry's own.
 */
export declare function keepsMarkerLast(text: string, versions: string[], log: NonNullable<InferredConfig['log']>): boolean;
/**
 * Whether a log's history keeps a stamp at its end (`log.stamp`: `*Last updated: … — Session 9*`): a commit among
 * `versions` (oldest first) whose only change, read with the knob, is entries added and the stamp rewritten, and
 * which fails without it. The text alone cannot tell a stamp from the last entry's closing line.
 */
export declare function rewritesStamp(versions: string[], log: NonNullable<InferredConfig['log']>): boolean;
/**
 * Whether a log whose headings cannot tell its order (no two entries at different times) is kept newest first by
 * its history: in more of its commits the new entries appeared above the old ones than below them, at least once.
 */
export declare function newestFirstByHistory(text: string, versions: string[], log: NonNullable<InferredConfig['log']>): boolean;
/**
 * Where a log's history added entries, counted over its commits that kept every old entry unchanged, in order, as
 * one block: `top`, above the old entries (some of them); `bottom`, below them (some of them); `pinned`, right
 * above the same unchanged last entry (two or more old entries, no new one elsewhere); `lastPinned`, whether the
 * newest commit that added entries added them there.
 */
export declare function addedEnds(versions: string[], log: NonNullable<InferredConfig['log']>): {
    top: number;
    bottom: number;
    pinned: number;
    lastPinned: boolean;
};
/**
 * Whether `after` is `before` with text added at the end of its newest entry (the one its heading dates latest, as
 * `log.amendLast` reads it: not always the last in the file), maybe with new entries: no other change, and one that
 * the knob is needed for.
 */
export declare function amendsNewest(before: string, after: string, log: NonNullable<InferredConfig['log']>): boolean;
/** The file's bytes when `f` is an inference of `kind` that reads (no refusal, no dialect given), else null. */
export declare function readsAs(f: Inference, kind: Inference['kind'], read: (path: string) => Uint8Array | null): Uint8Array | null;
/**
 * Adds the conventions `logConventions` finds to each log inference that reads (and to the repo's config, when
 * given), so `init` writes them and `init --detect` shows them.
 */
export declare function withLogConventions(root: string, found: Inference[], read: (path: string) => Uint8Array | null, config?: InferredConfig): Promise<void>;
