import { NAME } from './config/schema.js';
import { CliError } from './errors.js';
import { authorEmail as gitAuthorEmail, configGet } from './git/client.js';
/** The agent an email is mapped to under `agents.<id>.emails`, or null. */
export function agentForEmail(config, email) {
    if (!email)
        return null;
    const e = email.toLowerCase();
    for (const [id, a] of Object.entries(config.agents))
        if (a.emails.includes(e))
            return id;
    return null;
}
/**
 * Who is making a change, in SPEC §3 order: --actor, HANDOVER_AGENT, git config handover.agent,
 * the config's `agent`, then the author email's mapping. No actor is an error, never a silent pass.
 */
export async function resolveActor(opts) {
    const check = (actor, source, where) => {
        if (!NAME.test(actor))
            throw new CliError(`The actor "${actor}" from ${where} is not a valid agent name (letters, digits, ".", "_", "-").`, 2);
        return { actor, source };
    };
    if (opts.flag !== undefined)
        return check(opts.flag.trim(), 'flag', '--actor');
    const env = (opts.env ?? process.env).HANDOVER_AGENT;
    if (env && env.trim())
        return check(env.trim(), 'env', 'HANDOVER_AGENT');
    const clone = await configGet(opts.root, 'handover.agent');
    if (clone)
        return check(clone, 'git-config', 'git config handover.agent');
    if (opts.config.agent)
        return { actor: opts.config.agent, source: 'config' };
    const email = opts.authorEmail !== undefined ? opts.authorEmail : await gitAuthorEmail(opts.root);
    const mapped = agentForEmail(opts.config, email);
    if (mapped)
        return { actor: mapped, source: 'email' };
    throw new CliError('Cannot tell which agent is acting: pass --actor NAME, set HANDOVER_AGENT, run `handover init --agent NAME` ' +
        '(sets git config handover.agent for this clone), set `agent` in the config, or map your email under `agents.<id>.emails`.', 2);
}
/**
 * The actor of a commit in a range (SPEC §3): its `Handover-Agent:` trailer, checked against the author's
 * email where the config maps one (to the trailer's agent or to the author), else the email's mapping alone,
 * else `fallback` (`check --range --actor NAME`).
 */
export function commitActor(commit, config, fallback) {
    const mapped = agentForEmail(config, commit.email);
    const named = [...new Set(commit.agents)];
    if (named.length > 1)
        return { actor: mapped, problem: `The commit has ${named.length} different Handover-Agent trailers (${named.join(', ')}); keep exactly one` };
    const trailer = named[0];
    if (trailer === undefined)
        return { actor: mapped ?? fallback ?? null, problem: null };
    if (!NAME.test(trailer))
        return { actor: mapped, problem: `The Handover-Agent trailer "${trailer}" is not a valid agent name (letters, digits, ".", "_", "-")` };
    if (mapped && mapped !== trailer) {
        return { actor: mapped, problem: `The Handover-Agent trailer says ${trailer}, but the author email ${commit.email} belongs to ${mapped} (agents.${mapped}.emails); a commit names its author's own agent` };
    }
    const claimed = config.agents[trailer]?.emails ?? [];
    if (!mapped && claimed.length > 0) {
        return { actor: null, problem: `The Handover-Agent trailer says ${trailer}, but the author email ${commit.email} is not one of ${trailer}'s (agents.${trailer}.emails: ${claimed.join(', ')}); commit with ${trailer}'s email or add this one to the config` };
    }
    return { actor: trailer, problem: null };
}
