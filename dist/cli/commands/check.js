import { findRoot, loadConfig } from '../../config/load.js';
import { CliError } from '../../errors.js';
import { checkLocal } from '../../check/local.js';
import { checkRange } from '../../check/range.js';
import { formatters, FORMATS } from '../../format/index.js';
import { parseCommandArgs, pickFormat, useColor, workDir } from '../io.js';
/**
 * `handover check [--staged | --range BASE..HEAD] [--actor NAME]`: static and historical rules over what changed.
 * No mode: the working tree against HEAD (what an agent runs before staging).
 */
export async function run(args, io) {
    const { values } = parseCommandArgs('check', args, {
        staged: { type: 'boolean' },
        range: { type: 'string' },
        actor: { type: 'string' },
    }, false);
    const format = pickFormat(values.format, FORMATS, 'stylish');
    if (values.staged && values.range !== undefined)
        throw new CliError('--staged and --range are two different checks; pass one of them (handover help check).', 2);
    const root = findRoot(workDir(io, values.cwd));
    const results = values.range !== undefined
        ? (await checkRange(root, values.range, values.actor)).results
        : await checkLocal(root, await loadConfig(root), values.staged ? 'staged' : 'worktree', { flag: values.actor, env: io.env });
    const text = formatters[format](results, { color: useColor(io), version: io.version });
    if (text)
        io.stdout.write(text);
    return results.some((r) => r.errorCount > 0) ? 1 : 0;
}
