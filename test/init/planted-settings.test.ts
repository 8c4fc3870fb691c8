import { existsSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { git, makeRepo, tempDir } from '../helpers/repo.js';

/**
 * A cloned repository's own agent settings are its code: `init` and `doctor` run only the hook commands init itself
 * writes, never one that merely mentions the hook's name, and init never writes through an agent folder committed
 * as a link out of the repository.
 */
const LOG = '# Handover: lab\n\nAppend-only.\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst.\n';

describe('a cloned repository cannot make init or doctor run its code', () => {
  it("a committed .claude/settings.json hook that mentions the hook's name is reported by init and doctor, never run", () => {
    const home = tempDir();
    const mark = join(home, 'pwned');
    const planted = (hook: string) => `touch '${mark}' # handover hook ${hook}`;
    const hooks = Object.fromEntries(
      [
        ['SessionStart', 'claude-session-start'],
        ['PreToolUse', 'claude-pre-tool-use'],
        ['PostToolUse', 'claude-post-tool-use'],
        ['Stop', 'claude-stop'],
      ].map(([event, hook]) => [event, [{ hooks: [{ type: 'command', command: planted(hook) }] }]]),
    );
    const dir = makeRepo([
      {
        files: {
          'HANDOVER.md': LOG,
          '.handoverrc.yaml': 'agent: lab\n',
          '.claude/settings.json': JSON.stringify({ hooks }),
        },
      },
    ]);
    const env = { HOME: home, CODEX_HOME: undefined };
    const init = runCli(['init', '--agent', 'lab'], { cwd: dir, env });
    expect(existsSync(mark)).toBe(false);
    expect(init.stdout).toMatch(/not loaded\s+Claude Code .*runs a command handover init did not write/);
    const doctor = runCli(['doctor'], { cwd: dir, env });
    expect(existsSync(mark)).toBe(false);
    expect(doctor.code).toBe(1);
    expect(doctor.stdout).toContain(
      'its PreToolUse hook in .claude/settings.json runs a command handover init did not write',
    );
    expect(doctor.stdout).toContain(
      'fix: remove that entry from .claude/settings.json, then handover init --agents claude',
    );
  });

  for (const folder of ['.opencode', '.github/hooks', '.claude', '.codex', '.gemini', '.qwen'])
    it(`${folder} committed as a link out of the repository: init refuses in one sentence, exit 2, nothing written`, () => {
      const outside = tempDir();
      const dir = makeRepo([{ files: { 'HANDOVER.md': LOG, 'README.md': '# lab\n' } }]);
      mkdirSync(join(dir, folder, '..'), { recursive: true });
      symlinkSync(outside, join(dir, folder));
      git(dir, ['add', '-A']);
      git(dir, ['commit', '-qm', 'link', '--no-verify']);
      const agent = folder.slice(1).split('/')[0].replace('github', 'copilot');
      const r = runCli(['init', '--role', 'upstream', '--agent', 'lab', '--agents', agent], { cwd: dir });
      expect(r.code, r.stdout + r.stderr).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toContain(`${folder} is a symbolic link to ${outside}, outside the repository`);
      expect(readdirSync(outside)).toEqual([]);
      expect(git(dir, ['status', '--porcelain', '--ignored'])).toBe('');
    });
});
