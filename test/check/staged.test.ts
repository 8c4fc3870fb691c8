import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { commit, git, makeRepo, writeFiles } from '../helpers/repo.js';
import { entry, log, messagesOf, stagedCheck, type Json } from './fixtures.js';

const append = { 'HANDOVER.md': log(1) + entry(2) };

describe('check --staged: who is acting', () => {
  it('takes --actor first', () => {
    expect(
      stagedCheck({ 'HANDOVER.md': log(1) }, append, ['--actor', 'lab'], { HANDOVER_AGENT: 'observer' }).code,
    ).toBe(0);
  });
  it('then HANDOVER_AGENT', () => {
    expect(stagedCheck({ 'HANDOVER.md': log(1) }, append, [], { HANDOVER_AGENT: 'lab' }).code).toBe(0);
    expect(stagedCheck({ 'HANDOVER.md': log(1) }, append, [], { HANDOVER_AGENT: 'observer' }).code).toBe(1);
  });
  it('then git config handover.agent of the clone', () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': log(1) } }]);
    git(dir, ['config', 'handover.agent', 'observer']);
    writeFiles(dir, append);
    git(dir, ['add', '-A']);
    const r = runCli(['check', '--staged'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('but observer changed it');
  });
  it("then the config's agent", () => {
    const r = stagedCheck({ '.handoverrc.yaml': 'agent: lab\n', 'HANDOVER.md': log(1) }, append);
    expect(r.code).toBe(0);
  });
  it('then the author email mapped under agents.<id>.emails', () => {
    const base = {
      '.handoverrc.json': JSON.stringify({ agents: { observer: { emails: ['test@example.org'] } } }),
      'HANDOVER.md': log(1),
    };
    const r = stagedCheck(base, append);
    expect(r.code).toBe(1);
    expect(messagesOf(r.json)[0].message).toContain('but observer changed it');
  });
  it('exits 2 with how to declare one when nothing names the actor', () => {
    const r = stagedCheck({ 'HANDOVER.md': log(1) }, append);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/Cannot tell which agent is acting: pass --actor NAME, set HANDOVER_AGENT/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
  it('needs no actor when no protocol file changed', () => {
    const r = stagedCheck({ 'HANDOVER.md': log(1) }, { 'notes.txt': 'x' });
    expect(r.code).toBe(0);
  });
});

describe('check --staged: modes and bad input', () => {
  it('compares the index, not the working tree', () => {
    const r = stagedCheck({ 'HANDOVER.md': log(1) }, append, ['--actor', 'lab']);
    writeFiles(r.dir, { 'HANDOVER.md': 'garbage\n' });
    expect(runCli(['check', '--staged', '--actor', 'lab'], { cwd: r.dir }).code).toBe(0);
    // With no mode flag, check compares the working tree with HEAD.
    const wt = runCli(['check', '--actor', 'lab', '--format', 'json'], { cwd: r.dir });
    expect(wt.code).toBe(1);
    expect(messagesOf(JSON.parse(wt.stdout) as Json[]).map((m) => m.ruleId)).toContain('handover/append-only');
  });

  it('runs only the static rules on a first commit (no HEAD yet)', () => {
    const dir = makeRepo();
    writeFiles(dir, { 'HANDOVER.md': log(2) });
    git(dir, ['add', '-A']);
    expect(runCli(['check', '--staged'], { cwd: dir })).toMatchObject({ code: 0, stderr: '' });
    writeFiles(dir, { 'HANDOVER.md': log(2).replace('## 2 ·', '## 4 ·') });
    git(dir, ['add', '-A']);
    const r = runCli(['check', '--staged'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('handover/sequence');
  });

  it('with no mode flag and no commit yet, lints the working tree', () => {
    const dir = makeRepo();
    writeFiles(dir, { 'HANDOVER.md': log(2).replace('## 2 ·', '## 3 ·') });
    const r = runCli(['check'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('handover/sequence');
  });

  it('works on a detached HEAD', () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': log(1) } }, { files: { 'HANDOVER.md': log(2) } }]);
    git(dir, ['checkout', '-q', '--detach', 'HEAD~1']);
    writeFiles(dir, { 'HANDOVER.md': log(1).replace('Entry 1 text.', 'Changed.') });
    git(dir, ['add', '-A']);
    const r = runCli(['check', '--staged', '--actor', 'lab'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('Entry 1 (line 5 before) was changed');
  });

  it('reports a binary file committed under a protocol name without a stack trace', () => {
    const bin = new Uint8Array([0x23, 0x20, 0x48, 0x00, 0xff, 0xfe, 0x0a]);
    const r = stagedCheck({ 'HANDOVER.md': log(1) }, { 'HANDOVER.md': bin }, ['--actor', 'lab']);
    expect(r.code).toBe(1);
    expect(messagesOf(r.json).map((m) => m.ruleId)).toContain('protocol/encoding');
    expect(r.stderr).toBe('');
  });

  it('reports a renamed log as a deleted one', () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': log(2) } }]);
    git(dir, ['mv', 'HANDOVER.md', 'OLD-HANDOVER.md']);
    const r = runCli(['check', '--staged', '--actor', 'lab'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('The handover log was deleted');
  });

  it('reports a symlink under a protocol name', () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': log(1) } }]);
    git(dir, ['rm', '-q', 'HANDOVER.md']);
    writeFiles(dir, { 'elsewhere.md': log(1) });
    git(dir, ['add', 'elsewhere.md']);
    runSymlink(dir);
    const r = runCli(['check', '--staged', '--actor', 'lab'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('is a symbolic link in git');
  });

  it('exits 2 outside a git repository and for --staged with --range', () => {
    const dir = makeRepo();
    git(dir, ['init', '-q']);
    const outside = runCli(['check', '--staged', '--cwd', '/'], { cwd: dir });
    expect(outside.code).toBe(2);
    expect(outside.stderr).toContain('not inside a git work tree');
    expect(runCli(['check', '--staged', '--range', 'a..b'], { cwd: dir }).code).toBe(2);
  });

  it('reads a 40 MB staged log whole', () => {
    const big = log(1) + 'x'.repeat(99).concat('\n').repeat(400_000);
    const dir = makeRepo([{ files: { 'HANDOVER.md': big } }]);
    writeFiles(dir, { 'HANDOVER.md': big + entry(2) });
    git(dir, ['add', '-A']);
    const ok = runCli(['check', '--staged', '--actor', 'lab'], { cwd: dir });
    expect(ok).toMatchObject({ code: 0, stderr: '' });
    writeFiles(dir, { 'HANDOVER.md': big.replace('Entry 1 text.', 'Edited.') + entry(2) });
    git(dir, ['add', '-A']);
    const bad = runCli(['check', '--staged', '--actor', 'lab'], { cwd: dir });
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain('Entry 1 (line 5 before) was changed');
  });
});

function runSymlink(dir: string): void {
  // A symlink staged under the protocol name, made by git itself so the test needs no fs.symlink permissions.
  const oid = git(dir, ['hash-object', '-w', '--stdin'], 'elsewhere.md').trim();
  git(dir, ['update-index', '--add', '--cacheinfo', `120000,${oid},HANDOVER.md`]);
}
void commit;
