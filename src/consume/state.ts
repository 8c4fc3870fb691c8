import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Config } from '../config/schema.js';
import { CliError } from '../errors.js';
import { parseHandover, parseMarker, sourceFromBytes } from '../models/index.js';

/**
 * Stand-in for `upstreamState` of `src/consume/index.ts` (written in parallel), with the same
 * signature, so `handover status` can be built and tested now; the lead swaps the import. It reads
 * an upstream given as a local path (at `ref` when the path is a git repository, else the working
 * tree) and refuses URL upstreams, which only consume's fetch cache can answer.
 */
export async function upstreamState(root: string, config: Config, name: string): Promise<{ lastSeq: number; consumedSeq: number; pending: number }> {
  const up = config.upstreams[name];
  if (!up) throw new CliError(`"${name}" is not an upstream in ${config.filepath ?? 'the handover config'}; name a configured upstream.`, 2);
  const consumedSeq = consumedOf(root, config, name);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(up.source) || /^[^/\\]+@[^/\\]+:/.test(up.source)) {
    throw new CliError(`upstream "${name}" is a URL (${up.source}); run handover consume --dry-run ${name} to fetch it.`, 2);
  }
  const dir = resolve(root, up.source);
  const text = readUpstream(dir, up.ref, up.file, name);
  const doc = parseHandover(sourceFromBytes(`${name}:${up.file}`, text));
  const seqs = doc.entries.map((e) => e.seq).filter((s): s is number => s !== null);
  const lastSeq = seqs.length ? Math.max(...seqs) : 0;
  return { lastSeq, consumedSeq, pending: seqs.filter((s) => s > consumedSeq).length };
}

function consumedOf(root: string, config: Config, name: string): number {
  const abs = join(root, config.files.marker);
  if (!existsSync(abs)) return 0;
  const doc = parseMarker(sourceFromBytes(config.files.marker, readFileSync(abs)));
  return doc.offsets.find((o) => o.upstream === name)?.seq ?? 0;
}

function readUpstream(dir: string, ref: string, file: string, name: string): string {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new CliError(`upstream "${name}": ${dir} is not a folder; fix upstreams.${name}.source in the config.`, 2);
  if (existsSync(join(dir, '.git'))) {
    const r = spawnSync('git', ['cat-file', 'blob', `${ref}:${file}`], { cwd: dir, maxBuffer: 1024 * 1024 * 1024 });
    if (r.status === 0) return r.stdout.toString('utf8');
    throw new CliError(`upstream "${name}": cannot read ${file} at ${ref} in ${dir} (${r.stderr.toString().trim().split('\n')[0]}); check upstreams.${name}.ref and file.`, 2);
  }
  try {
    return readFileSync(join(dir, file), 'utf8');
  } catch (error) {
    throw new CliError(`upstream "${name}": cannot read ${join(dir, file)} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); check upstreams.${name}.source and file.`, 2);
  }
}
