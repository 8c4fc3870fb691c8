import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI, runCli } from '../helpers/cli.js';
import { twoClones } from '../helpers/clones.js';
import { git, makeRepo, tempDir } from '../helpers/repo.js';
import { log, sync } from '../check/fixtures.js';

const env = { GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1', NO_COLOR: '1' };
const setPush = (dir: string, actor: string, focus: string) =>
  runCli(['sync', 'set', '--push', '--actor', actor, '--focus', focus, '--next', 'Go on.'], { cwd: dir });
const remoteSync = (remote: string, file = 'SYNC.md') => git(remote, ['show', `main:${file}`]);

/** Runs the CLI without waiting, so two clones really race. */
function runAsync(args: string[], cwd: string): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, [CLI, ...args], { cwd, env: { ...process.env, ...env } });
    let out = '';
    p.stdout.on('data', (d) => (out += d));
    p.stderr.on('data', (d) => (out += d));
    p.on('close', (code) => resolve({ code: code ?? -1, out }));
  });
}

describe('sync set --push / append --push', () => {
  it('commits only the protocol file and pushes; a clone that is behind fetches, rebases with the driver and retries', async () => {
    const { remote, a, b } = await twoClones({ 'SYNC.md': sync({ a: ['x', '—', 'y'], b: ['x', '—', 'y'] }) });
    git(b, ['commit', '-q', '--allow-empty', '-m', 'unrelated local work']);
    const ra = setPush(a, 'a', 'A first.');
    expect(ra.code).toBe(0);
    expect(ra.stdout).toMatch(/Pushed [0-9a-f]{7} to origin\/main\./);
    require_file_only(a);
    const rb = setPush(b, 'b', 'B second.');
    expect(rb.stderr).toBe('');
    expect(rb.code).toBe(0);
    expect(rb.stdout).toMatch(/after 1 refused push \(rebased each time\)/);
    const text = remoteSync(remote);
    expect(text).toContain('A first.');
    expect(text).toContain('B second.');
    expect(git(remote, ['log', '--format=%s', 'main'])).toMatch(
      /sync: b updates its section\nunrelated local work\nsync: a updates its section/,
    );
    expect(git(remote, ['log', '-1', '--format=%(trailers:key=Handover-Agent,valueonly)', 'main']).trim()).toBe('b');
  });

  it('two clones racing, three rounds each: every edit lands, nothing is force-pushed', async () => {
    const { remote, a, b } = await twoClones({ 'SYNC.md': sync({ a: ['x', '—', 'y'], b: ['x', '—', 'y'] }) });
    for (let i = 0; i < 3; i++) {
      const [ra, rb] = await Promise.all([
        runAsync(['sync', 'set', '--push', '--actor', 'a', '--focus', `A round ${i}.`], a),
        runAsync(['sync', 'set', '--push', '--actor', 'b', '--focus', `B round ${i}.`], b),
      ]);
      expect([ra.code, rb.code], ra.out + rb.out).toEqual([0, 0]);
      const text = remoteSync(remote);
      expect(text).toContain(`A round ${i}.`);
      expect(text).toContain(`B round ${i}.`);
    }
    expect(Number(git(remote, ['rev-list', '--count', 'main']).trim())).toBe(2 + 6);
  }, 300_000);

  it('gives up in one sentence, keeping the local commit, when the change cannot be merged', () => {
    const seed = makeRepo([{ files: { 'SYNC.md': sync({}) } }]);
    const top = tempDir();
    const remote = join(top, 'r.git');
    git(top, ['clone', '-q', '--bare', seed, remote]);
    const clone = (n: string) => {
      const d = join(top, n);
      git(top, ['clone', '-q', remote, d]);
      git(d, ['config', 'user.email', `${n}@example.org`]);
      return d;
    };
    const a = clone('a');
    const b = clone('b');
    // no merge driver: both add a section at the end of one SYNC.md, which a plain merge cannot combine
    expect(setPush(a, 'a', 'A.').code).toBe(0);
    const r = setPush(b, 'b', 'B.');
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/cannot be merged with this commit .*the commit [0-9a-f]{7} is kept on this branch/);
    expect(git(b, ['log', '-1', '--format=%s']).trim()).toBe('sync: b updates its section');
    expect(git(b, ['status', '--porcelain']).trim()).toBe('');
    expect(remoteSync(remote)).not.toContain('B.');
  });

  it('the directory layout needs no driver: a clone that is behind rebases cleanly', () => {
    const cfg = JSON.stringify({ files: { sync: 'sync/' } });
    const seed = makeRepo([
      {
        files: {
          '.handoverrc.json': cfg,
          'sync/a.md': '## a\n\n- **Current focus:** x\n- **Blocked on:** —\n- **Next action:** y\n',
        },
      },
    ]);
    const top = tempDir();
    const remote = join(top, 'r.git');
    git(top, ['clone', '-q', '--bare', seed, remote]);
    const [a, b] = ['a', 'b'].map((n) => {
      const d = join(top, n);
      git(top, ['clone', '-q', remote, d]);
      git(d, ['config', 'user.email', `${n}@example.org`]);
      return d;
    });
    expect(setPush(a, 'a', 'A.').code).toBe(0);
    const r = setPush(b, 'b', 'B.');
    expect(r.code).toBe(0);
    expect(remoteSync(remote, 'sync/a.md')).toContain('A.');
    expect(remoteSync(remote, 'sync/b.md')).toContain('B.');
  });

  it('append --push publishes the new entry', () => {
    const seed = makeRepo([{ files: { 'HANDOVER.md': log(1) } }]);
    const top = tempDir();
    const remote = join(top, 'r.git');
    git(top, ['clone', '-q', '--bare', seed, remote]);
    const d = join(top, 'lab');
    git(top, ['clone', '-q', remote, d]);
    git(d, ['config', 'user.email', 'lab@example.org']);
    const r = runCli(['append', '--push', '--actor', 'lab', 'Run 2 done.'], { cwd: d });
    expect(r.code).toBe(0);
    expect(git(remote, ['show', 'main:HANDOVER.md'])).toContain('Run 2 done.');
  });
});

function require_file_only(dir: string): void {
  expect(git(dir, ['show', '--name-only', '--format=', 'HEAD']).trim()).toBe('SYNC.md');
}
