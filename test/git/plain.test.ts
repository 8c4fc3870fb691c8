import { afterEach, describe, expect, it } from 'vitest';
import { gitClient } from '../../src/git/client.js';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { authorEmail, configGet, lastConfigValue, plainGitEnv, readAtCommit, sameAsHead } from '../../src/git/plain.js';
import { git, makeRepo, tempDir, writeFiles } from '../helpers/repo.js';

// The guard's git calls run without simple-git; each must answer exactly as the simple-git call it replaced.
const viaSimpleGit = {
  async configGet(root: string, key: string): Promise<string | null> {
    try {
      const r = await gitClient(root).getConfig(key);
      return r.value?.trim() ? r.value.trim() : null;
    } catch {
      return null;
    }
  },
  async readAtCommit(root: string, rev: string, path: string): Promise<Buffer | null> {
    try {
      return Buffer.from((await gitClient(root).binaryCatFile(['blob', `${rev}:${path}`])) as Uint8Array);
    } catch {
      return null;
    }
  },
  async authorEmail(root: string): Promise<string | null> {
    try {
      const m = /<([^>]*)>/.exec(await gitClient(root).raw(['var', 'GIT_AUTHOR_IDENT']));
      return m?.[1] ? m[1].toLowerCase() : null;
    } catch {
      return null;
    }
  },
};

const saved = { ...process.env };
afterEach(() => {
  for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
  Object.assign(process.env, saved);
});

describe("the guard's plain git calls", () => {
  it('read a config value as simple-git does: unset, set, set twice (the last wins), outside a repository', async () => {
    const dir = makeRepo([{ files: { 'a.md': 'a\n' } }]);
    const outside = tempDir();
    const cases: [string, string][] = [
      [dir, 'handover.agent'],
      [outside, 'handover.agent'],
    ];
    for (const [root, key] of cases) expect(await configGet(root, key)).toBe(await viaSimpleGit.configGet(root, key));
    git(dir, ['config', 'handover.agent', ' lab ']);
    expect(await configGet(dir, 'handover.agent')).toBe('lab');
    git(dir, ['config', '--add', 'handover.agent', 'partner']);
    expect(await configGet(dir, 'handover.agent')).toBe('partner');
    expect(await configGet(dir, 'handover.agent')).toBe(await viaSimpleGit.configGet(dir, 'handover.agent'));
    git(dir, ['config', '--add', 'handover.agent', 'two\nlines']);
    expect(await configGet(dir, 'handover.agent')).toBe(await viaSimpleGit.configGet(dir, 'handover.agent'));
    expect(await configGet(`${tempDir()}/missing`, 'handover.agent')).toBeNull();
  });

  it('parse --show-origin --null output as simple-git does, a value with a line break included', () => {
    const key = 'handover.agent';
    expect(lastConfigValue('', key)).toBeNull();
    expect(lastConfigValue('file:.git/config\0lab\0', key)).toBe('lab');
    expect(lastConfigValue('file:a\0lab\0file:b\0partner\0', key)).toBe('partner');
    expect(lastConfigValue('file:a\0lab\0file:b\0other\nx\0', key)).toBe('lab');
    expect(lastConfigValue('file:a\0handover.agent\nx\0', key)).toBe('x');
    expect(lastConfigValue('file:a\0\nx\0', key)).toBeNull();
  });

  it('read a file at HEAD as simple-git does: present, absent, in a repository with no commits', async () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': '# Log\n', 'sub/b.md': Buffer.from([0xff, 0x00, 0x0a]) } }]);
    const empty = makeRepo();
    const cases: [string, string][] = [
      [dir, 'HANDOVER.md'],
      [dir, 'sub/b.md'],
      [dir, 'nope.md'],
      [empty, 'HANDOVER.md'],
      [tempDir(), 'HANDOVER.md'],
    ];
    for (const [root, path] of cases)
      expect(await readAtCommit(root, 'HEAD', path)).toEqual(await viaSimpleGit.readAtCommit(root, 'HEAD', path));
    expect((await readAtCommit(dir, 'HEAD', 'HANDOVER.md'))?.toString()).toBe('# Log\n');
    await expect(readAtCommit(dir, 'main~1; rm', 'HANDOVER.md')).rejects.toThrow('not a commit id');
  });

  it('give the author email as simple-git does, with GIT_AUTHOR_EMAIL kept', async () => {
    const dir = makeRepo([{ files: { 'a.md': 'a\n' } }]);
    git(dir, ['config', 'user.email', 'Lab@Example.org']);
    git(dir, ['config', 'user.name', 'lab']);
    expect(await authorEmail(dir)).toBe(await viaSimpleGit.authorEmail(dir));
    process.env.GIT_AUTHOR_EMAIL = 'Partner@Example.org';
    expect(await authorEmail(dir)).toBe('partner@example.org');
    expect(await authorEmail(dir)).toBe(await viaSimpleGit.authorEmail(dir));
  });

  it('give git the environment simple-git gives it', async () => {
    Object.assign(process.env, {
      GIT_DIR: '/nowhere',
      git_work_tree: '/nowhere',
      GIT_PAGER: 'cat',
      PAGER: 'less',
      EDITOR: 'vi',
      GIT_AUTHOR_EMAIL: 'lab@example.org',
      GIT_INDEX_FILE: '/tmp/index',
      HANDOVER_PLAIN_TEST: 'kept',
    });
    // simple-git run with `env -0` as its binary prints the environment it spawns with
    const seen = await gitClient(tempDir(), { binary: 'env' }).raw(['-0']);
    const theirs = Object.fromEntries(
      seen
        .split('\0')
        .filter(Boolean)
        .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
    );
    const ours = Object.fromEntries(Object.entries(plainGitEnv()).filter(([, v]) => v !== undefined));
    expect(ours).toEqual(theirs);
    expect(ours.GIT_DIR).toBeUndefined();
    expect(ours.GIT_INDEX_FILE).toBe('/tmp/index');
    expect(ours.HANDOVER_PLAIN_TEST).toBe('kept');
  });
});

describe('sameAsHead: one git process', () => {
  // The two processes it replaced: HEAD has the file, and `git diff-index` finds no difference from the working tree.
  const twoProcesses = (root: string, rel: string): boolean => {
    const run = (args: string[]) => spawnSync('git', args, { cwd: root, env: plainGitEnv(), stdio: 'ignore' }).status;
    return run(['cat-file', '-e', `HEAD:${rel}`]) === 0 && run(['diff-index', '--quiet', 'HEAD', '--', rel]) === 0;
  };
  const LOG = '# Handover: lab\n\n## 1 · 2026-01-01T00:00:00Z\n\nFirst.\n';
  const MORE = `${LOG}\n## 2 · 2026-01-02T00:00:00Z\n\nSecond.\n`;
  const cases: [string, () => { root: string; rel: string }, boolean][] = [
    ['as committed', () => ({ root: makeRepo([{ files: { 'HANDOVER.md': LOG } }]), rel: 'HANDOVER.md' }), true],
    [
      'as committed, in a folder',
      () => ({ root: makeRepo([{ files: { 'logs/H.md': LOG } }]), rel: 'logs/H.md' }),
      true,
    ],
    [
      'changed in the working tree',
      () => {
        const root = makeRepo([{ files: { 'HANDOVER.md': LOG } }]);
        writeFiles(root, { 'HANDOVER.md': MORE });
        return { root, rel: 'HANDOVER.md' };
      },
      false,
    ],
    [
      'changed and staged',
      () => {
        const root = makeRepo([{ files: { 'HANDOVER.md': LOG } }]);
        writeFiles(root, { 'HANDOVER.md': MORE });
        git(root, ['add', 'HANDOVER.md']);
        return { root, rel: 'HANDOVER.md' };
      },
      false,
    ],
    [
      'the same size, other bytes',
      () => {
        const root = makeRepo([{ files: { 'HANDOVER.md': LOG } }]);
        writeFiles(root, { 'HANDOVER.md': LOG.replace('First', 'Fir5t') });
        return { root, rel: 'HANDOVER.md' };
      },
      false,
    ],
    [
      'untracked, not in HEAD',
      () => {
        const root = makeRepo([{ files: { 'a.md': 'a\n' } }]);
        writeFiles(root, { 'HANDOVER.md': LOG });
        return { root, rel: 'HANDOVER.md' };
      },
      false,
    ],
    [
      'untracked and ignored',
      () => {
        const root = makeRepo([{ files: { '.gitignore': 'HANDOVER.md\n' } }]);
        writeFiles(root, { 'HANDOVER.md': LOG });
        return { root, rel: 'HANDOVER.md' };
      },
      false,
    ],
    [
      'no commit yet, staged',
      () => {
        const root = makeRepo();
        writeFiles(root, { 'HANDOVER.md': LOG });
        git(root, ['add', 'HANDOVER.md']);
        return { root, rel: 'HANDOVER.md' };
      },
      false,
    ],
    [
      'in HEAD, removed from the index',
      () => {
        const root = makeRepo([{ files: { 'HANDOVER.md': LOG } }]);
        git(root, ['rm', '-q', '--cached', 'HANDOVER.md']);
        return { root, rel: 'HANDOVER.md' };
      },
      false,
    ],
    ['not in a repository', () => ({ root: tempDir(), rel: 'HANDOVER.md' }), false],
  ];
  for (const [name, make, want] of cases) {
    it(`${name}: ${want}, as the two processes answered`, async () => {
      const { root, rel } = make();
      expect(await sameAsHead(root, rel)).toBe(want);
      expect(twoProcesses(root, rel)).toBe(want);
    });
  }

  it('a file named like a pathspec pattern is read as its own name only', async () => {
    const root = makeRepo([{ files: { 'log[1].md': LOG, 'log1.md': LOG } }]);
    writeFiles(root, { 'log1.md': MORE });
    expect(await sameAsHead(root, 'log[1].md')).toBe(true);
    expect(await sameAsHead(root, 'log1.md')).toBe(false);
  });

  it('staged, then the working tree put back as HEAD has it: false both ways (the index is trusted for the file)', async () => {
    const root = makeRepo([{ files: { 'HANDOVER.md': LOG } }]);
    writeFiles(root, { 'HANDOVER.md': MORE });
    git(root, ['add', 'HANDOVER.md']);
    writeFiles(root, { 'HANDOVER.md': LOG });
    expect(await sameAsHead(root, 'HANDOVER.md')).toBe(false);
    expect(twoProcesses(root, 'HANDOVER.md')).toBe(false);
    // the caller then reads HEAD's blob: the same bytes, the same verdict
    expect(readFileSync(join(root, 'HANDOVER.md'))).toEqual(await readAtCommit(root, 'HEAD', 'HANDOVER.md'));
  });
});
