import { type Connection } from 'vscode-languageserver/node';
/** What the server needs from its process: the streams it speaks on, the environment, the tool's version. */
export interface LspIo {
    input: NodeJS.ReadableStream;
    output: NodeJS.WritableStream;
    env: NodeJS.ProcessEnv;
    version: string;
}
/** What the server asks the editor to watch: the config files, and where git keeps HEAD and the branches. */
export declare const WATCHED: string[];
/**
 * `handover lsp`: a language server on stdio (vscode-languageserver). Publishes diagnostics for the protocol files
 * on open and on every change, and offers quick fixes for an edit of an old entry or another agent's section. A
 * config that cannot be used (broken, or JavaScript, which it never runs) is a diagnostic on the config file; the
 * config is read again when it changes, and HEAD when it moves (the editor is asked to watch both, and each check
 * looks). Resolves when the client has shut the connection.
 */
export declare function startLanguageServer(io: LspIo): Promise<void>;
/** A file path as the URI an editor sends (for tests and the bench). */
export declare function fileUri(path: string): string;
export type { Connection };
