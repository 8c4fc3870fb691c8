import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { CliError } from '../../errors.js';
import { surveyForest } from '../../forest/index.js';
import { renderMermaid, renderText } from '../../forest/render.js';
import { parseCommandArgs, pickFormat, workDir, type CommandIo } from '../io.js';

/**
 * `handover forest [ROOT] [--format text|json|mermaid]`: the map of the projects under ROOT and where they disagree.
 */
export async function run(args: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('forest', args, {});
  if (positionals.length > 1) throw new CliError('handover forest takes one ROOT folder at most.', 2);
  const format = pickFormat(values.format, ['text', 'json', 'mermaid'] as const, 'text');
  const root = resolve(workDir(io, values.cwd), positionals[0] ?? '.');
  if (!existsSync(root) || !statSync(root).isDirectory())
    throw new CliError(`${positionals[0] ?? root} is not a folder; give the folder that holds the projects.`, 2);
  const report = await surveyForest(root);
  io.stdout.write(
    format === 'json'
      ? `${JSON.stringify(report, null, 2)}\n`
      : format === 'mermaid'
        ? renderMermaid(report)
        : renderText(report),
  );
  return report.disagreements.length ? 1 : 0;
}
