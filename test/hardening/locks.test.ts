import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { CLI, runCli } from '../helpers/cli.js';
import { git, makeRepo, tempDir } from '../helpers/repo.js';

const SYNC =
  '# Sync\n\nEach agent writes only its own section.\n\n## lab\n\n- **Current focus:** A.\n- **Blocked on:** —\n- **Next action:** B.\n';
const ENV = {
  ...process.env,
  NO_COLOR: '1',
  HANDOVER_AGENT: 'lab',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
};

/**
 * A preload that SIGKILLs the CLI at one moment: `rename` just before a temp file is renamed over its
 * target, `lock` at the first write into the lock (or the temp file that becomes the lock).
 */
function killer(at: 'rename' | 'lock'): string {
  const file = join(tempDir(), 'kill.cjs');
  writeFileSync(
    file,
    `
const fs = require('node:fs');
const paths = new Map();
const open = fs.openSync, write = fs.writeSync, rename = fs.renameSync;
fs.openSync = (p, ...r) => { const fd = open(p, ...r); paths.set(fd, String(p)); return fd; };
fs.writeSync = (fd, ...r) => { if (${JSON.stringify(at)} === 'lock' && /\\.lock(\\.\\d+\\.[a-z0-9]+\\.tmp)?$/.test(paths.get(fd) ?? '')) process.kill(process.pid, 'SIGKILL'); return write(fd, ...r); };
fs.renameSync = (a, b) => { if (${JSON.stringify(at)} === 'rename' && String(a).endsWith('.tmp')) process.kill(process.pid, 'SIGKILL'); return rename(a, b); };
require('node:module').syncBuiltinESMExports();
`,
  );
  return file;
}

const syncSet = (dir: string, focus: string, preload?: string) =>
  spawnSync(process.execPath, [...(preload ? ['-r', preload] : []), CLI, 'sync', 'set', '--focus', focus], {
    cwd: dir,
    encoding: 'utf8',
    env: ENV,
    timeout: 60_000,
  });

describe('temp files and locks', () => {
  it('a writer killed just before its rename leaves no temp file in the work tree (git add -A would commit it) and the file as it was', () => {
    const dir = makeRepo([{ files: { 'SYNC.md': SYNC } }]);
    const r = syncSet(dir, 'Killed.', killer('rename'));
    expect(r.signal).toBe('SIGKILL');
    expect(readFileSync(join(dir, 'SYNC.md'), 'utf8')).toBe(SYNC);
    expect(git(dir, ['status', '--porcelain', '--untracked-files=all'])).toBe('');
    expect(readdirSync(join(dir, '.git', 'handover', 'tmp')).length).toBe(1);
    expect(syncSet(dir, 'After.').status).toBe(0);
    expect(readdirSync(join(dir, '.git', 'handover', 'tmp'))).toEqual([]); // the dead writer's temp is cleaned up
    expect(git(dir, ['status', '--porcelain', '--untracked-files=all'])).toBe(' M SYNC.md\n');
  });

  it('outside a git repository the temp file sits beside the file, and is cleaned up by the next write', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'SYNC.md'), SYNC);
    expect(syncSet(dir, 'Killed.', killer('rename')).signal).toBe('SIGKILL');
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toHaveLength(1);
    expect(syncSet(dir, 'After.').status).toBe(0);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('a writer killed while taking its lock leaves no empty lock: the next writer goes through at once', () => {
    const dir = makeRepo([{ files: { 'SYNC.md': SYNC } }]);
    expect(syncSet(dir, 'Killed.', killer('lock')).signal).toBe('SIGKILL');
    const lock = join(dir, '.git', 'handover', 'SYNC.md.lock');
    if (existsSync(lock)) expect(JSON.parse(readFileSync(lock, 'utf8')).pid).toBeGreaterThan(0); // never empty
    // an empty lock (no pid to find dead) would hold the next writer for its 10 s wait, then fail it with exit 2 and
    // "is locked by another handover process": its success with nothing on stderr is the verdict, no clock needed
    const next = syncSet(dir, 'After.');
    expect(next.stderr).toBe('');
    expect(next.status).toBe(0);
    expect(readFileSync(join(dir, 'SYNC.md'), 'utf8')).toContain('After.');
  });

  it('two inits at once: both succeed, and the commons config keeps its owner', async () => {
    for (let round = 0; round < 2; round++) {
      const dir = makeRepo();
      const start = () =>
        new Promise<{ code: number | null; stderr: string }>((resolve) => {
          const c = spawn(process.execPath, [CLI, 'init', '--role', 'commons', '--agent', 'commons'], {
            cwd: dir,
            env: ENV,
          });
          let stderr = '';
          c.stderr.on('data', (d) => (stderr += d));
          c.on('close', (code) => resolve({ code, stderr }));
        });
      const [a, b] = await Promise.all([start(), start()]);
      expect([a, b]).toEqual([
        { code: 0, stderr: '' },
        { code: 0, stderr: '' },
      ]);
      expect(parseYaml(readFileSync(join(dir, '.handoverrc.yaml'), 'utf8'))).toMatchObject({
        agent: 'commons',
        owner: 'commons',
      });
      expect(runCli(['lint'], { cwd: dir }).code).toBe(0);
    }
  });
});
