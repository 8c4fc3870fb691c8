import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { git, tempDir } from '../helpers/repo.js';

/**
 * A commons' charter is one committed file that every agent's clone shares, so it must not tell each clone that
 * its agent is the owner; the clone's own agent (git config handover.agent) is named at session start instead.
 */
function commonsWithClone() {
  const root = tempDir('handover-commons-charter-');
  const bare = join(root, 'commons.git');
  git(root, ['init', '-q', '--bare', '-b', 'main', bare]);
  const commons = join(root, 'commons');
  git(root, ['clone', '-q', bare, commons]);
  const init = runCli(['init', '--role', 'commons', '--agent', 'commons'], { cwd: commons });
  expect(init.code, init.stderr).toBe(0);
  git(commons, ['add', '-A']);
  git(commons, ['commit', '-qm', 'commons: start']);
  git(commons, ['push', '-q', 'origin', 'main']);
  const lab = join(root, 'commons-lab');
  git(root, ['clone', '-q', bare, lab]);
  const cloneInit = runCli(['init', '--agent', 'lab'], { cwd: lab });
  expect(cloneInit.code, cloneInit.stderr).toBe(0);
  return { commons, lab };
}

const start = (project: string) =>
  runCli(['hook', 'claude-session-start'], {
    cwd: project,
    input: JSON.stringify({
      session_id: '5f1bb8bd-2721-4405-a759-c1ba5f6a62c6',
      transcript_path: '/home/u/.claude/projects/-x/t.jsonl',
      cwd: project,
      permission_mode: 'default',
      hook_event_name: 'SessionStart',
      source: 'startup',
    }),
    env: { CLAUDE_PROJECT_DIR: project },
  });

describe('the charter of a commons', () => {
  it('names the owner and sends each clone to its own section, never one agent for all clones', () => {
    const { lab } = commonsWithClone();
    const charter = readFileSync(join(lab, 'CLAUDE.md'), 'utf8');
    expect(charter).not.toContain("This repo's agent is `commons`");
    expect(charter).toContain('This repo is a commons owned by `commons`');
    expect(charter).toContain('write only your own section** (`## <your agent>`)');
    expect(charter).toContain('`[RELAYED by <your agent>]`');
    // the clone's init keeps the committed charter as it is
    expect(git(lab, ['status', '--porcelain', '--', 'CLAUDE.md', 'AGENTS.md'])).toBe('');
  });

  it("session start in an agent's clone names the agent the clone acts as", () => {
    const { commons, lab } = commonsWithClone();
    const inClone = start(lab);
    expect(inClone.code, inClone.stderr).toBe(0);
    expect(inClone.stdout).toContain(
      'this clone of the commons acts as `lab`; write only your own SYNC section, `## lab`',
    );
    const inOwners = start(commons);
    expect(inOwners.stdout).toContain('acts as `commons`, its owner');
  });

  it('a repository that is not a commons keeps naming its one agent', () => {
    const root = tempDir('handover-charter-');
    git(root, ['init', '-q', '-b', 'main']);
    const init = runCli(['init', '--role', 'upstream', '--agent', 'lab'], { cwd: root });
    expect(init.code, init.stderr).toBe(0);
    const charter = readFileSync(join(root, 'CLAUDE.md'), 'utf8');
    expect(charter).toContain("This repo's agent is `lab`.");
    expect(charter).toContain('(`## lab`)');
    expect(start(root).stdout).not.toContain('acts as');
  });
});
