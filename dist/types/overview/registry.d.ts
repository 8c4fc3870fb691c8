import type { Config } from '../config/schema.js';
import { type Message } from '../engine/lint.js';
import { type RegistryEntry } from '../models/index.js';
/** A registry entry as `registry list` and `status` show it. */
export interface RegistryRow {
    id: string;
    line: number;
    provenance: 'self' | 'relayed' | null;
    relayedBy: string | null;
    owns: string[];
    address: string | null;
    /** Subjects another project also owns, with those projects. */
    overlaps: {
        subject: string;
        with: string[];
    }[];
}
export interface RegistryOverview {
    file: string;
    exists: boolean;
    entries: RegistryRow[];
    /** The static rules' findings for the registry file. */
    messages: Message[];
}
/** For each entry, the subjects it shares with other projects. */
export declare function overlapsOf(entries: RegistryEntry[]): Map<RegistryEntry, {
    subject: string;
    with: string[];
}[]>;
/** Reads the registry: its entries with provenance and overlaps, and the static rules' messages. */
export declare function registryOverview(root: string, config: Config): RegistryOverview;
