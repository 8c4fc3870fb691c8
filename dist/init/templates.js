import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
/** The package's `templates/` folder: exactly what `handover init` writes. */
export const TEMPLATE_DIR = fileURLToPath(new URL('../../templates/', import.meta.url));
/** Placeholders are `{{name}}` with a plain lower-case name, so `${{ github.sha }}` in a workflow is left alone. */
export function render(text, vars) {
    return text.replace(/\{\{([a-z]+)\}\}/g, (m, k) => (k in vars ? vars[k] : m));
}
/** A template's text, rendered. */
export function template(name, vars = {}) {
    return render(readFileSync(TEMPLATE_DIR + name, 'utf8'), vars);
}
export const BLOCK_BEGIN = '<!-- handover:begin';
export const BLOCK_END = '<!-- handover:end -->';
/** The protocol block of the charter template (from its begin marker to its end marker). */
export function charterBlock(agent) {
    const text = template('CLAUDE.md', { agent });
    return text.slice(text.indexOf(BLOCK_BEGIN), text.indexOf(BLOCK_END) + BLOCK_END.length);
}
/** Quotes a string for POSIX sh: single quotes, each `'` written as `'\''`. */
export function shellQuote(s) {
    return `'${s.replace(/'/g, `'\\''`)}'`;
}
