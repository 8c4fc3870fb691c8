import type { Config } from '../config/schema.js';
import { type HookAnswer } from './payload.js';
/** The repo a hook acts on, with its config; or the note to give when there is none. */
export declare function hookRepo(dir: string, hook: string): Promise<{
    root: string;
    config: Config;
} | HookAnswer>;
export declare function isAnswer(v: unknown): v is HookAnswer;
