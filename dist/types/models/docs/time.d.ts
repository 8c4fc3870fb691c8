/** Milliseconds since the epoch for an RFC 3339 timestamp with a zone, or null when it is not one. */
export declare function parseRfc3339(s: string): number | null;
/** The current UTC time in the canonical form tools write: `2026-11-29T10:00:00Z`. */
export declare function nowRfc3339(date?: Date): string;
