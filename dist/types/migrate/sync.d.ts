import type { Config } from '../config/schema.js';
import type { Migration } from './types.js';
/** Converts SYNC.md text into the canonical handover form. */
export declare function migrateSync(raw: string, config: Config, what?: string): Migration;
