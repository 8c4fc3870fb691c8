import { spawnSync } from 'node:child_process';
import { chmodSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hookScriptPath, installHookScript } from '../../src/init/hook-script.js';
import { CLI, runCli } from '../helpers/cli.js';
import { git, makeRepo, tempDir } from '../helpers/repo.js';

/**
 * The tracked hook commands init writes, run as Claude Code runs them (/bin/sh, PATH without handover,
 * CLAUDE_PROJECT_DIR set): every way handover can fail to run ends in the blocking answer with one sentence,
 * and a real block shows the model the finding (a JSON denial), never the command.
 */
const LOG = '# Handover: lab\n\nAppend-only.\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst.\n';

function labRepo(agents: string[] = []): string {
  const dir = makeRepo([{ files: { 'HANDOVER.md': LOG, 'README.md': '# lab\n' } }]);
  const flag = agents.length ? ['--agents', agents.join(',')] : [];
  expect([0, 1]).toContain(runCli(['init', '--role', 'upstream', '--agent', 'lab', ...flag], { cwd: dir }).code);
  git(dir, ['add', '-A']);
  git(dir, ['commit', '-qm', 'lab joins', '--no-verify']);
  return dir;
}

const commandOf = (dir: string, file: string, event: string): string =>
  JSON.parse(readFileSync(join(dir, file), 'utf8')).hooks[event][0].hooks[0].command;

function runHook(dir: string, o: { file?: string; event: string; payload: unknown }) {
  const r = spawnSync('/bin/sh', ['-c', commandOf(dir, o.file ?? '.claude/settings.json', o.event)], {
    cwd: dir,
    input: JSON.stringify(o.payload),
    encoding: 'utf8',
    env: { PATH: '/usr/bin:/bin', HOME: tempDir(), CLAUDE_PROJECT_DIR: dir, GIT_CONFIG_GLOBAL: '/dev/null' },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const rewrite = (dir: string) => ({
  hook_event_name: 'PreToolUse',
  cwd: dir,
  tool_name: 'Edit',
  tool_input: { file_path: join(dir, 'HANDOVER.md'), old_string: 'First.', new_string: 'Rewritten.' },
});

describe('the clone-local hook script and the tracked hook commands', () => {
  it('keeps each tracked command one short line with no sentence but the not-set-up one', () => {
    const dir = labRepo();
    for (const event of ['PreToolUse', 'PostToolUse', 'Stop']) {
      const c = commandOf(dir, '.claude/settings.json', event);
      expect(c).not.toContain('\n');
      // (a Claude Code refusal is a JSON denial even here, so the line holds that JSON)
      expect(c.length).toBeLessThan(500);
      expect(c).not.toMatch(/cannot start|is refused/);
    }
  });

  it('a real block reaches the model as a JSON denial that starts with the finding', () => {
    const dir = labRepo();
    const r = runHook(dir, { event: 'PreToolUse', payload: rewrite(dir) });
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout).hookSpecificOutput;
    expect(out.permissionDecision).toBe('deny');
    expect(out.permissionDecisionReason).toMatch(/^handover: this Edit of HANDOVER\.md by lab breaks the protocol/);
    expect(out.permissionDecisionReason).toContain('handover/append-only');
  });

  it('the recorded CLI removed: the edit is refused (a JSON denial) with what broke and how to fix it; session start and stop say it in JSON', async () => {
    const dir = labRepo();
    const fake = join(tempDir(), 'main.js');
    writeFileSync(fake, readFileSync(CLI));
    await installHookScript(dir, fake);
    rmSync(fake);
    const r = runHook(dir, { event: 'PreToolUse', payload: rewrite(dir) });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).hookSpecificOutput).toMatchObject({
      permissionDecision: 'deny',
      permissionDecisionReason: expect.stringMatching(
        /^handover cannot check this: .* is gone, so this is refused\. Reinstall handover, then run handover init in /,
      ),
    });
    const post = runHook(dir, { event: 'PostToolUse', payload: { tool_name: 'Bash', cwd: dir } });
    expect(post.code).toBe(0);
    expect(JSON.parse(post.stdout).hookSpecificOutput.additionalContext).toMatch(/^handover cannot check this: /);
    for (const event of ['SessionStart', 'Stop']) {
      const s = runHook(dir, { event, payload: {} });
      expect(s.code).toBe(0);
      expect(JSON.parse(s.stdout).systemMessage).toMatch(/^handover cannot run here: .*run handover init in/);
    }
  });

  it('turns a crash (any exit but 0 and 2) into a refusal with one sentence, in a JSON denial', async () => {
    const dir = labRepo();
    const broken = join(tempDir(), 'main.js');
    writeFileSync(broken, 'process.stderr.write("boom\\n"); process.exit(1);\n');
    await installHookScript(dir, broken);
    const reason = (r: { stdout: string }) => JSON.parse(r.stdout).hookSpecificOutput.permissionDecisionReason;
    const r = runHook(dir, { event: 'PreToolUse', payload: rewrite(dir) });
    expect(r.code).toBe(0);
    expect(reason(r)).toContain(
      'handover stopped (exit 1) before it could check this, so it is refused. Run handover doctor in',
    );
    chmodSync(broken, 0o644);
    writeFileSync(broken, 'process.kill(process.pid, "SIGKILL");\n');
    const killed = runHook(dir, { event: 'PreToolUse', payload: rewrite(dir) });
    expect(killed.code).toBe(0);
    expect(reason(killed)).toMatch(/handover stopped \(exit 137\)/);
  });

  it('with no hook script in the clone (init never ran here), the tracked command still refuses and says what to run', async () => {
    const dir = labRepo();
    renameSync(await hookScriptPath(dir), join(tempDir(), 'hook'));
    const r = runHook(dir, { event: 'PreToolUse', payload: rewrite(dir) });
    // a JSON denial: Claude Code shows its reason alone (an exit 2 would show the whole command before it)
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).hookSpecificOutput).toMatchObject({
      permissionDecision: 'deny',
      permissionDecisionReason: expect.stringMatching(
        /^handover is not running: this project has no \.git\/handover\/hook \(handover init has not run in this clone, or git is not on the PATH hooks run with\); run handover init here\.$/,
      ),
    });
    const start = runHook(dir, { event: 'SessionStart', payload: {} });
    expect(start.code).toBe(0);
    expect(JSON.parse(start.stdout).systemMessage).toContain('run handover init here');
  });

  it("Qwen Code's post-command hook reports in additionalContext at exit 0 (Qwen ignores exit 2 there)", async () => {
    const dir = labRepo(['claude', 'qwen']);
    const post = { file: '.qwen/settings.json', event: 'PostToolUse' };
    const shell = { hook_event_name: 'PostToolUse', cwd: dir, tool_name: 'run_shell_command', tool_input: {} };
    writeFileSync(join(dir, 'HANDOVER.md'), LOG.replace('First.', 'Rewritten.'));
    const found = runHook(dir, { ...post, payload: shell });
    expect(found.code).toBe(0);
    const context = JSON.parse(found.stdout).hookSpecificOutput.additionalContext;
    expect(context).toMatch(/^handover: your run_shell_command call changed protocol files/);
    expect(context).toContain('handover/append-only');
    expect(context).toContain('git checkout HEAD -- HANDOVER.md');
    // The CLI gone, and no hook script at all: still said there, never a silent exit 2.
    const fake = join(tempDir(), 'main.js');
    writeFileSync(fake, readFileSync(CLI));
    await installHookScript(dir, fake);
    rmSync(fake);
    const gone = runHook(dir, { ...post, payload: shell });
    expect(gone.code).toBe(0);
    expect(JSON.parse(gone.stdout).hookSpecificOutput.additionalContext).toMatch(
      /^handover cannot check this: .* is gone, so what this command did to the protocol files was not checked\./,
    );
    renameSync(await hookScriptPath(dir), join(tempDir(), 'hook'));
    const none = runHook(dir, { ...post, payload: shell });
    expect(none.code).toBe(0);
    expect(JSON.parse(none.stdout).hookSpecificOutput.additionalContext).toContain('run handover init here');
  });

  it('works from a linked worktree, whose .git is a file', () => {
    const dir = labRepo();
    const wt = join(tempDir(), 'wt');
    git(dir, ['worktree', 'add', '-q', wt]);
    const r = runHook(wt, { event: 'PreToolUse', payload: rewrite(wt) });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).hookSpecificOutput.permissionDecision).toBe('deny');
  });
});
