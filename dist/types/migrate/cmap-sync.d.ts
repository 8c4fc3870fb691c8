/** A cmap SYNC.md in the canonical dialect. */
export declare function syncToCanonical(text: string): string;
/**
 * A canonical SYNC.md in the cmap dialect; `today` dates the fields that have no date; `shared`: the config's shared
 * headings.
 */
export declare function syncToCmap(text: string, today: string, shared: ReadonlySet<string>): string;
