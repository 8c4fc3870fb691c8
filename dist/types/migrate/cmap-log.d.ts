/** A canonical log (as `migrate --to handover` writes it) in the cmap dialect. */
export declare function toCmapLog(text: string, artifact: string, what?: string): string;
/** A cmap log in the canonical dialect: see the module comment. */
export declare function toCanonicalLog(text: string, artifact: string, what?: string, layout?: boolean): string;
