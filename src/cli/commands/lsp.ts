import { CliError } from '../../errors.js';
import { parseCommandArgs, type CommandIo } from '../io.js';

/**
 * `handover lsp`: the language server on stdio. Its library is loaded here, on demand, so no other command pays
 * for it. Editors start it per workspace; it finds each file's repository from the file's own path.
 */
export async function run(args: string[], io: CommandIo): Promise<number> {
  // `--stdio` is what VS Code's language client passes; stdio is the only transport.
  const { values } = parseCommandArgs('lsp', args, { stdio: { type: 'boolean' } }, false);
  if (values.format !== undefined)
    throw new CliError('handover lsp speaks the language server protocol and takes no --format.', 2);
  const { startLanguageServer } = await import('../../lsp/server.js');
  await startLanguageServer({ input: io.stdin, output: io.stdout, env: io.env, version: io.version });
  return 0;
}
