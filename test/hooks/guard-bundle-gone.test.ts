import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { makeRepo, tempDir } from '../helpers/repo.js';

/**
 * The guard is built as a file of its own (dist/cli/hook-guard.js, scripts/build.mjs). An install that lacks it still
 * refuses an edit of a protocol file (the guard fails closed) and still lets an edit of an ordinary file through (the
 * quick answer does not load it). A copy of the built package with that one file removed.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LOG = '# Handover: lab\n\nAppend-only.\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst.\n';

describe('an install without the guard bundle', () => {
  // the guard's loader (hook-guard.js) and the guard it compiles (hook-guard.cjs, src/hooks/guard-loader.ts)
  for (const gone of ['dist/cli/hook-guard.js', 'dist/cli/hook-guard.cjs']) {
    it(`refuses an edit of the log and lets an edit of another file through (${gone} removed)`, () => {
      const pkg = tempDir();
      for (const part of ['dist', 'templates', 'rules', 'package.json'])
        cpSync(join(ROOT, part), join(pkg, part), { recursive: true });
      rmSync(join(pkg, gone));
      const dir = makeRepo([{ files: { 'HANDOVER.md': LOG, 'src/a.ts': 'export const a = 1;\n' } }]);
      const edit = (file: string, oldString: string, newString: string) =>
        spawnSync(process.execPath, [join(pkg, 'dist/cli/main.js'), 'hook', 'claude-pre-tool-use'], {
          cwd: dir,
          encoding: 'utf8',
          env: { ...process.env, HANDOVER_AGENT: 'lab', XDG_CACHE_HOME: tempDir() },
          input: JSON.stringify({
            hook_event_name: 'PreToolUse',
            cwd: dir,
            tool_name: 'Edit',
            tool_input: { file_path: join(dir, file), old_string: oldString, new_string: newString },
          }),
        });
      const log = edit('HANDOVER.md', 'First.', 'First, rewritten.');
      expect(log.status).toBe(2);
      expect(log.stderr).toMatch(/The edit is refused so that nothing passes unchecked/);
      expect(edit('src/a.ts', 'a = 1', 'a = 2').status).toBe(0);
    });
  }
});
