/** The one error type the CLI turns into a message and an exit code (ESLint style: 1 data, 2 usage/config/internal). */
export declare class CliError extends Error {
    readonly exitCode: 1 | 2;
    constructor(message: string, exitCode?: 1 | 2);
}
/**
 * One sentence for a file-system error that escaped the places that read and write files: the file (and
 * the second one of a rename or link), what went wrong and what to do; null when `error` is not one.
 */
export declare function fileSystemError(error: unknown): string | null;
