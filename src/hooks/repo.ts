import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Config } from '../config/schema.js';
import { note, type HookAnswer } from './payload.js';

/** The repo a hook acts on, with its config; or the note to give when there is none. */
export async function hookRepo(dir: string, hook: string): Promise<{ root: string; config: Config } | HookAnswer> {
  const { findRoot, loadConfig } = await import('../config/load.js');
  const root = findRoot(dir);
  if (!existsSync(join(root, '.git'))) return note(`${hook}: ${dir} is not in a git repository; nothing to do.`);
  let config: Config;
  try {
    config = await loadConfig(root, { trusted: false }); // a hook runs on its own: never the repo's JS config
  } catch (error) {
    return note(`${hook}: ${(error as Error).message} Until then this hook does nothing.`);
  }
  if (config.filepath === null) {
    return note(
      `${hook}: no handover config in ${root}; run \`handover init --role upstream|downstream|commons --agent NAME\` ` +
        `there to set it up.`,
    );
  }
  return { root, config };
}

export function isAnswer(v: unknown): v is HookAnswer {
  return typeof v === 'object' && v !== null && 'code' in v;
}

/**
 * Every folder from `dir` up to the file system's root that holds a `.git` (a folder, or a one-line file), nearest
 * first: the repositories a file there may belong to. A file is judged by each whose config names it, never by the
 * nearest `.git` alone: a planted `sync/.git` must not make `sync/bob.md` nobody's.
 */
export function enclosingRepos(dir: string): string[] {
  const out: string[] = [];
  for (let d = resolve(dir); ; d = dirname(d)) {
    if (existsSync(join(d, '.git'))) out.push(d);
    if (dirname(d) === d) return out;
  }
}
