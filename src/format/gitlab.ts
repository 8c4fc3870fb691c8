import type { FileResult, Message } from '../engine/lint.js';
import { withFingerprints } from './fingerprint.js';

/**
 * GitLab Code Quality (a subset of the CodeClimate issue format, what GitLab's merge-request widget reads): one
 * JSON array of `{ description, check_name, fingerprint, severity, location: { path, lines: { begin } } }`.
 * The fingerprint hashes the file and the finding's identity (rule, entry or section, what it says), never its
 * line, so it stays the same across runs and as lines move, and GitLab tells new findings from fixed ones; a
 * second identical finding in one file gets its own. Suppressed findings are left out; overrides are `info`.
 */
export function gitlab(results: FileResult[]): string {
  const issues = withFingerprints(results).map(({ result: r, message: m, fingerprint }) => ({
    description: m.message + (m.commit ? ` [${m.commit}]` : '') + (m.override ? ` (overridden: ${m.override})` : ''),
    check_name: m.ruleId ?? 'handover',
    fingerprint,
    severity: severityOf(m),
    location: {
      path: r.path,
      lines: { begin: Math.max(1, m.line), ...(m.endLine && m.endLine > m.line ? { end: m.endLine } : {}) },
    },
  }));
  return `${JSON.stringify(issues, null, 2)}\n`;
}

function severityOf(m: Message): 'info' | 'minor' | 'major' {
  if (m.override) return 'info';
  return m.severity === 'error' ? 'major' : 'minor';
}
