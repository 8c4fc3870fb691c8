import type { FileResult } from '../engine/lint.js';
import { escapeControl } from '../display.js';

const data = (s: string) => escapeControl(s).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const prop = (s: string) => data(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** GitHub Actions workflow commands: one `::error`/`::warning`/`::notice` annotation per message. */
export function github(results: FileResult[]): string {
  const lines: string[] = [];
  for (const r of results) {
    for (const m of r.messages) {
      const level = m.override ? 'notice' : m.severity === 'error' ? 'error' : 'warning';
      const props = [`file=${prop(r.path)}`, `line=${m.line}`, `col=${m.column}`];
      if (m.endLine) props.push(`endLine=${m.endLine}`);
      if (m.endColumn && m.endLine === m.line) props.push(`endColumn=${m.endColumn}`);
      props.push(`title=${prop(m.ruleId ?? 'handover')}`);
      const text = m.message + (m.commit ? ` [${m.commit}]` : '') + (m.override ? ` (overridden: ${m.override})` : '');
      lines.push(`::${level} ${props.join(',')}::${data(text)}`);
    }
  }
  return lines.length ? `${lines.join('\n')}\n` : '';
}

/** How many annotations of one level GitHub shows for a step; the rest are dropped without a word. */
export const GITHUB_ANNOTATIONS_SHOWN = 10;

/** Whether some findings would not be shown as annotations (more than GitHub shows of one level in a step). */
export function githubOverflows(results: FileResult[]): boolean {
  const counts = new Map<string, number>();
  for (const r of results)
    for (const m of r.messages) {
      const level = m.override ? 'notice' : m.severity;
      counts.set(level, (counts.get(level) ?? 0) + 1);
    }
  return [...counts.values()].some((n) => n > GITHUB_ANNOTATIONS_SHOWN);
}

const cell = (s: string) => escapeControl(s).replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');

/** The step summary (Markdown for `$GITHUB_STEP_SUMMARY`): every finding, one table row each. */
export function githubSummary(results: FileResult[]): string {
  const rows: string[] = [];
  let errors = 0;
  let warnings = 0;
  for (const r of results)
    for (const m of r.messages) {
      if (m.severity === 'error' && !m.override) errors++;
      else warnings++;
      const level = m.override ? 'override' : m.severity;
      const text = m.message + (m.commit ? ` [${m.commit}]` : '') + (m.override ? ` (overridden: ${m.override})` : '');
      rows.push(`| \`${cell(r.path)}:${m.line}\` | ${level} | ${cell(m.ruleId ?? 'handover')} | ${cell(text)} |`);
    }
  return (
    `### handover: ${errors} error${errors === 1 ? '' : 's'}, ${warnings} other finding${warnings === 1 ? '' : 's'}\n\n` +
    `GitHub shows ${GITHUB_ANNOTATIONS_SHOWN} annotations of each level per step; every finding is listed here.\n\n` +
    `| where | level | rule | finding |\n| --- | --- | --- | --- |\n${rows.join('\n')}\n`
  );
}
