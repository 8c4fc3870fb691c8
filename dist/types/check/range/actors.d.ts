import type { Config } from '../../config/schema.js';
import type { RangeCommit } from '../../git/repo.js';
/** The actors of the range's commits per path (a file, a sync directory or one of its files). */
export declare class RangeActors {
    private readonly byPath;
    /** Path → the config (dialect) its last accepted migration reads it in. */
    private readonly migrated;
    /** Notes that commit `c`, made by `actor`, changed `path` (a migration commit counts as a migration). */
    note(path: string, c: RangeCommit, actor: string | null): void;
    /** Notes that a migration of `path` was accepted; its net change is then read in `config` (the new dialect). */
    migrate(path: string, config: Config): void;
    /**
     * The actors the net change of `path` is judged as, in the order they first changed it; null when no actor is
     * known or a migration rewrote it on purpose (then the static rules only).
     */
    netActors(path: string): string[] | null;
    /** The config `path`'s net change is read in when judged by its static rules only. */
    staticConfig(path: string, config: Config): Config;
}
