import { type CommandIo } from '../io.js';
/**
 * `handover baseline [--prune]`: records the static findings the protocol files have now in `.handover-baseline.json`
 * (kept: what it already recorded), so lint and check count only new ones; `--prune` only drops the entries that
 * no longer occur. Historical and commit rules are never recorded: what a change does to history is judged every time.
 */
export declare function run(args: string[], io: CommandIo): Promise<number>;
