import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const RUN = fileURLToPath(new URL('../../examples/run.mjs', import.meta.url));

describe('npm start (examples/run.mjs)', () => {
  // Needs every command of the walk: check (issue 3), append and consume (issue 4), sync and merge-driver (issue 5).
  // the walk now includes the forest and a ruling through a head: give it room on a loaded machine
  it(
    'walks the protocol end to end and exits 0',
    { timeout: 300_000 },
    () => {
      const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
      delete env.HANDOVER_AGENT;
      const r = spawnSync(process.execPath, [RUN], { encoding: 'utf8', env });
      expect(r.stdout).toContain('✓ The protocol held end to end.');
      expect(r.stdout).not.toContain('✗');
      expect(r.stdout).toMatch(/sync\/section-owner/);
      expect(r.status).toBe(0);
    },
    240_000,
  ); // the whole walk spawns dozens of CLIs: slow on a loaded 2-core machine

  it('stops with exit 1 and says which step failed when a step goes wrong', () => {
    // A broken CLI path stands in for a failing step: the demo must not report success.
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NO_COLOR: '1',
      GIT_CONFIG_GLOBAL: '/nonexistent/dir/config',
      HOME: '/nonexistent',
    };
    const r = spawnSync(process.execPath, [RUN], { encoding: 'utf8', env: { ...env, PATH: '' } });
    expect(r.status).toBe(1);
    expect(r.stdout).not.toContain('✓ The protocol held end to end.');
    expect(r.stdout, 'it names the step that stopped it').toMatch(/✗ The demo stopped: \S/);
    const left = /The repos are left in (\S+) to look at/.exec(r.stdout)?.[1];
    if (left) rmSync(left, { recursive: true, force: true });
  });
});
