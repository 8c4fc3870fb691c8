import { type Connection } from 'vscode-languageserver/node';
/** What the server needs from its process: the streams it speaks on, the environment, the tool's version. */
export interface LspIo {
    input: NodeJS.ReadableStream;
    output: NodeJS.WritableStream;
    env: NodeJS.ProcessEnv;
    version: string;
}
/**
 * `handover lsp`: a language server on stdio (vscode-languageserver). Publishes diagnostics for the protocol files
 * on open and on every change, and offers quick fixes for an edit of an old entry or another agent's section.
 * Resolves when the client has shut the connection.
 */
export declare function startLanguageServer(io: LspIo): Promise<void>;
/** A file path as the URI an editor sends (for tests and the bench). */
export declare function fileUri(path: string): string;
export type { Connection };
