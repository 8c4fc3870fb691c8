/**
 * The identity trailer (SPEC §3): every clone `init` sets up adds `Handover-Agent: <agent>` to each commit it makes,
 * from `HANDOVER_AGENT` when set (several agents in one checkout) else `git config handover.agent`, through git's own
 * `interpret-trailers`. Plain sh with no single quote (it goes
 * inside `sh -c '…'` for the pre-commit framework), no machine path, nothing from the tree: safe in tracked files.
 */
export declare const TRAILER_HOOK = "prepare-commit-msg";
export declare const TRAILER_BEGIN = "# handover:trailer (added by handover init: names the clone agent on every commit; keep it)";
export declare const TRAILER_END = "# handover:trailer-end";
/**
 * The sh lines that add the trailer to the message file `msg` (an sh word: `"$1"`, or lefthook's `{1}`). Never
 * twice (`--if-exists doNothing`: a message that already names an agent, an amend, `--push` writers, a merge that
 * carries one, keeps it); nothing when the clone has no valid `handover.agent`. A message without its final
 * newline (git's merge message) gets one first, so the trailer lands in a paragraph of its own.
 */
export declare function trailerLines(msg?: string): string;
/** True when a hook manager's config text already adds the trailer. */
export declare function addsTrailer(text: string): boolean;
