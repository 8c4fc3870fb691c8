/** Declares a static rule; `check` gets the typed document of its file kind. */
export function staticRule(rule) {
    return { ...rule, kind: 'static' };
}
/** Declares a historical rule; `check` gets base, head and actor of its file kind. */
export function historicalRule(rule) {
    return { ...rule, kind: 'historical' };
}
