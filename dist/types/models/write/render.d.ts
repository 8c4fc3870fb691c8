import type { LogDialect, SyncDialect } from '../dialect.js';
import type { HandoverDoc, HandoverEntry } from '../docs/handover.js';
import type { SyncDoc } from '../docs/sync.js';
/** What a new entry says, in any dialect: tools fill in what the dialect's heading and fields need. */
export interface EntryContent {
    seq?: number | null;
    id?: string | null;
    /** RFC 3339 with a zone. */
    timestamp: string;
    title?: string | null;
    /**
     * The dialect's fields by name (`for`, `artifact-path` …); `date`, `from`, `status`, `summary` are filled in when
     * absent.
     */
    fields?: Record<string, string>;
    /** The body (in a dialect with a `summary` field, its value when `fields.summary` is not given). */
    text: string;
    author?: string | null;
    /** What the entry corrects, as the dialect names entries (`#3`, an id). */
    corrects?: string[];
}
/** An entry's heading as tools write it in a dialect, without the `#` markers. */
export declare function entryHeadingText(dialect: LogDialect, e: EntryContent): string;
/** A whole entry in a dialect's canonical form, ending with one line break. */
export declare function renderEntry(dialect: LogDialect, e: EntryContent): string;
/** What a typed entry says, read back for rendering in another dialect. */
export declare function entryContent(e: HandoverEntry, from: LogDialect): EntryContent;
/**
 * A typed log rendered in a dialect's canonical form: its title naming the writer, the grouping sections the
 * dialect has, the entries in the dialect's order (numbered 1, 2, 3 … oldest first when it numbers them). For
 * `migrate --to`.
 */
export declare function renderHandover(doc: HandoverDoc, to: LogDialect): string;
/** A typed SYNC.md rendered in a dialect's canonical form: its shared sections, then each agent's section. */
export declare function renderSync(doc: SyncDoc, to: SyncDialect, today?: string): string;
