import { type CommandIo } from '../io.js';
/**
 * `handover check [--staged | --range BASE..HEAD] [--actor NAME]`: static and historical rules over what changed.
 * No mode: the working tree against HEAD (what an agent runs before staging).
 */
export declare function run(args: string[], io: CommandIo): Promise<number>;
