import type { Config } from './config/schema.js';
import { NAME } from './config/schema.js';
import { CliError } from './errors.js';
import { authorEmail as gitAuthorEmail, configGet } from './git/client.js';

export type ActorSource = 'flag' | 'env' | 'git-config' | 'config' | 'email';

/** The agent an email is mapped to under `agents.<id>.emails`, or null. */
export function agentForEmail(config: Config, email: string | null | undefined): string | null {
  if (!email) return null;
  const e = email.toLowerCase();
  for (const [id, a] of Object.entries(config.agents)) if (a.emails.includes(e)) return id;
  return null;
}

/**
 * Who is making a change, in SPEC §3 order: --actor, HANDOVER_AGENT, git config handover.agent,
 * the config's `agent`, then the author email's mapping. No actor is an error, never a silent pass.
 */
export async function resolveActor(opts: {
  root: string;
  config: Config;
  flag?: string;
  env?: NodeJS.ProcessEnv;
  /** The author email to map; defaults to the one git would use for the next commit. */
  authorEmail?: string | null;
}): Promise<{ actor: string; source: ActorSource }> {
  const check = (actor: string, source: ActorSource, where: string) => {
    if (!NAME.test(actor)) throw new CliError(`The actor "${actor}" from ${where} is not a valid agent name (letters, digits, ".", "_", "-").`, 2);
    return { actor, source };
  };
  if (opts.flag !== undefined) return check(opts.flag.trim(), 'flag', '--actor');
  const env = (opts.env ?? process.env).HANDOVER_AGENT;
  if (env && env.trim()) return check(env.trim(), 'env', 'HANDOVER_AGENT');
  const clone = await configGet(opts.root, 'handover.agent');
  if (clone) return check(clone, 'git-config', 'git config handover.agent');
  if (opts.config.agent) return { actor: opts.config.agent, source: 'config' };
  const email = opts.authorEmail !== undefined ? opts.authorEmail : await gitAuthorEmail(opts.root);
  const mapped = agentForEmail(opts.config, email);
  if (mapped) return { actor: mapped, source: 'email' };
  throw new CliError(
    'Cannot tell which agent is acting: pass --actor NAME, set HANDOVER_AGENT, run `handover init --agent NAME` ' +
      '(sets git config handover.agent for this clone), set `agent` in the config, or map your email under `agents.<id>.emails`.',
    2,
  );
}
