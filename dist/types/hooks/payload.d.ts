/** What a hook answers: an exit code and what goes to stdout and stderr. */
export interface HookAnswer {
    code: 0 | 2;
    stdout?: string;
    stderr?: string;
}
/** Claude Code's hook input, as far as handover reads it. Every field is checked before use. */
export type Payload = Record<string, unknown>;
/** Reads all of stdin (up to 64 MiB). */
export declare function readInput(stdin: NodeJS.ReadableStream): Promise<string>;
/** Parses the hook JSON; null (with the reason) when it is not a JSON object. */
export declare function parsePayload(text: string): {
    payload: Payload | null;
    problem?: string;
};
export declare const str: (v: unknown) => string | undefined;
/** A note that never blocks: exit 0, the text on stderr. */
export declare function note(text: string): HookAnswer;
