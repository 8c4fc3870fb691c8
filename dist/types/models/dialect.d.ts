/**
 * A dialect is data the models read: how a log's entries are headed, at which level, in which order,
 * under which grouping sections, with which fields, which of them may change, and how SYNC.md names its
 * sections and fields. The models turn any dialect's files into the same typed documents; rules never
 * ask which dialect they are in (SPEC §7).
 */
export type DialectName = 'handover' | 'cmap';
export declare const DIALECTS: DialectName[];
/**
 * How a log entry's heading identifies it. `seq`: `3 · 2026-11-29T10:00:00Z`; `timestamp`: an RFC 3339 timestamp
 * first; `date`: a date first, however it is written after it (`2026-02-15: Title`, `[2026-02-26] agent: title`,
 * `2026-03-19 Claude Code: title`, `2026-02-15 10:00 · x`); `date-last`: a title carrying its date
 * (`Session Update (2026-03-16, evening)`); `id`: `entry-id: title`.
 */
export type HeadingGrammar = 'seq' | 'timestamp' | 'date' | 'date-last' | 'id';
/** The grammars the config's `log.heading` names (`id` belongs to the cmap dialect). */
export declare const LOG_HEADINGS: readonly ["seq", "timestamp", "date", "date-last"];
export type LogHeading = (typeof LOG_HEADINGS)[number];
/** Whether entries of a grammar are identified by their day (the n-th entry of a day gets `#n`). */
export declare const byDay: (h: HeadingGrammar) => boolean;
/** A field an entry carries (`- **name**: value`). */
export interface EntryFieldSpec {
    name: string;
    required: boolean;
    /** The value must match (else the entry is malformed). */
    pattern?: RegExp;
    /** What the value must look like, for messages. */
    shape?: string;
}
/** A level-2 section that holds level-3 entries. */
export interface GroupSpec {
    /** The lane entries in it belong to (`queue`, `processed`); '' for one lane across groups. */
    lane: string;
    /** Matches the section's heading text. */
    match: RegExp;
    /** The heading as tools write it. */
    heading: string;
    required: boolean;
}
/** The orders a log keeps its entries in (`any`: new entries at either end of the old ones). */
export type LogOrder = 'oldest-first' | 'newest-first' | 'any';
/** Whether a dialect's log has a pinned closing entry (`log.pinned`): its last entry, when it has two or more. */
export declare function pinnedEntry<E>(d: LogDialect | null | undefined, entries: readonly E[]): E | null;
export interface LogDialect {
    name: DialectName;
    heading: HeadingGrammar;
    level: 2 | 3;
    /**
     * `any` (config `log.order: any`): the file keeps no one order (it added entries below, then on top): read in file
     * order, the old entries stay one unchanged block in their order and new entries enter at either end of it.
     */
    order: LogOrder;
    /** With level 3: the level-2 sections entries sit in; null: every level-2 section is a group of one lane. */
    groups: GroupSpec[] | null;
    /**
     * Whether a heading at the entry level that does not read as an entry heading is an error (else it is entry text).
     */
    strictHeadings: boolean;
    /** The fields each entry carries; empty for free text. */
    fields: EntryFieldSpec[];
    /** Fields whose value may change after the entry was written, and to what. */
    mutable: Record<string, Record<string, string[]>>;
    /** Lane moves an entry may make (from, to). */
    moves: [string, string][];
    /** The field naming the entry's writer (its author), or null when the title alone names the writer. */
    authorField: string | null;
    /** The field naming who an entry is for (`any` or a consumer), or null. */
    audienceField: string | null;
    /** Field labels count only as written in the dialect (`status`, not `Status`); else any case and spacing. */
    exactLabels: boolean;
    /** Whether a log with no entries at all is worth a warning (a queue that never received one). */
    warnEmpty: boolean;
    /** The log's one writer when its title does not name it (config `log.writer`), or null. */
    writer: string | null;
    /**
     * Whether the newest entry may be amended by adding text at its end (config `log.amendLast`): the old entry's
     * text stays a prefix of the new. The newest is the one its heading dates latest (of the same time, the later in the
     * log's order), wherever it sits. Every other entry stays as it was.
     */
    amendLast: boolean;
    /**
     * Whether `##` sections after the last entry that do not read as entries (guidelines, a legend) are the log's
     * trailer (config `log.trailer`, level 2): they stay last, unchanged, and new entries go above them. So does a
     * marker closing the last entry (HTML comments on lines of their own: `<!-- Conor appends his entry below -->`).
     */
    trailer: boolean;
    /**
     * Whether emphasis-only paragraphs (`*Last updated: … — Session 9*`) at the very end of the file, after the last
     * entry's own text, are the log's stamp (config `log.stamp`): no part of any entry, free to change, and new entries
     * go above them. The same lines anywhere else are entry text.
     */
    stamp: boolean;
    /**
     * Whether the log's last entry is a closing entry kept last (config `log.pinned`, oldest-first logs): new entries
     * go right above it, it stays unchanged, and it is no part of the order its entries are numbered and dated in.
     */
    pinned: boolean;
    /**
     * The repo-relative file the log's oldest entries are moved to when it is rotated (config `log.archive`), a pattern
     * with one `*` naming one archive file per period (`LOG-*.md`), or a list of them; null: none. A change may then
     * remove the oldest entries (a run from the oldest end) when one archive file's new version holds each of them
     * unchanged; every archive file only grows. It does not change how the log is read or written.
     */
    archive: string | readonly string[] | null;
    /**
     * The heading of the one `##` section of a bigger file that holds the log (config `log.section`, e.g. `Recent Session
     * Handoffs`), or null: the whole file is the log. Its `###` sections are the entries; the rest of the file (a board's
     * tables above it, guidelines below it) is not the log: only its title line stays as it was.
     */
    section: string | null;
    /**
     * The headings of the reference sections a level-2 log kept oldest first holds between its entries (config
     * `log.reference`, e.g. `Environment Reference`): `##` sections under such a heading are no entries. Each stays byte
     * for byte where it is (after the same entry); a new one (a fresh copy) enters only after the last old entry, with
     * or after the new entries. Any other heading that does not read as an entry is still an error.
     */
    reference: readonly string[];
}
/** One SYNC.md field of an agent section. */
export interface SyncFieldSpec {
    /** The model's name for it. */
    name: string;
    /** The label tools write. */
    label: string;
    /** Other labels read as this field (normalised: lower case, single spaces). */
    aliases: string[];
    mayBeEmpty: boolean;
    /**
     * Whether a section may go without it (config `sync.fields.<field>.optional`): a board whose agent sections carry
     * it in their own measure. Carried, it is checked as any field; missing, it is no finding.
     */
    optional?: boolean;
}
/** How a shared (non-agent) SYNC.md section may change. */
export interface SharedPolicy {
    /**
     * `append-only`: old text stays a prefix; `append-rows`: old list items stay, a `-- RESOLVED <date>: …` suffix may
     * be added; `owner-only`: any edit, by the owner.
     */
    mode: 'append-only' | 'append-rows' | 'owner-only';
    /** `owner`: only the owner or a dispatcher writes it; `any`: every agent may add to it. */
    writers: 'owner' | 'any';
}
export interface TopSectionSpec extends SharedPolicy {
    id: string;
    match: RegExp;
    required: boolean;
}
export interface SyncDialect {
    name: DialectName;
    fields: SyncFieldSpec[];
    /** Whether an unknown `**field**` line is an error or a warning. */
    unknownFields: 'error' | 'warn';
    /** Whether each field must carry a `(YYYY-MM-DD)` date. */
    dated: boolean;
    /** Reads the agent id out of a section heading (`Producer (writes: repo)` → `Producer`). */
    sectionId(heading: string): string;
    /** The heading tools write for an agent's new section. */
    sectionHeading(agent: string, repo: string | null): string;
    /** Shared sections the dialect itself defines, before the agent sections. */
    top: TopSectionSpec[];
    /** Shared sections from the config (`sync.shared`), by heading. */
    shared: Record<string, SharedPolicy>;
    /** `history`: a section is stale when no commit changed it for staleDays; `dates`: when every field date is older. */
    stale: 'history' | 'dates';
    /** The label of a dated note a dispatcher may add to another agent's section, or null. */
    note: string | null;
    /** Field labels count only as written in the dialect (`current-focus`, not `Current-Focus`). */
    exactLabels: boolean;
    /** Fewer agent sections than this is worth a warning (a commons of one agent coordinates nobody); 0: never. */
    minAgents: number;
    /**
     * The level of an agent section's heading. At 3, each level-2 heading that is not a shared section is a group
     * heading (a status group such as `## Active`): the owner's, like the preamble; the `###` sections under it are
     * the agents'. An agent may move its own section from one group to another.
     */
    level: 2 | 3;
    /**
     * `sections`: a heading per agent; `table`: one Markdown table, a row per agent (config `sync.layout`), whose
     * columns named like the fields are its fields and whose other columns are the board's own; `tables`: a table per
     * status group (`## In progress`, `## Done`), each with an agent column, a row per agent and task: the group's
     * heading is the row's status, an agent may hold several rows, and moving one's own row to another group's table
     * is an update; `list`: agents as list items under status groups (`## Active` then `- **alice**: text`), the text
     * after the name the focus, nested `**Label:** value` items more fields.
     */
    layout: SyncLayout;
    /**
     * Whether bold fields and list items that are not the dialect's fields are the section's own (config
     * `sync.ownFields`): kept as fields with no name, never a finding. Else an unknown field in a list is an error.
     */
    ownFields: boolean;
}
export declare const SYNC_LAYOUTS: readonly ["sections", "table", "tables", "list"];
export type SyncLayout = (typeof SYNC_LAYOUTS)[number];
/** Whether a layout's agent sections sit in status groups whose heading is their status. */
export declare const groupedLayout: (l: SyncLayout) => boolean;
export interface Dialect {
    name: DialectName;
    log: LogDialect;
    sync: SyncDialect;
    /** How PROJECT_REGISTRY.md lays out its projects (config `registry.layout`; SPEC §2: `tagged`). */
    registry: {
        layout: 'tagged' | 'sections' | 'table';
    };
}
/** The canonical dialect's SYNC fields (SPEC §2). */
export declare const HANDOVER_SYNC_FIELDS: SyncFieldSpec[];
/** The log as SPEC §2 writes it. */
export declare const HANDOVER_LOG: LogDialect;
/** SYNC.md as SPEC §2 writes it. */
export declare const HANDOVER_SYNC: SyncDialect;
/** The reference protocol's HANDOVER.md (`docs/handover-spec.md`). */
export declare const CMAP_LOG: LogDialect;
/** The reference protocol's SYNC.md (`docs/sync-spec.md`). */
export declare const CMAP_SYNC: SyncDialect;
/**
 * Field labels status boards are known to use for the three SYNC.md fields: what `init` tries when it infers a
 * board's `sync.fields` (normalised as labels are: case and `-`/`_` do not count).
 */
export declare const KNOWN_SYNC_ALIASES: Record<'focus' | 'blocked' | 'next', string[]>;
/** Headings of a snapshot document (one document rewritten every session), as opposed to a log. */
export declare const SNAPSHOT_HEADINGS: RegExp[];
/** The options of the canonical dialect's log and SYNC fields (config `log`, `sync.fields`). */
export interface DialectOptions {
    dialect?: DialectName;
    log?: {
        heading?: LogHeading;
        level?: 2 | 3;
        order?: LogOrder;
        writer?: string | null;
        amendLast?: boolean;
        trailer?: boolean;
        stamp?: boolean;
        pinned?: boolean;
        archive?: string | readonly string[] | null;
        section?: string | null;
        reference?: string | readonly string[] | null;
    };
    /** A field's labels, or false: the board has no such field (its Blocked or Next), so none is asked for. */
    syncFields?: Partial<Record<'focus' | 'blocked' | 'next', {
        label?: string;
        aliases?: string[];
        optional?: boolean;
    } | false>>;
    /** The level of SYNC.md's agent sections (config `sync.level`). */
    syncLevel?: 2 | 3;
    /** How SYNC.md lays out its agents (config `sync.layout`). */
    syncLayout?: SyncLayout;
    /** Whether fields other than the dialect's are the sections' own (config `sync.ownFields`). */
    syncOwnFields?: boolean;
    /** How PROJECT_REGISTRY.md lays out its projects (config `registry.layout`). */
    registryLayout?: 'tagged' | 'sections' | 'table';
    shared?: Record<string, 'append-only' | 'owner-only'>;
}
/** Builds the dialect a repo's config describes. */
export declare function makeDialect(o?: DialectOptions): Dialect;
/** The canonical dialect with defaults. */
export declare const CANONICAL: Dialect;
/**
 * Whether a log dialect is SPEC §2's own (numbered level-2 entries, oldest first, no fields): the fast paths' case.
 */
export declare function isCanonicalLog(d: LogDialect): boolean;
/** Matches a `##` heading's text that names a section: the same words, any case and spacing, a trailing colon. */
export declare function sectionMatch(section: string): RegExp;
