import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../fsutil.js';
import { configGet } from '../git/client.js';
import { simpleGit } from 'simple-git';
import { DEFAULT_FILES } from '../models/index.js';

/**
 * Registers the handover merge driver for a clone: `git config merge.handover.driver` and
 * `.gitattributes` lines for the protocol files. `command` is how to start handover (default
 * `handover`). (Minimal version for init; issue 5 owns this module and its version replaces it.)
 */
export async function registerMergeDriver(root: string, options: { command?: string } = {}): Promise<{ changed: string[] }> {
  const changed: string[] = [];
  const driver = `${options.command ?? 'handover'} merge-driver %O %A %B %P`;
  if ((await configGet(root, 'merge.handover.driver')) !== driver) {
    // simple-git refuses merge-driver config unless told: this one is the point of the call.
    const git = simpleGit({ baseDir: root, unsafe: { allowUnsafeMergeDriver: true } });
    await git.raw(['config', '--local', 'merge.handover.name', 'handover protocol files']);
    await git.raw(['config', '--local', 'merge.handover.driver', driver]);
    changed.push('git config merge.handover.driver');
  }
  const path = join(root, '.gitattributes');
  const text = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const have = new Set(text.split(/\r?\n/).map((l) => l.trim().split(/\s+/).join(' ')));
  const missing = Object.values(DEFAULT_FILES).map((f) => `${f} merge=handover`).filter((l) => !have.has(l));
  if (missing.length) {
    writeFileAtomic(path, text + (text && !text.endsWith('\n') ? '\n' : '') + missing.join('\n') + '\n');
    changed.push('.gitattributes');
  }
  return { changed };
}
