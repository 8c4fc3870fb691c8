import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { git, makeRepo, ownPath, tempDir } from '../helpers/repo.js';

/**
 * What the post-command check (PostToolUse on a shell command) looks at: every file of a sync directory, and every
 * repository of the forest the command reached (a `cd` into a sibling clone, a path into a clone from a forest root),
 * not only the session's own repository.
 */
const RUN = fileURLToPath(new URL('../../plugins/handover/hooks/run', import.meta.url));
const section = (id: string, focus = 'Working.') =>
  `## ${id}\n\n- **Current focus:** ${focus}\n- **Blocked on:** —\n- **Next action:** Ship it.\n`;
const LOG = '# Handover: lab\n\nAppend-only.\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst.\n';

/** A clone set up with `handover init` (hook script, tracked hooks) and committed. */
function initRepo(files: Record<string, string>, agent: string, dir?: string): string {
  const repo = makeRepo([{ files }], dir);
  const r = runCli(['init', '--agent', agent], { cwd: repo });
  expect([0, 1], r.stderr).toContain(r.code);
  git(repo, ['add', '-A']);
  git(repo, ['commit', '-qm', 'init', '--no-verify']);
  return repo;
}

const bash = (cwd: string, command: string) => ({
  hook_event_name: 'PostToolUse',
  session_id: 's1',
  cwd,
  tool_name: 'Bash',
  tool_input: { command },
  tool_response: { stdout: '', stderr: '', interrupted: false },
});

const env = (project: string) => ({
  PATH: ownPath(['node', 'git', 'cat', 'sed', 'head', 'dirname', 'grep']),
  HOME: tempDir(),
  CLAUDE_PROJECT_DIR: project,
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
});

/** Runs `command` in `cwd` (as the agent's shell would), then the PostToolUse command init wrote, as Claude Code does. */
function afterShell(o: { project: string; cwd: string; command: string }) {
  spawnSync('/bin/sh', ['-c', o.command], { cwd: o.cwd });
  const tracked = JSON.parse(readFileSync(join(o.project, '.claude/settings.json'), 'utf8')).hooks.PostToolUse[0]
    .hooks[0].command as string;
  const r = spawnSync('/bin/sh', ['-c', tracked], {
    cwd: o.project,
    input: JSON.stringify(bash(o.cwd, o.command)),
    encoding: 'utf8',
    env: env(o.project),
  });
  return `${r.stdout}${r.stderr}`;
}

/** A forest: lab (an upstream) and commons (a SYNC.md with lab's and partner's sections), side by side. */
function forest(): { top: string; lab: string; commons: string } {
  const top = tempDir();
  const lab = join(top, 'lab');
  const commons = join(top, 'commons');
  mkdirSync(lab);
  mkdirSync(commons);
  initRepo({ 'HANDOVER.md': LOG, '.handoverrc.yaml': 'agent: lab\n' }, 'lab', lab);
  initRepo(
    {
      'SYNC.md': `# Sync\n\n${section('lab')}\n${section('partner')}`,
      '.handoverrc.yaml': 'agent: partner\nowner: partner\n',
    },
    'partner',
    commons,
  );
  return { top, lab, commons };
}

describe('the post-command check reaches', () => {
  it('every file of a sync directory (files.sync: sync/)', () => {
    const dir = initRepo(
      {
        '.handoverrc.json': JSON.stringify({ agent: 'alice', owner: 'alice', files: { sync: 'sync/' } }),
        'sync/alice.md': section('alice'),
        'sync/bob.md': section('bob'),
      },
      'alice',
    );
    const out = afterShell({ project: dir, cwd: dir, command: 'sed -i s/Working/Hijacked/ sync/bob.md' });
    expect(out).toContain('sync/bob.md');
    expect(out).toContain('sync/section-owner');
    expect(out).toContain('git checkout HEAD -- sync/bob.md');
    // its own file is its to change
    git(dir, ['checkout', '-q', '--', 'sync/bob.md']);
    expect(afterShell({ project: dir, cwd: dir, command: 'sed -i s/Working/Mine/ sync/alice.md' })).not.toContain(
      'forbid',
    );
  });

  it('another clone of the forest that the command cd-s into', () => {
    const { lab, commons } = forest();
    const command = "cd ../commons && sed -i 's/Working/Hijacked/' SYNC.md";
    // the shell's own cwd is lab's (the hook sees it before the cd)
    spawnSync('/bin/sh', ['-c', command], { cwd: lab });
    const tracked = JSON.parse(readFileSync(join(lab, '.claude/settings.json'), 'utf8')).hooks.PostToolUse[0].hooks[0]
      .command as string;
    const r = spawnSync('/bin/sh', ['-c', tracked], {
      cwd: lab,
      input: JSON.stringify(bash(lab, command)),
      encoding: 'utf8',
      env: env(lab),
    });
    const out = r.stdout + r.stderr;
    expect(out).toContain(join(commons, 'SYNC.md'));
    expect(out).toContain('sync/section-owner');
    expect(out).toContain(`git -C ${commons} checkout HEAD -- SYNC.md`);
  });

  it('a clone below a forest root the session started at (with the plugin)', () => {
    const { top, lab } = forest();
    const command = "sed -i 's/First\\./Rewritten./' lab/HANDOVER.md";
    spawnSync('/bin/sh', ['-c', command], { cwd: top });
    expect(readFileSync(join(lab, 'HANDOVER.md'), 'utf8')).toContain('Rewritten.');
    const r = spawnSync('/bin/sh', [RUN, 'claude-post-tool-use'], {
      cwd: top,
      input: JSON.stringify(bash(top, command)),
      encoding: 'utf8',
      env: env(top),
    });
    const out = r.stdout + r.stderr;
    expect(out).toContain(join(lab, 'HANDOVER.md'));
    expect(out).toContain('handover/append-only');
    // and through the CLI itself, without the plugin
    const cli = runCli(['hook', 'claude-post-tool-use'], {
      cwd: top,
      input: JSON.stringify({ ...bash(top, command), session_id: 's2' }),
      env: { CLAUDE_PROJECT_DIR: top },
    });
    expect(cli.stdout + cli.stderr).toContain('handover/append-only');
    writeFileSync(join(lab, 'HANDOVER.md'), LOG);
  });
});
