import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleGit } from 'simple-git';
import { writeFileAtomic } from '../fsutil.js';
import { configGet } from '../git/client.js';
import { DEFAULT_FILES } from '../models/index.js';

/**
 * Registers the handover merge driver for a clone: `git config merge.handover.driver` and
 * `.gitattributes` lines for the protocol files. `command` is the driver's command line
 * (default `handover merge-driver`; `%O %A %B %P` appended unless it holds `%A`).
 * (Minimal version for init; issue 5 owns this module and its version replaces it.)
 */
export async function registerMergeDriver(root: string, options: { command?: string } = {}): Promise<{ changed: string[]; skipped: string[] }> {
  const changed: string[] = [];
  const base = (options.command ?? 'handover merge-driver').trim();
  const driver = base.includes('%A') ? base : `${base} %O %A %B %P`;
  // simple-git refuses merge-driver config unless told: setting it is the point of this call.
  const git = simpleGit({ baseDir: root, unsafe: { allowUnsafeMergeDriver: true } });
  for (const [key, value] of [['merge.handover.name', 'handover protocol files'], ['merge.handover.driver', driver]]) {
    if ((await configGet(root, key)) === value) continue;
    await git.raw(['config', '--local', key, value]);
    changed.push(`git config ${key}`);
  }
  const path = join(root, '.gitattributes');
  const text = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const have = new Set(text.split(/\r?\n/).map((l) => l.trim().split(/\s+/).join(' ')));
  const missing = Object.values(DEFAULT_FILES).map((f) => `${f} merge=handover`).filter((l) => !have.has(l));
  if (missing.length) {
    writeFileAtomic(path, text + (text && !text.endsWith('\n') ? '\n' : '') + missing.join('\n') + '\n');
    changed.push('.gitattributes');
  }
  return { changed, skipped: [] };
}
