import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { commit, git, makeRepo, writeFiles } from '../helpers/repo.js';
import { sync } from '../check/fixtures.js';

// Issue 20, attack 5: micromark's cost grows with the square of the emphasis markers, link openers and link
// definitions in one document, so a run planted in an agent's own SYNC.md field (passed by every rule) stalled
// the guard on every later edit of SYNC.md past the host's timeout, which lets edits through. Now a section
// holding more than handover parses is refused with a sentence, and never parsed. The sizes stay small enough
// that the old code, which parsed them, still finished (and let them through): no timing is asserted.
const RUNS = {
  emphasis: 'a*'.repeat(3000),
  links: '[a]('.repeat(1500),
  definitions: Array.from({ length: 1200 }, (_, i) => `[d${i}]: /u`).join(' '),
};
const base = sync({ lab: ['a', '—', 'b'], partner: ['c', '—', 'd'] });
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
function repo(syncText: string): string {
  const dir = makeRepo([{ files: { '.handoverrc.yaml': 'agent: lab\n', 'SYNC.md': syncText } }]);
  git(dir, ['config', 'handover.agent', 'lab']);
  dirs.push(dir);
  return dir;
}

describe('parse time bounded by the input: a costly inline run is refused, not parsed', () => {
  for (const [name, run] of Object.entries(RUNS)) {
    it(`the guard refuses lab's edit of its own field to a run of ${name}, with a sentence`, () => {
      const dir = repo(base);
      const payload = {
        session_id: '5f1bb8bd-2721-4405-a759-c1ba5f6a62c6',
        transcript_path: '/home/u/.claude/projects/-x/5f1bb8bd.jsonl',
        cwd: dir,
        permission_mode: 'acceptEdits',
        hook_event_name: 'PreToolUse',
        tool_name: 'Edit',
        tool_input: {
          file_path: join(dir, 'SYNC.md'),
          old_string: '**Current focus:** a',
          new_string: `**Current focus:** ${run}`,
        },
        tool_use_id: 'toolu_01',
      };
      const r = runCli(['hook', 'claude-pre-tool-use'], {
        cwd: dir,
        input: JSON.stringify(payload),
        env: { CLAUDE_PROJECT_DIR: dir },
      });
      expect(r.stderr).toMatch(
        /holds \d+ (emphasis markers|link or image openers).*more than the \d+ handover reads in one section/,
      );
      expect(r.code).toBe(2);
    });
  }

  it('check --staged and --range refuse the run; a later edit by another agent is not blocked by it', () => {
    const planted = base.replace('**Current focus:** a', `**Current focus:** ${RUNS.emphasis}`);
    const dir = repo(base);
    writeFiles(dir, { 'SYNC.md': planted });
    git(dir, ['add', '-A']);
    const staged = runCli(['check', '--staged'], { cwd: dir });
    expect(staged.stdout).toMatch(/holds \d+ emphasis markers/);
    expect(staged.code).toBe(1);
    git(dir, ['commit', '-q', '--no-verify', '-m', 'plant', '--trailer', 'Handover-Agent: lab']);
    const range = runCli(['check', '--range', 'HEAD~1..HEAD'], { cwd: dir });
    expect(range.stdout).toMatch(/holds \d+ emphasis markers/);
    expect(range.code).toBe(1);
    // partner edits its own section later: the planted run is lab's, already there, and not parsed
    commit(dir, {
      files: { 'SYNC.md': planted.replace('**Current focus:** c', '**Current focus:** z') },
      message: 'p',
    });
    const later = runCli(['check', '--range', 'HEAD~1..HEAD', '--actor', 'partner'], { cwd: dir });
    expect(later.code).toBe(0);
  });
});
