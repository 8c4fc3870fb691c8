import { CliError } from '../../errors.js';
import { findRoot, loadConfig } from '../../config/load.js';
import { isWorkTree } from '../../git/worktree.js';
import { doctor, formatDoctor } from '../../doctor/index.js';
import { parseCommandArgs, pickFormat, workDir, type CommandIo } from '../io.js';

/** `handover doctor`: is the guard live here, for git and every agent in use? Exit 0 when all are, 1 otherwise. */
export async function run(args: string[], io: CommandIo): Promise<number> {
  const { values } = parseCommandArgs('doctor', args, {}, false);
  const format = pickFormat(values.format, ['text', 'json'] as const, 'text');
  const cwd = workDir(io, values.cwd);
  const root = findRoot(cwd);
  if (!(await isWorkTree(root)))
    throw new CliError(`${cwd} is not inside a git work tree; run handover doctor in a repository.`, 2);
  const config = await loadConfig(root, { trusted: false });
  const report = await doctor({ root, config, env: io.env });
  io.stdout.write(format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : formatDoctor(report));
  return report.guards.every((g) => g.status === 'live') ? 0 : 1;
}
