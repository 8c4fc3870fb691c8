import { describe, expect, it } from 'vitest';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tempDir } from '../helpers/repo.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * npm's environment without the variables `npm test` sets for this package, and with an npm cache of this test's
 * own: other tests install with npm at the same time, and a shared cache let one of them fail.
 */
function npmEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NO_COLOR: '1',
    npm_config_cache: join(tempDir('handover-npm-cache-'), 'cache'),
  };
  for (const k of Object.keys(env)) if (/^npm_(lifecycle|package)_/i.test(k)) delete env[k];
  return env;
}

describe('the npm package', () => {
  it('installs from its tarball into an empty folder and runs', () => {
    const out = tempDir('handover-pack-');
    const app = tempDir('handover-app-');
    try {
      // --ignore-scripts: dist is already built (npm run test:hosts builds first), and rebuilding it here would
      // rewrite files under the feet of the other test files running in parallel.
      const packed = JSON.parse(
        execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', out], {
          cwd: root,
          env: npmEnv(),
          encoding: 'utf8',
        }),
      ) as { filename: string; files: { path: string }[] }[];
      const files = packed[0].files.map((f) => f.path);
      expect(files).toContain('dist/cli/main.js');
      expect(files).toContain('package.json');
      expect(files).toContain('dist/lib/index.js');
      expect(files).toContain('dist/types/index.d.ts');
      expect(files).toContain('LICENSE');
      for (const shipped of ['README.md', 'rules', 'templates', 'extensions']) {
        if (existsSync(join(root, shipped)))
          expect(
            files.some((f) => f === shipped || f.startsWith(`${shipped}/`)),
            shipped,
          ).toBe(true);
      }
      expect(files.filter((f) => /^(src|test|bench)\//.test(f))).toEqual([]);

      const install = spawnSync(
        'npm',
        ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', join(out, packed[0].filename)],
        { cwd: app, env: npmEnv(), encoding: 'utf8' },
      );
      expect(install.stderr).not.toMatch(/ERR!/);
      expect(install.status, `npm install:\n${install.stdout}${install.stderr}`).toBe(0);

      const bin = join(app, 'node_modules/.bin/handover');
      const version = spawnSync(bin, ['--version'], { cwd: app, encoding: 'utf8' });
      expect(version.status).toBe(0);
      expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);

      writeFileSync(
        join(app, 'HANDOVER.md'),
        '# Handover: lab\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst.\n\n## 3 · 2026-11-29T11:00:00Z\n\nGap.\n',
      );
      const bad = spawnSync(bin, ['lint', 'HANDOVER.md'], {
        cwd: app,
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1' },
      });
      expect(bad.stderr).toBe('');
      expect(bad.status).toBe(1);
      expect(bad.stdout).toMatch(/7:1\s+error\s+Entry 3 should be 2.*handover\/sequence/);

      writeFileSync(join(app, 'HANDOVER.md'), '# Handover: lab\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst.\n');
      const good = spawnSync(bin, ['lint'], { cwd: app, encoding: 'utf8' });
      expect(good.stderr).toBe('');
      expect(good.status).toBe(0);

      // The README's API, through the package's `exports`, as a consumer imports it.
      writeFileSync(
        join(app, 'api.mjs'),
        "import * as h from 'handover'; console.log(['planConsume', 'upstreamState', 'appendEntry', 'lintSource', 'checkChange', 'loadConfig', 'withMarkerLock'].map((k) => typeof h[k]).join(' '));\n",
      );
      const api = spawnSync(process.execPath, ['api.mjs'], { cwd: app, encoding: 'utf8' });
      expect(api.stderr).toBe('');
      expect(api.stdout.trim()).toBe(Array(7).fill('function').join(' '));
      expect(existsSync(join(app, 'node_modules/handover/dist/types/index.d.ts'))).toBe(true);
    } finally {
      rmSync(out, { recursive: true, force: true });
      rmSync(app, { recursive: true, force: true });
    }
  }, 300_000);
});
