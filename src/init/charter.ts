import { existsSync } from 'node:fs';
import { isAbsolute, join, normalize } from 'node:path';
import { CliError } from '../errors.js';
import { BLOCK_BEGIN, BLOCK_END, charterBlock, charterVars, template } from './templates.js';
import { readText, rel, writeTarget, writeText, type Outcome } from './outcome.js';
import type { AgentName } from './settings.js';

/** The repo's charter: CLAUDE.md, or AGENTS.md when only that exists. */
export function charterPath(root: string): string {
  const claude = join(root, 'CLAUDE.md');
  if (existsSync(claude)) return claude;
  const agents = join(root, 'AGENTS.md');
  return existsSync(agents) ? agents : claude;
}

/**
 * The charter files agents read: Claude Code reads CLAUDE.md; Codex, Qwen Code, Cursor and others AGENTS.md; Gemini
 * CLI GEMINI.md; Qwen Code also QWEN.md.
 */
export const CHARTERS = ['CLAUDE.md', 'AGENTS.md', 'GEMINI.md', 'QWEN.md'];

/** The charter an agent reads that AGENTS.md does not stand in for, made when init wires that agent. */
const OWN_CHARTER: Partial<Record<AgentName, string>> = { claude: 'CLAUDE.md', gemini: 'GEMINI.md' };

export interface CharterOptions {
  root: string;
  agent: string;
  force: boolean;
  /** `--charter`: exactly these files; empty: the default set. */
  names: string[];
  /** The agents init wires: each gets its own charter (CLAUDE.md, GEMINI.md) made when absent. */
  agents: readonly AgentName[];
  dialect?: string;
  /** The repository is a commons: its committed charter speaks to every agent's clone, not only to its owner. */
  commons?: boolean;
}

/**
 * Adds the protocol block to each charter: the files named with `--charter`, else every charter file present,
 * AGENTS.md (read by most agents) and the own charter of each agent init wires, made when absent. A charter of an
 * agent nobody uses here is not made: it would tell `handover doctor` that agent is in use.
 */
export function ensureCharters(o: CharterOptions): Outcome[] {
  for (const n of o.names) {
    const p = normalize(n);
    if (isAbsolute(p) || p.startsWith('..') || !/\.md$/i.test(p))
      throw new CliError(
        `--charter "${n}" must be a Markdown file inside the repository (e.g. CLAUDE.md, AGENTS.md, GEMINI.md).`,
        2,
      );
  }
  const wanted = new Set(['AGENTS.md', ...o.agents.flatMap((a) => OWN_CHARTER[a] ?? [])]);
  const files = o.names.length
    ? [...new Set(o.names.map((n) => normalize(n)))]
    : CHARTERS.filter((c) => wanted.has(c) || existsSync(join(o.root, c)));
  return files.map((f) => ensureCharter({ ...o, path: join(o.root, f) }));
}

/**
 * Adds the protocol block to the charter: a new CLAUDE.md from the template, or the block appended
 * to an existing charter (its text above the block is never touched). `force` refreshes a block
 * that differs from the template.
 */
export function ensureCharter(o: {
  root: string;
  agent: string;
  force: boolean;
  path?: string;
  dialect?: string;
  commons?: boolean;
}): Outcome {
  const { root, force, path = charterPath(root) } = o;
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
