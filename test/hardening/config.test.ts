import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { skipUnlessCi } from '../helpers/tools.js';
import { runCli, UNPRIVILEGED } from '../helpers/cli.js';
import { makeRepo } from '../helpers/repo.js';

const LOG = '# Handover: lab\n\nAppend-only.\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst.\n';
/** A JS config that leaves a file behind when it is run. */
const PWNED = (dir: string) =>
  `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(join(dir, 'PWNED'))}, 'ran');\nexport default { agent: 'lab' };\n`;
const hook = (name: string, payload: unknown, cwd: string) =>
  runCli(['hook', name], { cwd, input: JSON.stringify(payload) });

describe('a JS config is never run by the hooks or the merge driver', () => {
  it("an edit in another clone from a session whose own project has a JS config runs neither clone's code", () => {
    const session = makeRepo([{ files: { 'README.md': '# lab\n' } }]);
    writeFileSync(join(session, 'handover.config.mjs'), PWNED(session));
    const other = makeRepo([{ files: { 'HANDOVER.md': LOG, '.handoverrc.yaml': 'agent: partner\n' } }]);
    const r = hook(
      'claude-pre-tool-use',
      {
        hook_event_name: 'PreToolUse',
        cwd: session,
        tool_name: 'Edit',
        tool_input: { file_path: join(other, 'HANDOVER.md'), old_string: 'First.', new_string: 'Rewritten.' },
      },
      session,
    );
    expect(existsSync(join(session, 'PWNED')), "the session project's JS config ran").toBe(false);
    // whatever else it says, the edit is not let through silently
    expect(r.stdout + r.stderr).not.toBe('');
  });

  it('PreToolUse (an edit of README.md or of HANDOVER.md) and SessionStart report it and run nothing', () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': LOG, 'README.md': '# x\n' } }]);
    writeFileSync(join(dir, 'handover.config.mjs'), PWNED(dir));
    const edit = (file: string) =>
      hook(
        'claude-pre-tool-use',
        {
          hook_event_name: 'PreToolUse',
          cwd: dir,
          tool_name: 'Edit',
          tool_input: { file_path: join(dir, file), old_string: '# ', new_string: '## ' },
        },
        dir,
      );
    expect(edit('README.md')).toEqual({ code: 0, stdout: '', stderr: '' });
    const guarded = edit('HANDOVER.md');
    expect(guarded.code).toBe(0);
    // Notes go where Claude Code shows them (JSON on stdout at exit 0; stderr is read by nobody then).
    expect(guarded.stdout + guarded.stderr).toMatch(
      /handover\.config\.mjs is a JavaScript config, and handover does not run a repository's code here/,
    );
    const start = hook(
      'claude-session-start',
      { hook_event_name: 'SessionStart', source: 'startup', session_id: 's', cwd: dir },
      dir,
    );
    expect(start.code).toBe(0);
    expect(start.stdout + start.stderr).toMatch(/JavaScript config/);
    for (const f of ['a', 'b', 'o']) writeFileSync(join(dir, f), LOG.replace('First.', f));
    expect(runCli(['merge-driver', 'o', 'a', 'b', 'HANDOVER.md'], { cwd: dir }).code).not.toBe(0);
    expect(existsSync(join(dir, 'PWNED'))).toBe(false);
    // A command typed in a terminal may run it (documented in SECURITY.md), as ESLint runs eslint.config.js.
    expect(runCli(['lint'], { cwd: dir }).code).toBe(0);
    expect(existsSync(join(dir, 'PWNED'))).toBe(true);
  });
});

describe('config problems are one sentence with exit 2', () => {
  it('malformed YAML names the reason, the line and the column', () => {
    const dir = makeRepo([{ files: { '.handoverrc.yaml': 'agent: lab\nfiles:\n  sync: [a\n  handover: b\n' } }]);
    const r = runCli(['lint'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /\.handoverrc\.yaml:\d+:\d+: not valid YAML \([A-Z][^)]+, at line \d+, column \d+\); fix the file/,
    );
    const json = makeRepo([{ files: { '.handoverrc.json': '{\n  "agent": "lab",\n}\n' } }]);
    expect(runCli(['lint'], { cwd: json }).stderr).toMatch(
      /\.handoverrc\.json: not valid JSON \(.+, at line 3, column 1\)/,
    );
  });

  it('a config that cannot be read is exit 2, not ignored: a directory under its name, a FIFO', () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': LOG } }]);
    mkdirSync(join(dir, '.handoverrc.yaml'));
    const r = runCli(['lint'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^handover: \.handoverrc\.yaml is a directory, not a file/);
    const fifo = makeRepo([{ files: { 'HANDOVER.md': LOG } }]);
    spawnSync('mkfifo', [join(fifo, '.handoverrc.json')]);
    const f = runCli(['lint'], { cwd: fifo });
    expect(f.code).toBe(2);
    expect(f.stderr).toMatch(/\.handoverrc\.json is not a regular file/);
  });

  it('a config that cannot be read is exit 2, not ignored: mode 000', (ctx) => {
    if (!UNPRIVILEGED.ok) return skipUnlessCi(ctx, UNPRIVILEGED.reason);
    const locked = makeRepo([{ files: { 'HANDOVER.md': LOG, '.handoverrc.yaml': 'agent: lab\n' } }]);
    chmodSync(locked, 0o755);
    chmodSync(join(locked, '.handoverrc.yaml'), 0o000);
    const r = runCli(['lint'], { cwd: locked, unprivileged: true });
    expect(r.stderr).toMatch(/\.handoverrc\.yaml: cannot be read \(EACCES\)/);
    expect(r.code).toBe(2);
  });

  it('config keys are own properties: files.constructor, files.toString and an upstream named constructor are not Object.prototype', () => {
    for (const key of ['constructor', 'toString', '__proto__']) {
      const dir = makeRepo([{ files: { '.handoverrc.json': JSON.stringify({ files: { [key]: 'X.md' } }) } }]);
      const r = runCli(['lint'], { cwd: dir });
      expect({ key, code: r.code }).toEqual({ key, code: 2 });
      expect(r.stderr).toMatch(new RegExp(`"files\\.${key}" is not a known key`));
    }
    const dir = makeRepo([{ files: { '.handoverrc.yaml': 'agent: lab\n' } }]);
    const r = runCli(['consume', 'constructor'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).not.toMatch(/internal error/);
  });
});
