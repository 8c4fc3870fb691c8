/**
 * Who made a commit (SPEC §3): a Handover-Agent trailer the author email contradicts, a Handover-Override from
 * anyone who is not an established dispatcher, and, with `identity.signatures: required`, an unsigned commit or
 * one signed by a key no agent has. Reported by `check --range` and `check --pre-receive`, per commit.
 */
declare const _default: import("../types.js").CommitRule;
export default _default;
