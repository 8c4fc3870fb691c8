import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { git, makeRepo, ownPath, tempDir } from '../helpers/repo.js';

/**
 * Planted files: a one-line `.git` file written into a folder of the tree (the agent can write it with any tool)
 * must not make the folder another repository, so that the files the config names there go unjudged. Run through
 * the tracked hook command init writes (/bin/sh, PATH without handover) and through the Claude Code plugin's hook.
 */
const RUN = fileURLToPath(new URL('../../plugins/handover/hooks/run', import.meta.url));
const section = (id: string, focus = 'Working.') =>
  `## ${id}\n\n- **Current focus:** ${focus}\n- **Blocked on:** —\n- **Next action:** Ship it.\n`;
const LOG = '# Handover: alice\n\nAppend-only.\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst.\n';
const CONFIG = {
  agent: 'alice',
  owner: 'alice',
  files: { sync: 'sync/', handover: 'decisions/LOG.md' },
  agents: { alice: {}, bob: {} },
};

/** A commons whose SYNC is a directory (sync/alice.md, sync/bob.md) and whose log is decisions/LOG.md; alice's clone. */
function commons(): string {
  const dir = makeRepo([
    {
      files: {
        '.handoverrc.json': JSON.stringify(CONFIG),
        'sync/alice.md': section('alice'),
        'sync/bob.md': section('bob'),
        'decisions/LOG.md': LOG,
      },
    },
  ]);
  const r = runCli(['init', '--agent', 'alice'], { cwd: dir });
  expect([0, 1], r.stderr).toContain(r.code);
  git(dir, ['add', '-A']);
  git(dir, ['commit', '-qm', 'init', '--no-verify']);
  return dir;
}

const env = (dir: string) => ({
  PATH: ownPath(['node', 'git', 'cat', 'sed', 'head', 'dirname', 'grep']),
  HOME: tempDir(),
  CLAUDE_PROJECT_DIR: dir,
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
});

const edit = (dir: string, file: string, from: string, to: string) => ({
  hook_event_name: 'PreToolUse',
  session_id: 's1',
  cwd: dir,
  tool_name: 'Edit',
  tool_input: { file_path: join(dir, file), old_string: from, new_string: to },
});

/** The PreToolUse command init wrote into .claude/settings.json, run as Claude Code runs it. */
function trackedHook(dir: string, payload: unknown) {
  const command = JSON.parse(readFileSync(join(dir, '.claude/settings.json'), 'utf8')).hooks.PreToolUse[0].hooks[0]
    .command as string;
  return spawnSync('/bin/sh', ['-c', command], {
    cwd: dir,
    input: JSON.stringify(payload),
    encoding: 'utf8',
    env: env(dir),
  });
}

/** The plugin's hook, run from a session whose project is elsewhere (so it does not leave the file to the project's). */
function pluginHook(dir: string, payload: unknown) {
  return spawnSync('/bin/sh', [RUN, 'claude-pre-tool-use'], {
    cwd: dir,
    input: JSON.stringify(payload),
    encoding: 'utf8',
    env: { ...env(dir), CLAUDE_PROJECT_DIR: tempDir() },
  });
}

const denied = (r: { status: number | null; stdout: string; stderr: string }) =>
  r.status === 2 || /"permissionDecision":"deny"/.test(r.stdout);

describe('a planted .git file does not make a folder another repository', () => {
  for (const [folder, file, from, to, rule] of [
    ['sync', 'sync/bob.md', 'Working.', 'Hijacked.', 'sync/section-owner'],
    ['decisions', 'decisions/LOG.md', 'First.', 'Rewritten.', 'handover/append-only'],
  ] as const) {
    it(`${folder}/.git: a rewrite of ${file} is still refused, by the tracked hook and by the plugin`, () => {
      const dir = commons();
      const payload = edit(dir, file, from, to);
      expect(denied(trackedHook(dir, payload))).toBe(true);
      writeFileSync(join(dir, folder, '.git'), 'gitdir: ../.git\n');
      const tracked = trackedHook(dir, payload);
      expect(denied(tracked), tracked.stdout + tracked.stderr).toBe(true);
      expect(tracked.stdout + tracked.stderr).toContain(rule);
      const plugin = pluginHook(dir, payload);
      expect(denied(plugin), plugin.stdout + plugin.stderr).toBe(true);
      expect(plugin.stdout + plugin.stderr).toContain(rule);
      // nor when the planted folder is a real repository with a config of its own that names nothing
      rmSync(join(dir, folder, '.git'));
      git(join(dir, folder), ['init', '-q']);
      writeFileSync(join(dir, folder, '.handoverrc.json'), '{"agent":"alice"}');
      expect(denied(trackedHook(dir, payload))).toBe(true);
      // and alice's own file still passes
      if (folder === 'sync') {
        const own = trackedHook(dir, edit(dir, 'sync/alice.md', 'Working.', 'Mine.'));
        expect(denied(own), own.stdout + own.stderr).toBe(false);
      }
    });
  }
});
