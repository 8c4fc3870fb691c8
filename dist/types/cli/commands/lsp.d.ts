import { type CommandIo } from '../io.js';
/**
 * `handover lsp`: the language server on stdio. Its library is loaded here, on demand, so no other command pays
 * for it. Editors start it per workspace; it finds each file's repository from the file's own path.
 */
export declare function run(args: string[], io: CommandIo): Promise<number>;
