import { execFileSync, spawn } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The agent hosts the suite drives, each pinned to a release from npm (bump deliberately, with the suite green),
 * installed once into test/e2e/.cache (shared with the other worktrees) and run against the fake API on
 * 127.0.0.1 with a throwaway HOME, no telemetry or update checks, and a PATH without handover.
 */
export const HOSTS = {
  claude: { pkg: '@anthropic-ai/claude-code', version: '2.1.332', bin: 'claude', dir: 'claude-code' },
  codex: { pkg: '@openai/codex', version: '0.171.0', bin: 'codex', dir: 'codex' },
  gemini: { pkg: '@google/gemini-cli', version: '0.61.0', bin: 'gemini', dir: 'gemini-cli' },
  qwen: { pkg: '@qwen-code/qwen-code', version: '0.24.4', bin: 'qwen', dir: 'qwen-code' },
  copilot: { pkg: '@github/copilot', version: '1.0.102', bin: 'copilot', dir: 'copilot' },
  opencode: { pkg: 'opencode-ai', version: '1.18.33', bin: 'opencode', dir: 'opencode' },
} as const;
export type HostName = keyof typeof HOSTS;

/** The hosts whose hooks are shell commands in a settings file (opencode's are a JavaScript plugin). */
export const COMMAND_HOSTS = (Object.keys(HOSTS) as HostName[]).filter(
  (h): h is Exclude<HostName, 'opencode'> => h !== 'opencode',
);

const CACHE = fileURLToPath(new URL('./.cache/', import.meta.url));

/** PATH for the hosts and their hooks: system tools and this node, so `handover` is not on it. */
const NODE_DIR = join(process.execPath, '..');
export const BARE_PATH = ['/usr/bin', '/bin'].includes(NODE_DIR) ? '/usr/bin:/bin' : `/usr/bin:/bin:${NODE_DIR}`;

/** Installs the pinned package from npm into the cache (once) and returns its binary, checked for the version. */
export function installHost(host: HostName): string {
  const h = HOSTS[host];
  const prefix = join(CACHE, `${h.dir}-${h.version}`);
  const bin = join(prefix, 'node_modules', '.bin', h.bin);
  if (!existsSync(bin)) {
    mkdirSync(prefix, { recursive: true });
    execFileSync(
      'npm',
      ['install', '--no-audit', '--no-fund', '--no-save', '--prefix', prefix, `${h.pkg}@${h.version}`],
      {
        stdio: 'inherit',
        timeout: 600_000,
      },
    );
  }
  const v = execFileSync(bin, ['--version'], {
    encoding: 'utf8',
    env: { PATH: BARE_PATH, HOME: CACHE },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  if (!v.includes(h.version)) throw new Error(`expected ${h.pkg} ${h.version}, got ${v}`);
  return bin;
}

export interface HostRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** The output lines that parse as JSON (stream-json and --json events). */
  events: (Record<string, unknown> & { type?: string })[];
}

export interface RunOptions {
  bin: string;
  cwd: string;
  baseUrl: string;
  prompt?: string;
  /** Extra arguments for the host. */
  args?: string[];
  /** Extra environment. */
  env?: Record<string, string>;
  /**
   * Trust the project folder, and for Codex its hooks, the way a user would (default true). For Codex, `'bypass'`
   * uses its `--dangerously-bypass-hook-trust` switch instead of recording trust for each hook; `'folder'` trusts
   * the folder only (Codex's hooks stay untrusted); `'session-only'` trusts only its SessionStart hook; `'modified'`
   * trusts every hook, then changes the PreToolUse entry (its timeout) so its trusted hash no longer matches.
   */
  trust?: boolean | 'bypass' | 'folder' | 'session-only' | 'modified';
  /** Folders to trust besides cwd (a repo root when the session starts in a subfolder). */
  trustAlso?: string[];
  /** Called with the throwaway HOME before the host starts (to install a plugin, say). */
  prepareHome?: (home: string) => void;
  /** Run with this HOME and keep it (the caller removes it), to look at what the host left there. */
  home?: string;
  /**
   * The model id the host asks the fake API for, where it changes the host's tools (Copilot CLI offers
   * `apply_patch` instead of `edit`/`create` to a GPT-5 class id; opencode does for `gpt-5`); default: each host's own.
   */
  model?: string;
  /** Keys added to opencode's user config (opencode.json), say a `permission` the user granted. */
  opencodeConfig?: Record<string, unknown>;
}

/** A throwaway HOME outside /tmp's world-writable root so Codex does not refuse its helper links. */
export function throwawayHome(): string {
  return mkdtempSync(join(tmpdir(), 'handover-e2e-home-'));
}

const COMMON_ENV = {
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  NO_COLOR: '1',
  CI: '1',
  TERM: 'dumb',
};

function spawnHost(bin: string, args: string[], cwd: string, env: Record<string, string>): Promise<HostRun> {
  return new Promise((ok, fail) => {
    const child = spawn(bin, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => {
      out += c;
    });
    child.stderr.setEncoding('utf8').on('data', (c: string) => {
      err += c;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 150_000);
    child.on('error', fail);
    child.on('close', (code) => {
      clearTimeout(timer);
      const events = out
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .flatMap((l) => {
          try {
            return [JSON.parse(l)];
          } catch {
            return [];
          }
        });
      ok({ code, stdout: out, stderr: err, events });
    });
  });
}

/** Runs one host non-interactively in `cwd` against the fake API; the HOME is removed afterwards. */
export async function runHost(host: HostName, o: RunOptions): Promise<HostRun> {
  const home = o.home ?? throwawayHome();
  try {
    o.prepareHome?.(home);
    const setup = SETUP[host](home, o);
    const t = o.trust ?? true;
    if (host === 'codex' && (t === true || t === 'session-only' || t === 'modified'))
      await trustCodexHooks(o.bin, home, o.cwd, t === 'session-only' ? ':session_start:' : ':');
    if (host === 'codex' && t === 'modified') {
      const file = join(o.cwd, '.codex', 'hooks.json');
      const hooks = JSON.parse(readFileSync(file, 'utf8'));
      hooks.hooks.PreToolUse[0].hooks[0].timeout = 599;
      writeFileSync(file, JSON.stringify(hooks, null, 2));
    }
    return await spawnHost(o.bin, setup.args, o.cwd, {
      ...COMMON_ENV,
      PATH: BARE_PATH,
      HOME: home,
      ...setup.env,
      ...o.env,
    });
  } finally {
    if (!o.home) rmSync(home, { recursive: true, force: true });
  }
}

type Setup = (home: string, o: RunOptions) => { args: string[]; env: Record<string, string> };

const real = (p: string) => realpathSync(p);
const prompt = (o: RunOptions) => o.prompt ?? 'Do the scripted task.';

const claudeSetup: Setup = (_home, o) => ({
  args: [
    '-p',
    prompt(o),
    '--output-format',
    'stream-json',
    '--verbose',
    '--include-hook-events',
    '--permission-mode',
    'acceptEdits',
    '--allowedTools',
    'Bash Edit Write Read',
    ...(o.args ?? []),
  ],
  env: {
    ANTHROPIC_BASE_URL: o.baseUrl,
    ANTHROPIC_API_KEY: 'sk-ant-e2e-fake',
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    DISABLE_AUTOUPDATER: '1',
    DISABLE_TELEMETRY: '1',
  },
});

/**
 * Codex: a custom provider on the Responses API in $CODEX_HOME/config.toml. Project hooks (.codex/hooks.json)
 * load only from a trusted project, and then only hooks the user has trusted (the /hooks review in the TUI,
 * persisted as a hash in config.toml); `--dangerously-bypass-hook-trust` is Codex's own switch for automation.
 */
const codexSetup: Setup = (home, o) => {
  const codexHome = join(home, '.codex');
  mkdirSync(codexHome, { recursive: true });
  const trusted = o.trust === false ? [] : [o.cwd, ...(o.trustAlso ?? [])];
  const projects = trusted.map((p) => `[projects.${JSON.stringify(real(p))}]\ntrust_level = "trusted"\n`).join('\n');
  writeFileSync(
    join(codexHome, 'config.toml'),
    `model = "${o.model ?? 'gpt-5.5'}"
model_provider = "fake"
approval_policy = "never"
sandbox_mode = "danger-full-access"
check_for_update_on_startup = false

[analytics]
enabled = false

[model_providers.fake]
name = "fake"
base_url = "${o.baseUrl}/v1"
wire_api = "responses"
env_key = "FAKE_OPENAI_API_KEY"
request_max_retries = 0
stream_max_retries = 0

${projects}`,
  );
  return {
    args: [
      'exec',
      '--json',
      '--skip-git-repo-check',
      ...(o.trust === 'bypass' ? ['--dangerously-bypass-hook-trust'] : []),
      ...(o.args ?? []),
      prompt(o),
    ],
    env: { CODEX_HOME: codexHome, FAKE_OPENAI_API_KEY: 'sk-e2e-fake' },
  };
};

/**
 * Trusts every project hook Codex finds for `cwd`, as a user does in the TUI's hook review: asks Codex's own
 * app server (`hooks/list`) for each hook's key and current hash and records them under `[hooks.state]` in
 * config.toml, where Codex keeps that trust.
 */
async function trustCodexHooks(bin: string, home: string, cwd: string, only = ':'): Promise<void> {
  const codexHome = join(home, '.codex');
  const child = spawn(bin, ['app-server'], {
    env: { ...COMMON_ENV, PATH: BARE_PATH, HOME: home, CODEX_HOME: codexHome },
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  const hooks = await new Promise<{ key: string; currentHash: string; trustStatus: string }[]>((ok, fail) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error('codex app-server did not answer hooks/list')), 60_000);
    child.stdout.setEncoding('utf8').on('data', (c: string) => {
      out += c;
      for (const line of out.split('\n')) {
        if (!line.includes('"id":2')) continue;
        clearTimeout(timer);
        const r = JSON.parse(line) as { result?: { data: { hooks: never[] }[] }; error?: unknown };
        if (!r.result) return fail(new Error(`codex hooks/list: ${JSON.stringify(r.error)}`));
        return ok(r.result.data.flatMap((d) => d.hooks));
      }
    });
    child.on('error', fail);
    const send = (m: unknown) => child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...(m as object) })}\n`);
    send({ id: 1, method: 'initialize', params: { clientInfo: { name: 'handover-e2e', version: '0' } } });
    send({ method: 'initialized' });
    send({ id: 2, method: 'hooks/list', params: { cwds: [real(cwd)] } });
  }).finally(() => child.kill('SIGKILL'));
  const state = hooks
    .filter((h) => h.trustStatus !== 'managed' && h.key.includes(only))
    .map((h) => `[hooks.state.${JSON.stringify(h.key)}]\ntrusted_hash = ${JSON.stringify(h.currentHash)}\n`)
    .join('\n');
  appendFileSync(join(codexHome, 'config.toml'), `\n${state}`);
}

/** Gemini CLI: an API key for the Gemini API at GOOGLE_GEMINI_BASE_URL; the project folder trusted in trustedFolders.json. */
const geminiSetup: Setup = (home, o) => {
  const dir = join(home, '.gemini');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'settings.json'),
    JSON.stringify({
      security: { auth: { selectedType: 'gemini-api-key' }, folderTrust: { enabled: true } },
      privacy: { usageStatisticsEnabled: false },
      telemetry: { enabled: false },
      general: { disableAutoUpdate: true, disableUpdateNag: true },
      model: { name: 'gemini-2.5-pro' },
    }),
  );
  const trusted = o.trust === false ? [] : [o.cwd, ...(o.trustAlso ?? [])];
  writeFileSync(
    join(dir, 'trustedFolders.json'),
    JSON.stringify(Object.fromEntries(trusted.map((p) => [real(p), 'TRUST_FOLDER']))),
  );
  return {
    args: ['-p', prompt(o), '--output-format', 'stream-json', '--approval-mode', 'yolo', ...(o.args ?? [])],
    // No relaunch into a second node with a bigger heap: seconds saved per session on a small machine.
    env: { GEMINI_API_KEY: 'e2e-fake-key', GOOGLE_GEMINI_BASE_URL: o.baseUrl, GEMINI_CLI_NO_RELAUNCH: 'true' },
  };
};

/** Qwen Code: the OpenAI-compatible provider at OPENAI_BASE_URL, chosen in ~/.qwen/settings.json. */
const qwenSetup: Setup = (home, o) => {
  const dir = join(home, '.qwen');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'settings.json'),
    JSON.stringify({
      security: { auth: { selectedType: 'openai' }, folderTrust: { enabled: true } },
      privacy: { usageStatisticsEnabled: false },
      telemetry: { enabled: false },
      general: { disableAutoUpdate: true, disableUpdateNag: true },
      model: { name: 'qwen3-coder-plus' },
      // The background memory agent offers the edit tools too; off, so only the session's own loop gets the script.
      memory: { enableManagedAutoMemory: false, enableManagedAutoDream: false },
    }),
  );
  const trusted = o.trust === false ? [] : [o.cwd, ...(o.trustAlso ?? [])];
  writeFileSync(
    join(dir, 'trustedFolders.json'),
    JSON.stringify(Object.fromEntries(trusted.map((p) => [real(p), 'TRUST_FOLDER']))),
  );
  return {
    args: ['-p', prompt(o), '--output-format', 'stream-json', '--approval-mode', 'yolo', ...(o.args ?? [])],
    env: {
      OPENAI_API_KEY: 'sk-e2e-fake',
      OPENAI_BASE_URL: `${o.baseUrl}/v1`,
      OPENAI_MODEL: 'qwen3-coder-plus',
      QWEN_CODE_NO_RELAUNCH: 'true',
    },
  };
};

/**
 * GitHub Copilot CLI: offline, with its own key for a custom provider (BYOK) at COPILOT_PROVIDER_BASE_URL on the
 * chat-completions wire, so no GitHub login. The project folder trusted in ~/.copilot/config.json
 * (`trustedFolders`), where Copilot keeps the folders a user trusted; it loads .github/hooks only there (the same
 * list in settings.json, which its help names, is not read for this).
 */
const copilotSetup: Setup = (home, o) => {
  const dir = join(home, '.copilot');
  mkdirSync(dir, { recursive: true });
  const trusted = o.trust === false ? [] : [o.cwd, ...(o.trustAlso ?? [])];
  writeFileSync(join(dir, 'config.json'), JSON.stringify({ trustedFolders: trusted.map(real) }));
  return {
    args: ['-p', prompt(o), '--allow-all-tools', '--no-auto-update', '--disable-client-telemetry', ...(o.args ?? [])],
    env: {
      COPILOT_OFFLINE: 'true',
      COPILOT_PROVIDER_BASE_URL: `${o.baseUrl}/v1`,
      COPILOT_PROVIDER_API_KEY: 'sk-e2e-fake',
      COPILOT_MODEL: o.model ?? 'gpt-4.1',
      COPILOT_AUTO_UPDATE: 'false',
    },
  };
};

/**
 * opencode: an OpenAI-compatible provider at the fake API in ~/.config/opencode/opencode.json, chosen as the model;
 * `opencode run` answers one prompt and exits. It loads a project's `.opencode/plugins/` without asking.
 */
const opencodeSetup: Setup = (home, o) => {
  const dir = join(home, '.config', 'opencode');
  mkdirSync(dir, { recursive: true });
  const provider = {
    npm: '@ai-sdk/openai-compatible',
    name: 'fake',
    options: { baseURL: `${o.baseUrl}/v1`, apiKey: 'sk-e2e-fake' },
    models: { [o.model ?? 'm']: { name: o.model ?? 'm', tool_call: true } },
  };
  writeFileSync(
    join(dir, 'opencode.json'),
    JSON.stringify({
      provider: { fake: provider },
      model: `fake/${o.model ?? 'm'}`,
      autoupdate: false,
      share: 'disabled',
      ...o.opencodeConfig,
    }),
  );
  return {
    args: ['run', ...(o.args ?? []), prompt(o)],
    env: {
      OPENCODE_DISABLE_AUTOUPDATE: 'true',
      OPENCODE_DISABLE_LSP_DOWNLOAD: 'true',
      OPENCODE_DISABLE_MODELS_FETCH: 'true',
      OPENCODE_DISABLE_DEFAULT_PLUGINS: 'true',
      OPENCODE_DISABLE_SHARE: 'true',
    },
  };
};

const SETUP: Record<HostName, Setup> = {
  opencode: opencodeSetup,
  claude: claudeSetup,
  codex: codexSetup,
  gemini: geminiSetup,
  qwen: qwenSetup,
  copilot: copilotSetup,
};
