import { type RegistryRow } from '../../overview/registry.js';
import { type CommandIo } from '../io.js';
/** `handover registry add|list`. */
export declare function run(args: string[], io: CommandIo): Promise<number>;
/** One block per entry: id and provenance, subjects (overlapping ones flagged), address. */
export declare function renderRegistry(entries: RegistryRow[], color: boolean): string;
