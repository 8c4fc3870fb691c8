/** The one error type the CLI turns into a message and an exit code (ESLint style: 1 data, 2 usage/config/internal). */
export declare class CliError extends Error {
    readonly exitCode: 1 | 2;
    constructor(message: string, exitCode?: 1 | 2);
}
