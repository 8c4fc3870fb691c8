import pc from 'picocolors';
import type { FileResult } from '../engine/lint.js';
import type { FormatOptions } from './options.js';
import { shown } from '../display.js';

/** ESLint's stylish layout: a block per file, a line per message, a total. */
export function stylish(results: FileResult[], { color }: FormatOptions): string {
  const c = pc.createColors(color);
  const out: string[] = [];
  let errors = 0;
  let warnings = 0;
  let overrides = 0;
  let suppressed = 0;
  for (const r of results) {
    suppressed += r.suppressedMessages?.length ?? 0;
    if (r.messages.length === 0) continue;
    out.push(c.underline(shown(r.path)));
    const rows = r.messages.map((m) => {
      const sev = m.override ? c.cyan('override') : m.severity === 'error' ? c.red('error') : c.yellow('warning');
      const text =
        shown(m.message) +
        (m.commit ? c.dim(` [${shown(m.commit)}]`) : '') +
        (m.override ? c.dim(` (overridden: ${shown(m.override)})`) : '');
      return [`${m.line}:${m.column}`, sev, text, c.dim(m.ruleId ?? '')];
    });
    // A loop, not Math.max(...rows): spreading 100,000 messages as arguments overflows the stack.
    let w0 = 0;
    let w1 = 0;
    for (const x of rows) {
      w0 = Math.max(w0, x[0].length);
      w1 = Math.max(w1, x[1].length);
    }
    for (const [pos, sev, text, id] of rows) out.push(`  ${c.dim(pos.padEnd(w0))}  ${sev.padEnd(w1)}  ${text}  ${id}`);
    out.push('');
    for (const m of r.messages) {
      if (m.override) overrides++;
      else if (m.severity === 'error') errors++;
      else warnings++;
    }
  }
  const summary = summaryLine(c, { errors, warnings, overrides, suppressed });
  if (!summary) return '';
  out.push(summary);
  return `${out.join('\n')}\n`;
}

/** The closing total: problems, errors, warnings, then overrides and suppressed findings when there are any. */
function summaryLine(
  c: ReturnType<typeof pc.createColors>,
  n: { errors: number; warnings: number; overrides: number; suppressed: number },
): string {
  const total = n.errors + n.warnings;
  if (total === 0 && n.overrides === 0 && n.suppressed === 0) return '';
  const plural = (k: number, w: string) => `${k} ${w}${k === 1 ? '' : 's'}`;
  const summary =
    `${plural(total, 'problem')} (${plural(n.errors, 'error')}, ${plural(n.warnings, 'warning')})` +
    (n.overrides ? `, ${n.overrides} overridden` : '') +
    (n.suppressed ? `, ${n.suppressed} suppressed` : '');
  if (n.errors) return c.red(`✖ ${summary}`);
  return total ? c.yellow(`⚠ ${summary}`) : c.dim(`✔ ${summary}`);
}
