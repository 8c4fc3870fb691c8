import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SIM = fileURLToPath(new URL('../../bench/commons-sim.mjs', import.meta.url));

describe('bench/commons-sim.mjs smoke (N=3)', () => {
  it('three agents racing sync set --push lose nothing and leave no conflict, in both layouts', () => {
    const r = spawnSync(process.execPath, [SIM, '--agents', '3', '--rounds', '2', '--layout', 'both', '--jobs', '3'], {
      encoding: 'utf8',
      timeout: 240_000,
    });
    expect(r.status, r.stderr).toBe(0);
    const rows = r.stdout
      .split('\n')
      .filter((l) => /^\| (sync\/|SYNC\.md) \| 3 \|/.test(l))
      .map((l) => l.split('|').map((c) => c.trim()));
    expect(rows).toHaveLength(2);
    for (const row of rows)
      expect({ landed: row[5], gaveUp: row[6], lost: row[7], conflicts: row[8] }).toEqual({
        landed: '6',
        gaveUp: '0',
        lost: '0',
        conflicts: '0',
      });
    const prs = r.stdout.split('\n').filter((l) => l.includes('adds its section'));
    expect(prs.find((l) => l.startsWith('| sync/'))).toMatch(/\| 0 \|$/);
    expect(prs.find((l) => l.startsWith('| SYNC.md'))).not.toMatch(/\| 0 \|$/);
  }, 300_000);
});
