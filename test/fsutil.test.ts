import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFileAtomic } from '../src/fsutil.js';
import { tempDir } from './helpers/repo.js';

describe('writeFileAtomic', () => {
  it('replaces the file and removes temp files left by a killed writer, not those of a live one', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
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
