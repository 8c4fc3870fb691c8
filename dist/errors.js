/** The one error type the CLI turns into a message and an exit code (ESLint style: 1 data, 2 usage/config/internal). */
export class CliError extends Error {
    exitCode;
    constructor(message, exitCode = 2) {
        super(message);
        this.name = 'CliError';
        this.exitCode = exitCode;
    }
}
