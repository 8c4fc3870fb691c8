import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { describeWithTool } from '../helpers/tools.js';
import { repos } from '../adoption/helpers.js';
import { CLI } from '../helpers/cli.js';

const repo = repos();
const NVIM = spawnSync('nvim', ['--version'], { encoding: 'utf8' });
const available = NVIM.status === 0;
if (!available) console.warn('skipped: nvim is not installed (Debian: apt-get install -y neovim)');
const here = (f: string) => fileURLToPath(new URL(`./nvim/${f}`, import.meta.url));
const LOG =
  '# Handover: lab\n\n## 1 · 2026-11-29T10:00:00Z\n\nThe run finished.\n\n## 2 · 2026-11-29T11:00:00Z\n\nSecond.\n';

describeWithTool(
  available ? null : 'nvim is not installed (Debian: apt-get install -y neovim)',
  `handover lsp in a real editor: ${NVIM.stdout?.split('\n')[0] ?? 'nvim missing'}`,
  () => {
    it("Neovim's own LSP client underlines an edit of an old entry while it is typed, with the rule page", () => {
      const dir = repo([{ files: { 'HANDOVER.md': LOG } }]);
      const out = join(dir, '.git', 'diagnostics.json');
      const r = spawnSync(
        'nvim',
        ['--headless', '-n', '-i', 'NONE', '-u', here('init.lua'), 'HANDOVER.md', '-c', `luafile ${here('edit.lua')}`],
        {
          cwd: dir,
          encoding: 'utf8',
          timeout: 60_000,
          env: {
            ...process.env,
            HANDOVER_AGENT: 'lab',
            HANDOVER_NODE: process.execPath,
            HANDOVER_CLI: CLI,
            HANDOVER_OUT: out,
            GIT_CONFIG_GLOBAL: '/dev/null',
            GIT_CONFIG_NOSYSTEM: '1',
            XDG_CONFIG_HOME: join(dir, '.git', 'xdg-config'),
            XDG_DATA_HOME: join(dir, '.git', 'xdg-data'),
            XDG_STATE_HOME: join(dir, '.git', 'xdg-state'),
          },
        },
      );
      expect(r.status, r.stderr).toBe(0);
      const got = JSON.parse(readFileSync(out, 'utf8')) as {
        status: string;
        diagnostics: { lnum: number; severity: number; message: string; source: string; code: string; href: string }[];
      };
      expect(got.status).toBe('ok');
      expect(got.diagnostics).toEqual([
        expect.objectContaining({
          lnum: 2,
          severity: 1,
          source: 'handover',
          code: 'handover/append-only',
          message: expect.stringContaining('Entry 1 (line 3 before) was changed'),
        }),
      ]);
      // Neovim 0.7 keeps the LSP diagnostic in user_data; later versions drop it (then href is null)
      if (got.diagnostics[0].href) expect(got.diagnostics[0].href).toMatch(/rules\/handover\/append-only\.md$/);
    });
  },
);
