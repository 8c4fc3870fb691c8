import type { Config } from '../config/schema.js';
import { type FileResult } from '../engine/lint.js';
/**
 * `check --staged` (the index against HEAD) and `check` with no mode (the working tree against HEAD).
 * Files that did not change are skipped; with no commit yet there is no base, so only the static rules run.
 * A staged file whose working-tree copy has the staged blob's id is read from disk, and a HEAD version that is
 * a prefix of the new one is recognised by its blob id alone, so a grown 40 MB log costs no blob read at all.
 */
export declare function checkLocal(root: string, config: Config, mode: 'staged' | 'worktree', who: {
    flag?: string;
    env: NodeJS.ProcessEnv;
}): Promise<FileResult[]>;
/**
 * A log's HEAD version from this size on (1 MB) is streamed against the new one, not held whole (see `OldStream`);
 * tests lower it to run every log through that path.
 */
export declare const LOCAL_READ: {
    streamFrom: number;
};
