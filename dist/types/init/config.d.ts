import { type Config } from '../config/schema.js';
import { type Outcome } from './outcome.js';
export declare const CONFIG_FILE = ".handoverrc.yaml";
/** What init wants the config to say. */
export interface ConfigWish {
    agent: string;
    owner: string | null;
    upstreams: Record<string, string>;
    /** The branch an upstream's HEAD names, when it is not `main` (the default ref): written as its `ref`. */
    refs?: Record<string, string>;
    /** The dialect of the protocol files (SPEC §7), written only when it is not the default. */
    dialect?: string;
    /** The keys that read the existing files as they are (`log`, `sync`), inferred from them. */
    inferred?: Record<string, unknown>;
}
/** The config file text init writes for a wish. */
export declare function renderConfig(wish: ConfigWish): string;
/**
 * Writes `.handoverrc.yaml` when no config exists. An existing YAML config is extended (keys it lacks:
 * agent, owner, new upstreams), keeping its comments; other formats are kept and what they lack is
 * reported. Never rewritten, not even by --force: the config holds the user's choices (dispatchers, rules …).
 */
export declare function ensureConfig(root: string, existing: Config, wish: ConfigWish): Outcome;
/**
 * After `migrate --write` put a log into the handover form: the config's `log` knobs of its old shape (inferred by
 * init: the headings, and the section of a bigger file, reference sections or trailer the migration made entries of)
 * are dropped, so the next `append` writes the new heading shape and the rules read the whole file as it now is. A YAML or JSON config is edited in place (comments kept); another format is reported with what to remove.
 */
export declare function dropLogHeadingKnobs(config: Config): {
    what: string;
    edited: boolean;
    keys: string[];
} | null;
/**
 * After `migrate --write` converted files the config leaves alone (`ignore`): they are read now, so they leave the
 * list and come under the guard. A YAML or JSON config is edited in place; another format is reported.
 */
export declare function readAgain(config: Config, paths: string[]): {
    what: string;
    edited: boolean;
    paths: string[];
} | null;
