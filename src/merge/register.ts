import { join } from 'node:path';
import { loadConfig } from '../config/load.js';
import { readFilesOf } from '../config/schema.js';
import { CliError } from '../errors.js';
import { readIfExists, writeFileAtomic } from '../fsutil.js';
import { gitClient } from '../git/client.js';
import { detectEol } from '../models/diff/keyed-sections.js';

export const DRIVER_NAME = 'handover protocol files (section-wise merge)';
const PLACEHOLDERS = '%O %A %B %P';

/**
 * Registers the handover merge driver for the clone at `root`: `git config merge.handover.driver`
 * and `merge.handover.name`, plus a `<file> merge=handover` line in `.gitattributes` for each
 * configured protocol file. Idempotent: a second run changes nothing. A line that already sets a
 * merge attribute for one of the files is left alone (reported under `skipped`), never duplicated
 * or overridden. `command` is the driver's command line, `handover merge-driver` by default; the
 * placeholders `%O %A %B %P` are appended unless it already holds `%A`.
 */
export async function registerMergeDriver(
  root: string,
  opts: { command?: string } = {},
): Promise<{ changed: string[]; skipped: string[] }> {
  const config = await loadConfig(root);
  const base = (opts.command ?? 'handover merge-driver').trim();
  const driver = base.includes('%A') ? base : `${base} ${PLACEHOLDERS}`;
  const changed: string[] = [];
  const skipped: string[] = [];
  // Setting a merge driver is what this function is for: simple-git blocks it unless told so.
  const git = gitClient(root, { unsafe: { allowUnsafeMergeDriver: true } });
  for (const [key, value] of [
    ['merge.handover.name', DRIVER_NAME],
    ['merge.handover.driver', driver],
  ] as const) {
    let current: string | null = null;
    try {
      current = (await git.raw(['config', '--local', '--get', key])).trim() || null;
    } catch {
      current = null; // unset: git exits 1
    }
    if (current === value) continue;
    try {
      await git.raw(['config', '--local', key, value]);
    } catch (error) {
      throw new CliError(
        `Could not set git config ${key} in ${root} (${(error as Error).message.trim()}); is it a git clone?`,
        2,
      );
    }
    changed.push(`git config ${key}`);
  }
  // a sync directory (files.sync: sync/) is matched by its agents' files, `sync/*.md`
  const patterns = [
    ...new Set(
      readFilesOf(config)
        .map(([, f]) => f)
        .map((f) => f.replace(/\\/g, '/'))
        .map((f) => (f.endsWith('/') ? `${f}*.md` : f)),
    ),
  ];
  const path = join(root, '.gitattributes');
  const text = readIfExists(path, '.gitattributes')?.toString('utf8') ?? '';
  const eol = text ? detectEol(text) : '\n';
  const existing = attributeLines(text);
  const add: string[] = [];
  for (const p of patterns) {
    const pattern = /\s/.test(p) ? `"${p.replace(/(["\\])/g, '\\$1')}"` : p;
    const merge = existing.get(pattern);
    if (merge === 'merge=handover') continue;
    if (merge !== undefined) {
      skipped.push(`${p}: .gitattributes already says ${merge}`);
      continue;
    }
    add.push(`${pattern} merge=handover`);
  }
  if (add.length) {
    const sep = text === '' || text.endsWith('\n') ? '' : eol;
    writeFileAtomic(path, text + sep + add.join(eol) + eol);
    changed.push('.gitattributes');
  }
  return { changed, skipped };
}

/**
 * For each pattern in a .gitattributes text, the last merge attribute it sets (`merge=x`, `-merge`, `!merge`, `merge`).
 */
function attributeLines(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const m = /^("(?:[^"\\]|\\.)*"|\S+)\s*(.*)$/.exec(line);
    if (!m) continue;
    for (const attr of m[2].split(/\s+/)) if (/^[-!]?merge(=|$)/.test(attr)) out.set(m[1], attr);
  }
  return out;
}
