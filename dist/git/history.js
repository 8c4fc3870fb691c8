import { spawnSync } from 'node:child_process';
/** The environment for git here: the caller's, less a hook's GIT_DIR / GIT_WORK_TREE, which would point git elsewhere than `root`. */
function gitEnv() {
    const env = { ...process.env };
    for (const k of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_COMMON_DIR', 'GIT_OBJECT_DIRECTORY', 'GIT_ALTERNATE_OBJECT_DIRECTORIES', 'GIT_INDEX_FILE'])
        delete env[k];
    return env;
}
function git(root, args, input) {
    const r = spawnSync('git', args, { cwd: root, input, env: gitEnv(), maxBuffer: 1024 * 1024 * 1024, stdio: ['pipe', 'pipe', 'pipe'] });
    return { ok: r.status === 0, stdout: r.stdout ?? Buffer.alloc(0) };
}
/** The commits reachable from HEAD that touched `relPath`, newest first; empty outside a repo or before the first commit. */
export function commitsTouching(root, relPath) {
    if (relPath.startsWith('-'))
        throw new Error(`refusing path "${relPath}"`);
    const r = git(root, ['--literal-pathspecs', 'log', '--format=%H %at %P', 'HEAD', '--', relPath]);
    if (!r.ok)
        return [];
    return r.stdout
        .toString('utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => {
        const [commit, at, ...parents] = line.trim().split(' ');
        return { commit, time: Number(at) * 1000, parents: parents.filter(Boolean) };
    });
}
/**
 * The text of `relPath` at each commit (null where the path does not exist there), read through one
 * `git cat-file --batch` process.
 */
export function readAtCommits(root, commits, relPath) {
    const out = new Map();
    const wanted = [...new Set(commits)].filter((c) => /^[0-9a-f]{7,64}$/.test(c));
    if (wanted.length === 0)
        return out;
    const r = git(root, ['cat-file', '--batch'], wanted.map((c) => `${c}:${relPath}\n`).join(''));
    const buf = r.stdout;
    let pos = 0;
    for (const c of wanted) {
        const nl = buf.indexOf(0x0a, pos);
        if (nl === -1)
            break;
        const header = buf.subarray(pos, nl).toString('utf8');
        pos = nl + 1;
        const m = /^[0-9a-f]+ (\w+) (\d+)$/.exec(header);
        if (!m) {
            out.set(c, null); // "<spec> missing": the file does not exist at that commit
            continue;
        }
        const size = Number(m[2]);
        out.set(c, m[1] === 'blob' ? buf.subarray(pos, pos + size).toString('utf8') : null);
        pos += size + 1;
    }
    return out;
}
/** The commit HEAD points at, or null before the first commit or outside a repository. */
export function headCommit(root) {
    const r = git(root, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']);
    const sha = r.stdout.toString('utf8').trim();
    return r.ok && /^[0-9a-f]{40,64}$/.test(sha) ? sha : null;
}
