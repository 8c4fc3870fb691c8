import { type LogDialect } from '../dialect.js';
import { type HandoverDoc } from './handover.js';
/**
 * The fast path for a grown log. When the old bytes are a prefix of the new and what was added is whole new
 * entries (blank lines, then a level-2 heading), the old version is not parsed at all: append-only holds by
 * construction, and only the tail is parsed, numbered from the line it starts on, with the old log's last entry
 * as `prior` so sequence and time order continue across the seam. Returns null whenever that does not hold
 * (the caller then compares full parses): text added to the last entry, a fence or comment left open, bytes
 * that are not valid UTF-8, a last heading that is not an entry heading. A log that grows at the top (newest
 * first) takes `parseInserted`, the same idea for entries inserted where the newest one goes.
 */
export declare function parseAppended(path: string, base: Uint8Array, head: Uint8Array, dialect?: LogDialect): {
    base: HandoverDoc;
    head: HandoverDoc;
} | null;
