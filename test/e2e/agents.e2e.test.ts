import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI, runCli } from '../helpers/cli.js';
import { git, makeRepo, tempDir } from '../helpers/repo.js';
import { calls, patchCall, PATCH_VARIANTS, type PatchVariant } from './agents.js';
import { FakeApi, requestText, type ToolCall } from './fake-api.js';
import {
  BARE_PATH,
  HOSTS,
  installHost,
  runHost,
  throwawayHome,
  type HostName,
  type HostRun,
  type RunOptions,
} from './hosts.js';

/** A stand-in for a third-party MCP server with a `write_file` tool. */
const FS = fileURLToPath(new URL('../fixtures/mcp-fs/server.mjs', import.meta.url));

/**
 * The guard as each real agent host runs it (Claude Code, Codex CLI, Gemini CLI, Qwen Code at the versions pinned
 * in hosts.ts, from npm), against the fake model API on 127.0.0.1 replaying scripted tool calls, with the hooks
 * `handover init` writes and `handover` not on the host's PATH. What is asserted is what happened to the files and
 * what the model was told (read back from the requests the host sent the fake API).
 *
 * PENDING lists the scenarios that fail today with the reason seen; they run as `it.fails`, so one that starts to
 * pass is reported and must be moved out of the list.
 */
type Scenario =
  | 'rewrite-blocked'
  | 'block-message'
  | 'append-allowed'
  | 'foreign-section-blocked'
  | 'shell-rewrite-reported'
  | 'shell-commit-reported'
  | 'cross-repo-shell-reported'
  | 'cli-gone-refused'
  | 'subfolder-plugin';

const PENDING: Record<HostName, Partial<Record<Scenario, string>>> = {
  claude: {},
  codex: {},
  gemini: {},
  qwen: {},
  copilot: {},
  opencode: {},
};

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
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

const SYNC =
  '# Sync\n\nEach agent writes only its own section.\n\n## lab\n\n- **Current focus:** Runs.\n- **Blocked on:** —\n- **Next action:** Run 15.\n\n## partner\n\n- **Current focus:** The chapter.\n- **Blocked on:** —\n- **Next action:** Send the draft.\n';
const now = () => new Date().toISOString().replace(/\.\d+Z$/, 'Z');

/** The host's folder, so init sees the agent in use, and its name for `init --agents`. */
const AGENT_DIR: Record<HostName, string> = {
  claude: '.claude',
  codex: '.codex',
  gemini: '.gemini',
  qwen: '.qwen',
  copilot: '.github/hooks',
  opencode: '.opencode',
};

/**
 * lab's repo (upstream and commons) set up the way a user of `host` would: the host's folder exists, then
 * `handover init` (with `--agents <host>` where init takes it), two committed entries and a SYNC.md with
 * partner's section. `cli` is the handover the launcher records (the built one unless given).
 */
function labRepo(host: HostName, cli = CLI, dir = tempDir()): string {
  makeRepo([{ files: { 'README.md': '# lab\n', 'src/a.ts': 'a\n' } }], dir);
  temps.push(dir);
  mkdirSync(join(dir, AGENT_DIR[host]), { recursive: true });
  const args = ['init', '--role', 'upstream,commons', '--agent', 'lab', '--agents', host];
  const init = spawnSync(process.execPath, [cli, ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1', NO_COLOR: '1' },
  });
  // doctor (run at the end of init) may say a guard is not live yet (say, Codex's hooks untrusted): 0 or 1.
  expect([0, 1], init.stderr + init.stdout).toContain(init.status);
  expect(runCli(['append', 'First entry.'], { cwd: dir }).code).toBe(0);
  expect(runCli(['append', 'Second entry.'], { cwd: dir }).code).toBe(0);
  writeFileSync(join(dir, 'SYNC.md'), SYNC);
  git(dir, ['add', '-A']);
  git(dir, ['commit', '-qm', 'lab joins', '--no-verify']);
  return dir;
}

interface Session {
  dir: string;
  run: HostRun;
  from: number;
  /** The tool results the model saw, in script order. */
  results: { content: string }[];
  /** The conversation the model was sent in the session's last agent-loop request (from `after` on, if given). */
  told: string;
}

async function session(
  host: HostName,
  dir: string,
  script: ToolCall[],
  extra: Partial<Pick<RunOptions, 'cwd' | 'prepareHome' | 'model' | 'opencodeConfig'>> & { after?: string } = {},
): Promise<Session> {
  api.script = script;
  const from = api.requests.length;
  const run = await runHost(host, {
    bin: installHost(host),
    cwd: extra.cwd ?? dir,
    baseUrl,
    trustAlso: extra.cwd ? [dir] : [],
    prepareHome: extra.prepareHome,
    model: extra.model,
    opencodeConfig: extra.opencodeConfig,
  });
  expect(run.code, `${host} exited ${run.code}: ${run.stderr.slice(-2000)}`).toBe(0);
  const last = api.agentRequests(from).at(-1);
  // What the model was told after the scripted call: the conversation from its first mention of `after` on (not
  // the system prompt or the tool list, where rule ids appear in the MCP tools' descriptions).
  const talk = last ? JSON.stringify(last.body?.messages ?? last.body?.input ?? last.body?.contents ?? []) : '';
  const told = extra.after ? talk.slice(Math.max(0, talk.indexOf(extra.after))) : talk;
  return { dir, run, from, results: api.toolResults(from), told };
}

/** Runs `make` once, on first use, so several tests can assert on one host session. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let p: Promise<T> | undefined;
  return () => {
    p ??= make();
    return p;
  };
}

/** The host's own words before a pre-tool hook's stderr (seen in hook-exit-status.e2e.test.ts). */
const HOST_PREFIX: Record<HostName, RegExp> = {
  claude: /^PreToolUse:\w+ hook error: (\[[\s\S]*?\]: )?/,
  codex: /^Command blocked by PreToolUse hook: /,
  gemini: /^Tool execution blocked: /,
  qwen: /^/,
  copilot: /^Denied by preToolUse hook: /,
  opencode: /^/,
};
/** Pieces of a shell hook command; none may reach the model. */
const SCRIPT = /rev-parse|exit [0-9]|>&2|\$\(|\|\| exit|cannot start here|not set up in this clone|command -v/;
const FINDING = /^handover: [^\n]*breaks the protocol/;

/** The model was told `what` after the tool ran (its last request holds the tool result and any hook message). */
function expectTold(s: Session, what: string | RegExp): void {
  const hit = typeof what === 'string' ? s.told.includes(what) : what.test(s.told);
  const after = s.results.map((r) => r.content.slice(0, 600)).join(' | ');
  expect(hit, `the model was not told ${what}; the tool results it saw: ${after}`).toBe(true);
}

const lastIndex = (parts: ToolCall[][], i: number) => parts.slice(0, i + 1).flat().length - 1;

describe.each(Object.keys(HOSTS) as HostName[])('%s with the hooks handover init writes', (host) => {
  const pending = PENDING[host];
  const test = (id: Scenario, name: string, fn: () => Promise<void>) =>
    pending[id] ? it.fails(`${name} [expected to fail: ${pending[id]}]`, fn, 300_000) : it(name, fn, 300_000);

  /** One session: an append, a rewrite of an old entry, an edit of partner's SYNC.md section. */
  const guard = once(async () => {
    const dir = labRepo(host);
    const log = join(dir, 'HANDOVER.md');
    const text = readFileSync(log, 'utf8');
    // The append first: "Second entry." stays in the file for the rewrite that follows, blocked or not.
    const parts = [
      calls.edit(host, dir, {
        file: log,
        from: 'Second entry.',
        to: `Second entry.\n\n## 3 · ${now()}\n\nThird, appended by the agent.`,
      }),
      calls.edit(host, dir, { file: log, from: 'Second entry.', to: 'Rewritten.' }),
      calls.edit(host, dir, {
        file: join(dir, 'SYNC.md'),
        from: '- **Current focus:** The chapter.',
        to: '- **Current focus:** Whatever lab says.',
      }),
    ];
    const s = await session(host, dir, parts.flat());
    return { ...s, text, at: parts.map((_, i) => lastIndex(parts, i)) };
  });

  test('rewrite-blocked', 'blocks a rewrite of an old HANDOVER.md entry', async () => {
    const s = await guard();
    expect(readFileSync(join(s.dir, 'HANDOVER.md'), 'utf8')).not.toContain('Rewritten.');
    expect(s.results[s.at[1]].content).toContain('handover/append-only');
  });

  test('block-message', 'on a block, the model reads the finding first and no hook script', async () => {
    const s = await guard();
    for (const i of [s.at[1], s.at[2]]) {
      const shown = s.results[i].content;
      const rest = shown.replace(HOST_PREFIX[host], '');
      expect(rest, shown).toMatch(FINDING);
      expect(shown).not.toMatch(SCRIPT);
    }
  });

  test('append-allowed', 'lets an append through', async () => {
    const s = await guard();
    expect(readFileSync(join(s.dir, 'HANDOVER.md'), 'utf8')).toContain('Third, appended by the agent.');
    expect(s.results[s.at[0]].content).not.toMatch(/handover\/|blocked/);
  });

  test('foreign-section-blocked', "blocks an edit of another agent's SYNC.md section", async () => {
    const s = await guard();
    expect(readFileSync(join(s.dir, 'SYNC.md'), 'utf8')).toBe(SYNC);
    expect(s.results[s.at[2]].content).toContain('sync/section-owner');
  });

  test(
    'shell-rewrite-reported',
    'reports a shell rewrite of an old entry after the command, with the restore command',
    async () => {
      const dir = labRepo(host);
      const s = await session(
        host,
        dir,
        calls.shell(host, "sed -i 's/Second entry\\./Second entry, quietly edited./' HANDOVER.md", [
          join(dir, 'HANDOVER.md'),
        ]),
        { after: 'quietly edited' },
      );
      expect(readFileSync(join(dir, 'HANDOVER.md'), 'utf8')).toContain('quietly edited');
      expectTold(s, 'handover/append-only');
      expectTold(s, /git (checkout|restore)[^\n"]*HANDOVER\.md/);
    },
  );

  test('shell-commit-reported', 'reports a shell rewrite committed in the same command', async () => {
    const dir = labRepo(host);
    const head = git(dir, ['rev-parse', 'HEAD']).trim();
    const s = await session(
      host,
      dir,
      calls.shell(
        host,
        "sed -i 's/Second entry\\./Second entry, quietly edited./' HANDOVER.md && git commit -qam x --no-verify",
        [join(dir, 'HANDOVER.md')],
      ),
      { after: 'quietly edited' },
    );
    expect(git(dir, ['rev-parse', 'HEAD']).trim()).not.toBe(head);
    expect(git(dir, ['show', 'HEAD:HANDOVER.md'])).toContain('quietly edited');
    expectTold(s, 'handover/append-only');
  });

  test(
    'cross-repo-shell-reported',
    'reports a shell command that cd-s into another clone of the forest and rewrites its SYNC.md',
    async () => {
      const top = tempDir();
      temps.push(top);
      const [dir, commons] = [join(top, 'lab'), join(top, 'commons')];
      mkdirSync(dir);
      mkdirSync(commons);
      labRepo(host, CLI, dir);
      const section = (id: string) =>
        `## ${id}\n\n- **Current focus:** Working.\n- **Blocked on:** —\n- **Next action:** Ship it.\n`;
      makeRepo(
        [
          {
            files: {
              'SYNC.md': `# Sync\n\n${section('lab')}\n${section('partner')}`,
              '.handoverrc.yaml': 'agent: partner\n',
            },
          },
        ],
        commons,
      );
      const s = await session(
        host,
        dir,
        calls.shell(host, "cd ../commons && sed -i 's/Working/Hijacked/' SYNC.md", [join(commons, 'SYNC.md')]),
        // opencode asks before a command reaches outside the project, and `opencode run` takes no answer as a no: a
        // user working across the forest allows it.
        { after: 'Hijacked', opencodeConfig: { permission: { external_directory: 'allow' } } },
      );
      expect(readFileSync(join(commons, 'SYNC.md'), 'utf8')).toContain('Hijacked');
      expectTold(s, 'sync/section-owner');
      expectTold(s, `git -C ${commons} checkout HEAD -- SYNC.md`);
    },
  );

  test(
    'cli-gone-refused',
    'refuses an edit when the handover init recorded is gone, and tells the model why',
    async () => {
      // handover installed in its own folder (as by npm), init run with it, then the folder removed.
      const install = tempDir('handover-install-');
      temps.push(install);
      for (const f of ['dist', 'templates', 'rules', 'package.json'])
        cpSync(join(ROOT, f), join(install, f), { recursive: true });
      symlinkSync(join(ROOT, 'node_modules'), join(install, 'node_modules'));
      const dir = labRepo(host, join(install, 'dist', 'cli', 'main.js'));
      rmSync(install, { recursive: true, force: true });
      const parts = [
        calls.edit(host, dir, { file: join(dir, 'HANDOVER.md'), from: 'Second entry.', to: 'Rewritten.' }),
      ];
      const s = await session(host, dir, parts.flat());
      expect(readFileSync(join(dir, 'HANDOVER.md'), 'utf8')).not.toContain('Rewritten.');
      const shown = s.results[lastIndex(parts, 0)].content;
      expect(shown).toMatch(/handover/);
      expect(shown).toMatch(/reinstall|handover init|npm install/);
    },
  );

  if (host === 'claude') {
    test(
      'subfolder-plugin',
      'blocks a rewrite in a session started in a subfolder, with the plugin installed',
      async () => {
        const marketplace = join(ROOT, '.claude-plugin', 'marketplace.json');
        expect(existsSync(marketplace), 'no .claude-plugin/marketplace.json in this repository').toBe(true);
        const name = (JSON.parse(readFileSync(marketplace, 'utf8')) as { name: string }).name;
        const dir = labRepo(host);
        const bin = installHost('claude');
        const plugin = (home: string) => {
          const env = {
            PATH: BARE_PATH,
            HOME: home,
            DISABLE_AUTOUPDATER: '1',
            CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
          };
          for (const args of [
            ['plugin', 'marketplace', 'add', ROOT],
            ['plugin', 'install', `handover@${name}`],
          ]) {
            const r = spawnSync(bin, args, { env, encoding: 'utf8', timeout: 120_000 });
            expect(r.status, `claude ${args.join(' ')}: ${r.stdout}${r.stderr}`).toBe(0);
          }
        };
        // Claude Code wants a file outside the session's folder read before it is edited.
        const parts = [
          [{ name: 'Read', input: { file_path: join(dir, 'HANDOVER.md') } }],
          calls.edit(host, dir, { file: join(dir, 'HANDOVER.md'), from: 'Second entry.', to: 'Rewritten.' }),
        ];
        const s = await session(host, dir, parts.flat(), { cwd: join(dir, 'src'), prepareHome: plugin });
        expect(readFileSync(join(dir, 'HANDOVER.md'), 'utf8')).not.toContain('Rewritten.');
        expect(s.results[1].content).toContain('handover/append-only');
        expect(s.results[1].content.replace(HOST_PREFIX.claude, '')).toMatch(FINDING);
      },
    );
  }
});

/**
 * The edit tools a model brings: Copilot CLI driven by a GPT-5 class id and opencode driven by `gpt-5` offer no
 * edit or write tool, only a freeform `apply_patch`; Codex also applies `apply_patch <<'EOF'` given to its shell
 * tool. Each variant, with the hooks handover init writes: an append passes, a rewrite of an old entry and an edit
 * of another agent's SYNC.md section are refused before they run, the finding first.
 */
describe.each(PATCH_VARIANTS)('$name: the edits go through apply_patch', (v) => {
  const guard = once(async () => {
    const dir = labRepo(v.host);
    const log = join(dir, 'HANDOVER.md');
    const parts = [
      [
        patchCall(v, dir, {
          file: log,
          from: 'Second entry.',
          to: `Second entry.\n\n## 3 · ${now()}\n\nThird, appended.`,
        }),
      ],
      [patchCall(v, dir, { file: log, from: 'Second entry.', to: 'Rewritten.' })],
      [
        patchCall(v, dir, {
          file: join(dir, 'SYNC.md'),
          from: '- **Current focus:** The chapter.',
          to: '- **Current focus:** Whatever lab says.',
        }),
      ],
    ];
    const s = await session(v.host, dir, parts.flat(), { model: v.model });
    // the host offered the tool the variant relies on (not the default edit tools)
    const offered = JSON.stringify(api.agentRequests(s.from)[0]?.body?.tools ?? []);
    expect(offered).toContain(v.tool);
    const names = api.offeredTools(s.from);
    for (const t of v.without) expect(names, `${v.name} offers ${t}`).not.toContain(t);
    return { ...s, at: parts.map((_, i) => lastIndex(parts, i)) };
  });

  it('lets an append through', async () => {
    const s = await guard();
    expect(readFileSync(join(s.dir, 'HANDOVER.md'), 'utf8')).toContain('Third, appended.');
    expect(s.results[s.at[0]].content).not.toMatch(/handover\/|blocked|[Dd]enied/);
  }, 300_000);

  it('refuses a rewrite of an old entry, the finding first, no hook script shown', async () => {
    const s = await guard();
    expect(readFileSync(join(s.dir, 'HANDOVER.md'), 'utf8')).not.toContain('Rewritten.');
    const shown = s.results[s.at[1]].content;
    expect(shown).toContain('handover/append-only');
    expect(shown.replace(HOST_PREFIX[v.host], '')).toMatch(FINDING);
    expect(shown).not.toMatch(SCRIPT);
  }, 300_000);

  it("refuses an edit of another agent's SYNC.md section", async () => {
    const s = await guard();
    expect(readFileSync(join(s.dir, 'SYNC.md'), 'utf8')).toBe(SYNC);
    const shown = s.results[s.at[2]].content;
    expect(shown).toContain('sync/section-owner');
    expect(shown.replace(HOST_PREFIX[v.host], '')).toMatch(FINDING);
  }, 300_000);
});

/**
 * opencode's older `patch` and `multiedit` tools: 1.18.33 has neither (its tool registry offers apply_patch to a model
 * id holding `gpt-` but not `oss` or `gpt-4`, edit and write to every other). A model that calls them anyway, with
 * the plugin handover init writes, reaches opencode's `invalid` tool: the rewrite is not applied and the model is told
 * the tool is unavailable. The plugin's own judgement of these names is held by unit tests (test/hooks/hosts.test.ts).
 */
describe.each(['m', 'gpt-5'])('opencode 1.18.33 on model %s: patch and multiedit', (model) => {
  it('do not exist: a rewrite of an old entry through either is not applied, the model is told so', async () => {
    const dir = labRepo('opencode');
    const log = join(dir, 'HANDOVER.md');
    const before = readFileSync(log, 'utf8');
    const patch = patchCall(PATCH_VARIANTS[1], dir, { file: log, from: 'Second entry.', to: 'Rewritten.' });
    const s = await session(
      'opencode',
      dir,
      [
        { name: 'patch', input: patch.input },
        {
          name: 'multiedit',
          input: { filePath: log, edits: [{ oldString: 'Second entry.', newString: 'Rewritten.' }] },
        },
      ],
      { model },
    );
    expect(readFileSync(log, 'utf8')).toBe(before);
    const offered = api.offeredTools(s.from);
    for (const [i, tool] of ['patch', 'multiedit'].entries()) {
      expect(offered).not.toContain(tool);
      expect(s.results[i].content).toContain(`unavailable tool '${tool}'`);
    }
  }, 300_000);
});

/**
 * The stop hook as Gemini CLI runs it (AfterAgent): a session that changed the repo without a handover entry or its
 * SYNC.md section is asked to report, and what the hook returns reaches the model as Gemini's next prompt.
 */
describe('gemini at the end of a turn (AfterAgent)', () => {
  it('sends the model the request to report before it stops, once', async () => {
    const dir = labRepo('gemini');
    const s = await session(
      'gemini',
      dir,
      calls.edit('gemini', dir, { file: join(dir, 'src', 'a.ts'), from: 'a', to: 'b' }),
    );
    expect(readFileSync(join(dir, 'src', 'a.ts'), 'utf8')).toBe('b\n');
    expectTold(s, 'You changed this repo in this session (src/a.ts) but did not report it');
    expectTold(s, 'handover append');
    // Asked once: the retry Gemini runs with stop_hook_active is let go.
    const asked = api.agentRequests(s.from).filter((r) => requestText(r).includes('did not report it'));
    expect(asked.length).toBeGreaterThan(0);
    const last = requestText(asked.at(-1)!);
    expect(last.split('did not report it').length - 1).toBe(1);
  }, 300_000);
});

/**
 * `handover doctor` checked against the host itself: for a state of the user's trust, doctor's verdict for
 * that agent and what the real host then does with a rewrite of an old entry must agree ("live" exactly when
 * the host blocks it). The trust is given as the host keeps it, in the same throwaway HOME doctor reads.
 */
/**
 * Qwen Code in a folder it does not trust falls back to asking before every edit, and a session without a terminal
 * then has no edit tool at all, unless the user allowed it (here on the command line; `permissions.allow` in the
 * settings alike).
 */
const QWEN_ALLOWED = ['--allowed-tools', 'read_file', '--allowed-tools', 'edit', '--allowed-tools', 'write_file'];

describe('handover doctor agrees with the real host', () => {
  interface Case {
    host: HostName;
    trust: RunOptions['trust'];
    args?: string[];
    name: string;
    /** The model id that changes the host's edit tools, and the variant that edits through apply_patch. */
    model?: string;
    variant?: PatchVariant;
    /** Environment for the host and for doctor alike (the user's shell). */
    env?: Record<string, string>;
    /**
     * The rewrite through a third-party MCP server's `write_file` (test/fixtures/mcp-fs/server.mjs), registered as
     * the host registers one (Codex: `mcp_servers` in its config, set with -c; Gemini CLI: the project's settings).
     */
    mcp?: boolean;
    /**
     * Qwen Code's own folder moved by QWEN_HOME (the one the harness set up), HOME another, empty one: the variable
     * set in the environment, or in `~/.env`, which Qwen Code reads it from at startup.
     */
    qwenHome?: 'env' | 'dotenv';
  }

  /** The MCP server registered for `host` in `dir`, and the tool calls that rewrite `e.file` through it. */
  function mcpRewrite(host: HostName, dir: string, e: { file: string }): { args: string[]; script: ToolCall[] } {
    const content = '# Handover: lab\n\nRewritten.\n';
    if (host === 'codex')
      return {
        args: [
          '-c',
          `mcp_servers.fs.command=${JSON.stringify(process.execPath)}`,
          '-c',
          `mcp_servers.fs.args=["${FS}"]`,
        ],
        script: [
          { name: 'tool_search', input: { query: 'write file', limit: 5 } },
          { name: 'write_file', namespace: 'mcp__fs', input: { path: e.file, content } },
        ],
      };
    const file = join(dir, '.gemini', 'settings.json');
    const settings = JSON.parse(readFileSync(file, 'utf8'));
    settings.mcpServers = { fs: { command: process.execPath, args: [FS] } };
    writeFileSync(file, JSON.stringify(settings, null, 2));
    git(dir, ['commit', '-qam', 'fs server', '--no-verify']);
    return { args: [], script: [{ name: 'mcp_fs_write_file', input: { path: e.file, content } }] };
  }

  async function verdict(c: Case) {
    const { host } = c;
    const dir = labRepo(host);
    const home = throwawayHome();
    temps.push(home);
    const e = { file: join(dir, 'HANDOVER.md'), from: 'Second entry.', to: 'Rewritten.' };
    const mcp = c.mcp ? mcpRewrite(host, dir, e) : null;
    api.script = mcp ? mcp.script : c.variant ? [patchCall(c.variant, dir, e)] : calls.edit(host, dir, e);
    const bin = installHost(host);
    const moved: Record<string, string> = c.qwenHome ? { QWEN_HOME: join(home, '.qwen'), HOME: throwawayHome() } : {};
    if (moved.HOME) temps.push(moved.HOME);
    if (c.qwenHome === 'dotenv') {
      writeFileSync(join(moved.HOME, '.env'), `QWEN_HOME=${moved.QWEN_HOME}\n`);
      delete moved.QWEN_HOME;
    }
    const run = await runHost(host, {
      bin,
      cwd: dir,
      baseUrl,
      trust: c.trust,
      args: [...(c.args ?? []), ...(mcp?.args ?? [])],
      home,
      model: c.model,
      env: { ...moved, ...c.env },
    });
    expect(run.code, run.stderr.slice(-1500)).toBe(0);
    const blocked = !readFileSync(join(dir, 'HANDOVER.md'), 'utf8').includes('Rewritten.');
    // doctor sees the host on PATH (Codex's own hooks/list), as in the user's shell
    const PATH = `${dirname(bin)}:${BARE_PATH}`;
    const env = { HOME: home, PATH, CODEX_HOME: join(home, '.codex'), ...moved, ...c.env };
    const doctor = runCli(['doctor'], { cwd: dir, env });
    // One line per guard: `  <verdict>  <agent>[: why]`.
    const label = {
      claude: 'Claude Code',
      codex: 'Codex',
      gemini: 'Gemini CLI',
      qwen: 'Qwen Code',
      copilot: 'Copilot CLI',
      opencode: 'opencode',
    }[host];
    const line = (doctor.stdout + doctor.stderr).split('\n').find((l) => /^\s/.test(l) && l.includes(label)) ?? '';
    return { blocked, doctor, line, live: /^\s*live\s/.test(line) };
  }

  const [copilotGpt5, opencodeGpt5, codexShell, codexGpt41] = PATCH_VARIANTS;
  const cases: Case[] = [
    { host: 'codex', trust: 'folder', name: 'Codex, hooks not trusted: not live, and Codex lets the rewrite through' },
    { host: 'codex', trust: true, name: 'Codex, hooks trusted: live, and Codex blocks the rewrite' },
    {
      host: 'codex',
      trust: true,
      variant: codexShell,
      name: 'Codex, hooks trusted, apply_patch through its shell: live, and Codex blocks the rewrite',
    },
    {
      host: 'codex',
      trust: true,
      model: 'gpt-4.1',
      variant: codexGpt41,
      name: 'Codex on gpt-4.1 (no apply_patch tool, the patch through its shell), hooks trusted: live, and Codex blocks it',
    },
    {
      host: 'codex',
      trust: true,
      mcp: true,
      name: "Codex, hooks trusted, an MCP server's write_file (behind tool_search): live, and Codex blocks the rewrite",
    },
    {
      host: 'codex',
      trust: 'session-only',
      name: 'Codex, only the SessionStart hook trusted: not live, and Codex lets the rewrite through',
    },
    {
      host: 'codex',
      trust: 'modified',
      name: "Codex, the guard's trusted hash no longer matches: not live, and Codex lets the rewrite through",
    },
    {
      host: 'gemini',
      trust: false,
      args: ['--skip-trust'],
      name: 'Gemini CLI, folder not trusted (--skip-trust): not live, and Gemini lets the rewrite through',
    },
    { host: 'gemini', trust: true, name: 'Gemini CLI, folder trusted: live, and Gemini blocks the rewrite' },
    {
      host: 'gemini',
      trust: true,
      mcp: true,
      name: "Gemini CLI, folder trusted, an MCP server's write_file: live, and Gemini blocks the rewrite",
    },
    {
      host: 'gemini',
      trust: false,
      env: { GEMINI_CLI_TRUST_WORKSPACE: 'true' },
      name: 'Gemini CLI, trusted through GEMINI_CLI_TRUST_WORKSPACE: live, and Gemini blocks the rewrite',
    },
    { host: 'qwen', trust: true, name: 'Qwen Code, folder trusted: live, and Qwen blocks the rewrite' },
    {
      host: 'qwen',
      trust: false,
      args: QWEN_ALLOWED,
      name: 'Qwen Code, folder not trusted (edit tools allowed): not live, and Qwen lets the rewrite through',
    },
    {
      host: 'qwen',
      trust: false,
      args: QWEN_ALLOWED,
      qwenHome: 'env',
      name: 'Qwen Code, folder not trusted in the QWEN_HOME folder it reads: not live, and Qwen lets the rewrite through',
    },
    {
      host: 'qwen',
      trust: false,
      args: QWEN_ALLOWED,
      qwenHome: 'dotenv',
      name: 'Qwen Code, folder not trusted in the QWEN_HOME folder ~/.env names: not live, and Qwen lets the rewrite through',
    },
    {
      host: 'qwen',
      trust: true,
      qwenHome: 'env',
      name: 'Qwen Code, folder trusted in the QWEN_HOME folder it reads: live, and Qwen blocks the rewrite',
    },
    {
      host: 'copilot',
      trust: false,
      name: 'Copilot CLI, folder not trusted: not live, and Copilot lets the rewrite through',
    },
    { host: 'copilot', trust: true, name: 'Copilot CLI, folder trusted: live, and Copilot blocks the rewrite' },
    {
      host: 'copilot',
      trust: true,
      model: 'gpt-5.5',
      variant: copilotGpt5,
      name: 'Copilot CLI on gpt-5.5 (apply_patch), folder trusted: live, and Copilot blocks the rewrite',
    },
    {
      host: 'opencode',
      trust: true,
      model: 'gpt-5',
      variant: opencodeGpt5,
      name: 'opencode on gpt-5 (apply_patch): live, and opencode blocks the rewrite',
    },
  ];
  for (const c of cases) {
    const fn = async () => {
      const v = await verdict(c);
      expect(v.line, `doctor said nothing about ${c.host}:\n${v.doctor.stdout}${v.doctor.stderr}`).not.toBe('');
      expect({ live: v.live, line: v.line }).toMatchObject({ live: v.blocked });
      // A guard that is not live makes doctor exit 1 (other guards of the repo decide whether a live one exits 0).
      if (!v.live) expect(v.doctor.code).toBe(1);
    };
    it(c.name, fn, 300_000);
  }
});
