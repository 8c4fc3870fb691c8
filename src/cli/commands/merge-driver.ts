import { basename, resolve } from 'node:path';
import { CliError } from '../../errors.js';
import { findRoot, loadConfig } from '../../config/load.js';
import { detectKind, isSyncDir, isSyncDirFile, type DocKind } from '../../models/index.js';
import { defaultConfig, type Config } from '../../config/schema.js';
import { mergeBytes } from '../../merge/index.js';
import { gitMergeFile } from '../../merge/fallback.js';
import { protocolPathProblem, readIfExists, writeFileAtomic } from '../../fsutil.js';
import { parseCommandArgs, type CommandIo } from '../io.js';

/**
 * `handover merge-driver %O %A %B %P`: git's merge driver for the protocol files. Writes the result
 * to %A atomically; exit 0 clean, 1 conflicts left in %A, 2 nothing written (git then reports a
 * conflict with %A as it gave it).
 */
export async function run(args: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('merge-driver', args, {});
  if (positionals.length < 3 || positionals.length > 4) {
    throw new CliError(
      'merge-driver takes %O %A %B and optionally %P (base, ours, theirs, path); register it with handover init ' +
        'rather than running it by hand.',
      2,
    );
  }
  const cwd = values.cwd ? resolve(io.cwd, values.cwd) : io.cwd;
  const [basePath, oursPath, theirsPath] = positionals.map((p) => resolve(cwd, p));
  const shown = positionals[3] ?? positionals[1];
  const read = (p: string): Buffer => {
    let bytes: Buffer | null;
    try {
      bytes = readIfExists(p, p); // never blocks on a pipe
    } catch (error) {
      throw new CliError(
        `${shown}: ${(error as Error).message.replace(/\.$/, '')}; git's merge left the file as it was.`,
        2,
      );
    }
    if (bytes === null)
      throw new CliError(`${shown}: cannot read ${p} (ENOENT); git's merge left the file as it was.`, 2);
    return bytes;
  };
  if (positionals[3] !== undefined) {
    const problem = protocolPathProblem(findRoot(cwd), positionals[3]);
    if (problem) throw new CliError(`${problem}; git's merge left the file as it was.`, 2);
  }
  const base = read(basePath);
  const ours = read(oursPath);
  const theirs = read(theirsPath);
  // One side left the file alone: the other side's bytes, exactly.
  if (ours.equals(theirs) || theirs.equals(base)) return 0;
  if (ours.equals(base)) {
    writeFileAtomic(oursPath, theirs);
    return 0;
  }
  const root = findRoot(cwd);
  const config = await readConfig(root);
  const kind = kindOf(config.files, shown, ours);
  const { outcome, bom } = kind
    ? mergeBytes(kind, { base, ours, theirs, path: shown }, config)
    : { outcome: { kind: 'fallback' as const, reason: 'not a protocol file' }, bom: false };
  if (outcome.kind === 'fallback') {
    const merged = gitMergeFile(oursPath, basePath, theirsPath, root);
    if (!merged)
      throw new CliError(
        `${shown}: cannot be merged (${outcome.reason}, and git merge-file failed); resolve it by hand.`,
        2,
      );
    writeFileAtomic(oursPath, merged.bytes);
    const left = merged.conflicts ? `; ${merged.conflicts} conflict(s) left to resolve` : '';
    io.stderr.write(`handover: ${shown}: merged line by line with git merge-file (${outcome.reason})${left}.\n`);
    return merged.conflicts ? 1 : 0;
  }
  writeFileAtomic(oursPath, (bom ? '\uFEFF' : '') + outcome.text);
  for (const note of outcome.notes) io.stderr.write(`handover: ${note}.\n`);
  for (const c of outcome.conflicts) io.stderr.write(`handover: ${c}.\n`);
  return outcome.conflicts.length ? 1 : 0;
}

/** The config, JSON/YAML only (a merge never runs repo code); defaults when it is missing or broken. */
async function readConfig(root: string): Promise<Config> {
  try {
    return await loadConfig(root, { trusted: false });
  } catch {
    return defaultConfig(); // a broken config must not break a merge
  }
}

/** Which protocol file this is: by the configured names, else by its title. */
function kindOf(files: Record<DocKind, string>, path: string, ours: Buffer): DocKind | null {
  const rel = path.replace(/\\/g, '/');
  for (const [k, f] of Object.entries(files) as [DocKind, string][]) if (f.replace(/\\/g, '/') === rel) return k;
  if (isSyncDir(files.sync) && isSyncDirFile(files.sync, rel)) return 'sync'; // one agent's file of a sync directory
  return detectKind(basename(rel), ours.subarray(0, 4096).toString('utf8'), files);
}
