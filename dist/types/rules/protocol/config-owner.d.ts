/**
 * Only the config's `owner` or a dispatcher changes how handover judges this repo: its config, its baseline
 * (`.handover-baseline.json`), the `.gitattributes` lines for the protocol files, and the hook-manager lines that run handover. A tracked
 * `node_modules/.bin/handover` is reported from anyone: hooks must never run a CLI a change planted.
 */
declare const _default: import("../types.js").CommitRule;
export default _default;
/** The config files cosmiconfig finds under the name `handover` (package.json is judged by its keys). */
export declare const CONFIG_FILES: string[];
export declare const PLANTED_CLI = "node_modules/.bin/handover";
/** Every path (or folder) the rule watches, for listing the commits and files that touch them. */
export declare const WATCHED_PATHS: string[];
/**
 * The watched paths for a repo whose protocol files are `protocolPaths`: WATCHED_PATHS and the `.gitattributes`
 * of every folder on the way to a protocol file (a nested one decides for the files below it).
 */
export declare function watchedPaths(protocolPaths: string[]): string[];
/** Whether a path is a `.gitattributes` file (at the root or in a folder). */
export declare const isAttributesFile: (path: string) => boolean;
/** One watched file's two versions as text (null: absent). */
export interface WatchedChange {
    path: string;
    before: string | null;
    after: string | null;
}
/** What a change to a watched file does that only the owner or a dispatcher may do, or null when nothing. */
export declare function configChange(c: WatchedChange, _protocolPaths?: string[]): string | null;
