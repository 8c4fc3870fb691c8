/**
 * A dialect is data the models read: how a log's entries are headed, at which level, in which order,
 * under which grouping sections, with which fields, which of them may change, and how SYNC.md names its
 * sections and fields. The models turn any dialect's files into the same typed documents; rules never
 * ask which dialect they are in (SPEC §7).
 */
export type DialectName = 'handover' | 'cmap';
export declare const DIALECTS: DialectName[];
/** How a log entry's heading identifies it. */
export type HeadingGrammar = 'seq' | 'timestamp' | 'date' | 'id';
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
export interface LogDialect {
    name: DialectName;
    heading: HeadingGrammar;
    level: 2 | 3;
    order: 'oldest-first' | 'newest-first';
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
}
/** How a shared (non-agent) SYNC.md section may change. */
export interface SharedPolicy {
    /**
     * `append-only`: old text stays a prefix; `append-rows`: old list items stay, a `-- RESOLVED <date>: …` suffix may be
     * added; `owner-only`: any edit, by the owner.
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
}
export interface Dialect {
    name: DialectName;
    log: LogDialect;
    sync: SyncDialect;
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
/** The options of the canonical dialect's log and SYNC fields (config `log`, `sync.fields`). */
export interface DialectOptions {
    dialect?: DialectName;
    log?: {
        heading?: 'seq' | 'timestamp' | 'date';
        level?: 2 | 3;
        order?: 'oldest-first' | 'newest-first';
    };
    syncFields?: Partial<Record<'focus' | 'blocked' | 'next', {
        label?: string;
        aliases?: string[];
    }>>;
    shared?: Record<string, 'append-only' | 'owner-only'>;
}
/** Builds the dialect a repo's config describes. */
export declare function makeDialect(o?: DialectOptions): Dialect;
/** The canonical dialect with defaults. */
export declare const CANONICAL: Dialect;
/** Whether a log dialect is SPEC §2's own (numbered level-2 entries, oldest first, no fields): the fast paths' case. */
export declare function isCanonicalLog(d: LogDialect): boolean;
