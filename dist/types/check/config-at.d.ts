import { type Config } from '../config/schema.js';
/** The config as committed at `sha`: JSON or YAML only (never code), or the defaults when there is none. */
export declare function configAt(root: string, sha: string, name: string): Promise<Config>;
