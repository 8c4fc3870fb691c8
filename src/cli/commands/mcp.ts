import { CliError } from '../../errors.js';
import { parseCommandArgs, workDir, type CommandIo } from '../io.js';

/** `handover mcp`: the MCP server over stdio for the repository at (or above) the working folder. */
export async function run(args: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('mcp', args, {});
  if (positionals.length) throw new CliError(`handover mcp takes no arguments ("${positionals[0]}").`, 2);
  if (values.format !== undefined) throw new CliError('handover mcp speaks MCP on stdio, so it takes no --format.', 2);
  const { serve } = await import('../../mcp/server.js');
  await serve(workDir(io, values.cwd), io.env, io.version);
  return 0;
}
