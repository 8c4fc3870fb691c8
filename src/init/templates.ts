import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The package's `templates/` folder: exactly what `handover init` writes. */
export const TEMPLATE_DIR = fileURLToPath(new URL('../../templates/', import.meta.url));

/** Placeholders are `{{name}}` with a plain lower-case name, so `${{ github.sha }}` in a workflow is left alone. */
export function render(text: string, vars: Record<string, string>): string {
  return text.replace(/\{\{([a-z]+)\}\}/g, (m, k: string) => (k in vars ? vars[k] : m));
}

/**
 * A template's text, rendered. A dialect other than the canonical one (SPEC §7) has its own versions of the
 * files whose shape it changes in `templates/<dialect>/`; every other file is shared.
 */
export function template(name: string, vars: Record<string, string> = {}, dialect = 'handover'): string {
  const own = `${TEMPLATE_DIR}${dialect}/${name}`;
  return render(readFileSync(dialect !== 'handover' && existsSync(own) ? own : TEMPLATE_DIR + name, 'utf8'), vars);
}

export const BLOCK_BEGIN = '<!-- handover:begin';
export const BLOCK_END = '<!-- handover:end -->';

/**
 * The charter template's words for whose charter it is. A commons' charter is one committed file every agent's
 * clone shares, so it names the owner and sends each agent to its own section, never one agent for all clones.
 */
export function charterVars(agent: string, commons = false): Record<string, string> {
  if (!commons)
    return {
      agent,
      charterof: `this repo's agent, \`${agent}\``,
      whois: `This repo's agent is \`${agent}\`.`,
      self: agent,
    };
  return {
    agent,
    charterof: `the commons \`${agent}\` and of every agent working in a clone of it`,
    whois:
      `This repo is a commons owned by \`${agent}\`; each agent works in its own clone and acts as the agent\n` +
      '`handover init --agent NAME` set there (session start names it).',
    self: '<your agent>',
  };
}

/** The protocol block of the charter template (from its begin marker to its end marker). */
export function charterBlock(o: { agent: string; dialect?: string; commons?: boolean }): string {
  const text = template('CLAUDE.md', charterVars(o.agent, o.commons), o.dialect);
  return text.slice(text.indexOf(BLOCK_BEGIN), text.indexOf(BLOCK_END) + BLOCK_END.length);
}

/** Quotes a string for POSIX sh: single quotes, each `'` written as `'\''`. */
export function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}
