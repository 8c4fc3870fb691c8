import { toResult } from '../engine/lint.js';
import { checkPath } from '../git/refs.js';
/** The protocol files and append-only files a config names, each once, as `/`-separated repo paths. */
export function targetsOf(config) {
    const seen = new Set();
    const out = [];
    const add = (path, kind) => {
        const p = checkPath(path);
        if (!seen.has(p)) {
            seen.add(p);
            out.push({ path: p, kind });
        }
    };
    for (const [kind, path] of Object.entries(config.files))
        add(path, kind);
    for (const path of config.appendOnly)
        add(path, 'append-only');
    return out;
}
/** A blob under a protocol name that git does not store as a regular file (a symlink, a submodule). */
export function notAFile(path, mode) {
    const what = mode === '120000' ? 'a symbolic link' : mode === '160000' ? 'a submodule' : `an entry of mode ${mode}`;
    return { ruleId: null, severity: 'error', message: `${path} is ${what} in git, not a regular file; protocol files must be plain files — replace it with the file itself`, line: 1, column: 1 };
}
/** Gathers messages per file into results, in the order of the targets, leaving out files with none. */
export function resultsOf(targets, messages) {
    return targets
        .filter((t) => (messages.get(t.path) ?? []).length > 0)
        .map((t) => toResult(t.path, t.kind === 'append-only' ? null : t.kind, messages.get(t.path)));
}
