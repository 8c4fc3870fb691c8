import { lstat, readFile, realpath } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { CliError } from '../errors.js';
import { checkVersions } from '../engine/check.js';
import { blobsAt, gitBlobId, hasCommits, readBlobs, requireRepo, stagedBlobs } from '../git/repo.js';
import { resolveActor } from '../identity.js';
import { notAFile, resultsOf, targetsOf } from './targets.js';
/**
 * `check --staged` (the index against HEAD) and `check` with no mode (the working tree against HEAD).
 * Files that did not change are skipped; with no commit yet there is no base, so only the static rules run.
 * A staged file whose working-tree copy has the staged blob's id is read from disk, and a HEAD version that is
 * a prefix of the new one is recognised by its blob id alone, so a grown 40 MB log costs no blob read at all.
 */
export async function checkLocal(root, config, mode, who) {
    const targets = targetsOf(config);
    const paths = targets.map((t) => t.path);
    const disk = new Map(paths.map((p) => {
        const read = fromWorktree(root, p);
        return [p, mode === 'worktree' ? read : read.then((v) => (v && 'bytes' in v ? { ...v, id: gitBlobId(v.bytes, 40) } : null), () => null)];
    }));
    const settled = await Promise.allSettled([
        requireRepo(root),
        blobsAt(root, 'HEAD', paths).catch(() => null),
        mode === 'staged' ? stagedBlobs(root, paths) : null,
        ...disk.values(),
    ]);
    for (const r of settled)
        if (r.status === 'rejected')
            throw r.reason; // "not a repository" first, when it is that
    const [, listed, staged] = settled.map((r) => r.value);
    const born = listed !== null || (await hasCommits(root));
    if (listed === null && born)
        await blobsAt(root, 'HEAD', paths); // HEAD exists yet cannot be listed: let that error speak
    const base = listed ?? new Map();
    const head = new Map();
    for (const p of paths) {
        const blob = staged?.get(p);
        const file = await disk.get(p);
        if (!staged)
            head.set(p, file);
        else if (!blob)
            head.set(p, null);
        else if (!regular(blob.mode))
            head.set(p, { problem: notAFile(p, blob.mode) });
        else if (base.get(p)?.oid === blob.oid && base.get(p)?.mode === blob.mode)
            continue; // unchanged
        else
            head.set(p, file && 'id' in file && (blob.oid.length === 40 ? file.id : gitBlobId(file.bytes, blob.oid.length)) === blob.oid ? { bytes: file.bytes } : { blob });
    }
    const headBlobs = await readBlobs(root, [...head.values()].flatMap((v) => (v && 'blob' in v ? [v.blob.oid] : [])));
    const headBytes = (p) => {
        const v = head.get(p);
        return !v || 'problem' in v ? null : 'bytes' in v ? v.bytes : headBlobs.get(v.blob.oid) ?? null;
    };
    // The HEAD version is read only when it is not a prefix of the new one (told by hashing that prefix).
    const baseBytes = new Map();
    for (const [p, b] of base) {
        const h = headBytes(p);
        if (h && b.size !== null && b.size <= h.length && gitBlobId(h.subarray(0, b.size), b.oid.length) === b.oid)
            baseBytes.set(p, h.subarray(0, b.size));
    }
    const toRead = [...base.values()].filter((b) => head.has(b.path) && regular(b.mode) && !baseBytes.has(b.path));
    const read = await readBlobs(root, toRead.map((b) => b.oid));
    for (const b of toRead)
        if (read.has(b.oid))
            baseBytes.set(b.path, read.get(b.oid));
    let actor;
    const messages = new Map();
    for (const t of targets) {
        if (!head.has(t.path))
            continue;
        const v = head.get(t.path);
        if (v && 'problem' in v) {
            messages.set(t.path, [v.problem]);
            continue;
        }
        const before = baseBytes.get(t.path) ?? null;
        const after = headBytes(t.path);
        if (before === null && after === null && !base.has(t.path))
            continue;
        if (before && after && before.equals(after))
            continue;
        // Only a real change needs an actor; with no commit yet there is no base and only static rules run.
        if (actor === undefined)
            actor = born ? (await resolveActor({ root, config, flag: who.flag, env: who.env })).actor : null;
        messages.set(t.path, checkVersions({ kind: t.kind, path: t.path, base: before, head: after, actor, config }));
    }
    return resultsOf(targets, messages);
}
const regular = (mode) => mode === '100644' || mode === '100755';
/** A working-tree file: its bytes, null when absent, or a problem when it is not a plain file inside the repo. */
async function fromWorktree(root, path) {
    const abs = join(root, path);
    let st;
    try {
        st = await lstat(abs);
    }
    catch {
        return null;
    }
    const problem = (message) => ({ problem: { ruleId: null, severity: 'error', message, line: 1, column: 1 } });
    if (st.isSymbolicLink())
        return problem(`${path} is a symbolic link; protocol files must be plain files — replace it with the file itself`);
    if (!st.isFile())
        return problem(`${path} is not a regular file; protocol files must be plain files`);
    const real = await realpath(abs);
    if (!real.startsWith((await realpath(root)) + sep))
        return problem(`${path} resolves outside the repository (${real}); keep protocol files inside it`);
    try {
        return { bytes: await readFile(real) };
    }
    catch (error) {
        throw new CliError(`${path}: cannot be read (${error.code ?? error.message}); check its permissions.`, 2);
    }
}
