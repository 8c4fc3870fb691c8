import { existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { commit, git, makeRepo, tempDir } from '../helpers/repo.js';

const LOG = '# Handover: lab\n\nAppend-only.\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst.\n';
const SYNC =
  '# Sync\n\nEach agent writes only its own section.\n\n## lab\n\n- **Current focus:** A.\n- **Blocked on:** —\n- **Next action:** B.\n';
const REG = '# Project registry\n';
const MARKER = '---\nlab:\n  seq: 1\n---\n';
const lab = { env: { HANDOVER_AGENT: 'lab' } };

/** A secret file outside the repository, and a folder outside it, that no command may read or write. */
function outside(): { file: string; dir: string; text: string } {
  const d = tempDir('handover-outside-');
  const text = SYNC.replace('A.', 'SECRET.');
  writeFileSync(join(d, 'secret.md'), text);
  mkdirSync(join(d, 'docs'));
  writeFileSync(join(d, 'docs', 'SYNC.md'), text);
  return { file: join(d, 'secret.md'), dir: join(d, 'docs'), text };
}

/** A repo whose protocol file `name` (configured under `files`) is a symlink to `target`. */
function linkedFile(name: string, target: string, config = 'agent: lab\n'): string {
  const dir = makeRepo([{ files: { '.handoverrc.yaml': config } }]);
  symlinkSync(target, join(dir, name));
  return dir;
}

const WRITERS: [string, string, string[]][] = [
  ['sync set', 'SYNC.md', ['sync', 'set', '--focus', 'New.', '--next', 'N.']],
  ['registry add', 'PROJECT_REGISTRY.md', ['registry', 'add', '--owns', 'x']],
  ['append', 'HANDOVER.md', ['append', 'New entry.']],
];

describe('protocol files are plain files inside the repo: a symlink is refused, never written through', () => {
  for (const [what, name, args] of WRITERS) {
    it(`${what}: a ${name} symlinked to a file outside the repo is refused; the link and its target stay as they are`, () => {
      const out = outside();
      const text = name === 'HANDOVER.md' ? LOG : name === 'PROJECT_REGISTRY.md' ? REG : out.text;
      writeFileSync(out.file, text);
      const dir = linkedFile(name, out.file);
      const r = runCli(args, { cwd: dir, ...lab });
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(
        new RegExp(
          `${name.replace('.', '\\.')} is a symbolic link; protocol files must be plain files inside the repository`,
        ),
      );
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(lstatSync(join(dir, name)).isSymbolicLink()).toBe(true);
      expect(readFileSync(out.file, 'utf8')).toBe(text);
    });

    it(`${what}: a folder on the configured path that is a symlink (at depth) is refused; nothing is created outside`, () => {
      const out = outside();
      const key = { 'SYNC.md': 'sync', 'PROJECT_REGISTRY.md': 'registry', 'HANDOVER.md': 'handover' }[name]!;
      const dir = makeRepo([
        {
          files: { '.handoverrc.yaml': `agent: lab\nfiles: { ${key}: coord/docs/${name} }\n`, 'coord/keep.txt': 'k\n' },
        },
      ]);
      symlinkSync(out.dir, join(dir, 'coord', 'docs'));
      const before = readdirSync(out.dir);
      const r = runCli(args, { cwd: dir, ...lab });
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(`coord/docs/${name}: the folder coord/docs is a symbolic link`);
      expect(readdirSync(out.dir)).toEqual(before);
    });
  }

  it('sync set: an in-repo symlink (SYNC.md -> notes/sync.md) is refused too', () => {
    const dir = makeRepo([{ files: { '.handoverrc.yaml': 'agent: lab\n', 'notes/sync.md': SYNC } }]);
    symlinkSync('notes/sync.md', join(dir, 'SYNC.md'));
    const r = runCli(['sync', 'set', '--focus', 'New.'], { cwd: dir, ...lab });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/SYNC\.md is a symbolic link/);
    expect(readFileSync(join(dir, 'notes/sync.md'), 'utf8')).toBe(SYNC);
    expect(lstatSync(join(dir, 'SYNC.md')).isSymbolicLink()).toBe(true);
  });

  it("consume: a symlinked marker is refused and the link's target is not rewritten", () => {
    const up = makeRepo([{ files: { 'HANDOVER.md': LOG } }]);
    const out = outside();
    writeFileSync(out.file, MARKER);
    const dir = linkedFile('.last-processed.md', out.file, `upstreams:\n  lab:\n    source: ${JSON.stringify(up)}\n`);
    const r = runCli(['consume'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/\.last-processed\.md is a symbolic link/);
    expect(readFileSync(out.file, 'utf8')).toBe(MARKER);
  });

  it('lint and check (work tree) report a symlinked file and a symlinked folder at depth, reading neither', () => {
    const out = outside();
    const dir = makeRepo([
      { files: { '.handoverrc.yaml': 'agent: lab\nfiles: { sync: a/docs/SYNC.md }\n', 'a/x.txt': 'x\n' } },
    ]);
    symlinkSync(out.dir, join(dir, 'a', 'docs'));
    symlinkSync(out.file, join(dir, 'HANDOVER.md'));
    for (const args of [
      ['lint', '--format', 'json'],
      ['check', '--format', 'json'],
    ]) {
      const r = runCli(args, { cwd: dir, ...lab });
      expect({ args, code: r.code }).toEqual({ args, code: 1 });
      const results = JSON.parse(r.stdout) as { filePath: string; messages: { message: string }[] }[];
      const by = Object.fromEntries(results.map((f) => [f.filePath, f.messages.map((m) => m.message).join(' | ')]));
      expect(by['HANDOVER.md']).toMatch(/HANDOVER\.md is a symbolic link/);
      expect(by['a/docs/SYNC.md']).toMatch(/the folder a\/docs is a symbolic link/);
      expect(r.stdout).not.toContain('SECRET');
    }
    const named = runCli(['lint', 'a/docs/SYNC.md'], { cwd: dir });
    expect(named.code).toBe(1);
    expect(named.stdout).toContain('the folder a/docs is a symbolic link');
  });

  it('sync show, status and registry list refuse a symlinked file instead of showing what it points at', () => {
    const out = outside();
    const dir = linkedFile('SYNC.md', out.file);
    for (const args of [['sync', 'show'], ['status'], ['sync', 'show', '--format', 'json']]) {
      const r = runCli(args, { cwd: dir });
      expect(r.stdout + r.stderr).toMatch(/SYNC\.md is a symbolic link/);
      expect(r.stdout + r.stderr).not.toContain('SECRET');
    }
    writeFileSync(out.file, '# Project registry\n\n## SECRET [SELF]\n\n- Owns: x\n- Address: y\n');
    const reg = linkedFile('PROJECT_REGISTRY.md', out.file);
    const r = runCli(['registry', 'list'], { cwd: reg });
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).not.toContain('SECRET');
  });

  it('check --staged refuses a staged symlinked file and a staged symlinked folder on the path', () => {
    const dir = makeRepo([
      {
        files: {
          '.handoverrc.yaml': 'agent: lab\nfiles: { sync: d/SYNC.md }\n',
          'HANDOVER.md': LOG,
          'd/SYNC.md': SYNC,
        },
      },
    ]);
    const out = outside();
    git(dir, ['rm', '-rq', 'd', 'HANDOVER.md']);
    symlinkSync(out.dir, join(dir, 'd'));
    symlinkSync(out.file, join(dir, 'HANDOVER.md'));
    git(dir, ['add', '-A']);
    const r = runCli(['check', '--staged', '--format', 'json'], { cwd: dir, ...lab });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/HANDOVER\.md is a symbolic link in git/);
    expect(r.stdout).toMatch(/d\/SYNC\.md: the folder d is a symbolic link in git/);
  });

  it('check --range judges from the file modes in git: a symlinked file, a symlinked folder at depth, an in-repo link', () => {
    const dir = makeRepo([
      {
        files: {
          '.handoverrc.yaml': 'agent: lab\nfiles: { registry: x/y/PROJECT_REGISTRY.md }\n',
          'HANDOVER.md': LOG,
          'SYNC.md': SYNC,
          'x/y/PROJECT_REGISTRY.md': REG,
          'notes.md': SYNC,
        },
      },
    ]);
    const base = git(dir, ['rev-parse', 'HEAD']).trim();
    const out = outside();
    git(dir, ['rm', '-q', 'HANDOVER.md', 'SYNC.md']);
    symlinkSync(out.file, join(dir, 'HANDOVER.md'));
    symlinkSync('notes.md', join(dir, 'SYNC.md'));
    commit(dir, { files: {}, message: 'links\n\nHandover-Agent: lab' });
    git(dir, ['rm', '-rq', 'x/y']);
    mkdirSync(join(dir, 'x'), { recursive: true });
    symlinkSync(out.dir, join(dir, 'x', 'y'));
    commit(dir, { files: {}, message: 'folder link\n\nHandover-Agent: lab' });
    const r = runCli(['check', '--range', `${base}..HEAD`, '--format', 'json'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/HANDOVER\.md is a symbolic link in git/);
    expect(r.stdout).toMatch(/SYNC\.md is a symbolic link in git/);
    expect(r.stdout).toMatch(/x\/y\/PROJECT_REGISTRY\.md: the folder x\/y is a symbolic link in git/);
  });

  it('init skips a protocol file whose folder is a symlink, writing nothing outside', () => {
    const out = outside();
    const dir = makeRepo([{ files: { '.handoverrc.yaml': 'agent: lab\nfiles: { handover: logs/HANDOVER.md }\n' } }]);
    symlinkSync(out.dir, join(dir, 'logs'));
    const r = runCli(['init', '--role', 'upstream'], { cwd: dir });
    expect(r.stdout).toMatch(/skipped\s+logs\/HANDOVER\.md.*the folder logs is a symbolic link/);
    expect(existsSync(join(out.dir, 'HANDOVER.md'))).toBe(false);
  });

  it('the PreToolUse guard blocks an edit of a symlinked protocol file with one sentence', () => {
    const out = outside();
    writeFileSync(out.file, LOG);
    const dir = linkedFile('HANDOVER.md', out.file);
    const payload = {
      hook_event_name: 'PreToolUse',
      cwd: dir,
      tool_name: 'Edit',
      tool_input: { file_path: join(dir, 'HANDOVER.md'), old_string: 'First.', new_string: 'First!' },
    };
    const r = runCli(['hook', 'claude-pre-tool-use'], { cwd: dir, input: JSON.stringify(payload) });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/HANDOVER\.md is a symbolic link/);
  });

  it('the merge driver refuses to merge a protocol file whose path is a symlink in the work tree', () => {
    const out = outside();
    const dir = linkedFile('SYNC.md', out.file);
    for (const f of ['o', 'a', 'b']) writeFileSync(join(dir, f), SYNC.replace('A.', f));
    const r = runCli(['merge-driver', 'o', 'a', 'b', 'SYNC.md'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/SYNC\.md is a symbolic link/);
    expect(readFileSync(join(dir, 'a'), 'utf8')).toBe(SYNC.replace('A.', 'a'));
  });
});
