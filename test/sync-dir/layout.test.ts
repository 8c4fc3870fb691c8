import { spawnSync } from 'node:child_process';
import { readFileSync, existsSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { commit, git, makeRepo, tempDir, writeFiles } from '../helpers/repo.js';
import { assembleSync, joinSyncDir, splitSyncToDir } from '../../src/models/docs/sync-dir.js';
import { sync } from '../check/fixtures.js';

const cfg = JSON.stringify({
  files: { sync: 'sync/' },
  agents: { alice: { emails: ['alice@example.org'] }, bob: { emails: ['bob@example.org'] } },
});
const section = (id: string, focus = 'Working.', next = 'Ship it.') =>
  `## ${id}\n\n- **Current focus:** ${focus}\n- **Blocked on:** —\n- **Next action:** ${next}\n`;
const alice = { name: 'Alice', email: 'alice@example.org' };
const json = (out: string) =>
  JSON.parse(out) as { filePath: string; messages: { ruleId: string; line: number; message: string }[] }[];

describe('files.sync: sync/ — one file per agent, one assembled view', () => {
  it('lint reads the assembled view and reports on each file by its own lines', () => {
    const dir = makeRepo([
      { files: { '.handoverrc.json': cfg, 'sync/alice.md': section('alice'), 'sync/bob.md': section('bob') } },
    ]);
    expect(runCli(['lint'], { cwd: dir }).code).toBe(0);
    writeFiles(dir, {
      'sync/bob.md': `${section('alice')}\n${section('bob')}`,
      'sync/carol.md': '## carol\n\n- **Current focus:** x\n',
    });
    const r = runCli(['lint', '--format', 'json'], { cwd: dir });
    expect(r.code).toBe(1);
    const byFile = Object.fromEntries(
      json(r.stdout).map((f) => [
        f.filePath.replace(/^.*?(sync\/)/, '$1'),
        f.messages.map((m) => `${m.ruleId}@${m.line}`),
      ]),
    );
    expect(byFile['sync/bob.md']).toEqual(expect.arrayContaining(['sync/section-owner@1', 'sync/unique-sections@7']));
    expect(byFile['sync/carol.md']).toEqual(expect.arrayContaining(['sync/fields@1', 'sync/known-agents@1']));
  });

  it('check --staged: an agent edits only its own file; a foreign file edit is sync/section-owner on that file', () => {
    const dir = makeRepo([
      { files: { '.handoverrc.json': cfg, 'sync/alice.md': section('alice'), 'sync/bob.md': section('bob') } },
    ]);
    writeFiles(dir, { 'sync/alice.md': section('alice', 'New focus.') });
    git(dir, ['add', '-A']);
    expect(runCli(['check', '--staged', '--actor', 'alice'], { cwd: dir }).code).toBe(0);
    writeFiles(dir, { 'sync/bob.md': section('bob', 'Hijacked.') });
    git(dir, ['add', '-A']);
    const r = runCli(['check', '--staged', '--actor', 'alice', '--format', 'json'], { cwd: dir });
    expect(r.code).toBe(1);
    const files = json(r.stdout);
    expect(files.map((f) => f.filePath.replace(/^.*?(sync\/)/, '$1'))).toEqual(['sync/bob.md']);
    expect(files[0].messages[0]).toMatchObject({ ruleId: 'sync/section-owner', line: 1 });
    // a new file whose name is not the actor's section
    writeFiles(dir, { 'sync/bob.md': section('bob'), 'sync/alice.md': section('bob') });
    git(dir, ['add', '-A']);
    expect(runCli(['check', '--staged', '--actor', 'alice'], { cwd: dir }).stdout).toMatch(
      /holds the section "bob", but the file belongs to alice/,
    );
  });

  it('two clones editing their own files merge with plain git merge (no driver), and a foreign edit fails check --range', () => {
    const seed = makeRepo([
      { files: { '.handoverrc.json': cfg, 'sync/alice.md': section('alice'), 'sync/bob.md': section('bob') } },
    ]);
    const top = tempDir();
    const remote = join(top, 'remote.git');
    git(top, ['clone', '-q', '--bare', seed, remote]);
    const a = join(top, 'a');
    const b = join(top, 'b');
    git(top, ['clone', '-q', remote, a]);
    git(top, ['clone', '-q', remote, b]);
    commit(a, { files: { 'sync/alice.md': section('alice', 'A moved.') }, author: alice });
    commit(b, {
      files: { 'sync/bob.md': section('bob', 'B moved.') },
      author: { name: 'Bob', email: 'bob@example.org' },
    });
    git(a, ['push', '-q', 'origin', 'HEAD:main']);
    git(b, ['fetch', '-q', 'origin']);
    const m = spawnSync('git', ['merge', '--no-edit', 'origin/main'], {
      cwd: b,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_CONFIG_GLOBAL: '/dev/null',
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_AUTHOR_NAME: 'b',
        GIT_AUTHOR_EMAIL: 'bob@example.org',
        GIT_COMMITTER_NAME: 'b',
        GIT_COMMITTER_EMAIL: 'bob@example.org',
      },
    });
    expect(m.status).toBe(0);
    expect(git(b, ['config', '--list']).includes('merge.handover')).toBe(false); // no driver registered
    expect(readFileSync(join(b, 'sync/alice.md'), 'utf8')).toContain('A moved.');
    const base = git(b, ['rev-parse', 'HEAD~1']).trim();
    expect(runCli(['check', '--range', `${base}..HEAD`], { cwd: b }).code).toBe(0);
    expect(runCli(['sync', 'show', '--format', 'json'], { cwd: b }).stdout).toContain('B moved.');
    commit(b, {
      files: { 'sync/alice.md': section('alice', 'Bob was here.') },
      author: { name: 'Bob', email: 'bob@example.org' },
    });
    const r = runCli(['check', '--range', 'origin/main..HEAD'], { cwd: b });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/sync\/alice\.md[\s\S]*bob changed the section of alice[\s\S]*sync\/section-owner/);
  });

  it("sync set writes the actor's own file, and sync show reads the assembled view", () => {
    const dir = makeRepo([{ files: { '.handoverrc.json': cfg, 'sync/bob.md': section('bob') } }]);
    const r = runCli(['sync', 'set', '--actor', 'alice', '--focus', 'Docs.', '--next', 'Review.'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('sync/alice.md');
    expect(readFileSync(join(dir, 'sync/alice.md'), 'utf8')).toBe(
      '## alice\n\n- **Current focus:** Docs.\n- **Blocked on:** —\n- **Next action:** Review.\n',
    );
    expect(readFileSync(join(dir, 'sync/bob.md'), 'utf8')).toBe(section('bob'));
    expect(runCli(['sync', 'set', '--actor', 'alice', '--blocked', 'bob'], { cwd: dir }).code).toBe(0);
    const show = JSON.parse(runCli(['sync', 'show', '--format', 'json'], { cwd: dir }).stdout) as {
      agents: { id: string; blocked: boolean; file: string }[];
    };
    expect(show.agents.map((x) => [x.id, x.blocked, x.file])).toEqual([
      ['alice', true, 'sync/alice.md'],
      ['bob', false, 'sync/bob.md'],
    ]);
    expect(existsSync(join(dir, 'SYNC.md'))).toBe(false);
  });

  it("the agent guard blocks a Write into another agent's file and lets its own through", () => {
    const dir = makeRepo([
      { files: { '.handoverrc.json': cfg, 'sync/alice.md': section('alice'), 'sync/bob.md': section('bob') } },
    ]);
    const hook = (file: string, content: string) =>
      runCli(['hook', 'claude-pre-tool-use'], {
        cwd: dir,
        env: { HANDOVER_AGENT: 'alice' },
        input: JSON.stringify({ tool_name: 'Write', cwd: dir, tool_input: { file_path: join(dir, file), content } }),
      });
    expect(hook('sync/alice.md', section('alice', 'Mine.')).code).toBe(0);
    const r = hook('sync/bob.md', section('bob', 'Not mine.'));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/sync\/bob\.md:1:1 .*alice changed the section of bob/);
  });

  it('check --pre-receive on a server judges the directory too', async () => {
    const { serverWithHook, push } = await import('../helpers/server.js');
    const { clone } = serverWithHook([
      { files: { '.handoverrc.json': cfg, 'sync/alice.md': section('alice'), 'sync/bob.md': section('bob') } },
    ]);
    commit(clone, { files: { 'sync/bob.md': section('bob', 'Hijacked.') }, message: 'edit bob', author: alice });
    const r = push(clone, ['origin', 'HEAD:main']);
    expect(r.code).not.toBe(0);
    expect(r.output).toMatch(/remote: .*alice changed the section of bob.*sync\/section-owner/);
  });

  it('splitSyncToDir and joinSyncDir convert between one file and the directory', () => {
    const one = sync({ alice: ['a', '—', 'b'], bob: ['c', 'alice', 'd'] });
    const { files, preamble } = splitSyncToDir(one, 'sync/');
    expect([...files.keys()]).toEqual(['sync/alice.md', 'sync/bob.md']);
    expect(preamble).toContain('# Sync');
    const parts = [...files].map(([path, bytes]) => ({ path, bytes }));
    expect(joinSyncDir('sync/', parts, preamble)).toBe(one);
    const view = assembleSync('sync/', parts);
    expect(view.layout).toEqual([]);
    expect(view.locate(3)).toEqual({ path: 'sync/alice.md', line: 1 });
  });
});

describe('sync directory: what an untrusted pull request may hold', () => {
  it('a symbolic link under sync/ is a finding in check --range and lint, never followed', () => {
    const dir = makeRepo([{ files: { '.handoverrc.json': cfg, 'sync/alice.md': section('alice') } }]);
    const base = git(dir, ['rev-parse', 'HEAD']).trim();
    symlinkSync('/etc/hostname', join(dir, 'sync/bob.md'));
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-q', '-m', 'link', '--author', 'Bob <bob@example.org>']);
    const r = runCli(['check', '--range', `${base}..HEAD`], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/sync\/bob\.md is a symbolic link in git, not a regular file/);
    expect(runCli(['lint'], { cwd: dir }).stdout).toMatch(/sync\/bob\.md is a symbolic link/);
  });
});
