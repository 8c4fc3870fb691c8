import { parseArgs, type ParseArgsConfig } from 'node:util';
/** What a command may touch of the process: streams, the starting folder and the environment. */
export interface CommandIo {
    stdout: NodeJS.WritableStream & {
        isTTY?: boolean;
    };
    stderr: NodeJS.WritableStream;
    stdin: NodeJS.ReadableStream;
    cwd: string;
    env: NodeJS.ProcessEnv;
    version: string;
}
/** Options every command takes. */
export declare const COMMON_OPTIONS: {
    readonly cwd: {
        readonly type: "string";
    };
    readonly format: {
        readonly type: "string";
    };
    readonly help: {
        readonly type: "boolean";
        readonly short: "h";
    };
};
/** parseArgs with usage errors turned into exit-2 CliErrors naming the command. */
export declare function parseCommandArgs<O extends NonNullable<ParseArgsConfig['options']>>(command: string, args: string[], options: O, allowPositionals?: boolean): ParsedCommandArgs<O>;
/** What parseCommandArgs returns (named, so the declarations tsc writes for dist/types can say it). */
export type ParsedCommandArgs<O extends NonNullable<ParseArgsConfig['options']>> = ReturnType<typeof parseArgs<{
    args: string[];
    options: typeof COMMON_OPTIONS & O;
    allowPositionals: boolean;
    strict: true;
}>>;
/** The folder a command runs in: --cwd resolved against the real cwd. */
export declare function workDir(io: CommandIo, cwd: string | undefined): string;
/** Colour only on a terminal, never with NO_COLOR (FORCE_COLOR forces it on). */
export declare function useColor(io: CommandIo): boolean;
/** Validates --format against a list of names. */
export declare function pickFormat<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T;
/** `--max-warnings N` (ESLint's semantics): an integer of at least -1; -1 or absent means no limit. */
export declare function maxWarnings(raw: string | undefined): number;
/**
 * The exit code of `lint` and `check`: 1 when a result has an error, or when the warnings outnumber
 * `--max-warnings` (then one line on stderr says so); 0 otherwise. Suppressed findings are not counted.
 */
export declare function lintExitCode(results: readonly {
    errorCount: number;
    warningCount: number;
}[], max: number, io: CommandIo): 0 | 1;
/** ESLint accepts `--max-warnings -1`; parseArgs would read `-1` as an option, so the pair is joined first. */
export declare function joinNegativeValue(args: string[], flag: string): string[];
