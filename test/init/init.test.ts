import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { runCli } from '../helpers/cli.js';
import { commit, git, makeRepo, ownPath, tempDir } from '../helpers/repo.js';

/** Every file of a work tree and the clone-local state init touches, for byte-for-byte comparison. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const abs = join(d, name);
      if (name === '.git' && d === dir) continue;
      if (statSync(abs).isDirectory()) walk(abs);
      else out[abs.slice(dir.length + 1)] = `${readFileSync(abs, 'latin1')}\0mode ${statSync(abs).mode}`;
    }
  };
  walk(dir);
  for (const h of readdirSync(join(dir, '.git', 'hooks')))
    if (!h.endsWith('.sample')) out[`.git/hooks/${h}`] = readFileSync(join(dir, '.git', 'hooks', h), 'latin1');
  out['git config'] = git(dir, ['config', '--local', '--list']);
  return out;
}

const init = (dir: string, ...args: string[]) => runCli(['init', ...args], { cwd: dir });

describe('handover init in a fresh repo', () => {
  for (const role of ['upstream', 'downstream', 'commons']) {
    it(`--role ${role}: writes lint-clean files, and a second run changes nothing`, () => {
      const dir = makeRepo();
      const r = init(
        dir,
        '--role',
        role,
        '--agent',
        'lab',
        ...(role === 'downstream' ? ['--upstream', 'up=../up'] : []),
      );
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      const expected = { upstream: 'HANDOVER.md', downstream: '.last-processed.md', commons: 'SYNC.md' }[role]!;
      expect(r.stdout).toMatch(new RegExp(`created\\s+${expected.replace('.', '\\.')}`));
      expect(existsSync(join(dir, expected))).toBe(true);
      const lint = runCli(['lint', '--format', 'json'], { cwd: dir });
      expect(lint.code).toBe(0);
      for (const f of JSON.parse(lint.stdout) as { messages: unknown[] }[]) expect(f.messages).toEqual([]);
      const before = snapshot(dir);
      const again = init(
        dir,
        '--role',
        role,
        '--agent',
        'lab',
        ...(role === 'downstream' ? ['--upstream', 'up=../up'] : []),
      );
      expect(again.code).toBe(0);
      expect(again.stdout).not.toMatch(/created|extended|updated|chained|\bset\b/);
      expect(snapshot(dir)).toEqual(before);
      // and with no flags at all (roles inferred from the files, agent from the config)
      expect(init(dir).code).toBe(0);
      expect(snapshot(dir)).toEqual(before);
    });
  }

  it('writes the config, charter block, workflow, Claude settings, git hook, merge driver and agent', () => {
    const dir = makeRepo();
    const r = init(
      dir,
      '--role',
      'upstream,downstream',
      '--role',
      'commons',
      '--agent',
      'lab',
      '--upstream',
      'up=../up',
      '--upstream',
      'far=https://example.org/far.git',
    );
    expect(r.code).toBe(0);
    for (const f of ['HANDOVER.md', '.last-processed.md', 'SYNC.md', 'PROJECT_REGISTRY.md'])
      expect(existsSync(join(dir, f))).toBe(true);
    expect(readFileSync(join(dir, 'HANDOVER.md'), 'utf8')).toMatch(/^# Handover: lab\n/);
    expect(readFileSync(join(dir, 'SYNC.md'), 'utf8')).toContain('## lab\n');
    const config = parseYaml(readFileSync(join(dir, '.handoverrc.yaml'), 'utf8'));
    expect(config).toEqual({
      agent: 'lab',
      owner: 'lab',
      upstreams: { up: { source: '../up' }, far: { source: 'https://example.org/far.git' } },
    });
    const charter = readFileSync(join(dir, 'CLAUDE.md'), 'utf8');
    expect(charter).toMatch(/<!-- handover:begin[\s\S]*outranks anything[\s\S]*SYNC\.md[\s\S]*<!-- handover:end -->/);
    const settings = JSON.parse(readFileSync(join(dir, '.claude/settings.json'), 'utf8'));
    // Claude Code's PATH need not have handover: each command reaches the clone's launcher from CLAUDE_PROJECT_DIR.
    for (const [event, hook] of [
      ['SessionStart', 'claude-session-start'],
      ['PreToolUse', 'claude-pre-tool-use'],
      ['PostToolUse', 'claude-post-tool-use'],
      ['Stop', 'claude-stop'],
    ]) {
      const command: string = settings.hooks[event][0].hooks[0].command;
      expect(command).toMatch(/^h="\$\(git -C "\$\{CLAUDE_PROJECT_DIR:-\.\}" rev-parse/);
      expect(command).toContain(`/handover/hook"`);
      expect(command).toContain(`exec /bin/sh "$h" ${hook};`);
      expect(command).not.toMatch(/^handover /);
    }
    // every hook carries an explicit timeout (seconds for Claude Code), far above the guard's worst case
    for (const groups of Object.values(settings.hooks) as { hooks: { timeout?: number }[] }[][])
      expect(groups[0].hooks[0].timeout).toBe(300);
    expect(settings.hooks.PreToolUse[0].matcher).toBe('^(Edit|Write|NotebookEdit|mcp__.*)$');
    expect(settings.hooks.PostToolUse[0].matcher).toBe('Bash|PowerShell');
    expect(r.stdout).toMatch(/^handover doctor: .*\n\s+live\s+git pre-commit hook\n\s+live\s+Claude Code /m);
    // its edit tools and an MCP tool of another server (Claude Code defers those behind ToolSearch)
    expect(r.stdout).toMatch(
      /settings\.json\): refuses a rewrite by Write, by an MCP tool \(deferred behind ToolSearch\)$/m,
    );
    // Every charter agents read gets the block: CLAUDE.md for Claude Code, AGENTS.md for the others.
    expect(readFileSync(join(dir, 'AGENTS.md'), 'utf8')).toContain('<!-- handover:begin');
    const hook = join(dir, '.git/hooks/pre-commit');
    expect(statSync(hook).mode & 0o111).not.toBe(0);
    expect(readFileSync(hook, 'utf8')).toContain('check --staged');
    expect(git(dir, ['config', '--local', 'handover.agent']).trim()).toBe('lab');
    expect(git(dir, ['config', '--local', 'merge.handover.driver'])).toMatch(/merge-driver %O %A %B %P/);
    expect(readFileSync(join(dir, '.gitattributes'), 'utf8')).toMatch(/^SYNC\.md merge=handover$/m);
    const wf = parseYaml(readFileSync(join(dir, '.github/workflows/handover.yml'), 'utf8'));
    expect(wf.on).toHaveProperty('pull_request');
  });

  it('prints json with --format json', () => {
    const dir = makeRepo();
    const r = init(dir, '--role', 'upstream', '--agent', 'lab', '--format', 'json');
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report).toMatchObject({ agent: 'lab', cloneAgent: 'lab', roles: ['upstream'] });
    expect(report.outcomes).toContainEqual({ what: 'HANDOVER.md', action: 'created' });
  });
});

describe('handover init keeps what exists', () => {
  it('extends an existing CLAUDE.md (text kept byte for byte), and a rerun leaves it alone', () => {
    const charter = '# My project\r\n\r\nOur own rules come first.\r\n';
    const dir = makeRepo([{ files: { 'CLAUDE.md': charter } }]);
    const r = init(dir, '--role', 'upstream', '--agent', 'lab');
    expect(r.stdout).toMatch(/extended\s+CLAUDE\.md/);
    const after = readFileSync(join(dir, 'CLAUDE.md'), 'utf8');
    expect(after.startsWith(charter)).toBe(true);
    expect(after).toContain('<!-- handover:end -->\r\n');
    expect(after.slice(charter.length)).not.toMatch(/[^\r]\n/);
    init(dir);
    expect(readFileSync(join(dir, 'CLAUDE.md'), 'utf8')).toBe(after);
  });

  it('extends AGENTS.md and every other charter present; --charter picks the files', () => {
    const dir = makeRepo([{ files: { 'AGENTS.md': '# Agents\n\nBe kind.\n', 'GEMINI.md': '# Gemini\n' } }]);
    init(dir, '--role', 'commons', '--agent', 'commons');
    expect(readFileSync(join(dir, 'AGENTS.md'), 'utf8')).toMatch(/^# Agents\n\nBe kind\.\n\n<!-- handover:begin/);
    expect(readFileSync(join(dir, 'GEMINI.md'), 'utf8')).toMatch(/^# Gemini\n\n<!-- handover:begin/);
    expect(readFileSync(join(dir, 'CLAUDE.md'), 'utf8')).toContain('<!-- handover:begin');
    const only = makeRepo();
    const r = init(only, '--role', 'commons', '--agent', 'commons', '--charter', 'AGENTS.md');
    expect(r.code).toBe(0);
    expect(existsSync(join(only, 'CLAUDE.md'))).toBe(false);
    expect(readFileSync(join(only, 'AGENTS.md'), 'utf8')).toContain('<!-- handover:begin');
    const bad = init(makeRepo(), '--role', 'commons', '--agent', 'commons', '--charter', '../elsewhere.md');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--charter "\.\.\/elsewhere\.md" must be a Markdown file inside the repository/);
  });

  it('replaces the bare `handover hook …` commands an older init wrote, and drops MultiEdit from the matcher', () => {
    const old = {
      hooks: {
        SessionStart: [{ hooks: [{ type: 'command', command: 'handover hook claude-session-start' }] }],
        PreToolUse: [
          {
            matcher: 'Edit|Write|MultiEdit',
            hooks: [{ type: 'command', command: 'handover hook claude-pre-tool-use' }],
          },
        ],
        Stop: [{ hooks: [{ type: 'command', command: 'handover hook claude-stop' }] }],
      },
    };
    const dir = makeRepo([{ files: { '.claude/settings.json': JSON.stringify(old, null, 2) } }]);
    const r = init(dir, '--role', 'upstream', '--agent', 'lab');
    expect(r.stdout).toMatch(
      /extended\s+\.claude\/settings\.json\s+\(added hooks: PostToolUse; updated hooks: SessionStart, PreToolUse, Stop\)/,
    );
    const after = JSON.parse(readFileSync(join(dir, '.claude/settings.json'), 'utf8'));
    expect(after.hooks.PreToolUse).toHaveLength(1);
    expect(after.hooks.PreToolUse[0].matcher).toBe('^(Edit|Write|NotebookEdit|mcp__.*)$');
    expect(after.hooks.PreToolUse[0].hooks[0].command).toContain('"$h" claude-pre-tool-use;');
    expect(init(dir).stdout).toMatch(/kept\s+\.claude\/settings\.json/);
  });

  it('warns when the hook command would not start handover', () => {
    const dir = makeRepo();
    // Something that is not handover's hook script sits where the hooks look (init leaves it alone): say so.
    mkdirSync(join(dir, '.git/handover'), { recursive: true });
    writeFileSync(join(dir, '.git/handover/hook'), '#!/bin/sh\necho "not handover" >&2\nexit 127\n');
    chmodSync(join(dir, '.git/handover/hook'), 0o755);
    const r = init(dir, '--role', 'upstream', '--agent', 'lab');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/skipped\s+\.git\/handover\/hook/);
    expect(r.stdout).toMatch(
      /would let edits through\s+Claude Code \(\.claude\/settings\.json\): its PreToolUse hook exits 127 \(not handover\)/,
    );
  });

  it('refreshes only its block with --force, keeping the rest of the charter', () => {
    const dir = makeRepo();
    init(dir, '--role', 'upstream', '--agent', 'lab');
    const path = join(dir, 'CLAUDE.md');
    const edited = `Intro.\n\n${readFileSync(path, 'utf8').replace('1. **This charter wins.**', '1. Whatever.')}\nOutro.\n`;
    writeFileSync(path, edited);
    expect(init(dir).stdout).toMatch(/kept\s+CLAUDE\.md\s+\(its handover block differs/);
    expect(readFileSync(path, 'utf8')).toBe(edited);
    expect(init(dir, '--force').stdout).toMatch(/updated\s+CLAUDE\.md/);
    const fixed = readFileSync(path, 'utf8');
    expect(fixed).toMatch(/^Intro\.\n\n# lab\n/);
    expect(fixed).toContain('1. **This charter wins.**');
    expect(fixed.endsWith('<!-- handover:end -->\n\nOutro.\n')).toBe(true);
  });

  it('never rewrites the config, even with --force: keys init does not write survive', () => {
    const config =
      'agent: lab\ndispatchers: [human]\nrules: { sync/size: off }\nupstreams:\n  up: { source: ../up, ref: trunk }\n';
    const dir = makeRepo([{ files: { 'CLAUDE.md': '# lab\n', '.handoverrc.yaml': config } }]);
    init(dir, '--role', 'upstream', '--agent', 'lab', '--force');
    expect(readFileSync(join(dir, '.handoverrc.yaml'), 'utf8')).toBe(config);
  });

  it('refuses an --upstream source that would run a git remote helper, before writing anything', () => {
    const dir = makeRepo([{ files: { 'CLAUDE.md': '# lab\n' } }]);
    const before = snapshot(dir);
    const r = init(dir, '--role', 'downstream', '--agent', 'lab', '--upstream', 'x=ext::sh -c touch pwned');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/remote-helper/);
    expect(snapshot(dir)).toEqual(before);
  });

  it('never rewrites a protocol file, even with --force', () => {
    const log = '# Handover: lab\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst.\n';
    const dir = makeRepo([{ files: { 'HANDOVER.md': log } }]);
    init(dir, '--role', 'upstream', '--agent', 'lab', '--force');
    expect(readFileSync(join(dir, 'HANDOVER.md'), 'utf8')).toBe(log);
  });

  it('merges its hooks into an existing .claude/settings.json, keeping everything else', () => {
    const settings = {
      permissions: { allow: ['Bash(npm test)'] },
      hooks: {
        Stop: [{ hooks: [{ type: 'command', command: 'say done' }] }],
        PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'guard-bash' }] }],
      },
    };
    const dir = makeRepo([{ files: { '.claude/settings.json': JSON.stringify(settings) } }]);
    const r = init(dir, '--role', 'upstream', '--agent', 'lab');
    expect(r.stdout).toMatch(
      /extended\s+\.claude\/settings\.json\s+\(added hooks: SessionStart, PreToolUse, PostToolUse, Stop\)/,
    );
    const after = JSON.parse(readFileSync(join(dir, '.claude/settings.json'), 'utf8'));
    expect(after.permissions).toEqual(settings.permissions);
    expect(after.hooks.Stop.map((g: { hooks: { command: string }[] }) => g.hooks[0].command)).toEqual([
      'say done',
      expect.stringContaining('"$h" claude-stop;'),
    ]);
    expect(after.hooks.PreToolUse[0].matcher).toBe('Bash');
    expect(after.hooks.PreToolUse[1].matcher).toBe('^(Edit|Write|NotebookEdit|mcp__.*)$');
    const text = readFileSync(join(dir, '.claude/settings.json'), 'utf8');
    expect(init(dir).stdout).toMatch(/kept\s+\.claude\/settings\.json/);
    expect(readFileSync(join(dir, '.claude/settings.json'), 'utf8')).toBe(text);
  });

  it('recognises its hooks under another spelling (npx handover hook …) and adds no duplicate', () => {
    const settings = { hooks: { Stop: [{ hooks: [{ type: 'command', command: 'npx handover hook claude-stop' }] }] } };
    const dir = makeRepo([{ files: { '.claude/settings.json': JSON.stringify(settings, null, 2) } }]);
    init(dir, '--role', 'upstream', '--agent', 'lab');
    const after = JSON.parse(readFileSync(join(dir, '.claude/settings.json'), 'utf8'));
    expect(after.hooks.Stop).toHaveLength(1);
    expect(after.hooks.SessionStart).toHaveLength(1);
  });

  for (const bad of ['{ "hooks": ', '[1, 2]', '{"hooks": []}', '{"hooks": {"Stop": {}}}']) {
    it(`reports a settings.json it cannot merge (${bad}) and leaves it alone`, () => {
      const dir = makeRepo([{ files: { '.claude/settings.json': bad } }]);
      const r = init(dir, '--role', 'upstream', '--agent', 'lab');
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/skipped\s+\.claude\/settings\.json/);
      expect(r.stderr).toMatch(/\.claude\/settings\.json was skipped/);
      expect(readFileSync(join(dir, '.claude/settings.json'), 'utf8')).toBe(bad);
    });
  }

  it('extends an existing .gitattributes', () => {
    const dir = makeRepo([{ files: { '.gitattributes': '*.png binary' } }]);
    const r = init(dir, '--role', 'commons', '--agent', 'commons');
    expect(r.stdout).toMatch(/extended\s+\.gitattributes/);
    const text = readFileSync(join(dir, '.gitattributes'), 'utf8');
    expect(text.startsWith('*.png binary\n')).toBe(true);
    expect(text).toContain('PROJECT_REGISTRY.md merge=handover\n');
  });

  it('leaves a foreign .github/workflows/handover.yml alone and writes its own beside it', () => {
    const theirs = 'name: handover\non: push\njobs: {}\n';
    const dir = makeRepo([{ files: { '.github/workflows/handover.yml': theirs } }]);
    const r = init(dir, '--role', 'upstream', '--agent', 'lab');
    expect(readFileSync(join(dir, '.github/workflows/handover.yml'), 'utf8')).toBe(theirs);
    expect(r.stdout).toMatch(/created\s+\.github\/workflows\/handover-check\.yml/);
    const before = snapshot(dir);
    init(dir, '--force');
    expect(readFileSync(join(dir, '.github/workflows/handover.yml'), 'utf8')).toBe(theirs);
    expect(snapshot(dir)).toEqual(before);
  });

  it('keeps an edited workflow unless --force', () => {
    const dir = makeRepo();
    init(dir, '--role', 'upstream', '--agent', 'lab');
    const path = join(dir, '.github/workflows/handover.yml');
    const original = readFileSync(path, 'utf8');
    writeFileSync(path, original.replace('fetch-depth: 0', 'fetch-depth: 1'));
    expect(init(dir).stdout).toMatch(/kept\s+\.github\/workflows\/handover\.yml\s+\(differs/);
    expect(init(dir, '--force').stdout).toMatch(/updated\s+\.github\/workflows\/handover\.yml/);
    expect(readFileSync(path, 'utf8')).toBe(original);
  });

  it('extends an existing YAML config with new upstreams, keeping its comments', () => {
    const dir = makeRepo([
      {
        files: {
          '.handoverrc.yaml': '# ours\nagent: down\nrules: { sync/size: warn }\n',
          '.last-processed.md': '---\n{}\n---\n# Last processed\n',
        },
      },
    ]);
    const r = init(dir, '--upstream', 'lab=../lab');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/extended\s+\.handoverrc\.yaml\s+\(added upstreams\.lab\)/);
    const text = readFileSync(join(dir, '.handoverrc.yaml'), 'utf8');
    expect(text.startsWith('# ours\n')).toBe(true);
    expect(parseYaml(text)).toEqual({
      agent: 'down',
      rules: { 'sync/size': 'warn' },
      upstreams: { lab: { source: '../lab' } },
    });
    expect(git(dir, ['config', 'handover.agent']).trim()).toBe('down');
  });

  it('reports what a JSON config lacks instead of editing it', () => {
    const dir = makeRepo([{ files: { '.handoverrc.json': '{"agent": "down"}' } }]);
    const r = init(dir, '--role', 'downstream', '--upstream', 'lab=../lab');
    expect(r.stdout).toMatch(/kept\s+\.handoverrc\.json\s+\(not YAML, so not edited: add upstreams\.lab by hand\)/);
    expect(readFileSync(join(dir, '.handoverrc.json'), 'utf8')).toBe('{"agent": "down"}');
    expect(existsSync(join(dir, '.handoverrc.yaml'))).toBe(false);
  });
});

describe('handover init in unusual layouts', () => {
  it('writes through a CLAUDE.md symlink to AGENTS.md, keeping the link', () => {
    const dir = makeRepo([{ files: { 'AGENTS.md': '# Agents\n' } }]);
    symlinkSync('AGENTS.md', join(dir, 'CLAUDE.md'));
    init(dir, '--role', 'upstream', '--agent', 'lab');
    expect(lstatSync(join(dir, 'CLAUDE.md')).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dir, 'AGENTS.md'), 'utf8')).toMatch(/^# Agents\n\n<!-- handover:begin/);
  });

  it('skips a charter that links outside the repository', () => {
    const outside = join(tempDir(), 'CHARTER.md');
    writeFileSync(outside, '# Elsewhere\n');
    const dir = makeRepo();
    symlinkSync(outside, join(dir, 'CLAUDE.md'));
    const r = init(dir, '--role', 'upstream', '--agent', 'lab');
    expect(r.stdout).toMatch(/skipped\s+CLAUDE\.md\s+\(a symlink to a file outside the repository/);
    expect(readFileSync(outside, 'utf8')).toBe('# Elsewhere\n');
  });

  it('runs from a subfolder, and in a linked worktree installs the hook where git looks for it', () => {
    const dir = makeRepo([{ files: { 'src/x.ts': 'x' } }]);
    expect(runCli(['init', '--role', 'upstream', '--agent', 'lab'], { cwd: join(dir, 'src') }).code).toBe(0);
    expect(existsSync(join(dir, 'HANDOVER.md'))).toBe(true);
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-qm', 'join', '--no-verify']);
    const wt = join(tempDir(), 'wt');
    git(dir, ['worktree', 'add', '-q', '-b', 'side', wt]);
    const hooks = git(wt, ['rev-parse', '--git-path', 'hooks']).trim();
    const r = init(wt);
    expect(r.code).toBe(0);
    expect(readFileSync(join(isAbsolute(hooks) ? hooks : join(wt, hooks), 'pre-commit'), 'utf8')).toContain(
      '# handover:pre-commit',
    );
    expect(git(wt, ['status', '--porcelain'])).toBe('');
  });

  it('honours core.hooksPath', () => {
    const dir = makeRepo();
    git(dir, ['config', 'core.hooksPath', '.githooks']);
    const r = init(dir, '--role', 'upstream', '--agent', 'lab');
    expect(r.stdout).toMatch(/created\s+\.githooks\/pre-commit/);
    expect(existsSync(join(dir, '.git/hooks/pre-commit'))).toBe(false);
  });
});

describe('handover init and the pre-commit hook', () => {
  it('chains an existing pre-commit hook: it runs first, and its failure stops the commit', () => {
    const dir = makeRepo([{ files: { 'a.txt': 'a' } }]);
    const old = join(dir, '.git/hooks/pre-commit');
    writeFileSync(
      old,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell parameter expansion in the hook script, not a template
      '#!/bin/sh\necho ran >> "$(git rev-parse --git-dir)/old-hook-ran"\nexit "${OLD_HOOK_EXIT:-0}"\n',
    );
    chmodSync(old, 0o755);
    const r = init(dir, '--role', 'upstream', '--agent', 'lab');
    expect(r.stdout).toMatch(
      /chained\s+\.git\/hooks\/pre-commit\s+\(the existing hook now runs first, as pre-commit\.handover-chained\)/,
    );
    expect(readFileSync(join(dir, '.git/hooks/pre-commit.handover-chained'), 'utf8')).toContain('old-hook-ran');
    // A fake launcher shows that the hook runs the clone's launcher, and with what.
    writeFileSync(
      join(dir, '.git/handover/bin/handover'),
      '#!/bin/sh\necho "$@" > "$(git rev-parse --git-dir)/handover-args"\nexit 0\n',
    );
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-qm', 'join']);
    expect(readFileSync(join(dir, '.git/old-hook-ran'), 'utf8')).toBe('ran\n');
    expect(readFileSync(join(dir, '.git/handover-args'), 'utf8')).toBe('check --staged\n');
    writeFileSync(join(dir, 'a.txt'), 'b');
    git(dir, ['add', 'a.txt']);
    expect(() => git(dir, ['-c', 'core.hooksPath=.git/hooks', 'commit', '-qm', 'x'], undefined)).not.toThrow();
    // The chained hook's failure aborts the commit.
    writeFileSync(join(dir, 'a.txt'), 'c');
    git(dir, ['add', 'a.txt']);
    const env = { ...process.env, OLD_HOOK_EXIT: '3', GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' };
    expect(() => execGit(dir, ['commit', '-qm', 'y'], env)).toThrow();
    // A rerun keeps both, and does not chain our own hook onto itself.
    const again = init(dir);
    expect(again.stdout).toMatch(/kept\s+\.git\/hooks\/pre-commit/);
    expect(readFileSync(join(dir, '.git/hooks/pre-commit.handover-chained'), 'utf8')).toContain('old-hook-ran');
  });

  it('says how to recover when handover cannot be found', () => {
    const dir = makeRepo([{ files: { 'a.txt': 'a' } }]);
    init(dir, '--role', 'upstream', '--agent', 'lab');
    const hook = join(dir, '.git/hooks/pre-commit');
    expect(readFileSync(hook, 'utf8')).toContain('check --staged');
    rmSync(join(dir, '.git/handover/bin/handover'));
    // A PATH of its own with git alone: a handover installed on this machine must not be found.
    const PATH = ownPath(['git']);
    const env = { ...process.env, PATH, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' };
    let stderr = '';
    try {
      execGit(dir, ['commit', '-qm', 'x', '--allow-empty'], env);
    } catch (error) {
      stderr = String((error as { stderr?: string }).stderr);
    }
    expect(stderr).toMatch(/not set up in this clone[\s\S]*run handover init/);
  });

  it('blocks a real git commit of a forbidden edit and passes a good one', () => {
    const dir = makeRepo([{ files: { 'CLAUDE.md': '# lab\n' } }]);
    init(dir, '--role', 'upstream', '--agent', 'lab');
    writeFileSync(
      join(dir, 'HANDOVER.md'),
      `${readFileSync(join(dir, 'HANDOVER.md'), 'utf8')}\n## 1 · 2026-11-29T10:00:00Z\n\nFirst.\n`,
    );
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-qm', 'join, with a first entry']);
    writeFileSync(
      join(dir, 'HANDOVER.md'),
      readFileSync(join(dir, 'HANDOVER.md'), 'utf8').replace('First.', 'Rewritten.'),
    );
    git(dir, ['add', '-A']);
    let stderr = '';
    try {
      git(dir, ['commit', '-qm', 'rewrite history']);
    } catch (error) {
      stderr = String((error as { stderr?: string }).stderr) + String((error as { stdout?: string }).stdout);
    }
    expect(stderr).toMatch(/handover\/append-only/);
    expect(git(dir, ['log', '--format=%s', '-1']).trim()).toBe('join, with a first entry');
    writeFileSync(
      join(dir, 'HANDOVER.md'),
      readFileSync(join(dir, 'HANDOVER.md'), 'utf8').replace('Rewritten.', 'First.') +
        '\n## 2 · 2026-11-29T11:00:00Z\n\nSecond.\n',
    );
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-qm', 'append']);
    expect(git(dir, ['log', '--format=%s', '-1']).trim()).toBe('append');
    // `git commit -a` runs the hook against a temporary index (GIT_INDEX_FILE): the edit is still seen.
    writeFileSync(
      join(dir, 'HANDOVER.md'),
      readFileSync(join(dir, 'HANDOVER.md'), 'utf8').replace('Second.', 'Changed.'),
    );
    let stderrAll = '';
    try {
      git(dir, ['commit', '-qam', 'rewrite with -a']);
    } catch (error) {
      stderrAll = String((error as { stderr?: string }).stderr) + String((error as { stdout?: string }).stdout);
    }
    expect(stderrAll).toMatch(/handover\/append-only/);
    expect(git(dir, ['log', '--format=%s', '-1']).trim()).toBe('append');
  });
});

describe('handover init in a fresh clone', () => {
  it('installs the clone-local parts and changes no tracked file', () => {
    const origin = makeRepo();
    init(origin, '--role', 'commons', '--agent', 'commons');
    git(origin, ['add', '-A']);
    git(origin, ['commit', '-qm', 'join', '--no-verify']);
    const clone = join(tempDir(), 'clone');
    git(origin, ['clone', '-q', origin, clone]);
    const r = init(clone, '--agent', 'partner');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('agent commons, roles commons; this clone acts as partner');
    expect(git(clone, ['status', '--porcelain'])).toBe('');
    expect(git(clone, ['config', '--local', 'handover.agent']).trim()).toBe('partner');
    expect(git(clone, ['config', '--local', 'merge.handover.driver'])).toContain('merge-driver');
    expect(readFileSync(join(clone, '.git/hooks/pre-commit'), 'utf8')).toContain('# handover:pre-commit');
    // without --agent, the clone acts as the repo's agent
    const clone2 = join(tempDir(), 'clone');
    git(origin, ['clone', '-q', origin, clone2]);
    expect(init(clone2).code).toBe(0);
    expect(git(clone2, ['config', '--local', 'handover.agent']).trim()).toBe('commons');
  });
});

describe('handover init refuses bad input (exit 2)', () => {
  const cases: [string, string[], RegExp][] = [
    ['an unknown role', ['--role', 'boss', '--agent', 'a'], /--role "boss" is not a role/],
    ['a bad agent name', ['--role', 'upstream', '--agent=-rf'], /--agent "-rf" is not a valid agent name/],
    ['an upstream without =', ['--role', 'downstream', '--agent', 'a', '--upstream', 'lab'], /must be NAME=SOURCE/],
    [
      'an upstream source like an option',
      ['--role', 'downstream', '--agent', 'a', '--upstream', 'lab=--upload-pack=evil'],
      /must be a path or a git URL/,
    ],
    [
      'an upstream name like an option',
      ['--role', 'downstream', '--agent', 'a', '--upstream=-x=../lab'],
      /must use letters/,
    ],
    ['no agent', ['--role', 'upstream'], /pass --agent NAME/],
    ['no role in an empty repo', ['--agent', 'a'], /pass --role/],
    ['a positional argument', ['upstream'], /Unexpected argument|unexpected/i],
  ];
  for (const [what, args, message] of cases) {
    it(what, () => {
      const dir = makeRepo();
      const r = init(dir, ...args);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(readdirSync(dir)).toEqual(['.git']);
    });
  }

  it('outside a git repository', () => {
    const dir = tempDir();
    const r = init(dir, '--role', 'upstream', '--agent', 'a');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/not inside a git work tree; run git init/);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('with an invalid existing config', () => {
    const dir = makeRepo([{ files: { '.handoverrc.yaml': 'agnet: lab\n' } }]);
    const r = init(dir, '--role', 'upstream', '--agent', 'lab');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/"agnet" is not a known configuration key/);
  });
});

import { execFileSync } from 'node:child_process';
function execGit(cwd: string, args: string[], env: NodeJS.ProcessEnv): string {
  return execFileSync('git', args, {
    cwd,
    env: {
      ...env,
      GIT_AUTHOR_NAME: 'T',
      GIT_AUTHOR_EMAIL: 't@e.org',
      GIT_COMMITTER_NAME: 'T',
      GIT_COMMITTER_EMAIL: 't@e.org',
    },
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}
void commit;
