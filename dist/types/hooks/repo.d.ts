import type { Config } from '../config/schema.js';
import { type HookAnswer } from './payload.js';
/** The repo a hook acts on, with its config; or the note to give when there is none. */
export declare function hookRepo(dir: string, hook: string): Promise<{
    root: string;
    config: Config;
} | HookAnswer>;
export declare function isAnswer(v: unknown): v is HookAnswer;
/**
 * Every folder from `dir` up to the file system's root that holds a `.git` (a folder, or a one-line file), nearest
 * first: the repositories a file there may belong to. A file is judged by each whose config names it, never by the
 * nearest `.git` alone: a planted `sync/.git` must not make `sync/bob.md` nobody's.
 */
export declare function enclosingRepos(dir: string): string[];
