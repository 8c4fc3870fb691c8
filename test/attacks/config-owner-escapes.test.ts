import { readFileSync, rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { commit, git, makeRepo, writeFiles } from '../helpers/repo.js';
import { log, messagesOf, rangeCheck, sync } from '../check/fixtures.js';

// Issue 20, attacks 3, 7 and 8: what a non-owner's pull request could change without protocol/config-owner
// noticing — .gitattributes globs that take the protocol files from the merge driver, "disableAllHooks" and the
// other agents' hook switches, and the workflow that runs the check itself.

const lab = { name: 'Lab', email: 'lab@example.org' };
const boss = { name: 'Commons', email: 'commons@example.org' };
const config = JSON.stringify({
  owner: 'commons',
  agents: { lab: { emails: [lab.email] }, commons: { emails: [boss.email] } },
});
const WORKFLOW = `name: handover
on: [pull_request, merge_group]
permissions:
  contents: read
jobs:
  check:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
        with:
          fetch-depth: 0
      - run: npx --yes handover@1 check --range "origin/\${{ github.base_ref }}..HEAD"
`;
const CLAUDE = JSON.stringify(
  {
    hooks: {
      PreToolUse: [
        { matcher: 'Edit|Write', hooks: [{ type: 'command', command: 'sh .git/handover/run claude-pre-tool-use' }] },
      ],
    },
  },
  null,
  2,
);
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function repo(extra: Record<string, string> = {}): { dir: string; base: string } {
  const dir = makeRepo([
    {
      files: {
        '.handoverrc.json': config,
        'HANDOVER.md': log(1),
        'SYNC.md': sync({ lab: ['a', '—', 'b'], commons: ['c', '—', 'd'] }),
        '.gitattributes': 'SYNC.md merge=handover\nHANDOVER.md merge=handover\n*.png binary\n',
        '.github/workflows/handover.yml': WORKFLOW,
        '.claude/settings.json': CLAUDE,
        ...extra,
      },
      message: 'base',
      author: boss,
    },
  ]);
  dirs.push(dir);
  return { dir, base: git(dir, ['rev-parse', 'HEAD']).trim() };
}

/** lab commits `files` on top of the base; the range check's config-owner messages. */
function byLab(files: Record<string, string | null>, extra: Record<string, string> = {}) {
  const { dir, base } = repo(extra);
  commit(dir, { files, message: 'tidy', author: lab });
  const r = rangeCheck(dir, `${base}..HEAD`);
  return { r, owner: messagesOf(r.json).filter((m) => m.ruleId === 'protocol/config-owner'), dir };
}

describe('attack 3: .gitattributes judged by what git resolves for the protocol files', () => {
  for (const [name, line] of [
    ['*.md merge=union', '*.md merge=union'],
    ['a character class', 'SYNC.m[d] merge=union'],
    ['a ** glob', '**/SYNC.md merge=union'],
    ['a quoted name', '"SYNC.md" merge=union'],
    ['a macro', '[attr]mine merge=union\nSYNC.md mine'],
  ] as const) {
    it(`refuses a non-owner's ${name} line`, () => {
      const { r, owner } = byLab({
        '.gitattributes': `SYNC.md merge=handover\nHANDOVER.md merge=handover\n*.png binary\n${line}\n`,
      });
      expect(owner).toContainEqual(
        expect.objectContaining({ message: expect.stringContaining('changes what git resolves in .gitattributes') }),
      );
      expect(r.code).toBe(1);
    });
  }

  it('refuses a nested .gitattributes that decides for a protocol file in that folder', () => {
    const { dir, base } = repo({
      '.handoverrc.json': JSON.stringify({ ...JSON.parse(config), files: { sync: 'team/SYNC.md' } }),
      'team/SYNC.md': sync({ lab: ['a', '—', 'b'] }),
    });
    commit(dir, { files: { 'team/.gitattributes': '* merge=union\n' }, message: 'tidy', author: lab });
    const r = rangeCheck(dir, `${base}..HEAD`);
    expect(messagesOf(r.json).map((m) => m.ruleId)).toContain('protocol/config-owner');
    expect(r.code).toBe(1);
  });

  it('lets anyone change lines that resolve nothing new for the protocol files, and the owner anything', () => {
    const ok = byLab({
      '.gitattributes': 'SYNC.md merge=handover\nHANDOVER.md merge=handover\n*.png binary\n*.jpg binary\n',
    });
    expect(ok.owner).toEqual([]);
    expect(ok.r.code).toBe(0);
    const { dir, base } = repo();
    commit(dir, { files: { '.gitattributes': '*.md merge=union\n' }, message: 'union', author: boss });
    expect(rangeCheck(dir, `${base}..HEAD`).code).toBe(0);
  });

  it('check --staged judges the index the same way', () => {
    const { dir } = repo();
    git(dir, ['config', 'handover.agent', 'lab']);
    writeFiles(dir, {
      '.gitattributes': 'SYNC.md merge=handover\nHANDOVER.md merge=handover\n*.png binary\n*.md merge=union\n',
    });
    git(dir, ['add', '-A']);
    const r = runCli(['check', '--staged'], { cwd: dir });
    expect(r.stdout).toContain('changes what git resolves in .gitattributes');
    expect(r.code).toBe(1);
  });
});

describe("attack 7: hook switches of every agent are the owner's", () => {
  const withSwitch = (obj: Record<string, unknown>) => JSON.stringify({ ...JSON.parse(CLAUDE), ...obj }, null, 2);
  for (const [path, text] of [
    ['.claude/settings.json', withSwitch({ disableAllHooks: true })],
    ['.claude/settings.local.json', JSON.stringify({ disableAllHooks: true })],
    ['.gemini/settings.json', JSON.stringify({ hooksConfig: { enabled: false } })],
    ['.qwen/settings.json', JSON.stringify({ disableAllHooks: true })],
    ['.codex/hooks.json', JSON.stringify({ disableAllHooks: true })],
    ['.mcp.json', JSON.stringify({ mcpServers: { handover: { command: 'true' } } })],
    ['.github/mcp.json', JSON.stringify({ mcpServers: { handover: { command: 'true' } } })],
    ['opencode.json', JSON.stringify({ mcp: { handover: { type: 'local', command: ['true'] } } })],
  ] as const) {
    it(`refuses a non-owner's ${path} that switches hooks off or replaces handover`, () => {
      const { r, owner } = byLab({ [path]: text });
      expect(owner).toContainEqual(expect.objectContaining({ message: expect.stringContaining(path) }));
      expect(r.code).toBe(1);
    });
  }

  it('refuses a change to a hook or plugin file that runs handover (.github/hooks, .opencode/plugins, .claude-plugin)', () => {
    for (const path of ['.github/hooks/handover.json', '.opencode/plugins/handover.js', '.claude-plugin/plugin.json']) {
      const { r, owner } = byLab({ [path]: '{}\n' }, { [path]: '{ "command": "handover hook x" }\n' });
      expect(owner).toContainEqual(expect.objectContaining({ message: expect.stringContaining(path) }));
      expect(r.code).toBe(1);
    }
  });

  it("lets anyone add a hook of their own that is not handover's and leaves the switches alone", () => {
    const mine = JSON.parse(CLAUDE) as { hooks: Record<string, unknown[]> };
    mine.hooks.PostToolUse = [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'npm run lint' }] }];
    const { r, owner } = byLab({ '.claude/settings.json': JSON.stringify(mine, null, 2) });
    expect(owner).toEqual([]);
    expect(r.code).toBe(0);
  });
});

describe("attack 8: the workflow that runs handover is the owner's", () => {
  it("refuses a non-owner's PR that replaces the check step with run: true", () => {
    const { r, owner } = byLab({
      '.github/workflows/handover.yml': WORKFLOW.replace(/- run: npx .*$/m, '- run: true'),
    });
    expect(owner).toContainEqual(
      expect.objectContaining({ message: expect.stringContaining('the workflow .github/workflows/handover.yml') }),
    );
    expect(r.code).toBe(1);
  });

  it('refuses one that points uses: at a look-alike action, or deletes the workflow', () => {
    expect(
      byLab({ '.github/workflows/handover.yml': WORKFLOW.replace('actions/checkout@v4', 'actons/checkout@v4') }).r.code,
    ).toBe(1);
    expect(byLab({ '.github/workflows/handover.yml': null }).r.code).toBe(1);
  });

  it('lets anyone change a workflow that does not run handover', () => {
    const { r, owner } = byLab({ '.github/workflows/lint.yml': 'on: push\njobs: {}\n' });
    expect(owner).toEqual([]);
    expect(r.code).toBe(0);
  });
});

describe("attack 8: init --github requires the check from the default branch's copy of the workflow", () => {
  it('writes a workflows rule naming the workflow init wrote and the repository, which a PR cannot edit', () => {
    const dir = makeRepo([{ files: { '.handoverrc.json': config } }]);
    dirs.push(dir);
    const r = runCli(['init', '--github', '--role', 'commons', '--agent', 'commons'], {
      cwd: dir,
      env: { GITHUB_REPOSITORY_ID: '123456' },
    });
    expect(r.code, r.stderr).toBe(0);
    const ruleset = JSON.parse(readFileSync(`${dir}/.github/rulesets/handover.json`, 'utf8')) as {
      rules: { type: string; parameters?: { workflows?: { path: string; repository_id: number }[] } }[];
    };
    const rule = ruleset.rules.find((x) => x.type === 'workflows');
    expect(rule?.parameters?.workflows).toEqual([{ path: '.github/workflows/handover.yml', repository_id: 123456 }]);
  });

  it('without the repository id, says where to find it', () => {
    const dir = makeRepo([{ files: { '.handoverrc.json': config } }]);
    dirs.push(dir);
    const r = runCli(['init', '--github', '--role', 'commons', '--agent', 'commons'], {
      cwd: dir,
      env: { GITHUB_REPOSITORY_ID: '' },
    });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('set "repository_id" of the workflows rule');
  });
});
