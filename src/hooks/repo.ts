import { existsSync } from 'node:fs';
import { join } from 'node:path';
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
