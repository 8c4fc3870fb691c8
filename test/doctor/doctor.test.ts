import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { installLauncher, shellRunner } from '../../src/init/launcher.js';
import { runCli } from '../helpers/cli.js';
import { git, makeRepo, tempDir } from '../helpers/repo.js';

/**
 * handover doctor, against real repos and the trust files each agent reads (in a HOME of the test's own):
 * each broken guard is named with why and the command that fixes it, and reads "live" once fixed.
 */
const LOG = '# Handover: lab\n\nAppend-only.\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst.\n';

function labRepo(files: Record<string, string> = {}): string {
  const dir = makeRepo([{ files: { 'HANDOVER.md': LOG, 'README.md': '# lab\n', ...files } }]);
  expect(runCli(['init', '--role', 'upstream', '--agent', 'lab'], { cwd: dir }).code).toBe(0);
  git(dir, ['add', '-A']);
  git(dir, ['commit', '-qm', 'lab joins', '--no-verify']);
  return dir;
}

const doctor = (dir: string, home: string, ...args: string[]) =>
  runCli(['doctor', ...args], { cwd: dir, env: { HOME: home, CODEX_HOME: undefined } });
const guardOf = (dir: string, home: string, agent: string) =>
  (
    JSON.parse(doctor(dir, home, '--format', 'json').stdout) as {
      guards: { agent: string; status: string; why?: string; fix?: string }[];
    }
  ).guards.find((g) => g.agent === agent);

describe('handover doctor', () => {
  it('says live for git and Claude Code after init, exit 0', () => {
    const dir = labRepo();
    const r = doctor(dir, tempDir());
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/live\s+git pre-commit hook/);
    expect(r.stdout).toMatch(/live\s+Claude Code \(\.claude\/settings\.json\)/);
    expect(r.stdout).toContain('claude plugin install handover@handover');
  });

  it("Claude Code settings whose PreToolUse matcher leaves out MCP tools (ToolSearch's deferred ones): fails open, then live after init", () => {
    const dir = labRepo();
    const file = join(dir, '.claude/settings.json');
    const settings = JSON.parse(readFileSync(file, 'utf8'));
    // the matcher init wrote before MCP tools were guarded
    settings.hooks.PreToolUse[0].matcher = 'Edit|Write|NotebookEdit';
    writeFileSync(file, JSON.stringify(settings, null, 2));
    const home = tempDir();
    expect(guardOf(dir, home, 'claude')).toMatchObject({
      status: 'fails open',
      why:
        'its PreToolUse hook does not run for mcp__fs__write_file (matcher "Edit|Write|NotebookEdit"), so an MCP ' +
        'tool (deferred behind ToolSearch) goes through unchecked',
      fix: 'handover init --agents claude',
    });
    expect(runCli(['init'], { cwd: dir }).code).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8')).hooks.PreToolUse[0].matcher).toBe(
      '^(Edit|Write|NotebookEdit|mcp__.*)$',
    );
    expect(guardOf(dir, home, 'claude')).toMatchObject({ status: 'live' });
  });

  it('the hooks an older init wrote are not run (only the current command is): not loaded, then live after handover init', async () => {
    const dir = labRepo();
    // The settings an older init wrote: the launcher's exit status passed on (127 when the CLI is gone).
    const old = `cd "\${CLAUDE_PROJECT_DIR:-.}" 2>/dev/null\n${shellRunner('hook claude-pre-tool-use', 2, 'exit 2')}`;
    const settings = JSON.parse(readFileSync(join(dir, '.claude/settings.json'), 'utf8'));
    settings.hooks.PreToolUse[0].hooks[0].command = old;
    writeFileSync(join(dir, '.claude/settings.json'), JSON.stringify(settings, null, 2));
    await installLauncher(dir, join(tempDir(), 'gone', 'main.js'));
    const home = tempDir();
    const r = doctor(dir, home);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(
      /not loaded\s+Claude Code \(\.claude\/settings\.json\): its PreToolUse hook in \.claude\/settings\.json was written by an older handover init; doctor runs only the current one\n\s+fix: handover init --agents claude/,
    );
    expect(runCli(['init'], { cwd: dir }).code).toBe(0);
    expect(guardOf(dir, home, 'claude')).toMatchObject({ status: 'live' });
  });

  it('the CLI the hook script records is gone: not loaded (every edit refused), then live after handover init', () => {
    const dir = labRepo();
    const script = join(dir, '.git/handover/hook');
    writeFileSync(script, readFileSync(script, 'utf8').replace(/^cli=.*$/m, `cli='${join(tempDir(), 'gone.js')}'`));
    const home = tempDir();
    expect(guardOf(dir, home, 'claude')).toMatchObject({
      status: 'not loaded',
      why: expect.stringMatching(
        /^its PreToolUse hook cannot run handover: handover cannot check this: .* is gone, so this is refused/,
      ),
      fix: 'handover init',
    });
    expect(runCli(['init'], { cwd: dir }).code).toBe(0);
    expect(guardOf(dir, home, 'claude')).toMatchObject({ status: 'live' });
  });

  it('an untrusted Gemini CLI folder: not loaded (edits would go through), then live once the folder is trusted', () => {
    const dir = labRepo({ 'GEMINI.md': '# lab\n' });
    const home = tempDir();
    mkdirSync(join(home, '.gemini'));
    writeFileSync(
      join(home, '.gemini', 'settings.json'),
      JSON.stringify({ security: { folderTrust: { enabled: true } } }),
    );
    const r = doctor(dir, home);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(
      /not loaded\s+Gemini CLI \(\.gemini\/settings\.json\): Gemini CLI loads project hooks only in a trusted folder/,
    );
    expect(r.stdout).toContain('would let edits through');
    expect(r.stdout).toMatch(/fix: gemini in .*, then choose "Trust folder"/);
    writeFileSync(join(home, '.gemini', 'trustedFolders.json'), JSON.stringify({ [dir]: 'TRUST_FOLDER' }));
    expect(guardOf(dir, home, 'gemini')).toMatchObject({ status: 'live' });
    expect(doctor(dir, home).code).toBe(0);
  });

  it('an untrusted Codex project and hook set: not loaded, then live once both are trusted', () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': LOG } }]);
    expect(
      runCli(['init', '--role', 'upstream', '--agent', 'lab', '--agents', 'claude,codex'], { cwd: dir }).code,
    ).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, '.codex/hooks.json'), 'utf8')).hooks.PreToolUse[0].matcher).toContain(
      'apply_patch',
    );
    const home = tempDir();
    mkdirSync(join(home, '.codex'));
    const config = join(home, '.codex', 'config.toml');
    writeFileSync(config, 'model = "gpt-5.5"\n');
    expect(guardOf(dir, home, 'codex')).toMatchObject({
      status: 'not loaded',
      why: expect.stringContaining('trusted project'),
    });
    writeFileSync(config, `model = "gpt-5.5"\n\n[projects.${JSON.stringify(dir)}]\ntrust_level = "trusted"\n`);
    expect(guardOf(dir, home, 'codex')).toMatchObject({
      status: 'not loaded',
      why: expect.stringContaining('runs a project hook only after you trust it'),
      fix: expect.stringContaining('/hooks'),
    });
    const trust = (event: string) =>
      `\n[hooks.state.${JSON.stringify(`${join(dir, '.codex', 'hooks.json')}:${event}:0:0`)}]\ntrusted_hash = "sha256:0"\n`;
    // Only the SessionStart hook trusted: Codex skips the guard, so not live.
    writeFileSync(config, `${readFileSync(config, 'utf8')}${trust('session_start')}`);
    expect(guardOf(dir, home, 'codex')).toMatchObject({
      status: 'not loaded',
      why: expect.stringContaining("no trusted hash for handover's PreToolUse hook"),
    });
    writeFileSync(config, `${readFileSync(config, 'utf8')}${trust('pre_tool_use')}`);
    expect(guardOf(dir, home, 'codex')).toMatchObject({
      status: 'live',
      verified: ['apply_patch', 'apply_patch run through its shell tool', 'an MCP tool (deferred behind tool_search)'],
    });
    // Without codex on PATH the hash cannot be checked, and doctor says so.
    expect(doctor(dir, home).stdout).toContain('could not check that the trusted hashes still match');
    // hooks.json from before the shell apply_patch was judged (no Bash in the matcher): fails open, and says which.
    const hooks = JSON.parse(readFileSync(join(dir, '.codex/hooks.json'), 'utf8'));
    hooks.hooks.PreToolUse[0].matcher = 'apply_patch|Edit|Write';
    writeFileSync(join(dir, '.codex/hooks.json'), JSON.stringify(hooks));
    expect(guardOf(dir, home, 'codex')).toMatchObject({
      status: 'fails open',
      why: 'its PreToolUse hook does not run for Bash (matcher "apply_patch|Edit|Write"), so apply_patch run through its shell tool goes through unchecked',
    });
  });

  it('Codex and Gemini CLI hooks whose matcher leaves out MCP tools: fails open, then live after init', () => {
    const dir = labRepo({ 'GEMINI.md': '# gemini\n', '.codex/.keep': '' });
    expect(runCli(['init', '--agents', 'codex,gemini'], { cwd: dir }).code).toBe(0);
    const home = tempDir();
    // Codex's trust (folder and the PreToolUse hook) and Gemini's (folder trust off) in the test's HOME
    mkdirSync(join(home, '.codex'));
    const key = (event: string) => JSON.stringify(`${join(dir, '.codex', 'hooks.json')}:${event}:0:0`);
    writeFileSync(
      join(home, '.codex', 'config.toml'),
      `[projects.${JSON.stringify(dir)}]\ntrust_level = "trusted"\n\n[hooks.state.${key('pre_tool_use')}]\n` +
        'trusted_hash = "sha256:0"\n',
    );
    mkdirSync(join(home, '.gemini'));
    writeFileSync(
      join(home, '.gemini', 'settings.json'),
      JSON.stringify({ security: { folderTrust: { enabled: false } } }),
    );
    // the matchers init wrote before MCP tools were guarded
    const codexFile = join(dir, '.codex/hooks.json');
    const codex = JSON.parse(readFileSync(codexFile, 'utf8'));
    codex.hooks.PreToolUse[0].matcher = 'apply_patch|Edit|Write|Bash';
    writeFileSync(codexFile, JSON.stringify(codex));
    const geminiFile = join(dir, '.gemini/settings.json');
    const gemini = JSON.parse(readFileSync(geminiFile, 'utf8'));
    gemini.hooks.BeforeTool[0].matcher = 'replace|write_file';
    writeFileSync(geminiFile, JSON.stringify(gemini));
    expect(guardOf(dir, home, 'codex')).toMatchObject({
      status: 'fails open',
      why:
        'its PreToolUse hook does not run for mcp__fs__write_file (matcher "apply_patch|Edit|Write|Bash"), so an ' +
        'MCP tool (deferred behind tool_search) goes through unchecked',
    });
    expect(guardOf(dir, home, 'gemini')).toMatchObject({
      status: 'fails open',
      why:
        'its BeforeTool hook does not run for mcp_fs_edit_file (matcher "replace|write_file"), so an MCP tool ' +
        '(mcp_<server>_<tool>) goes through unchecked',
    });
    expect(runCli(['init'], { cwd: dir }).code).toBe(0);
    expect(guardOf(dir, home, 'codex')).toMatchObject({
      status: 'live',
      verified: ['apply_patch', 'apply_patch run through its shell tool', 'an MCP tool (deferred behind tool_search)'],
    });
    expect(guardOf(dir, home, 'gemini')).toMatchObject({
      status: 'live',
      verified: ['write_file', 'an MCP tool (mcp_<server>_<tool>)'],
    });
  });

  it('Gemini CLI trusted through GEMINI_CLI_TRUST_WORKSPACE=true is live (it loads the hooks)', () => {
    const dir = labRepo({ 'GEMINI.md': '# gemini\n' });
    expect(runCli(['init', '--agents', 'gemini'], { cwd: dir }).code).toBe(0);
    const home = tempDir();
    mkdirSync(join(home, '.gemini'));
    writeFileSync(
      join(home, '.gemini', 'settings.json'),
      JSON.stringify({ security: { folderTrust: { enabled: true } } }),
    );
    const gemini = (env: Record<string, string | undefined>) =>
      (
        JSON.parse(runCli(['doctor', '--format', 'json'], { cwd: dir, env: { HOME: home, ...env } }).stdout) as {
          guards: { agent: string; status: string }[];
        }
      ).guards.find((g) => g.agent === 'gemini');
    expect(gemini({ GEMINI_CLI_TRUST_WORKSPACE: undefined })).toMatchObject({ status: 'not loaded' });
    expect(gemini({ GEMINI_CLI_TRUST_WORKSPACE: 'true' })).toMatchObject({ status: 'live' });
    // the subfolder gap is said
    expect(doctor(dir, home).stdout).toContain('a session started in a subfolder');
  });

  it('Gemini CLI in a folder it does not trust, with the handover extension installed: live, through the extension', () => {
    const dir = labRepo({ 'GEMINI.md': '# gemini\n' });
    expect(runCli(['init', '--agents', 'gemini'], { cwd: dir }).code).toBe(0);
    const home = tempDir();
    mkdirSync(join(home, '.gemini'));
    writeFileSync(
      join(home, '.gemini', 'settings.json'),
      JSON.stringify({ security: { folderTrust: { enabled: true } } }),
    );
    writeFileSync(join(home, '.gemini', 'trustedFolders.json'), '{}');
    expect(guardOf(dir, home, 'gemini')).toMatchObject({ status: 'not loaded' });
    // installed as Gemini CLI installs it (a copy of the folder under ~/.gemini/extensions/handover)
    const ext = join(home, '.gemini', 'extensions', 'handover');
    cpSync(fileURLToPath(new URL('../../extensions/handover', import.meta.url)), ext, { recursive: true });
    expect(guardOf(dir, home, 'gemini')).toEqual({
      agent: 'gemini',
      label: 'Gemini CLI (.gemini/settings.json)',
      status: 'live',
      why:
        `Gemini CLI loads project hooks only in a trusted folder, and ${dir} is not trusted in ` +
        `${join(home, '.gemini', 'trustedFolders.json')}; the handover extension installed in ${ext} guards a ` +
        'session there instead (refuses a rewrite by write_file, by an MCP tool (mcp_<server>_<tool>))',
      verified: ['write_file', 'an MCP tool (mcp_<server>_<tool>)'],
    });
  });

  it('Qwen Code in a folder it does not trust: not loaded, in its own words, until the extension (under QWEN_HOME) is installed', () => {
    const dir = labRepo({ '.qwen/.keep': '' });
    expect(runCli(['init', '--agents', 'qwen'], { cwd: dir }).code).toBe(0);
    const home = tempDir();
    const qwenHome = join(tempDir(), 'qwen');
    mkdirSync(qwenHome);
    // Qwen Code reads QWEN_HOME from ~/.env too; its folder turns folder trust on and trusts nothing
    writeFileSync(join(home, '.env'), `QWEN_HOME=${qwenHome}\n`);
    writeFileSync(join(qwenHome, 'settings.json'), '{ // mine\n "security": { "folderTrust": { "enabled": true } } }');
    const file = join(qwenHome, 'trustedFolders.json');
    expect(guardOf(dir, home, 'qwen')).toMatchObject({
      status: 'not loaded',
      why:
        `Qwen Code loads project hooks only in a trusted folder, and ${dir} is not trusted in ${file}: a session ` +
        'there (it asks before each edit, or edits with the tools the user allowed) runs without the guard, says ' +
        'nothing, and would let edits through',
      fix: `qwen in ${dir}, then run /trust (or add "${dir}": "TRUST_FOLDER" to ${file})`,
    });
    const ext = join(qwenHome, 'extensions', 'handover');
    cpSync(fileURLToPath(new URL('../../extensions/handover', import.meta.url)), ext, { recursive: true });
    expect(guardOf(dir, home, 'qwen')).toMatchObject({
      status: 'live',
      why: expect.stringContaining(`not trusted in ${file}; the handover extension installed in ${ext} guards`),
    });
  });

  it('Gemini CLI and Qwen Code: names the subfolder gap and the install command, until the extension is installed', () => {
    const dir = labRepo({ 'GEMINI.md': '# gemini\n', '.qwen/.keep': '' });
    expect(runCli(['init', '--agents', 'gemini,qwen'], { cwd: dir }).code).toBe(0);
    const home = tempDir();
    const source = fileURLToPath(new URL('../../extensions/handover', import.meta.url));
    const hosts = [
      ['gemini', 'Gemini CLI', `GEMINI_CLI_TRUST_WORKSPACE=true gemini extensions install '${source}' --consent`],
      ['qwen', 'Qwen Code', `qwen extensions install '${source}' --consent`],
    ] as const;
    /** doctor's subfolder note for each host (one doctor run). */
    const notes = () => {
      const out = doctor(dir, home).stdout.split('\n');
      return hosts.map(([, label]) => out.find((l) => l.startsWith(`note: ${label} reads`)) ?? '');
    };
    const ext = (host: string) => join(home, `.${host}`, 'extensions', 'handover');
    expect(notes()).toEqual(
      hosts.map(
        ([host, label, command]) =>
          `note: ${label} reads .${host}/settings.json only in the folder a session starts in: a session started in a ` +
          `subfolder of ${dir} loads no project hooks and is not guarded. Install the handover extension, which ` +
          `guards every session wherever it starts: ${command}`,
      ),
    );
    // installed as each host installs it (a copy of the folder under ~/.<host>/extensions/handover)
    for (const [host] of hosts) cpSync(source, ext(host), { recursive: true });
    expect(notes()).toEqual(
      hosts.map(
        ([host, label]) =>
          `note: ${label} reads .${host}/settings.json only in the folder a session starts in; a session started in ` +
          `a subfolder of ${dir} is guarded by the handover extension installed in ${ext(host)}.`,
      ),
    );
    // disabled for this folder in each host's enablement rules (the last matching rule wins)
    const rules = (overrides: string[]) => {
      for (const [host] of hosts)
        writeFileSync(
          join(home, `.${host}`, 'extensions', 'extension-enablement.json'),
          JSON.stringify({ handover: { overrides } }),
        );
    };
    rules([`${home}/*`, `!${dir}/*`]);
    for (const n of notes()) expect(n).toContain('is not guarded');
    rules([`!${dir}/*`, '/*']);
    for (const n of notes()) expect(n).toContain('is guarded by the handover extension');
  });

  it('a pre-commit hook that refuses every commit is not live; its reason is one sentence, no stack line', () => {
    const dir = labRepo();
    const home = tempDir();
    expect(guardOf(dir, home, 'git')).toMatchObject({ status: 'live' });
    const hook = join(dir, '.git', 'hooks', 'pre-commit');
    const text = readFileSync(hook, 'utf8');
    // what a crashing node prints: a stack first, its error line later
    writeFileSync(
      hook,
      text.replace(
        '#!/bin/sh\n',
        "#!/bin/sh\nprintf 'node:internal/modules/cjs/loader:1228\\n  throw err;\\n  ^\\n\\nError: Cannot find module \\047/gone/main.js\\047\\n    at Module._resolveFilename (node:internal)\\n' >&2; exit 1\n",
      ),
    );
    expect(guardOf(dir, home, 'git')).toMatchObject({
      status: 'refuses all',
      why: "it refuses a commit that changes nothing (exit 1: Error: Cannot find module '/gone/main.js'), so it refuses every commit",
      fix: 'handover init',
    });
    const r = doctor(dir, home);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/refuses every commit\s+git pre-commit hook/);
    expect(r.stdout).not.toContain('node:internal');
  });

  it("Copilot CLI and opencode: live names each model family's edit tools it saw refused", () => {
    const dir = labRepo();
    expect(runCli(['init', '--agents', 'copilot,opencode'], { cwd: dir }).code).toBe(0);
    const home = tempDir();
    mkdirSync(join(home, '.copilot'));
    writeFileSync(join(home, '.copilot', 'config.json'), JSON.stringify({ trustedFolders: [dir] }));
    expect(guardOf(dir, home, 'copilot')).toMatchObject({
      status: 'live',
      verified: ['edit/create', 'apply_patch (GPT-5 class models)'],
    });
    expect(guardOf(dir, home, 'opencode')).toMatchObject({
      status: 'live',
      verified: ['edit/write', 'apply_patch (gpt-5 and the other GPT models but gpt-4)'],
    });
    expect(doctor(dir, home).stdout).toMatch(
      /live\s+Copilot CLI \(\.github\/hooks\/handover\.json\): refuses a rewrite by edit\/create, by apply_patch \(GPT-5 class models\)/,
    );
  });

  it('init --agents codex writes only what Codex reads (no CLAUDE.md, no .claude); doctor counts Codex only', () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': LOG, 'README.md': '# lab\n' } }]);
    const init = runCli(['init', '--role', 'upstream', '--agent', 'lab', '--agents', 'codex'], { cwd: dir });
    expect([0, 1], init.stderr).toContain(init.code);
    for (const f of ['CLAUDE.md', '.claude', '.mcp.json', 'GEMINI.md', '.gemini', '.qwen'])
      expect(existsSync(join(dir, f)), f).toBe(false);
    expect(readFileSync(join(dir, 'AGENTS.md'), 'utf8')).toContain('<!-- handover:begin');
    expect(readFileSync(join(dir, '.codex', 'config.toml'), 'utf8')).toContain('[mcp_servers.handover]');
    // Codex with the project and its hooks trusted: the only agent, live, exit 0.
    const home = tempDir();
    mkdirSync(join(home, '.codex'));
    const hooks = JSON.stringify(`${join(dir, '.codex', 'hooks.json')}:pre_tool_use:0:0`);
    const project = `[projects.${JSON.stringify(dir)}]\ntrust_level = "trusted"\n`;
    writeFileSync(
      join(home, '.codex', 'config.toml'),
      `${project}\n[hooks.state.${hooks}]\ntrusted_hash = "sha256:0"\n`,
    );
    const r = doctor(dir, home, '--format', 'json');
    expect(r.code, r.stdout).toBe(0);
    const agents = (JSON.parse(r.stdout) as { guards: { agent: string }[] }).guards.map((g) => g.agent);
    expect(agents).toEqual(['git', 'codex']);
    // Asked for Claude Code later: its files come then.
    runCli(['init', '--agents', 'claude,codex'], { cwd: dir });
    for (const f of ['CLAUDE.md', '.claude/settings.json', '.mcp.json']) expect(existsSync(join(dir, f)), f).toBe(true);
  });

  it('Copilot CLI: its hooks file, not loaded in an untrusted folder, live once trusted in its config.json', () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': LOG } }]);
    const init = runCli(['init', '--role', 'upstream', '--agent', 'lab', '--agents', 'copilot'], { cwd: dir });
    expect([0, 1], init.stderr).toContain(init.code);
    const hooks = JSON.parse(readFileSync(join(dir, '.github/hooks/handover.json'), 'utf8'));
    expect(hooks.version).toBe(1);
    expect(Object.keys(hooks.hooks)).toEqual(['sessionStart', 'preToolUse', 'postToolUse', 'agentStop']);
    const home = tempDir();
    mkdirSync(join(home, '.copilot'));
    expect(guardOf(dir, home, 'copilot')).toMatchObject({
      status: 'not loaded',
      why: expect.stringContaining('loads .github/hooks only in a trusted folder'),
    });
    // Copilot's own file: `//` comment lines, then JSON.
    const config = `// User settings belong in settings.json.\n// This file is managed automatically.\n`;
    writeFileSync(join(home, '.copilot', 'config.json'), `${config}${JSON.stringify({ trustedFolders: [dir] })}\n`);
    expect(guardOf(dir, home, 'copilot')).toMatchObject({ status: 'live' });
    // The CLI the hook script records gone: every tool refused, in Copilot's JSON.
    const script = join(dir, '.git/handover/hook');
    writeFileSync(script, readFileSync(script, 'utf8').replace(/^cli=.*$/m, `cli='${join(tempDir(), 'gone.js')}'`));
    expect(guardOf(dir, home, 'copilot')).toMatchObject({
      status: 'not loaded',
      why: expect.stringMatching(/^its preToolUse hook cannot run handover: handover cannot check this: .* is gone/),
    });
  });

  it('opencode: init writes its plugin only; doctor runs its hooks as the plugin does: live, not when gone', () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': LOG } }]);
    const init = runCli(['init', '--role', 'upstream', '--agent', 'lab', '--agents', 'opencode'], { cwd: dir });
    expect(init.code, init.stdout + init.stderr).toBe(0);
    expect(readFileSync(join(dir, '.opencode/plugins/handover.js'), 'utf8')).toMatch(/^\/\/ handover:opencode-plugin/);
    expect(existsSync(join(dir, 'CLAUDE.md'))).toBe(false);
    const home = tempDir();
    expect(guardOf(dir, home, 'opencode')).toMatchObject({ status: 'live' });
    renameSync(join(dir, '.git/handover/hook'), join(tempDir(), 'hook'));
    expect(guardOf(dir, home, 'opencode')).toMatchObject({
      status: 'not loaded',
      why: expect.stringContaining('this project has no .git/handover/hook'),
    });
  });

  it('an agent in use without hooks is named with the init that wires it; usage errors exit 2', () => {
    const dir = labRepo();
    mkdirSync(join(dir, '.qwen'));
    expect(guardOf(dir, tempDir(), 'qwen')).toMatchObject({ status: 'not loaded', fix: 'handover init --agents qwen' });
    expect(runCli(['doctor', '--format', 'sarif'], { cwd: dir }).code).toBe(2);
    expect(runCli(['doctor', 'extra'], { cwd: dir }).code).toBe(2);
  });
});
