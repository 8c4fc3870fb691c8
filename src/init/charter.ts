import { existsSync } from 'node:fs';
import { isAbsolute, join, normalize } from 'node:path';
import { CliError } from '../errors.js';
import { BLOCK_BEGIN, BLOCK_END, charterBlock, charterVars, template } from './templates.js';
import { readText, rel, writeTarget, writeText, type Outcome } from './outcome.js';

/**
 * The charter files agents read: Claude Code reads CLAUDE.md; Codex, Cursor and others AGENTS.md; Gemini CLI GEMINI.md.
 */
export const CHARTERS = ['CLAUDE.md', 'AGENTS.md', 'GEMINI.md'];

/** Whose charter it is: the repo's agent, or (`commons`) the owner of a commons every agent's clone shares. */
export interface CharterOptions {
  agent: string;
  /** Refreshes a block that differs from the template. */
  force: boolean;
  dialect?: string;
  /** The repository is a commons: its committed charter speaks to every agent's clone, not only to its owner. */
  commons?: boolean;
}

/**
 * Adds the protocol block to each charter: the files named with `--charter`, else every charter file
 * present, with CLAUDE.md and AGENTS.md written when absent (so Claude Code and the agents that read
 * AGENTS.md all get the rules).
 */
export function ensureCharters(root: string, names: string[], o: CharterOptions): Outcome[] {
  for (const n of names) {
    const p = normalize(n);
    if (isAbsolute(p) || p.startsWith('..') || !/\.md$/i.test(p))
      throw new CliError(
        `--charter "${n}" must be a Markdown file inside the repository (e.g. CLAUDE.md, AGENTS.md, GEMINI.md).`,
        2,
      );
  }
  const files = names.length
    ? [...new Set(names.map((n) => normalize(n)))]
    : CHARTERS.filter((c) => c !== 'GEMINI.md' || existsSync(join(root, c)));
  return files.map((f) => ensureCharter(root, join(root, f), o));
}

/**
 * Adds the protocol block to the charter at `path`: a new file from the template, or the block appended
 * to an existing charter (its text above the block is never touched). `force` refreshes a block
 * that differs from the template.
 */
export function ensureCharter(root: string, path: string, o: CharterOptions): Outcome {
  const { force } = o;
  const what = rel(root, path);
  const old = readText(path);
  if (old === null) {
    writeText(path, template('CLAUDE.md', charterVars(o.agent, o.commons), o.dialect));
    return { what, action: 'created' };
  }
  const target = writeTarget(root, path);
  if (target === null)
    return {
      what,
      action: 'skipped',
      note: 'a symlink to a file outside the repository; add the handover block by hand',
    };
  const eol = old.includes('\r\n') ? '\r\n' : '\n';
  const block = charterBlock(o).replace(/\n/g, eol);
  const begin = old.indexOf(BLOCK_BEGIN);
  if (begin === -1) {
    const sepr = old === '' ? '' : old.endsWith(eol + eol) ? '' : old.endsWith(eol) ? eol : eol + eol;
    writeText(target, old + sepr + block + eol);
    return { what, action: 'extended', note: 'protocol block appended' };
  }
  const end = old.indexOf(BLOCK_END, begin);
  if (end === -1)
    return { what, action: 'skipped', note: `has "${BLOCK_BEGIN}" but no "${BLOCK_END}"; fix the block by hand` };
  const current = old.slice(begin, end + BLOCK_END.length);
  if (current === block) return { what, action: 'kept' };
  if (!force)
    return {
      what,
      action: 'kept',
      note: 'its handover block differs from the template; handover init --force refreshes the block',
    };
  writeText(target, old.slice(0, begin) + block + old.slice(end + BLOCK_END.length));
  return { what, action: 'updated', note: 'handover block refreshed' };
}
