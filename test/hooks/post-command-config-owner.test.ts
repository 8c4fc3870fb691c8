import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { log } from '../check/fixtures.js';
import { runCli } from '../helpers/cli.js';
import { captured } from '../helpers/payloads.js';
import { git, makeRepo, writeFiles } from '../helpers/repo.js';

// Issue 31: the check after a shell command (PostToolUse) judges protocol/config-owner too, as `check` does for the
// working tree: a non-owner agent's `echo 'LOG-* merge=union' > history/.gitattributes` (a file git does not track
// yet) is reported, and so is one committed in the same command (`git commit --no-verify`), against the commit the
// session started from.

const lab = { name: 'Lab', email: 'lab@example.org' };
const boss = { name: 'Commons', email: 'commons@example.org' };
const config = JSON.stringify({
  owner: 'commons',
  agents: { lab: { emails: [lab.email] }, commons: { emails: [boss.email] } },
  log: { archive: 'history/LOG-*.md' },
});

function repo(agent: string) {
  const dir = makeRepo([
    {
      files: {
        '.handoverrc.json': config,
        'HANDOVER.md': log(1),
        'history/LOG-2026-01.md': '# Archive\n',
        '.gitattributes': 'HANDOVER.md merge=handover\n',
      },
      author: boss,
    },
  ]);
  git(dir, ['config', 'handover.agent', agent]);
  return dir;
}
function hook(dir: string, name: 'SessionStart' | 'PostToolUse-Bash', session: string) {
  const payload = captured('claude', name, { repo: dir }, { session_id: session });
  const r = runCli(['hook', `claude-${name === 'SessionStart' ? 'session-start' : 'post-tool-use'}`], {
    cwd: dir,
    input: JSON.stringify(payload),
    env: { CLAUDE_PROJECT_DIR: dir, HANDOVER_AGENT: undefined },
  });
  return { code: r.code, out: r.stdout + r.stderr };
}
const UNION = { 'history/.gitattributes': 'LOG-* merge=union\n' };

describe('protocol/config-owner after a shell command', () => {
  it('reports an untracked history/.gitattributes a non-owner wrote, once per state', () => {
    const dir = repo('lab');
    expect(hook(dir, 'PostToolUse-Bash', 's')).toMatchObject({ code: 0 });
    writeFiles(dir, UNION);
    const r = hook(dir, 'PostToolUse-Bash', 's');
    expect(r.out).toContain('changes what git resolves in .gitattributes');
    expect(r.out).toContain('history/.gitattributes');
    expect(r.code).toBe(2);
    // the same state is not reported again; a further change is
    expect(hook(dir, 'PostToolUse-Bash', 's')).toMatchObject({ code: 0 });
    writeFileSync(join(dir, 'history/.gitattributes'), 'LOG-* -text\n');
    expect(hook(dir, 'PostToolUse-Bash', 's').code).toBe(2);
  });

  it('reports one committed in the same command (--no-verify), against the commit the session started from', () => {
    const dir = repo('lab');
    git(dir, ['config', 'user.email', lab.email]);
    expect(hook(dir, 'SessionStart', 'c').code).toBe(0);
    writeFiles(dir, UNION);
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-qm', 'tidy', '--no-verify']);
    const r = hook(dir, 'PostToolUse-Bash', 'c');
    expect(r.out).toContain('changes what git resolves in .gitattributes');
    expect(r.out).toContain('committed since the session started');
    expect(r.code).toBe(2);
  });

  it('the owner may, and lines that resolve nothing for the protocol files are anyone’s', () => {
    const owner = repo('commons');
    writeFiles(owner, UNION);
    expect(hook(owner, 'PostToolUse-Bash', 'o')).toMatchObject({ code: 0 });
    const dir = repo('lab');
    writeFiles(dir, { 'history/.gitattributes': '*.png binary\n' });
    expect(hook(dir, 'PostToolUse-Bash', 'p')).toMatchObject({ code: 0 });
  });
});
