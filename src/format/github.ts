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
