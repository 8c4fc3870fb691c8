import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { git, makeRepo } from '../helpers/repo.js';
import { calls, wirePreToolHook } from './agents.js';
import { FakeApi, requestText } from './fake-api.js';
import { COMMAND_HOSTS, installHost, runHost, type HostName, type RunOptions } from './hosts.js';

/**
 * What each real host does with its pre-tool hook's exit status: a hook that prints a line to stderr and exits
 * 0, 1, 2 or 127 (the status of a command that cannot start) on four file writes in one session. Whether the
 * file is written, and what the model is shown, is the contract the guard's hook commands are built on.
 */
const api = new FakeApi();
let baseUrl: string;
beforeAll(async () => {
  baseUrl = await api.start();
}, 60_000);
afterAll(() => api.stop());

const STATUSES = [0, 1, 2, 127] as const;
const HOOK = [
  'i="$(cat)"',
  'case "$i" in',
  ...STATUSES.map((s) => `  *status-${s}.txt*) echo "probe hook said ${s}" >&2; exit ${s} ;;`),
  'esac',
  'exit 0',
].join('\n');

interface Observed {
  status: number;
  written: boolean;
  shown: string;
}

/** Runs the four writes through `host` and reports, per status, whether the file exists and what the model saw. */
async function observe(host: HostName, o: Pick<RunOptions, 'trust' | 'args'> = {}): Promise<Observed[]> {
  const bin = installHost(host);
  const dir = makeRepo([{ files: { 'README.md': '# x\n' } }]);
  try {
    wirePreToolHook(host, dir, HOOK);
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-qm', 'hook', '--no-verify']);
    api.script = STATUSES.flatMap((s) => calls.write(host, dir, join(dir, `status-${s}.txt`), `status ${s}\n`));
    const from = api.requests.length;
    const run = await runHost(host, { bin, cwd: dir, baseUrl, ...o });
    expect(run.code, run.stderr).toBe(0);
    const results = api.toolResults(from);
    expect(results, JSON.stringify(results)).toHaveLength(STATUSES.length);
    return STATUSES.map((status, i) => ({
      status,
      written: existsSync(join(dir, `status-${status}.txt`)),
      shown: results[i].content,
    }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Observed with the pinned versions: every host blocks on 2; Gemini CLI also on 127 (and not on 1); Copilot CLI
 * on every status but 0, never showing the stderr; the others let a hook that cannot start (127) through. On a block,
 * what the model reads before the hook's stderr (Claude Code puts the whole hook command in it).
 */
const EXPECTED: Record<HostName, { blocks: number[]; shown: (status: number) => RegExp }> = {
  claude: {
    blocks: [2],
    shown: (s) => new RegExp(`^PreToolUse:Write hook error: \\[i="\\$\\(cat\\)"[\\s\\S]*\\]: probe hook said ${s}\\n$`),
  },
  codex: {
    blocks: [2],
    shown: (s) =>
      new RegExp(`^Command blocked by PreToolUse hook: probe hook said ${s}\\. Command: \\*\\*\\* Begin Patch`),
  },
  gemini: { blocks: [2, 127], shown: (s) => new RegExp(`^Tool execution blocked: probe hook said ${s}$`) },
  qwen: { blocks: [2], shown: (s) => new RegExp(`^probe hook said ${s}$`) },
  // Copilot CLI refuses on any exit but 0, and never shows the stderr: a JSON permissionDecisionReason is shown.
  copilot: {
    blocks: [1, 2, 127],
    shown: (s) =>
      s === 2
        ? /^Denied by preToolUse hook: hook exited with code 2$/
        : /^Denied by preToolUse hook from "\.github\/hooks\/probe\.json" \(hook errored\)$/,
  },
};

describe.each(COMMAND_HOSTS)('%s on a pre-tool hook exit status', (host) => {
  const want = EXPECTED[host];
  it(`blocks on ${want.blocks.join(' and ')} with the hook's stderr shown to the model; lets the others through`, async () => {
    const seen = await observe(host);
    for (const o of seen) {
      if (want.blocks.includes(o.status)) {
        expect(o, `exit ${o.status}`).toMatchObject({
          written: false,
          shown: expect.stringMatching(want.shown(o.status)),
        });
      } else {
        expect(o, `exit ${o.status}`).toMatchObject({ written: true });
        expect(o.shown, `exit ${o.status}`).not.toContain('probe hook said');
      }
    }
  }, 240_000);
});

/**
 * Project hooks that the host does not load: every write goes through, and nothing tells the model (or, in a
 * non-interactive run, the user) that a hook was skipped. What `handover doctor` has to detect.
 */
describe('project hooks a host skips', () => {
  const unguarded = (seen: Observed[]) => {
    for (const o of seen) {
      expect(o, `exit ${o.status}`).toMatchObject({ written: true });
      expect(o.shown).not.toContain('probe hook said');
    }
  };
  it('Codex runs no project hook the user has not trusted, even in a trusted folder', async () => {
    unguarded(await observe('codex', { trust: 'folder' }));
  }, 240_000);
  it('Gemini CLI, run headless in an untrusted folder with --skip-trust (the flag its own refusal suggests), runs no project hook', async () => {
    unguarded(await observe('gemini', { trust: false, args: ['--skip-trust'] }));
  }, 240_000);
  it('Qwen Code, in a folder it does not trust (the edit tools allowed: its approval mode falls back to asking), runs no project hook', async () => {
    unguarded(
      await observe('qwen', { trust: false, args: ['--allowed-tools', 'edit', '--allowed-tools', 'write_file'] }),
    );
  }, 240_000);
});

/**
 * After a shell command, a post-tool hook that exits 2 with a line on stderr: whether the model is told (what the
 * check after a shell command relies on). Observed with the pinned versions: Claude Code, Codex and Gemini CLI
 * show it; Qwen Code 0.24.4 and Copilot CLI 1.0.102 run the hook (its payload arrives) but the model sees the bare
 * command result (both show a JSON additionalContext instead: what the guard's post-command check uses there).
 */
describe.each(COMMAND_HOSTS)('%s on a post-tool hook that exits 2 after a shell command', (host) => {
  const shown = host !== 'qwen' && host !== 'copilot';
  it(shown ? "shows the hook's stderr to the model" : "does not show the hook's stderr to the model", async () => {
    const dir = makeRepo([{ files: { 'README.md': '# x\n' } }]);
    try {
      wirePreToolHook(host, dir, 'cat >/dev/null; echo "post hook said 2" >&2; exit 2', 'post');
      git(dir, ['add', '-A']);
      git(dir, ['commit', '-qm', 'hook', '--no-verify']);
      api.script = calls.shell(host, 'echo hi > x.txt');
      const from = api.requests.length;
      const run = await runHost(host, { bin: installHost(host), cwd: dir, baseUrl });
      expect(run.code, run.stderr).toBe(0);
      expect(existsSync(join(dir, 'x.txt'))).toBe(true);
      const told = api.agentRequests(from).some((r) => requestText(r).includes('post hook said 2'));
      expect(told, JSON.stringify(api.toolResults(from))).toBe(shown);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
