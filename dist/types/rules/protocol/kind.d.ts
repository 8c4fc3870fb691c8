/**
 * The threshold: a file with at least MIN_SECTIONS sections of which none fit its kind, or at least
 * MIN_MIXED of which fewer than half fit. Smaller or mostly fitting files keep their per-section findings.
 */
export declare const MIN_SECTIONS = 3;
export declare const MIN_MIXED = 5;
/** True when a file with `fit` of `total` sections fitting is diagnosed as not its kind. */
export declare function looksLikeAnotherKind(fit: number, total: number): boolean;
declare const _default: import("../types.js").StaticRule;
export default _default;
