declare const _default: import("../types.js").StaticRule;
export default _default;
