import { type CommandIo } from '../io.js';
/**
 * `handover request ruling|evidence|capability --to P --subject S [TEXT | --file F | -] [--claim C]... [--reversibility
 * R]`.
 */
export declare function run(args: string[], io: CommandIo): Promise<number>;
/** `handover respond REF [--verdict N=…]... [--backwards T] [--status S] [--relays REF]`. */
export declare function respond(args: string[], io: CommandIo): Promise<number>;
/** `handover forward REF --to SUB`. */
export declare function forward(args: string[], io: CommandIo): Promise<number>;
