import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { git, makeRepo, tempDir } from '../helpers/repo.js';
import { calls } from './agents.js';
import { FakeApi, type ToolCall } from './fake-api.js';
import { BARE_PATH, installHost, runHost, throwawayHome } from './hosts.js';

/**
 * Gemini CLI and Qwen Code read a project's hooks (.gemini/settings.json, .qwen/settings.json) only in the folder a
 * session starts in. The handover extension (extensions/handover/, installed user-wide with the command doctor prints,
 * which is the host's own `extensions install`) guards a session started in a subfolder: driven here with the real
 * binaries against the fake model API, with HOME a throwaway folder and handover not on PATH.
 */
const api = new FakeApi();
let baseUrl: string;
const temps: string[] = [];
beforeAll(async () => {
  baseUrl = await api.start();
}, 60_000);
afterAll(async () => {
  await api.stop();
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

const now = () => new Date().toISOString().replace(/\.\d+Z$/, 'Z');
const FINDING = /^handover: [^\n]*breaks the protocol/;
/** The host's own words before a pre-tool hook's stderr. */
const PREFIX = { gemini: /^Tool execution blocked: /, qwen: /^/ };
const EXTENSION = fileURLToPath(new URL('../../extensions/handover', import.meta.url));
const LABEL = { gemini: 'Gemini CLI', qwen: 'Qwen Code' };

/** lab's repo set up for `host` by handover init, two committed entries. */
function labRepo(host: 'gemini' | 'qwen'): string {
  const dir = makeRepo([{ files: { 'README.md': '# lab\n', 'src/a.ts': 'a\n' } }]);
  temps.push(dir);
  mkdirSync(join(dir, `.${host}`), { recursive: true });
  const init = runCli(['init', '--role', 'upstream', '--agent', 'lab', '--agents', host], { cwd: dir });
  expect([0, 1], init.stderr + init.stdout).toContain(init.code);
  expect(runCli(['append', 'First entry.'], { cwd: dir }).code).toBe(0);
  expect(runCli(['append', 'Second entry.'], { cwd: dir }).code).toBe(0);
  git(dir, ['add', '-A']);
  git(dir, ['commit', '-qm', 'lab joins', '--no-verify']);
  return dir;
}

/** doctor's note about sessions started in a subfolder, for `host`, with HOME at `home`. */
function subfolderNote(dir: string, home: string, host: 'gemini' | 'qwen'): string {
  const out = runCli(['doctor'], { cwd: dir, env: { HOME: home, PATH: BARE_PATH } }).stdout;
  return out.split('\n').find((l) => l.startsWith(`note: ${LABEL[host]} reads`)) ?? '';
}

describe.each(['gemini', 'qwen'] as const)('%s: the handover extension', (host) => {
  /** The host's own install of this repository's extension folder into `home`. */
  const installExtension = (home: string) =>
    spawnSync(installHost(host), ['extensions', 'install', EXTENSION, '--consent'], {
      cwd: home,
      encoding: 'utf8',
      env: { PATH: BARE_PATH, HOME: home, GEMINI_CLI_TRUST_WORKSPACE: 'true', NO_COLOR: '1', CI: '1' },
      timeout: 120_000,
    });

  /**
   * A session started in src/ of lab's repo, HOME kept: an append to HANDOVER.md, a rewrite of entry 2, then (with
   * `shell`) a shell rewrite of entry 1. Gemini CLI edits files only inside its workspace, so the repository's root is
   * added to it (`--include-directories`), as a user working across the repository does.
   */
  async function subfolderSession(dir: string, home: string, o: { shell?: boolean } = {}) {
    const log = join(dir, 'HANDOVER.md');
    const parts: ToolCall[][] = [
      calls.edit(host, dir, {
        file: log,
        from: 'Second entry.',
        to: `Second entry.\n\n## 3 · ${now()}\n\nThird, appended by the agent.`,
      }),
      calls.edit(host, dir, { file: log, from: 'Second entry.', to: 'Rewritten.' }),
    ];
    if (o.shell)
      parts.push(calls.shell(host, "sed -i 's/First entry\\./First entry, quietly edited./' ../HANDOVER.md", [log]));
    api.script = parts.flat();
    const from = api.requests.length;
    const args = host === 'gemini' ? ['--include-directories', dir] : [];
    const run = await runHost(host, { bin: installHost(host), cwd: join(dir, 'src'), baseUrl, home, args });
    expect(run.code, `${host} exited ${run.code}: ${run.stderr.slice(-2000)}`).toBe(0);
    const results = api.toolResults(from);
    return { results, append: parts[0].length - 1, rewrite: parts[0].length + parts[1].length - 1 };
  }

  it('installed with the command doctor prints: a subfolder session is guarded, and doctor says so', async () => {
    const dir = labRepo(host);
    const home = throwawayHome();
    temps.push(home);
    // Before: doctor names the gap and the exact install command.
    const before = subfolderNote(dir, home, host);
    expect(before).toContain('is not guarded');
    const command = /wherever it starts: (.+)$/.exec(before)?.[1] ?? '';
    expect(command).toMatch(new RegExp(`^(GEMINI_CLI_TRUST_WORKSPACE=true )?${host} extensions install '`));
    // The host's own install, run as the user would run it (its binary on PATH), from the home folder.
    const r = spawnSync('/bin/sh', ['-c', command], {
      cwd: home,
      encoding: 'utf8',
      env: { PATH: `${dirname(installHost(host))}:${BARE_PATH}`, HOME: home, NO_COLOR: '1', CI: '1' },
      timeout: 120_000,
    });
    expect(r.status, `${command}: ${r.stdout}${r.stderr}`).toBe(0);
    expect(`${r.stdout}${r.stderr}`).toContain('installed successfully');
    expect(subfolderNote(dir, home, host)).toContain(
      `is guarded by the handover extension installed in ${join(home, `.${host}`, 'extensions', 'handover')}`,
    );

    const s = await subfolderSession(dir, home, { shell: true });
    const text = readFileSync(join(dir, 'HANDOVER.md'), 'utf8');
    expect(text).toContain('Third, appended by the agent.');
    expect(s.results[s.append].content).not.toMatch(/handover\/|blocked/);
    expect(text).not.toContain('Rewritten.');
    const shown = s.results[s.rewrite].content;
    expect(shown).toContain('handover/append-only');
    expect(shown.replace(PREFIX[host], ''), shown).toMatch(FINDING);
    // the shell rewrite ran, and the model was told with the command's result, with the restore command
    expect(text).toContain('quietly edited');
    const report = s.results.at(-1)?.content ?? '';
    expect(report).toContain('handover/append-only');
    expect(report).toMatch(/git (checkout|restore)[^\n"]*HANDOVER\.md/);
  }, 300_000);

  it('installed, a session at the root runs the guard once (the project hooks judge it; the extension steps aside)', async () => {
    const home = throwawayHome();
    temps.push(home);
    const r = installExtension(home);
    expect(r.status, r.stdout + r.stderr).toBe(0);
    const dir = labRepo(host);
    const log = join(dir, 'HANDOVER.md');
    api.script = calls.edit(host, dir, { file: log, from: 'Second entry.', to: 'Rewritten.' });
    const from = api.requests.length;
    const run = await runHost(host, { bin: installHost(host), cwd: dir, baseUrl, home });
    expect(run.code, run.stderr.slice(-2000)).toBe(0);
    expect(readFileSync(log, 'utf8')).not.toContain('Rewritten.');
    const shown = api.toolResults(from).at(-1)?.content ?? '';
    expect(shown.replace(PREFIX[host], '')).toMatch(FINDING);
    // the host joins the reasons of every hook that blocks: one finding means one guard ran
    expect(shown.split('breaks the protocol').length - 1, shown).toBe(1);
  }, 300_000);

  /**
   * Gemini CLI 0.61.0 run with --skip-trust in an untrusted folder loads no project hooks (it reads its settings before
   * it parses the flag) but runs the extension's, and sets GEMINI_CLI_TRUST_WORKSPACE=true in the environment they get.
   * Qwen Code 0.24.4 has no such flag: in a folder its trustedFolders.json does not trust it loads no workspace
   * settings (so no project hooks), offers the edit tools only where the user allowed them (`--allowed-tools`; its
   * approval mode falls back to default there) and still runs the extension's hooks. The extension judges wherever the
   * project hooks may not run: at the root it asks handover, which reads the folder's trust as the host does (without
   * that variable, which a hook cannot tell from one the user set), so an append passes, a rewrite is refused once,
   * and doctor says live, through the extension. `qwenHome`: Qwen Code's folder moved by QWEN_HOME (its settings,
   * trusted folders and extensions there, none in ~/.qwen); `subfolder`: the session starts in src/.
   */
  const untrusted: { name: string; qwenHome?: boolean; subfolder?: boolean }[] = [
    { name: 'at the root of an untrusted folder' },
    ...(host === 'qwen'
      ? [
          { name: "at the root of an untrusted folder, Qwen Code's own folder moved by QWEN_HOME", qwenHome: true },
          { name: 'in a subfolder of an untrusted folder', subfolder: true },
        ]
      : []),
  ];
  for (const c of untrusted)
    it(`installed, a session ${c.name} is guarded by the extension, as doctor says`, async () => {
      const home = throwawayHome();
      temps.push(home);
      const r = installExtension(home);
      expect(r.status, r.stdout + r.stderr).toBe(0);
      const dir = labRepo(host);
      const log = join(dir, 'HANDOVER.md');
      const append = calls.edit(host, dir, {
        file: log,
        from: 'Second entry.',
        to: `Second entry.\n\n## 3 · ${now()}\n\nThird, appended by the agent.`,
      });
      api.script = [...append, ...calls.edit(host, dir, { file: log, from: 'Second entry.', to: 'Rewritten.' })];
      const from = api.requests.length;
      const args =
        host === 'gemini'
          ? ['--skip-trust']
          : ['--allowed-tools', 'read_file', '--allowed-tools', 'edit', '--allowed-tools', 'write_file'];
      if (host === 'gemini' && c.subfolder) args.push('--include-directories', dir);
      // QWEN_HOME names the folder the harness set up; HOME is another, empty one
      const moved = c.qwenHome ? { QWEN_HOME: join(home, '.qwen'), HOME: throwawayHome() } : undefined;
      if (moved) temps.push(moved.HOME);
      const cwd = c.subfolder ? join(dir, 'src') : dir;
      const run = await runHost(host, { bin: installHost(host), cwd, baseUrl, home, trust: false, args, env: moved });
      expect(run.code, run.stderr.slice(-2000)).toBe(0);
      const text = readFileSync(log, 'utf8');
      expect(text).toContain('Third, appended by the agent.');
      expect(text).not.toContain('Rewritten.');
      const results = api.toolResults(from);
      expect(results[append.length - 1].content).not.toMatch(/handover\/|blocked/);
      const shown = results.at(-1)?.content ?? '';
      expect(shown.replace(PREFIX[host], '')).toMatch(FINDING);
      expect(shown.split('breaks the protocol').length - 1, shown).toBe(1);
      const env = { HOME: home, PATH: BARE_PATH, ...moved };
      const doctor = runCli(['doctor'], { cwd: dir, env }).stdout;
      expect(doctor).toMatch(
        new RegExp(
          `live\\s+${LABEL[host]} \\(\\.${host}/settings\\.json\\): ${LABEL[host]} loads project hooks only in ` +
            'a trusted folder, .*; the handover extension installed in .* guards a session there instead',
        ),
      );
      if (c.subfolder) expect(subfolderNote(dir, home, host)).toContain('is guarded by the handover extension');
    }, 300_000);

  it('without it, a session started in a subfolder is not guarded (the gap doctor names)', async () => {
    const dir = labRepo(host);
    const home = throwawayHome();
    temps.push(home);
    const s = await subfolderSession(dir, home);
    expect(readFileSync(join(dir, 'HANDOVER.md'), 'utf8')).toContain('Rewritten.');
    expect(s.results[s.rewrite].content).not.toContain('handover/');
    // doctor, with the same HOME, says so
    expect(subfolderNote(dir, home, host)).toContain('is not guarded');
  }, 300_000);

  it('outside a handover repository the extension lets everything through and says nothing', async () => {
    const home = throwawayHome();
    temps.push(home);
    const r = installExtension(home);
    expect(r.status, r.stdout + r.stderr).toBe(0);
    const dir = tempDir('plain-repo-');
    temps.push(dir);
    git(dir, ['init', '-q']);
    mkdirSync(join(dir, 'src'));
    writeFileSync(join(dir, 'HANDOVER.md'), '# notes\n\nSecond entry.\n');
    const s = await subfolderSession(dir, home);
    expect(readFileSync(join(dir, 'HANDOVER.md'), 'utf8')).toContain('Rewritten.');
    for (const res of s.results) expect(res.content).not.toMatch(/handover[ /:]|blocked/);
  }, 300_000);
});
