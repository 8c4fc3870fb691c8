import { mkdirSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { git, makeRepo, tempDir } from '../helpers/repo.js';
import { FakeApi, type ToolCall } from './fake-api.js';
import { COMMAND_HOSTS, installHost, runHost, type HostName } from './hosts.js';

/**
 * Captures the hook payloads each real host sends (a hook that writes its stdin to a file, on every event the
 * guard uses) and keeps them under test/fixtures/hook-payloads/<host>/<event>[-<tool>].json. Run with
 * HANDOVER_WRITE_FIXTURES=1 to (re)write the fixtures; otherwise the test checks that the host still sends
 * payloads of the stored shape (the same keys, the same tool names), so a version bump cannot silently
 * change what the guard reads.
 */
const FIXTURES = fileURLToPath(new URL('../fixtures/hook-payloads/', import.meta.url));
const WRITE = process.env.HANDOVER_WRITE_FIXTURES === '1';

const api = new FakeApi();
let baseUrl: string;
beforeAll(async () => {
  baseUrl = await api.start();
}, 60_000);
afterAll(() => api.stop());

const LOG = '# Handover: lab\n\nAppend-only.\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst entry.\n';

/** Each host's events (as its settings name them) and where its project hooks live. */
const WIRING: Record<HostName, { file: string; events: string[]; extra?: Record<string, unknown> }> = {
  claude: { file: '.claude/settings.json', events: ['SessionStart', 'PreToolUse', 'PostToolUse', 'Stop'] },
  codex: { file: '.codex/hooks.json', events: ['SessionStart', 'PreToolUse', 'PostToolUse', 'Stop'] },
  gemini: { file: '.gemini/settings.json', events: ['SessionStart', 'BeforeTool', 'AfterTool', 'AfterAgent'] },
  qwen: { file: '.qwen/settings.json', events: ['SessionStart', 'PreToolUse', 'PostToolUse', 'Stop'] },
  copilot: { file: '.github/hooks/capture.json', events: ['sessionStart', 'preToolUse', 'postToolUse', 'agentStop'] },
};

/** The script per host: an edit of HANDOVER.md, a new file written, a shell command (and Codex's apply_patch forms). */
function script(host: HostName, dir: string): ToolCall[] {
  const log = join(dir, 'HANDOVER.md');
  const append = { old: 'First entry.', new: 'First entry.\n\n## 2 · 2026-11-29T11:00:00Z\n\nSecond entry.' };
  const shell = 'echo note >> notes.txt';
  switch (host) {
    case 'claude':
      return [
        { name: 'Edit', input: { file_path: log, old_string: append.old, new_string: append.new } },
        { name: 'Write', input: { file_path: join(dir, 'b.txt'), content: 'b\n' } },
        { name: 'Bash', input: { command: shell, description: 'add a note' } },
      ];
    case 'codex':
      return [
        {
          name: 'apply_patch',
          input: {
            patch: `*** Begin Patch\n*** Update File: HANDOVER.md\n@@\n First entry.\n+\n+## 2 · 2026-11-29T11:00:00Z\n+\n+Second entry.\n*** End Patch\n`,
          },
        },
        { name: 'apply_patch', input: { patch: '*** Begin Patch\n*** Add File: b.txt\n+b\n*** End Patch\n' } },
        { name: 'exec_command', input: { cmd: shell } },
      ];
    case 'gemini':
      return [
        {
          name: 'replace',
          input: { file_path: log, old_string: append.old, new_string: append.new, instruction: 'append an entry' },
        },
        { name: 'write_file', input: { file_path: join(dir, 'b.txt'), content: 'b\n' } },
        { name: 'run_shell_command', input: { command: shell, description: 'add a note' } },
      ];
    case 'qwen':
      // Qwen Code refuses an edit of a file the session has not read.
      return [
        { name: 'read_file', input: { file_path: log } },
        { name: 'edit', input: { file_path: log, old_string: append.old, new_string: append.new } },
        { name: 'write_file', input: { file_path: join(dir, 'b.txt'), content: 'b\n' } },
        { name: 'run_shell_command', input: { command: shell, description: 'add a note' } },
      ];
    case 'copilot':
      return [
        { name: 'edit', input: { path: log, old_str: append.old, new_str: append.new } },
        { name: 'create', input: { path: join(dir, 'b.txt'), file_text: 'b\n' } },
        { name: 'bash', input: { command: shell, description: 'add a note' } },
      ];
  }
}

/** Replaces this run's machine-specific paths by placeholders, longest first. */
function scrub(text: string, paths: Record<string, string>): string {
  let out = text;
  for (const [name, p] of Object.entries(paths).sort((a, b) => b[1].length - a[1].length))
    out = out.split(p).join(name);
  return out;
}

const shape = (v: unknown): unknown =>
  v && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(
        Object.entries(v as Record<string, unknown>)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, x]) => [k, k === 'tool_input' || k === 'hook_event_name' || k === 'tool_name' ? x : shape(x)]),
      )
    : typeof v;

/** The captured payloads by fixture name (`<event>[-<tool>]`), machine paths replaced by placeholders. */
function nameCaptures(cap: string, at: { dir: string; home: string }): Map<string, string> {
  const named = new Map<string, string>();
  const paths = {
    $REPO: realpathSync(at.dir),
    $REPO_PATH: at.dir,
    $HOME: at.home,
    $CAPTURE: cap,
    $REPO_KEY: realpathSync(at.dir).replaceAll('/', '-'),
    $REPO_NAME: basename(at.dir),
    $REPO_NAME_LC: basename(at.dir).toLowerCase(),
  };
  for (const f of readdirSync(cap).sort()) {
    const p = readFileSync(join(cap, f), 'utf8');
    const o = JSON.parse(p) as Record<string, unknown>;
    // Copilot CLI names neither the event nor the tool in Claude Code's keys: the event is in the capture's name.
    if (o.toolName !== undefined) o.tool_name = o.toolName;
    const event = String(o.hook_event_name ?? /-([A-Za-z]+)\.json$/.exec(f)?.[1] ?? 'unknown');
    const patch = String((o.tool_input as { command?: string } | undefined)?.command ?? '');
    const kind = o.tool_name === 'apply_patch' ? (patch.includes('*** Add File') ? '-add' : '-update') : '';
    const name = o.tool_name ? `${event}-${o.tool_name}${kind}` : event;
    let key = name;
    for (let i = 2; named.has(key); i++) key = `${name}-${i}`;
    named.set(key, `${JSON.stringify(JSON.parse(scrub(p, paths)), null, 2)}\n`);
  }
  return named;
}

describe.each(COMMAND_HOSTS)('the hook payloads %s sends', (host) => {
  it('match the stored captures (HANDOVER_WRITE_FIXTURES=1 rewrites them)', async () => {
    const bin = installHost(host);
    const dir = makeRepo([{ files: { 'README.md': '# lab\n', 'HANDOVER.md': LOG } }]);
    const cap = tempDir('handover-capture-');
    try {
      const command = `cat > "${cap}/$(date +%s%N)-$$.json"; exit 0`;
      const w = WIRING[host];
      const hooks = Object.fromEntries(
        w.events.map((e) => [
          e,
          host === 'copilot'
            ? [{ type: 'command', bash: `cat > "${cap}/$(date +%s%N)-$$-${e}.json"; exit 0` }]
            : [
                {
                  ...(e.endsWith('Tool') || e.endsWith('ToolUse') ? { matcher: '.*' } : {}),
                  hooks: [{ type: 'command', name: 'capture', command }],
                },
              ],
        ]),
      );
      mkdirSync(join(dir, w.file, '..'), { recursive: true });
      writeFileSync(join(dir, w.file), JSON.stringify({ version: 1, hooks }, null, 2));
      git(dir, ['add', '-A']);
      git(dir, ['commit', '-qm', 'hooks', '--no-verify']);
      api.script = script(host, dir);
      let home = '';
      const from = api.requests.length;
      const run = await runHost(host, { bin, cwd: dir, baseUrl, prepareHome: (h) => (home = h) });
      expect(run.code, run.stderr).toBe(0);
      // Every scripted call ran (a host that refuses one, say an edit of a file it has not read, sends no post-tool payload).
      const results = api.toolResults(from);
      expect(results, JSON.stringify(results)).toHaveLength(api.script.length);
      const named = nameCaptures(cap, { dir, home });
      expect(named.size).toBeGreaterThan(0);
      const out = join(FIXTURES, host);
      if (WRITE) {
        rmSync(out, { recursive: true, force: true });
        mkdirSync(out, { recursive: true });
        for (const [k, v] of named) writeFileSync(join(out, `${k}.json`), v);
        return;
      }
      expect(existsSync(out), `no stored captures for ${host}: run with HANDOVER_WRITE_FIXTURES=1`).toBe(true);
      const stored = readdirSync(out).filter((f) => f.endsWith('.json'));
      expect([...named.keys()].map((k) => `${k}.json`).sort()).toEqual(stored.sort());
      for (const f of stored) {
        const want = JSON.parse(readFileSync(join(out, f), 'utf8'));
        const got = JSON.parse(named.get(f.replace(/\.json$/, '')) ?? 'null');
        expect(Object.keys(got).sort(), `${host} ${f}`).toEqual(Object.keys(want).sort());
        expect(got.tool_name, `${host} ${f}`).toEqual(want.tool_name);
        expect(shape(got.tool_input ?? got.toolArgs), `${host} ${f}`).toEqual(shape(want.tool_input ?? want.toolArgs));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(cap, { recursive: true, force: true });
    }
  }, 240_000);
});
