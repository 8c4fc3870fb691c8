import type { Config } from '../config/schema.js';
import { ruleSetting, type Message } from '../engine/lint.js';
import { COMMIT_RULES, ruleUrl } from '../rules/index.js';

/** A finding of a commit rule (`protocol/identity`, `protocol/config-owner`) at the configured severity, or null when off. */
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
