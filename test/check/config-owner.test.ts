import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { commit, git, makeRepo, writeFiles } from '../helpers/repo.js';
import { entry, log, messagesOf, rangeCheck } from './fixtures.js';

// protocol/config-owner (SPEC §4): only the config's owner or a dispatcher changes the handover config, the
// .gitattributes lines for the protocol files, or the hook lines that run handover; a planted CLI is reported.

const lab = { name: 'Lab', email: 'lab@example.org' };
const boss = { name: 'Commons', email: 'commons@example.org' };
const config = JSON.stringify({
  owner: 'commons',
  agents: { lab: { emails: [lab.email] }, commons: { emails: [boss.email] } },
});

function repo(extra: Record<string, string> = {}): { dir: string; base: string } {
  const dir = makeRepo([
    {
      files: {
        '.handoverrc.json': config,
        'HANDOVER.md': log(1),
        '.gitattributes': 'HANDOVER.md merge=handover\n*.png binary\n',
        '.husky/pre-commit': 'npx handover check --staged\n',
        ...extra,
      },
      message: 'base',
      author: boss,
    },
  ]);
  return { dir, base: git(dir, ['rev-parse', 'HEAD']).trim() };
}

describe('protocol/config-owner in check --range', () => {
  it('reports a config change by a non-owner, with the config read from BASE (naming yourself owner does not help)', () => {
    const { dir, base } = repo();
    commit(dir, {
      files: {
        '.handoverrc.json': JSON.stringify({ owner: 'lab', rules: { 'handover/append-only': 'off' } }),
        'HANDOVER.md': log(1).replace('Entry 1 text.', 'Gone.'),
      },
      message: 'Relax',
      author: lab,
    });
    const r = rangeCheck(dir, `${base}..HEAD`);
    expect(r.code).toBe(1);
    const ms = messagesOf(r.json);
    expect(ms).toContainEqual(
      expect.objectContaining({
        ruleId: 'protocol/config-owner',
        message: expect.stringContaining(
          'lab changes the handover config .handoverrc.json, which only the owner, commons or a dispatcher',
        ),
        commit: expect.stringMatching(/ Relax$/),
      }),
    );
    expect(ms).toContainEqual(expect.objectContaining({ ruleId: 'handover/append-only' }));
    expect(r.json.map((f) => f.filePath)).toContain('.handoverrc.json');
  });

  it("lets the owner change the config; anyone may change lines that are not handover's", () => {
    const { dir, base } = repo();
    commit(dir, {
      files: {
        '.handoverrc.json': JSON.stringify({
          owner: 'commons',
          agents: { lab: { emails: [lab.email] }, commons: { emails: [boss.email] }, partner: null },
        }),
      },
      message: 'Add partner',
      author: boss,
    });
    commit(dir, {
      files: {
        '.gitattributes': 'HANDOVER.md merge=handover\n*.png binary\n*.jpg binary\n',
        '.husky/pre-commit': 'npx handover check --staged\nnpm run lint\n',
        'HANDOVER.md': log(1) + entry(2),
      },
      message: 'lint too',
      author: lab,
    });
    expect(rangeCheck(dir, `${base}..HEAD`)).toMatchObject({ code: 0, stdout: '[]\n' });
  });

  it('reports removed handover hook and .gitattributes lines, and the package.json keys', () => {
    const { dir, base } = repo({
      'package.json': JSON.stringify({
        name: 'x',
        'simple-git-hooks': { 'pre-commit': 'npx handover check --staged' },
      }),
    });
    commit(dir, {
      files: {
        '.husky/pre-commit': 'npm run lint\n',
        '.gitattributes': '*.png binary\n',
        'package.json': JSON.stringify({ name: 'x', 'simple-git-hooks': {} }),
      },
      message: 'Quieter hooks',
      author: lab,
    });
    const r = rangeCheck(dir, `${base}..HEAD`);
    expect(r.code).toBe(1);
    const ms = messagesOf(r.json)
      .filter((m) => m.ruleId === 'protocol/config-owner')
      .map((m) => m.message);
    expect(ms).toEqual(
      [
        expect.stringContaining('changes what git resolves in .gitattributes for the protocol files'),
        expect.stringContaining('changes the lines of .husky/pre-commit that run handover'),
        expect.stringContaining('"simple-git-hooks" key of package.json'),
      ].sort(() => 0),
    );
  });

  it('reports a planted node_modules/.bin/handover from anyone, the owner too', () => {
    const { dir, base } = repo();
    commit(dir, {
      files: { 'node_modules/.bin/handover': '#!/bin/sh\nexit 0\n' },
      message: 'Vendor the CLI',
      author: boss,
    });
    const r = rangeCheck(dir, `${base}..HEAD`);
    expect(r.code).toBe(1);
    expect(messagesOf(r.json)).toEqual([
      expect.objectContaining({
        ruleId: 'protocol/config-owner',
        message: expect.stringContaining('adds a tracked node_modules/.bin/handover'),
      }),
    ]);
  });
});

describe('protocol/config-owner in check --staged', () => {
  it('reports a staged config change by a non-owner and passes the owner', () => {
    const { dir } = repo();
    writeFiles(dir, { '.handoverrc.json': JSON.stringify({ owner: 'lab' }) });
    git(dir, ['add', '-A']);
    const r = runCli(['check', '--staged', '--actor', 'lab', '--format', 'json'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('protocol/config-owner');
    expect(runCli(['check', '--staged', '--actor', 'commons'], { cwd: dir }).code).toBe(0);
  });
});

describe('protocol/config-owner in check (the working tree): untracked files count as added', () => {
  it('reports a new, untracked hook setting or workflow by a non-owner and passes the owner', () => {
    const { dir } = repo();
    writeFiles(dir, { '.claude/settings.json': JSON.stringify({ disableAllHooks: true }) });
    const r = runCli(['check', '--actor', 'lab'], { cwd: dir });
    expect(r.stdout).toContain('.claude/settings.json');
    expect(r.stdout).toContain('protocol/config-owner');
    expect(r.code).toBe(1);
    expect(runCli(['check', '--actor', 'commons'], { cwd: dir }).code).toBe(0);
  });

  it('an untracked node_modules/.bin/handover (an install where node_modules/ is not ignored) is no plant; staged, it is', () => {
    const { dir } = repo();
    writeFiles(dir, { 'node_modules/.bin/handover': '#!/bin/sh\nexec node ../handover/dist/cli/main.js "$@"\n' });
    expect(runCli(['check', '--actor', 'commons'], { cwd: dir }).code).toBe(0);
    git(dir, ['add', '-A']);
    const staged = runCli(['check', '--staged', '--actor', 'commons'], { cwd: dir });
    expect(staged.stdout).toContain('adds a tracked node_modules/.bin/handover');
    expect(staged.code).toBe(1);
  });
});

describe('configChange (the rule over two versions of a watched file)', () => {
  it('tells handover lines from the rest', async () => {
    const { configChange } = await import('../../src/rules/protocol/config-owner.js');
    const P = ['HANDOVER.md', 'SYNC.md'];
    expect(
      configChange(
        { path: '.gitattributes', before: 'SYNC.md merge=handover\n', after: 'SYNC.md merge=handover\n*.png binary\n' },
        P,
      ),
    ).toBeNull();
    // .gitattributes is judged by what git resolves (see test/attacks/config-owner-escapes.test.ts), not here.
    expect(
      configChange({ path: '.gitattributes', before: 'SYNC.md merge=handover\n', after: 'SYNC.md -merge\n' }, P),
    ).toBeNull();
    expect(
      configChange(
        {
          path: 'lefthook.yml',
          before: 'pre-commit:\n  commands:\n    h:\n      run: npx handover check --staged\n',
          after: 'pre-commit:\n  commands: {}\n',
        },
        P,
      ),
    ).toMatch(/lefthook.yml/);
    expect(configChange({ path: 'package.json', before: '{"name":"a"}', after: '{"name":"b"}' }, P)).toBeNull();
    expect(
      configChange({ path: 'package.json', before: '{"handover":{}}', after: '{"handover":{"owner":"x"}}' }, P),
    ).toMatch(/package.json/);
    const hooks = (cmd: string) =>
      JSON.stringify({ hooks: { PreToolUse: [{ matcher: 'Edit', hooks: [{ type: 'command', command: cmd }] }] } });
    expect(
      configChange(
        { path: '.claude/settings.json', before: hooks('handover hook claude-pre-tool-use'), after: hooks('true') },
        P,
      ),
    ).toMatch(/claude/);
    expect(
      configChange(
        {
          path: '.claude/settings.json',
          before: hooks('handover hook claude-pre-tool-use'),
          after: JSON.parse(JSON.stringify(hooks('handover hook claude-pre-tool-use'))),
        },
        P,
      ),
    ).toBeNull();
    expect(configChange({ path: 'node_modules/.bin/handover', before: null, after: 'x' }, P)).toMatch(/adds a tracked/);
    // Every agent's hooks are watched the same way: dropping Codex's guard is a config change.
    for (const path of ['.codex/hooks.json', '.gemini/settings.json', '.qwen/settings.json'])
      expect(
        configChange(
          { path, before: hooks('exec /bin/sh "$h" codex-pre-tool-use; …/handover/hook'), after: hooks('true') },
          P,
        ),
      ).toBe(`changes the handover hooks of ${path}`);
  });
});
