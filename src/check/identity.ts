// A commit's identity as a range check reports it: identity problems, the missing agent, overrides and refusals.
import type { Config } from '../config/schema.js';
import { applyOverride } from '../engine/check.js';
import { CliError } from '../errors.js';
import type { RangeCommit } from '../git/repo.js';
import { type Attestation, dispatcherLacks, type CommitIdentity } from '../identity.js';
import { ruleSetting, type Message } from '../engine/lint.js';
import { COMMIT_RULES, ruleUrl } from '../rules/index.js';

/**
 * A finding of a commit rule (`protocol/identity`, `protocol/config-owner`) at the configured severity, or null
 * when off.
 */
export function commitMessage(
  ruleId: 'protocol/identity' | 'protocol/config-owner',
  message: string,
  unit: string,
  config: Config,
): Message | null {
  const rule = COMMIT_RULES.find((r) => r.id === ruleId)!;
  const { severity } = ruleSetting(rule, config);
  if (severity === 'off') return null;
  return {
    ruleId,
    severity: severity === 'warn' ? 'warning' : 'error',
    message,
    line: 1,
    column: 1,
    docs: ruleUrl(ruleId),
    unit,
    owner: null,
  };
}

/** A commit's identity problem (SPEC §3) as a `protocol/identity` finding of that commit. */
export function identityMessage(problem: string, c: { sha: string }, config: Config): Message | null {
  return commitMessage('protocol/identity', problem, `commit ${c.sha}`, config);
}

/** The usage error for a commit that changes watched files but names no agent (exit 2). */
export function noAgentError(c: RangeCommit, paths: string[]): CliError {
  return new CliError(
    `Commit ${c.short} ${c.subject} changes ${[...new Set(paths)].join(', ')} but names no agent: ` +
      `add a "Handover-Agent: NAME" trailer to it (git commit --amend --trailer "Handover-Agent: NAME"), ` +
      `map its author email ${c.email} under agents.<id>.emails in the base branch's config, or pass --actor NAME.`,
    2,
  );
}

function overrideRefusal(reason: string, who: CommitIdentity, config: Config, attested: Attestation | null): string {
  const dispatchers = config.dispatchers.length ? config.dispatchers.join(', ') : 'none are configured';
  if (who.actor !== null && config.dispatchers.includes(who.actor) && !who.problem) {
    return (
      `The commit carries "Handover-Override: ${reason}" as dispatcher ${who.actor}, ` +
      `but ${dispatcherLacks(who.actor, config, attested)}; the override does not count — remove the trailer`
    );
  }
  return (
    `The commit carries "Handover-Override: ${reason}", but its actor ${who.actor ?? '(unknown)'} ` +
    `is not a dispatcher (${dispatchers}); only a dispatcher may override — remove the trailer`
  );
}

/** One commit's findings, and what its identity adds to them. */
export interface CommitFindings {
  commit: RangeCommit;
  who: CommitIdentity;
  config: Config;
  found: { path: string; m: Message }[];
  /** Where a finding about the commit itself (its identity, its override) is placed. */
  at: string;
  /** Who the host says is acting, for the refusal's sentence. */
  attested?: Attestation | null;
}

/**
 * A commit's findings with its identity applied: its identity problem as a finding, and its
 * `Handover-Override` trailers either applied (a dispatcher, identity sound) or refused with a finding saying why.
 */
export function withIdentity(commit: CommitFindings): { path: string; m: Message }[] {
  const { commit: c, who, config, found: out, at: first } = commit;
  const problem = who.problem ? identityMessage(who.problem, c, config) : null;
  if (problem) out.push({ path: first, m: problem });
  const reason = c.overrides.join('; ');
  if (reason && who.actor !== null && !who.problem && who.dispatcher)
    return out.map(({ path, m }) => ({ path, m: applyOverride([m], reason)[0] }));
  if (reason) {
    const refusal = identityMessage(overrideRefusal(reason, who, config, commit.attested ?? null), c, config);
    if (refusal) out.push({ path: first, m: refusal });
  }
  return out;
}
