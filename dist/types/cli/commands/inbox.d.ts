import { type CommandIo } from '../io.js';
/**
 * `handover inbox [--format text|json] [--dry-run] [--wait [--timeout SECONDS]]`: requests addressed here and not
 * yet answered, oldest first; this project's own open requests and the new answers to them, which are consumed once
 * shown (the `<peer>/answers` offsets move, on the record) unless `--dry-run`; a dispatcher's queue of escalations.
 * `--wait` returns as soon as something waits (or at the timeout, saying nothing arrived).
 */
export declare function run(args: string[], io: CommandIo): Promise<number>;
/** What `--wait` waits at most when no --timeout is given: ten minutes, an agent's shell call. */
export declare const DEFAULT_TIMEOUT_S = 600;
