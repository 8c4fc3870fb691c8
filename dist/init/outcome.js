import { existsSync, lstatSync, mkdirSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, relative, isAbsolute, sep } from 'node:path';
import { writeFileAtomic } from '../fsutil.js';
/** Repo-relative display path with `/`. */
export function rel(root, abs) {
    const r = relative(root, abs);
    return r.startsWith('..') || isAbsolute(r) ? abs : r.split(sep).join('/');
}
/**
 * Where to write a repo file: its real path when it is a symlink (so a `CLAUDE.md -> AGENTS.md`
 * link stays a link), or null when that real path leaves the repository.
 */
export function writeTarget(root, abs) {
    if (!existsSync(abs) || !lstatSync(abs).isSymbolicLink())
        return abs;
    const real = realpathSync(abs);
    const r = relative(realpathSync(root), real);
    return r.startsWith('..') || isAbsolute(r) ? null : real;
}
/** Reads a repo file as text, or null when absent. */
export function readText(abs) {
    return existsSync(abs) ? readFileSync(abs, 'utf8') : null;
}
/** Writes a file atomically, creating its folder. */
export function writeText(abs, text) {
    mkdirSync(dirname(abs), { recursive: true });
    writeFileAtomic(abs, text);
}
/**
 * Writes a template-made file that is wholly handover's: created when absent; when present, kept
 * if identical, rewritten only with `force`. Files that are not ours (no `ownMark`) are never touched.
 */
export function ensureOwnedFile(root, relPath, text, opts) {
    const abs = join(root, relPath);
    const old = readText(abs);
    if (old === null) {
        writeText(abs, text);
        return { what: relPath, action: 'created' };
    }
    if (old === text)
        return { what: relPath, action: 'kept' };
    if (opts.ownMark !== undefined && !old.includes(opts.ownMark))
        return { what: relPath, action: 'kept', note: 'not written by handover init; left as it is' };
    if (!opts.force)
        return { what: relPath, action: 'kept', note: 'differs from the template; handover init --force rewrites it' };
    writeText(abs, text);
    return { what: relPath, action: 'updated' };
}
