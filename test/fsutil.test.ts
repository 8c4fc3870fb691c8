import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockPathFor, writeFileAtomic } from '../src/fsutil.js';
import { git, makeRepo, tempDir } from './helpers/repo.js';

describe('writeFileAtomic', () => {
  it('replaces the file and removes temp files left by a killed writer, not those of a live one', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    }).stdout;
    const orphan = join(dir, `.SYNC.md.${dead}.k3x.tmp`);
    const live = join(dir, `.SYNC.md.${process.ppid}.k3x.tmp`);
    writeFileSync(orphan, 'torn');
    writeFileSync(live, 'in progress');
    writeFileAtomic(join(dir, 'SYNC.md'), '# Sync\n');
    expect(readFileSync(join(dir, 'SYNC.md'), 'utf8')).toBe('# Sync\n');
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(live)).toBe(true);
  });
});

describe('lockPathFor', () => {
  it('keeps locks inside the git dir, also in a linked worktree (never in the work tree)', () => {
    const dir = makeRepo([{ files: { 'SYNC.md': '# Sync\n' } }]);
    expect(lockPathFor(dir, 'SYNC.md').startsWith(`${join(dir, '.git')}/`)).toBe(true);
    const wt = join(tempDir(), 'wt');
    git(dir, ['worktree', 'add', '-q', wt]);
    const lock = lockPathFor(wt, 'SYNC.md');
    expect(lock.startsWith(`${wt}/`)).toBe(false);
    expect(lock).toContain(join('.git', 'worktrees'));
  });
});
