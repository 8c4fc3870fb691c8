import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { commit, git, makeRepo, writeFiles } from '../helpers/repo.js';
import { marker } from '../check/fixtures.js';

// Issue 20, attack 4: marker/monotonic compared only the keys still present, so removing `lab:` (or renaming it
// `Lab:`, or deleting the whole file) moved lab's offset back to nothing and the next consume replayed every entry.
const config = 'agent: observer\nupstreams:\n  lab:\n    source: ../lab\n';
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const seeded = () => {
  const dir = makeRepo([{ files: { '.handoverrc.yaml': config, '.last-processed.md': marker({ lab: 12, up2: 3 }) } }]);
  git(dir, ['config', 'handover.agent', 'observer']);
  dirs.push(dir);
  return dir;
};
const renamed = marker({ Lab: 12, up2: 3 });
const removed = marker({ up2: 3 });

describe('a marker key removed or renamed, or the marker deleted, is an offset moved back', () => {
  it('check --staged refuses a removed key, a renamed key and a deleted file', () => {
    for (const head of [removed, renamed, null]) {
      const dir = seeded();
      if (head === null) git(dir, ['rm', '-q', '.last-processed.md']);
      else writeFiles(dir, { '.last-processed.md': head });
      git(dir, ['add', '-A']);
      const r = runCli(['check', '--staged'], { cwd: dir });
      expect(r.stdout).toMatch(/The offset for lab \(entry 12\) was removed.*marker\/monotonic/);
      expect(r.code).toBe(1);
    }
  });

  it('check --range refuses a commit that removes the key or deletes the file', () => {
    for (const head of [removed, null]) {
      const dir = seeded();
      if (head === null) git(dir, ['rm', '-q', '.last-processed.md']);
      else writeFiles(dir, { '.last-processed.md': head });
      git(dir, ['add', '-A']);
      git(dir, ['commit', '-q', '-m', 'reset lab', '--trailer', 'Handover-Agent: observer']);
      const r = runCli(['check', '--range', 'HEAD~1..HEAD'], { cwd: dir });
      expect(r.stdout).toMatch(/The offset for lab \(entry 12\) was removed.*marker\/monotonic/);
      expect(r.code).toBe(1);
    }
  });

  it('the guard blocks an Edit that renames the key', () => {
    const dir = seeded();
    const payload = {
      session_id: '5f1bb8bd-2721-4405-a759-c1ba5f6a62c6',
      transcript_path: '/home/u/.claude/projects/-x/5f1bb8bd.jsonl',
      cwd: dir,
      permission_mode: 'acceptEdits',
      hook_event_name: 'PreToolUse',
      tool_name: 'Edit',
      tool_input: { file_path: join(dir, '.last-processed.md'), old_string: 'lab:\n', new_string: 'Lab:\n' },
      tool_use_id: 'toolu_01',
    };
    const r = runCli(['hook', 'claude-pre-tool-use'], {
      cwd: dir,
      input: JSON.stringify(payload),
      env: { CLAUDE_PROJECT_DIR: dir },
    });
    expect(r.stderr).toContain('marker/monotonic');
    expect(r.code).toBe(2);
  });

  it('still lets an offset move forward and a new upstream be added', () => {
    const dir = seeded();
    commit(dir, { files: { '.last-processed.md': marker({ lab: 13, up2: 3, up3: 1 }) }, message: 'x' });
    const r = runCli(['check', '--range', 'HEAD~1..HEAD', '--actor', 'observer'], { cwd: dir });
    expect(r.stdout).toBe('');
    expect(r.code).toBe(0);
  });
});
