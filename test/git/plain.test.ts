import { afterEach, describe, expect, it } from 'vitest';
import { gitClient } from '../../src/git/client.js';
import { authorEmail, configGet, lastConfigValue, plainGitEnv, readAtCommit } from '../../src/git/plain.js';
import { git, makeRepo, tempDir } from '../helpers/repo.js';

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
