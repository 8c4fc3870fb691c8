import type { Config } from '../config/schema.js';
import { type HeadingText } from './read.js';
import { type MigrateOptions, type Migration, type OrderChoice } from './types.js';
/**
 * HANDOVER.md in any shape this tool knows (canonical entries, `## Queue`/`## Processed (archive)` with
 * `###` entries, headings that carry only a date or a timestamp, prose sections, newest-first logs)
 * rendered in the canonical form of SPEC §2: `## <seq> · <timestamp>[ · <title>]`, oldest first,
 * numbered 1, 2, 3 …, every word of the input kept.
 */
/** What a heading says about time and title. */
interface HeadingInfo {
    timestamp: string | null;
    date: string | null;
    title: string | null;
    canonical: boolean;
}
/** Reads the date or timestamp a heading starts with, and the title after it. */
export declare function headingInfo(content: string): HeadingInfo;
/** True when a heading carries a date or a timestamp. */
export declare const datedHeading: (h: HeadingText) => boolean;
/** The order auto-detection picks from the times the input states, in document order. */
export declare function detectOrder(known: (string | null)[]): OrderChoice;
export declare function migrateHandover(raw: string, options: MigrateOptions, config: Config, what?: string): Migration;
export {};
