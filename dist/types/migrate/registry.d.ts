import type { Config } from '../config/schema.js';
import { type MigrateOptions, type Migration } from './types.js';
export declare function migrateRegistry(raw: string, options: MigrateOptions, config: Config, what: string): Migration;
