import { type CommandIo } from '../io.js';
/**
 * `handover forest [ROOT] [--format text|json|mermaid]`: the map of the projects under ROOT and where they disagree.
 */
export declare function run(args: string[], io: CommandIo): Promise<number>;
