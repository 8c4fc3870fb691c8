import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI, runCli } from '../helpers/cli.js';
import { git, makeRepo, tempDir } from '../helpers/repo.js';
import {
  CLAUDE_PATH_TOOLS,
  claudeEnv,
  claudeHome,
  claudePath,
  installClaudeCode,
  runClaudeWith,
  type ClaudeRun,
} from './claude.js';
import { FakeApi, requestText, type ToolCall } from './fake-api.js';

/**
 * The agent hooks driven by the real Claude Code (pinned in claude.ts) against a fake Messages API on
 * 127.0.0.1 that replays scripted tool calls. handover is never on Claude Code's PATH here: that PATH is a folder
 * of this file's own holding node, git and a few POSIX tools (claudePath), so every hook must start through the
 * launcher `handover init` wrote into .git, whatever else is installed on the machine.
 */
let bin: string;
const api = new FakeApi();
let baseUrl: string;
let PATH: string;

beforeAll(async () => {
  bin = installClaudeCode();
  baseUrl = await api.start();
  PATH = claudePath();
}, 600_000);
afterAll(() => api.stop());

const SYNC =
  '# Sync\n\nEach agent writes only its own section.\n\n## lab\n\n- **Current focus:** Runs.\n- **Blocked on:** —\n- **Next action:** Run 15.\n\n## partner\n\n- **Current focus:** The chapter.\n- **Blocked on:** —\n- **Next action:** Send the draft.\n';
const now = () => new Date().toISOString().replace(/\.\d+Z$/, 'Z');

/** lab's repo (upstream and commons), two committed entries, the first with curly quotes. */
function labRepo(): string {
  const dir = makeRepo([{ files: { 'README.md': '# lab\n', 'src/a.ts': 'a\n' } }]);
  expect(runCli(['init', '--role', 'upstream,commons', '--agent', 'lab'], { cwd: dir }).code).toBe(0);
  expect(runCli(['append', 'First it’s the “new” API.'], { cwd: dir }).code).toBe(0);
  expect(runCli(['append', 'Second entry.'], { cwd: dir }).code).toBe(0);
  writeFileSync(join(dir, 'SYNC.md'), SYNC);
  git(dir, ['add', '-A']);
  git(dir, ['commit', '-qm', 'lab joins', '--no-verify']);
  return dir;
}

async function session(cwd: string, script: ToolCall[], extra: string[] = []): Promise<ClaudeRun & { from: number }> {
  api.script = script;
  const from = api.requests.length;
  const run = await runClaudeWith(bin, cwd, { baseUrl, args: extra, path: PATH });
  expect(run.code, run.stderr).toBe(0);
  // No hook may fail to start: 127 would be "handover not found", which Claude Code lets through.
  for (const h of run.hooks)
    expect({ hook: h.hook_name, exit: h.exit_code, stderr: h.stderr }).not.toMatchObject({ exit: 127 });
  return { ...run, from };
}

/** The tool results the model got back, in order. */
function toolResults(from: number): { content: string; is_error?: boolean }[] {
  const reqs = api.agentRequests().filter((r) => api.requests.indexOf(r) >= from);
  const last = reqs[reqs.length - 1];
  const out: { content: string; is_error?: boolean }[] = [];
  for (const m of last?.body?.messages ?? []) {
    if (m.role !== 'user' || !Array.isArray(m.content)) continue;
    for (const b of m.content as { type: string; content?: unknown; is_error?: boolean }[]) {
      if (b.type === 'tool_result')
        out.push({
          content: typeof b.content === 'string' ? b.content : JSON.stringify(b.content),
          is_error: b.is_error,
        });
    }
  }
  return out;
}

const hooksOf = (run: ClaudeRun, event: string) => run.hooks.filter((h) => h.hook_event === event);

describe('handover hooks in the real Claude Code', () => {
  it('handover is not on the PATH Claude Code gives its hooks here: node, git and a few POSIX tools alone', () => {
    expect(spawnSync('/bin/sh', ['-c', 'command -v handover'], { env: { PATH } }).status).not.toBe(0);
    expect(readdirSync(PATH).sort()).toEqual(CLAUDE_PATH_TOOLS);
  });

  it('blocks a rewrite of an old entry: as written, with straight quotes for curly ones, and through a symlinked folder', async () => {
    const dir = labRepo();
    symlinkSync(dir, join(dir, 'alias'));
    appendFileSync(join(dir, '.git/info/exclude'), 'alias\n');
    const before = readFileSync(join(dir, 'HANDOVER.md'), 'utf8');
    const run = await session(dir, [
      {
        name: 'Edit',
        input: { file_path: join(dir, 'HANDOVER.md'), old_string: 'Second entry.', new_string: 'Rewritten.' },
      },
      {
        name: 'Edit',
        input: {
          file_path: join(dir, 'HANDOVER.md'),
          old_string: 'First it\'s the "new" API.',
          new_string: 'It\'s the "old" API.',
        },
      },
      {
        name: 'Edit',
        input: {
          file_path: join(dir, 'alias', 'HANDOVER.md'),
          old_string: 'Second entry.',
          new_string: 'Changed through the alias.',
        },
      },
    ]);
    expect(readFileSync(join(dir, 'HANDOVER.md'), 'utf8')).toBe(before);
    // A JSON denial at exit 0: Claude Code shows the model the reason alone, not the hook command.
    expect(hooksOf(run, 'PreToolUse').map((h) => h.exit_code)).toEqual([0, 0, 0]);
    const results = toolResults(run.from);
    expect(results).toHaveLength(3);
    for (const r of results) {
      expect(r.is_error).toBe(true);
      expect(r.content).toMatch(
        /^PreToolUse:Edit hook error: handover: this Edit of HANDOVER\.md by lab breaks the protocol/,
      );
      expect(r.content).toMatch(/handover\/append-only/);
      expect(r.content).not.toMatch(/rev-parse|handover\/hook|not set up/);
    }
  }, 180_000);

  it('lets an append through, and the file gets the entry', async () => {
    const dir = labRepo();
    const entry = `Second entry.\n\n## 3 · ${now()}\n\nThird, appended by the agent.`;
    const run = await session(dir, [
      { name: 'Edit', input: { file_path: join(dir, 'HANDOVER.md'), old_string: 'Second entry.', new_string: entry } },
    ]);
    expect(hooksOf(run, 'PreToolUse').map((h) => h.exit_code)).toEqual([0]);
    expect(readFileSync(join(dir, 'HANDOVER.md'), 'utf8')).toContain('Third, appended by the agent.');
    expect(toolResults(run.from)[0].is_error).toBeFalsy();
  }, 180_000);

  it("blocks an edit of another agent's SYNC.md section", async () => {
    const dir = labRepo();
    const run = await session(dir, [
      {
        name: 'Edit',
        input: {
          file_path: join(dir, 'SYNC.md'),
          old_string: '- **Current focus:** The chapter.',
          new_string: '- **Current focus:** Whatever lab says.',
        },
      },
    ]);
    expect(readFileSync(join(dir, 'SYNC.md'), 'utf8')).toBe(SYNC);
    expect(toolResults(run.from)[0]).toMatchObject({
      is_error: true,
      content: expect.stringContaining('sync/section-owner'),
    });
  }, 180_000);

  it('blocks empty-old_string Edits that would create a log for another writer and a [SELF] entry for another project', async () => {
    const dir = makeRepo([{ files: { 'README.md': '# lab\n' } }]);
    expect(runCli(['init', '--role', 'downstream', '--agent', 'lab'], { cwd: dir }).code).toBe(0);
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-qm', 'lab joins', '--no-verify']);
    const run = await session(dir, [
      {
        name: 'Edit',
        input: {
          file_path: join(dir, 'HANDOVER.md'),
          old_string: '',
          new_string: `# Handover: partner\n\n## 1 · ${now()}\n\nForged.\n`,
        },
      },
      {
        name: 'Edit',
        input: {
          file_path: join(dir, 'PROJECT_REGISTRY.md'),
          old_string: '',
          new_string: '# Project registry\n\n## other [SELF]\n\n- Owns: everything\n- Address: ../other\n',
        },
      },
    ]);
    expect(existsSync(join(dir, 'HANDOVER.md'))).toBe(false);
    expect(existsSync(join(dir, 'PROJECT_REGISTRY.md'))).toBe(false);
    const [log, registry] = toolResults(run.from);
    expect(log).toMatchObject({ is_error: true, content: expect.stringContaining('handover/single-writer') });
    expect(registry).toMatchObject({ is_error: true, content: expect.stringContaining('registry/self-authority') });
  }, 180_000);

  it('reports a Bash sed -i on HANDOVER.md back to the model with what to restore', async () => {
    const dir = labRepo();
    const run = await session(dir, [
      {
        name: 'Bash',
        input: {
          command: "sed -i 's/Second entry\\./Second entry, quietly edited./' HANDOVER.md",
          description: 'edit the log',
        },
      },
    ]);
    expect(readFileSync(join(dir, 'HANDOVER.md'), 'utf8')).toContain('quietly edited');
    // a report in additionalContext at exit 0: Claude Code shows an exit 2's stderr after the whole hook command
    expect(hooksOf(run, 'PostToolUse').map((h) => h.exit_code)).toEqual([0]);
    const last = api.agentRequests().at(-1)!;
    const text = requestText(last);
    expect(text).toContain('handover/append-only');
    expect(text).toContain('git checkout HEAD -- HANDOVER.md');
    expect(text).toContain('-Second entry.');
  }, 180_000);

  it("puts new upstream entries into the model's first request at session start, and moves the offset", async () => {
    const root = tempDir();
    const lab = join(root, 'lab');
    const partner = join(root, 'partner');
    mkdirSync(lab);
    mkdirSync(partner);
    makeRepo([{ files: { 'README.md': '# lab\n' } }], lab);
    expect(runCli(['init', '--role', 'upstream', '--agent', 'lab'], { cwd: lab }).code).toBe(0);
    expect(runCli(['append', 'Upstream fact: the cache is per table.'], { cwd: lab }).code).toBe(0);
    git(lab, ['add', '-A']);
    git(lab, ['commit', '-qm', 'entry', '--no-verify']);
    makeRepo([{ files: { 'README.md': '# partner\n' } }], partner);
    expect(
      runCli(['init', '--role', 'downstream', '--agent', 'partner', '--upstream', 'lab=../lab'], { cwd: partner }).code,
    ).toBe(0);
    git(partner, ['add', '-A']);
    git(partner, ['commit', '-qm', 'partner joins', '--no-verify']);
    const run = await session(partner, []);
    expect(hooksOf(run, 'SessionStart').map((h) => h.exit_code)).toEqual([0]);
    const first = api.agentRequests().find((r) => api.requests.indexOf(r) >= run.from)!;
    expect(requestText(first)).toContain('Upstream fact: the cache is per table.');
    expect(readFileSync(join(partner, '.last-processed.md'), 'utf8')).toMatch(/seq: 1/);
  }, 180_000);

  it("in the cmap dialect: session start hands on only the entries for this agent or any; an old summary rewrite is blocked, the writer's status change passes", async () => {
    const root = tempDir();
    const producer = join(root, 'producer');
    const processor = join(root, 'processor');
    mkdirSync(producer);
    mkdirSync(processor);
    makeRepo([{ files: { 'README.md': '# producer\n' } }], producer);
    expect(
      runCli(['init', '--role', 'upstream', '--agent', 'Producer', '--dialect', 'cmap'], { cwd: producer }).code,
    ).toBe(0);
    expect(
      runCli(
        [
          'append',
          '--title',
          'Batch 1',
          '--for',
          'Processor',
          '--artifact',
          'data/1/',
          'Batch 1 is for the processor.',
        ],
        { cwd: producer },
      ).code,
    ).toBe(0);
    expect(
      runCli(
        [
          'append',
          '--title',
          'Batch 2',
          '--for',
          'Publisher',
          '--artifact',
          'data/2/',
          'Batch 2 is for the publisher only.',
        ],
        { cwd: producer },
      ).code,
    ).toBe(0);
    git(producer, ['add', '-A']);
    git(producer, ['commit', '-qm', 'two batches', '--no-verify']);
    makeRepo([{ files: { 'README.md': '# processor\n' } }], processor);
    expect(
      runCli(
        [
          'init',
          '--role',
          'downstream',
          '--agent',
          'Processor',
          '--dialect',
          'cmap',
          '--upstream',
          'producer=../producer',
        ],
        { cwd: processor },
      ).code,
    ).toBe(0);
    git(processor, ['add', '-A']);
    git(processor, ['commit', '-qm', 'processor joins', '--no-verify']);
    const start = await session(processor, []);
    expect(hooksOf(start, 'SessionStart').map((h) => h.exit_code)).toEqual([0]);
    const first = requestText(api.agentRequests().find((r) => api.requests.indexOf(r) >= start.from)!);
    expect(first).toContain('Batch 1 is for the processor.');
    expect(first).not.toContain('Batch 2 is for the publisher only.');
    // As the reference spec says: the offset is the last entry this consumer processed (batch 2 is not for it).
    expect(readFileSync(join(processor, '.last-processed.md'), 'utf8')).toMatch(/id: \S*batch-1\n/);

    const log = join(producer, 'HANDOVER.md');
    const before = readFileSync(log, 'utf8');
    const run = await session(producer, [
      {
        name: 'Edit',
        input: { file_path: log, old_string: 'Batch 1 is for the processor.', new_string: 'Batch 1, rewritten.' },
      },
      {
        name: 'Edit',
        input: {
          file_path: log,
          old_string: '- **for**: Processor\n- **status**: queued',
          new_string: '- **for**: Processor\n- **status**: processed',
        },
      },
    ]);
    expect(hooksOf(run, 'PreToolUse').map((h) => h.exit_code)).toEqual([0, 0]);
    const [rewrite, status] = toolResults(run.from);
    expect(rewrite).toMatchObject({ is_error: true, content: expect.stringContaining('handover/append-only') });
    expect(status.is_error).toBeFalsy();
    const after = readFileSync(log, 'utf8');
    expect(after).toBe(
      before.replace('- **for**: Processor\n- **status**: queued', '- **for**: Processor\n- **status**: processed'),
    );
  }, 240_000);

  it('Stop asks once for a report when the session changed the repo, then lets the agent stop', async () => {
    const dir = labRepo();
    const run = await session(dir, [
      { name: 'Write', input: { file_path: join(dir, 'src', 'b.ts'), content: 'export const b = 1;\n' } },
    ]);
    const stops = hooksOf(run, 'Stop');
    expect(stops).toHaveLength(2);
    expect(JSON.parse(stops[0].stdout)).toMatchObject({
      decision: 'block',
      reason: expect.stringContaining('did not report it'),
    });
    expect(stops[1].stdout).toBe('');
    const asked = api
      .agentRequests()
      .filter((r) => api.requests.indexOf(r) >= run.from)
      .filter((r) => {
        const m = r.body!.messages.at(-1)!;
        return JSON.stringify(m.content).includes('did not report it');
      });
    expect(asked).toHaveLength(1);
  }, 180_000);

  it('fails closed in a fresh clone where handover init has not run: the edit is refused and says what to run', async () => {
    const dir = labRepo();
    const clone = join(tempDir(), 'clone');
    git(dir, ['clone', '-q', dir, clone]);
    const run = await session(clone, [
      {
        name: 'Edit',
        input: { file_path: join(clone, 'HANDOVER.md'), old_string: 'Second entry.', new_string: 'Rewritten.' },
      },
    ]);
    expect(hooksOf(run, 'PreToolUse').map((h) => h.exit_code)).toEqual([0]); // a JSON denial
    expect(toolResults(run.from)[0]).toMatchObject({
      is_error: true,
      content: expect.stringContaining('run handover init here'),
    });
    expect(readFileSync(join(clone, 'HANDOVER.md'), 'utf8')).toContain('Second entry.');
    expect(readFileSync(join(clone, 'HANDOVER.md'), 'utf8')).not.toContain('Rewritten.');
  }, 180_000);

  it('the recorded CLI removed: the edit is refused, and the model is told what broke and how to fix it', async () => {
    const dir = labRepo();
    // init recorded a copy of the CLI that is then removed, as with rm -rf node_modules.
    const copy = join(tempDir(), 'dist');
    cpSync(dirname(dirname(CLI)), copy, { recursive: true });
    expect(runCli(['init'], { cwd: dir, env: {} }).code).toBe(0);
    const script = join(dir, '.git/handover/hook');
    writeFileSync(script, readFileSync(script, 'utf8').replace(CLI, join(copy, 'cli', 'main.js')));
    rmSync(copy, { recursive: true });
    const run = await session(dir, [
      {
        name: 'Edit',
        input: { file_path: join(dir, 'HANDOVER.md'), old_string: 'Second entry.', new_string: 'Rewritten.' },
      },
    ]);
    expect(hooksOf(run, 'PreToolUse').map((h) => h.exit_code)).toEqual([0]); // a JSON denial
    expect(readFileSync(join(dir, 'HANDOVER.md'), 'utf8')).not.toContain('Rewritten.');
    const [result] = toolResults(run.from);
    expect(result.is_error).toBe(true);
    expect(result.content).toMatch(
      /^PreToolUse:Edit hook error: handover cannot check this: .* is gone, so this is refused\. Reinstall handover, then run handover init in /,
    );
  }, 180_000);

  it('reports a shell command that rewrites the log and commits it in one go, with the restore command', async () => {
    const dir = labRepo();
    const run = await session(dir, [
      {
        name: 'Bash',
        input: {
          command:
            "sed -i 's/Second entry\\./Second entry, quietly edited./' HANDOVER.md && git -c user.email=a@b -c user.name=a commit -qam x --no-verify",
          description: 'edit and commit the log',
        },
      },
    ]);
    expect(git(dir, ['status', '--porcelain'])).toBe('');
    // a report in additionalContext at exit 0: Claude Code shows an exit 2's stderr after the whole hook command
    expect(hooksOf(run, 'PostToolUse').map((h) => h.exit_code)).toEqual([0]);
    const text = requestText(api.agentRequests().at(-1)!);
    expect(text).toContain('handover/append-only');
    expect(text).toContain('committed since the session started');
    expect(text).toMatch(/git checkout [0-9a-f]{12,} -- HANDOVER\.md, then commit it/);
  }, 180_000);

  it('the plugin, installed from this repository the way a user would, blocks a rewrite in a session started in a subfolder', async () => {
    const repo = fileURLToPath(new URL('../../', import.meta.url));
    const home = claudeHome();
    const env = claudeEnv(home, baseUrl, PATH);
    for (const args of [
      ['plugin', 'validate', repo],
      ['plugin', 'validate', join(repo, 'plugins', 'handover')],
      ['plugin', 'marketplace', 'add', repo],
      ['plugin', 'install', 'handover@handover'],
    ]) {
      const r = spawnSync(bin, args, { cwd: tempDir(), env, encoding: 'utf8' });
      expect(r.status, `claude ${args.join(' ')}: ${r.stdout}${r.stderr}`).toBe(0);
    }
    const dir = labRepo();
    mkdirSync(join(dir, 'src', 'deep'), { recursive: true });
    // A session started in src/deep reads no .claude/settings.json: only the plugin's hooks run there.
    const before = readFileSync(join(dir, 'HANDOVER.md'), 'utf8');
    api.script = [
      // Claude Code wants a file outside the session's folder read before it is edited.
      { name: 'Read', input: { file_path: join(dir, 'HANDOVER.md') } },
      {
        name: 'Edit',
        input: { file_path: join(dir, 'HANDOVER.md'), old_string: 'Second entry.', new_string: 'Rewritten.' },
      },
      { name: 'Write', input: { file_path: join(home, 'outside.md'), content: 'not in any repo\n' } },
    ];
    const from = api.requests.length;
    const run = await runClaudeWith(bin, join(dir, 'src', 'deep'), { baseUrl, home, path: PATH });
    expect(run.code, run.stderr).toBe(0);
    expect(readFileSync(join(dir, 'HANDOVER.md'), 'utf8')).toBe(before);
    const [, rewrite, outside] = toolResults(from);
    expect(rewrite.is_error).toBe(true);
    expect(rewrite.content).toMatch(
      /^PreToolUse:Edit hook error: handover: this Edit of HANDOVER\.md by lab breaks the protocol/,
    );
    expect(outside.is_error).toBeFalsy();
    expect(readFileSync(join(home, 'outside.md'), 'utf8')).toBe('not in any repo\n');
  }, 240_000);
});
