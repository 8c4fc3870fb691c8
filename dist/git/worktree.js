import { isAbsolute, resolve } from 'node:path';
import { commitOf, gitClient } from './client.js';
/** Narrow git calls for init and the agent hooks. Every path goes after `--` or as `rev:path`. */
/** The commit HEAD points at, or null in a repo with no commits yet. */
export async function headCommit(root) {
    return commitOf(root, 'HEAD');
}
/** A file's bytes at a commit (`rev` is a sha or HEAD, never user text), or null when absent. */
export async function readAtCommit(root, rev, path) {
    if (!/^(HEAD|[0-9a-f]{7,64})$/.test(rev))
        throw new Error(`not a commit id: ${rev}`);
    const rel = path.split('\\').join('/');
    try {
        return Buffer.from((await gitClient(root).binaryCatFile(['blob', `${rev}:${rel}`])));
    }
    catch {
        return null;
    }
}
/** Paths that differ between `since` (a commit, or HEAD) and the working tree, untracked files included. */
export async function changedSince(root, since) {
    const git = gitClient(root);
    const out = new Set();
    if (since) {
        if (!/^[0-9a-f]{7,64}$/.test(since))
            throw new Error(`not a commit id: ${since}`);
        const diff = await git.raw(['diff', '--name-only', '-z', '--no-renames', since, '--']);
        for (const p of diff.split('\0'))
            if (p)
                out.add(p);
    }
    const status = await git.raw(['status', '--porcelain=v1', '-z', '--untracked-files=all', '--no-renames']);
    for (const rec of status.split('\0'))
        if (rec.length > 3)
            out.add(rec.slice(3));
    return [...out];
}
/** Where git keeps a per-repo path such as `hooks` (honours core.hooksPath and worktrees), absolute. */
export async function gitPath(root, name) {
    const p = (await gitClient(root).raw(['rev-parse', '--git-path', name])).trim();
    return isAbsolute(p) ? p : resolve(root, p);
}
/** Sets a clone-local git config value. */
export async function setLocalConfig(root, key, value) {
    await gitClient(root).raw(['config', '--local', '--replace-all', key, value]);
}
/** True when `root` is inside a git work tree. */
export async function isWorkTree(root) {
    try {
        return (await gitClient(root).raw(['rev-parse', '--is-inside-work-tree'])).trim() === 'true';
    }
    catch {
        return false;
    }
}
