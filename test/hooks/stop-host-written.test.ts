import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { makeRepo } from '../helpers/repo.js';

/** The Stop hook does not blame the agent for a settings file its host writes itself (Qwen Code, on its first run). */
const LOG = '# Handover: lab\n\nAppend-only.\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst.\n';

const stop = (qwenHook: string, dir: string) =>
  runCli(['hook', qwenHook], {
    cwd: dir,
    input: JSON.stringify({ hook_event_name: 'Stop', session_id: 's1', cwd: dir, stop_hook_active: false }),
  });

describe('the Stop hook and host-written settings', () => {
  for (const file of ['.qwen/settings.json', '.claude/settings.local.json'])
    it(`a changed ${file} alone asks for no report; other work still does`, () => {
      const dir = makeRepo([
        {
          files: {
            'HANDOVER.md': LOG,
            '.handoverrc.yaml': 'agent: lab\n',
            [file]: '{}\n',
            'src/a.ts': 'a\n',
          },
        },
      ]);
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), '{ "$version": 2 }\n');
      expect(stop('qwen-stop', dir)).toEqual({ code: 0, stdout: '', stderr: '' });
      writeFileSync(join(dir, 'src/a.ts'), 'changed\n');
      const r = stop('qwen-stop', dir);
      expect(JSON.parse(r.stdout)).toMatchObject({ decision: 'block' });
      expect(r.stdout).toContain('src/a.ts');
      expect(r.stdout).not.toContain(file);
    });
});
