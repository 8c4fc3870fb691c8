declare const _default: import("../types.js").HistoricalRule;
export default _default;
