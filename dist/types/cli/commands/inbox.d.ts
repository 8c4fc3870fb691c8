import { type CommandIo } from '../io.js';
/**
 * `handover inbox [--format text|json] [--dry-run]`: requests addressed here and not yet answered, oldest first;
 * this project's own open requests and the new answers to them, which are consumed once shown (the
 * `<peer>/answers` offsets move, on the record) unless `--dry-run`; a dispatcher's queue of escalations.
 */
export declare function run(args: string[], io: CommandIo): Promise<number>;
