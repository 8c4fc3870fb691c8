import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AGENT_HOSTS, HOOK_TIMEOUT_SECONDS } from '../../src/init/settings.js';
import { runCli } from '../helpers/cli.js';
import { git, makeRepo, ownPath, tempDir } from '../helpers/repo.js';

/**
 * The Gemini CLI / Qwen Code extension's hook (extensions/handover/hooks/run), run by /bin/sh as the hosts run it.
 * The sessions themselves are in test/e2e/extensions.e2e.test.ts; here, what it answers where handover cannot run:
 * a refusal in the form each host blocks on (exit 2, the reason on stderr, for a pre-tool hook), and silence outside
 * a handover repository.
 */
const EXT = fileURLToPath(new URL('../../extensions/handover/', import.meta.url));
const RUN = join(EXT, 'hooks', 'run');
const TOOLS = ['cat', 'dirname', 'grep', 'head', 'sed'];
const LOG = '# Handover: lab\n\nAppend-only.\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst.\n';

function labRepo(): string {
  const dir = makeRepo([{ files: { 'HANDOVER.md': LOG, '.handoverrc.yml': 'agent: lab\n', 'src/a.ts': 'a\n' } }]);
  expect(runCli(['init', '--agents', 'gemini,qwen'], { cwd: dir }).code).toBe(0);
  return dir;
}

/** The hook on a rewrite of entry 1 from a session in `cwd`, with `PATH` (and the host's project variable). */
function rewrite(hook: string, o: { dir: string; cwd: string; PATH?: string; env?: Record<string, string> }) {
  const payload = {
    hook_event_name: hook.startsWith('gemini') ? 'BeforeTool' : 'PreToolUse',
    session_id: 's1',
    cwd: o.cwd,
    tool_name: hook.startsWith('gemini') ? 'replace' : 'edit',
    tool_input: { file_path: join(o.dir, 'HANDOVER.md'), old_string: 'First.', new_string: 'Rewritten.' },
  };
  return spawnSync('/bin/sh', [RUN, hook], {
    cwd: o.cwd,
    input: JSON.stringify(payload),
    encoding: 'utf8',
    env: {
      PATH: o.PATH ?? ownPath(['node', 'git', ...TOOLS]),
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_CONFIG_NOSYSTEM: '1',
      GEMINI_PROJECT_DIR: o.cwd,
      QWEN_PROJECT_DIR: o.cwd,
      HOME: o.env?.HOME ?? tempDir('home-'),
      ...o.env,
    },
  });
}

/** A HOME whose Gemini CLI settings turn folder trust on and whose trustedFolders.json trusts `folders`. */
function geminiHome(folders: string[]): string {
  const home = tempDir('home-');
  mkdirSync(join(home, '.gemini'));
  writeFileSync(
    join(home, '.gemini', 'settings.json'),
    JSON.stringify({ security: { folderTrust: { enabled: true } } }),
  );
  const trusted = Object.fromEntries(folders.map((f) => [f, 'TRUST_FOLDER']));
  writeFileSync(join(home, '.gemini', 'trustedFolders.json'), JSON.stringify(trusted));
  return home;
}

describe('the Gemini CLI / Qwen Code extension hook', () => {
  for (const hook of ['gemini-before-tool', 'qwen-pre-tool-use'])
    it(`${hook}: refuses a rewrite from a subfolder session (exit 2, the finding on stderr)`, () => {
      const dir = labRepo();
      const r = rewrite(hook, { dir, cwd: join(dir, 'src') });
      expect(r.status, r.stderr).toBe(2);
      expect(r.stderr).toMatch(/^handover: [^\n]*breaks the protocol/);
      expect(r.stderr).toContain('handover/append-only');
    });

  it('steps aside in a session at the root of a trusted folder, where the project hooks init wrote run the guard', () => {
    const dir = labRepo();
    const home = geminiHome([dir]);
    // trusted in trustedFolders.json: whatever the variable --skip-trust sets says
    for (const env of [{ HOME: home }, { HOME: home, GEMINI_CLI_TRUST_WORKSPACE: 'true' }]) {
      const r = rewrite('gemini-before-tool', { dir, cwd: dir, env });
      expect({ status: r.status, out: r.stdout + r.stderr }).toEqual({ status: 0, out: '' });
    }
    // Qwen Code checks folder trust only when the user turns it on
    const r = rewrite('qwen-pre-tool-use', { dir, cwd: dir, env: { HOME: tempDir('home-') } });
    expect({ status: r.status, out: r.stdout + r.stderr }).toEqual({ status: 0, out: '' });
  });

  it("the project hook does not step aside on the extension's variables inherited from its environment (a .env)", () => {
    const dir = labRepo();
    const home = geminiHome([dir]);
    const payload = {
      hook_event_name: 'BeforeTool',
      session_id: 's1',
      cwd: dir,
      tool_name: 'replace',
      tool_input: { file_path: join(dir, 'HANDOVER.md'), old_string: 'First.', new_string: 'Rewritten.' },
    };
    // the hook script init wrote, as .gemini/settings.json runs it, with the variables a project's .env could set
    const r = spawnSync('/bin/sh', [join(dir, '.git', 'handover', 'hook'), 'gemini-before-tool'], {
      cwd: dir,
      input: JSON.stringify(payload),
      encoding: 'utf8',
      env: {
        PATH: ownPath(['node', 'git', ...TOOLS]),
        HOME: home,
        GEMINI_PROJECT_DIR: dir,
        HANDOVER_EXTENSION_ROOT: dir,
        HANDOVER_EXTENSION_PID: '1',
      },
    });
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toMatch(/^handover: [^\n]*breaks the protocol/);
  });

  it('judges a session at the root of a folder Gemini CLI does not trust (its project hooks do not load there)', () => {
    const dir = labRepo();
    const home = geminiHome([]);
    // `gemini --skip-trust` there: Gemini CLI loads no project hooks, then sets GEMINI_CLI_TRUST_WORKSPACE=true for
    // every hook; and an untrusted folder in an interactive session, or GEMINI_CLI_TRUST_WORKSPACE=false
    for (const env of [
      { HOME: home, GEMINI_CLI_TRUST_WORKSPACE: 'true' },
      { HOME: home },
      { HOME: geminiHome([dir]), GEMINI_CLI_TRUST_WORKSPACE: 'false' },
    ]) {
      const r = rewrite('gemini-before-tool', { dir, cwd: dir, env });
      expect(r.status, JSON.stringify(env)).toBe(2);
      expect(r.stderr).toMatch(/^handover: [^\n]*breaks the protocol/);
    }
    // an edit of an ordinary file still passes at once
    const other = spawnSync('/bin/sh', [RUN, 'gemini-before-tool'], {
      cwd: dir,
      input: JSON.stringify({ cwd: dir, tool_name: 'write_file', tool_input: { file_path: join(dir, 'b.txt') } }),
      encoding: 'utf8',
      env: { PATH: ownPath(['node', 'git', ...TOOLS]), HOME: home, GEMINI_PROJECT_DIR: dir },
    });
    expect({ status: other.status, out: other.stdout + other.stderr }).toEqual({ status: 0, out: '' });
  });

  it('passes every edit outside a handover repository, saying nothing', () => {
    const dir = tempDir('plain-');
    git(dir, ['init', '-q']);
    writeFileSync(join(dir, 'HANDOVER.md'), LOG);
    for (const hook of ['gemini-before-tool', 'qwen-pre-tool-use', 'gemini-session-start', 'qwen-post-tool-use']) {
      const r = rewrite(hook, { dir, cwd: dir });
      expect({ hook, status: r.status, out: r.stdout + r.stderr }).toEqual({ hook, status: 0, out: '' });
    }
  });

  it('refuses in a handover repository whose clone has no hook script, in the form each hook is read', () => {
    const dir = labRepo();
    rmSync(join(dir, '.git', 'handover', 'hook'));
    const sentence = `handover is set up in ${dir} but not in this clone (no .git/handover/hook): run handover init there.`;
    const cwd = join(dir, 'src');
    const pre = rewrite('gemini-before-tool', { dir, cwd });
    expect({ status: pre.status, stderr: pre.stderr }).toEqual({ status: 2, stderr: `${sentence}\n` });
    expect(rewrite('qwen-pre-tool-use', { dir, cwd }).status).toBe(2);
    const post = rewrite('qwen-post-tool-use', { dir, cwd });
    expect(post.status).toBe(0);
    expect(JSON.parse(post.stdout)).toEqual({
      hookSpecificOutput: { hookEventName: 'PostToolUse', additionalContext: sentence },
    });
    const start = rewrite('gemini-session-start', { dir, cwd });
    expect(JSON.parse(start.stdout)).toMatchObject({ systemMessage: sentence });
  });

  for (const tool of TOOLS)
    it(`refuses the edit (exit 2), naming ${tool}, when ${tool} is not on PATH`, () => {
      const dir = labRepo();
      const PATH = ownPath(['node', 'git', ...TOOLS.filter((t) => t !== tool)]);
      const r = rewrite('gemini-before-tool', { dir, cwd: join(dir, 'src'), PATH });
      expect(r.status).toBe(2);
      expect(r.stderr).toContain(`handover cannot run its extension hook: ${tool} is not on the PATH`);
    });

  it("runs the same hooks on the same events and tools as the project hooks init writes, each host's way", () => {
    const gemini = JSON.parse(readFileSync(join(EXT, 'hooks', 'hooks.json'), 'utf8')).hooks;
    const qwen = JSON.parse(readFileSync(join(EXT, 'qwen-extension.json'), 'utf8')).hooks;
    for (const [host, hooks, timeout] of [
      ['gemini', gemini, HOOK_TIMEOUT_SECONDS * 1000],
      ['qwen', qwen, HOOK_TIMEOUT_SECONDS],
    ] as const) {
      const want = Object.fromEntries(
        AGENT_HOSTS[host].hooks.map((h) => [
          h.event,
          [
            expect.objectContaining({
              ...(h.matcher ? { matcher: h.matcher } : {}),
              hooks: [
                expect.objectContaining({
                  type: 'command',
                  command: `/bin/sh "\${extensionPath}/hooks/run" ${h.hook}`,
                  timeout,
                }),
              ],
            }),
          ],
        ]),
      );
      expect(hooks).toEqual(want);
    }
    for (const f of ['gemini-extension.json', 'qwen-extension.json'])
      expect(JSON.parse(readFileSync(join(EXT, f), 'utf8'))).toMatchObject({ name: 'handover' });
  });
});
