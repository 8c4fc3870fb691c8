import { type CommandIo } from '../io.js';
/**
 * `handover forest [ROOT] [--format text|json|mermaid|html] [--output FILE] [--serve [--port N] [--host H]]`: the
 * map of the projects under ROOT and where they disagree; html is the dispatcher's page, `--serve` serves it live.
 */
export declare function run(args: string[], io: CommandIo): Promise<number>;
