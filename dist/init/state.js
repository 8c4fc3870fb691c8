import { join } from 'node:path';
import { lintBytes } from '../engine/lint.js';
import { readIfExists } from '../fsutil.js';
import { migrate, MigrateError } from '../migrate/index.js';
import { shellQuote } from './templates.js';
const arg = (s) => (/^[A-Za-z0-9._\/-]+$/.test(s) ? s : shellQuote(s));
/** Lints each file (and, when it has errors, tries its migration) to tell the user where they stand. */
export function fileStates(root, kinds, config) {
    const out = [];
    for (const kind of kinds) {
        const rel = config.files[kind];
        if (rel.endsWith('/'))
            continue;
        const bytes = readIfExists(join(root, rel), rel);
        if (bytes === null)
            continue;
        const count = (text) => {
            const ms = lintBytes(rel, text, kind, config).messages;
            const errors = ms.filter((m) => m.severity === 'error').length;
            return { errors, warnings: ms.length - errors };
        };
        const { errors, warnings } = count(bytes);
        const base = { path: rel, kind, state: errors + warnings ? 'problems' : 'clean', problems: errors + warnings, errors, warnings };
        if (errors + warnings === 0) {
            out.push(base);
            continue;
        }
        let fix = `handover lint ${arg(rel)}`;
        let note;
        if (errors > 0 && (kind === 'handover' || kind === 'sync')) {
            try {
                const m = migrate(bytes.toString('utf8'), kind, { what: rel }, config);
                const after = m.changed ? count(m.text) : null;
                if (after && after.errors < errors) {
                    fix = `handover migrate --write ${arg(rel)}`;
                    if (after.errors)
                        note = `${after.errors} error${after.errors === 1 ? '' : 's'} would remain after the migration; handover lint shows them`;
                }
            }
            catch (error) {
                if (!(error instanceof MigrateError))
                    throw error;
                note = `handover migrate cannot convert it: ${error.message}`;
            }
        }
        out.push({ ...base, fix, ...(note ? { note } : {}) });
    }
    return out;
}
/** One line per file for init's text report. */
export function describeState(s) {
    if (s.state === 'clean')
        return `${s.path}  clean`;
    const what = `${s.problems} problem${s.problems === 1 ? '' : 's'} (${s.errors} error${s.errors === 1 ? '' : 's'}, ${s.warnings} warning${s.warnings === 1 ? '' : 's'})`;
    return `${s.path}  ${what}; fix: ${s.fix}${s.note ? ` (${s.note})` : ''}`;
}
