/** Bad input a migration cannot proceed with: one sentence, exit 2 in the CLI. */
export class MigrateError extends Error {
    name = 'MigrateError';
}
