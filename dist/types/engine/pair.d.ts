import type { Config } from '../config/schema.js';
import type { DocKind, ForestFacts } from '../models/index.js';
import type { MigrateClaim } from '../migrate/types.js';
/** A protocol file kind, or `append-only` for the config's `appendOnly` files (plain text that only grows). */
export type CheckKind = DocKind | 'append-only';
export interface VersionPair {
    kind: CheckKind;
    /** Repo-relative path, for messages. */
    path: string;
    /** The old version, or null when the file is new. */
    base: Uint8Array | string | null;
    /** The new version, or null when the file was deleted. */
    head: Uint8Array | string | null;
    /** Who made the change; null runs the static rules only (a first commit, say). */
    actor: string | null;
    config: Config;
    /** What the old version is called in a finding it already had: HEAD (default), BASE, a commit. */
    baseName?: string;
    /** What the request rules know about the forest (registry, peers' logs, approvals); none when absent. */
    facts?: ForestFacts;
    /** The commit's `Handover-Migrate` trailers (null: no message yet), when the caller knows them. */
    migrate?: MigrateClaim;
    /**
     * Judge a log's change from the entries it touches (see `localCheck`) where that is proven to read as the whole
     * file does: findings of entries the change did not touch are then left out. For the guard and `check --staged`.
     */
    local?: boolean;
    /**
     * The log's archive files (config `log.archive`) before and after the same change, for a log change that may rotate
     * entries into them: those the change touched (absent, or both versions the same: nothing was archived there).
     */
    archive?: {
        path: string;
        base: Uint8Array | string | null;
        head: Uint8Array | string | null;
    }[];
}
