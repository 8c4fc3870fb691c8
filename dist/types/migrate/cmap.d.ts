import type { Config } from '../config/schema.js';
import { type MigrateOptions, type Migration } from './types.js';
/** HANDOVER.md (any shape the legacy reader knows, or canonical) in the cmap dialect. */
export declare function logToCmap(raw: string, options: MigrateOptions, config: Config, what: string): Migration;
/** A cmap HANDOVER.md in the canonical dialect. */
export declare function logFromCmap(raw: string, _options: MigrateOptions, config: Config, what: string): Migration;
/** How the canonical config must list cmap's shared sections (sync.shared), by their headings in the file. */
export declare function sharedFor(text: string): Record<string, 'append-only' | 'owner-only'>;
/** The date a cmap SYNC.md written by `syncToCmap` gave the fields that had none, or null. */
export declare function undatedDate(cmap: string): string | null;
/** A canonical SYNC.md in the cmap dialect (`options.today` dates fields without a date; default today, UTC). */
export declare function syncToCmapMigration(raw: string, options: MigrateOptions & {
    today?: string;
}, config: Config, what: string): Migration;
/** A cmap SYNC.md in the canonical dialect. */
export declare function syncFromCmapMigration(raw: string, _options: MigrateOptions, config: Config, what: string): Migration;
