import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { git, makeRepo, tempDir } from '../helpers/repo.js';
import { FakeApi, type ToolCall } from './fake-api.js';
import { installHost, runHost, type HostName } from './hosts.js';

/**
 * Captures the hook payloads each real host sends (a hook that writes its stdin to a file, on every event the
 * guard uses; for opencode, a plugin that writes what `tool.execute.before`/`after` receive) and keeps them under
 * test/fixtures/hook-payloads/<folder>/<event>[-<tool>].json, one folder per host and per model id or tool path
 * that changes the host's edit tools, with the tool names the host offered the model in `offered-tools.json`. Run
 * with HANDOVER_WRITE_FIXTURES=1 to (re)write the fixtures; otherwise the test fails on any difference from the
 * stored captures and names it: a payload sent or no longer sent, a key added or gone (at any depth), a tool name
 * or a tool input that is not the stored one, a tool offered or no longer offered.
 */
const FIXTURES = fileURLToPath(new URL('../fixtures/hook-payloads/', import.meta.url));
const WRITE = process.env.HANDOVER_WRITE_FIXTURES === '1';
const TOOLS_FILE = 'offered-tools.json';
/** A stand-in for a third-party MCP server with a `write_file` tool. */
const FS_SERVER = fileURLToPath(new URL('../fixtures/mcp-fs/server.mjs', import.meta.url));

const api = new FakeApi();
let baseUrl: string;
beforeAll(async () => {
  baseUrl = await api.start();
}, 60_000);
afterAll(() => api.stop());

const LOG = '# Handover: lab\n\nAppend-only.\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst entry.\n';
/** The rewrite of entry 1 the apply_patch variants send (the unit tests read it as the edit to refuse). */
const REWRITE = '*** Begin Patch\n*** Update File: HANDOVER.md\n@@\n-First entry.\n+Rewritten.\n*** End Patch\n';
const APPEND = { old: 'First entry.', new: 'First entry.\n\n## 2 · 2026-11-29T11:00:00Z\n\nSecond entry.' };
const SHELL = 'echo note >> notes.txt';

/** Each command host's events (as its settings name them) and where its project hooks live. */
const WIRING: Record<Exclude<HostName, 'opencode'>, { file: string; events: string[] }> = {
  claude: { file: '.claude/settings.json', events: ['SessionStart', 'PreToolUse', 'PostToolUse', 'Stop'] },
  codex: { file: '.codex/hooks.json', events: ['SessionStart', 'PreToolUse', 'PostToolUse', 'Stop'] },
  gemini: { file: '.gemini/settings.json', events: ['SessionStart', 'BeforeTool', 'AfterTool', 'AfterAgent'] },
  qwen: { file: '.qwen/settings.json', events: ['SessionStart', 'PreToolUse', 'PostToolUse', 'Stop'] },
  copilot: { file: '.github/hooks/capture.json', events: ['sessionStart', 'preToolUse', 'postToolUse', 'agentStop'] },
};

/** One fixture folder: the host, the model id it is driven with, and the tool calls the fake model makes. */
interface Capture {
  folder: string;
  host: HostName;
  /** The model id that switches the host's tools (default: the host's own, see hosts.ts). */
  model?: string;
  /** The payloads the folder keeps (default: every one); a variant keeps what differs from the host's own folder. */
  keep?: RegExp;
  /** Tools the script calls that the host does not have (what it does with such a call is captured too). */
  absent?: string[];
  /** Extra arguments for the host (an MCP server's config, say). */
  args?: (dir: string) => string[];
  /** Extra environment for the host (an experimental switch, say). */
  env?: Record<string, string>;
  /** Keys added to opencode's user config (an MCP server, say). */
  opencodeConfig?: Record<string, unknown>;
  /** Keys merged into the hooks file (an MCP server for a host that reads them there, say). */
  settings?: Record<string, unknown>;
  /** Tools the host offers only on demand (deferred): called, but not in the first tool list. */
  deferred?: string[];
  script: (dir: string) => ToolCall[];
}

const CAPTURES: Capture[] = [
  {
    folder: 'claude',
    host: 'claude',
    script: (dir) => [
      { name: 'Edit', input: { file_path: join(dir, 'HANDOVER.md'), old_string: APPEND.old, new_string: APPEND.new } },
      { name: 'Write', input: { file_path: join(dir, 'b.txt'), content: 'b\n' } },
      { name: 'Bash', input: { command: SHELL, description: 'add a note' } },
    ],
  },
  {
    // Claude Code offers an MCP server's tools behind ToolSearch (deferred): the model loads one, then calls it.
    folder: 'claude-mcp',
    host: 'claude',
    keep: /^(PreToolUse|PostToolUse)-mcp__/,
    deferred: ['mcp__fs__write_file'],
    args: (dir) => ['--mcp-config', join(dir, 'fs.mcp.json'), '--allowedTools', 'ToolSearch mcp__fs__write_file'],
    script: (dir) => [
      { name: 'ToolSearch', input: { query: 'select:mcp__fs__write_file', max_results: 5 } },
      { name: 'mcp__fs__write_file', input: { path: join(dir, 'b.txt'), content: 'b\n' } },
    ],
  },
  {
    folder: 'codex',
    host: 'codex',
    script: () => [
      {
        name: 'apply_patch',
        input: {
          patch: `*** Begin Patch\n*** Update File: HANDOVER.md\n@@\n First entry.\n+\n+## 2 · 2026-11-29T11:00:00Z\n+\n+Second entry.\n*** End Patch\n`,
        },
      },
      { name: 'apply_patch', input: { patch: '*** Begin Patch\n*** Add File: b.txt\n+b\n*** End Patch\n' } },
      { name: 'exec_command', input: { cmd: SHELL } },
    ],
  },
  {
    // Codex applies `apply_patch <<'EOF' … EOF` given to its shell tool itself.
    folder: 'codex-shell',
    host: 'codex',
    keep: /^(PreToolUse|PostToolUse)-/,
    script: () => [{ name: 'exec_command', input: { cmd: `apply_patch <<'EOF'\n${REWRITE}EOF\n` } }],
  },
  {
    // Codex 0.171 defers an MCP server's tools behind its client-side `tool_search`: the model loads them, then calls
    // one as a function in the server's namespace (`mcp__fs` / `write_file`); hooks get `mcp__fs__write_file`.
    folder: 'codex-mcp',
    host: 'codex',
    keep: /^(PreToolUse|PostToolUse)-mcp__/,
    deferred: ['write_file'],
    args: () => [
      '-c',
      `mcp_servers.fs.command=${JSON.stringify(process.execPath)}`,
      '-c',
      `mcp_servers.fs.args=[${JSON.stringify(FS_SERVER)}]`,
    ],
    script: (dir) => [
      { name: 'tool_search', input: { query: 'write file', limit: 5 } },
      { name: 'write_file', namespace: 'mcp__fs', input: { path: join(dir, 'b.txt'), content: 'b\n' } },
    ],
  },
  {
    // Any id but gpt-5.5: Codex offers no apply_patch tool, only exec_command; the patch goes through the shell.
    folder: 'codex-gpt-4.1',
    host: 'codex',
    model: 'gpt-4.1',
    keep: /^(PreToolUse|PostToolUse)-/,
    script: () => [{ name: 'exec_command', input: { cmd: `apply_patch <<'EOF'\n${REWRITE}EOF\n` } }],
  },
  {
    folder: 'gemini',
    host: 'gemini',
    script: (dir) => [
      {
        name: 'replace',
        input: {
          file_path: join(dir, 'HANDOVER.md'),
          old_string: APPEND.old,
          new_string: APPEND.new,
          instruction: 'append an entry',
        },
      },
      { name: 'write_file', input: { file_path: join(dir, 'b.txt'), content: 'b\n' } },
      { name: 'run_shell_command', input: { command: SHELL, description: 'add a note' } },
    ],
  },
  {
    // Gemini CLI offers an MCP server's tools as tools of their own, `mcp_<server>_<tool>`, and sends BeforeTool and
    // AfterTool for them with an `mcp_context`.
    folder: 'gemini-mcp',
    host: 'gemini',
    keep: /^(BeforeTool|AfterTool)-mcp_/,
    settings: { mcpServers: { fs: { command: process.execPath, args: [FS_SERVER] } } },
    script: (dir) => [{ name: 'mcp_fs_write_file', input: { path: join(dir, 'b.txt'), content: 'b\n' } }],
  },
  {
    folder: 'qwen',
    host: 'qwen',
    // Qwen Code refuses an edit of a file the session has not read.
    script: (dir) => [
      { name: 'read_file', input: { file_path: join(dir, 'HANDOVER.md') } },
      { name: 'edit', input: { file_path: join(dir, 'HANDOVER.md'), old_string: APPEND.old, new_string: APPEND.new } },
      { name: 'write_file', input: { file_path: join(dir, 'b.txt'), content: 'b\n' } },
      { name: 'run_shell_command', input: { command: SHELL, description: 'add a note' } },
    ],
  },
  {
    // Qwen Code offers an MCP server's tools behind tool_search, and runs one through its `tool_call` bridge.
    folder: 'qwen-tool-call',
    host: 'qwen',
    keep: /^(PreToolUse|PostToolUse)-(tool_call|mcp__)/,
    deferred: ['mcp__fs__write_file'],
    settings: { mcpServers: { fs: { command: process.execPath, args: [FS_SERVER] } } },
    script: (dir) => [
      { name: 'tool_search', input: { query: 'select:mcp__fs__write_file' } },
      {
        name: 'tool_call',
        input: { name: 'mcp__fs__write_file', arguments: { path: join(dir, 'b.txt'), content: 'b\n' } },
      },
    ],
  },
  {
    folder: 'copilot',
    host: 'copilot',
    script: (dir) => [
      { name: 'edit', input: { path: join(dir, 'HANDOVER.md'), old_str: APPEND.old, new_str: APPEND.new } },
      { name: 'create', input: { path: join(dir, 'b.txt'), file_text: 'b\n' } },
      { name: 'bash', input: { command: SHELL, description: 'add a note' } },
    ],
  },
  {
    // A GPT-5 class id: Copilot offers a freeform apply_patch instead of edit/create (the fake API answers in kind).
    folder: 'copilot-gpt-5.5',
    host: 'copilot',
    model: 'gpt-5.5',
    keep: /^(pre|post)ToolUse-/,
    script: () => [{ name: 'apply_patch', input: { patch: REWRITE } }],
  },
  {
    // opencode 1.18.33 has no `patch` or `multiedit` tool: a call to either reaches its `invalid` tool, which the
    // plugin hooks see as such (the name called in `args.tool`), and writes nothing.
    folder: 'opencode',
    host: 'opencode',
    absent: ['patch', 'multiedit'],
    script: (dir) => [
      { name: 'edit', input: { filePath: join(dir, 'HANDOVER.md'), oldString: APPEND.old, newString: APPEND.new } },
      { name: 'write', input: { filePath: join(dir, 'b.txt'), content: 'b\n' } },
      { name: 'bash', input: { command: SHELL, description: 'add a note' } },
      { name: 'patch', input: { patchText: REWRITE } },
      {
        name: 'multiedit',
        input: { filePath: join(dir, 'HANDOVER.md'), edits: [{ oldString: 'First entry.', newString: 'Rewritten.' }] },
      },
    ],
  },
  {
    // OPENCODE_EXPERIMENTAL_CODE_MODE: opencode offers `execute`, a confined script that calls MCP tools
    // (`tools.fs.write_file(…)`) instead of offering them as tools.
    folder: 'opencode-execute',
    host: 'opencode',
    env: { OPENCODE_EXPERIMENTAL_CODE_MODE: '1' },
    opencodeConfig: { mcp: { fs: { type: 'local', command: [process.execPath, FS_SERVER] } } },
    script: (dir) => [
      {
        name: 'execute',
        input: {
          code: `return await tools.fs.write_file({ path: ${JSON.stringify(join(dir, 'b.txt'))}, content: 'b\\n' });`,
        },
      },
    ],
  },
  {
    // `gpt-5`: opencode offers apply_patch ({ patchText }) instead of edit/write.
    folder: 'opencode-gpt-5',
    host: 'opencode',
    model: 'gpt-5',
    script: () => [{ name: 'apply_patch', input: { patchText: REWRITE } }],
  },
];

/**
 * Wires the capture into the repo: a project hook on every event whose command writes its stdin to a file in
 * `cap`, or for opencode a project plugin writing what its two tool hooks receive (as handover's plugin reads them).
 */
function wireCapture(host: HostName, dir: string, cap: string, settings: Record<string, unknown> = {}): void {
  if (host === 'opencode') {
    mkdirSync(join(dir, '.opencode', 'plugins'), { recursive: true });
    writeFileSync(
      join(dir, '.opencode', 'plugins', 'capture.js'),
      `import { writeFileSync } from 'node:fs';
let n = 0;
const save = (event, data) =>
  writeFileSync(\`${cap}/\${Date.now()}-\${String(n++).padStart(4, '0')}-\${event}.json\`, JSON.stringify(data));
export const Capture = async () => ({
  'tool.execute.before': async (input, output) => save('tool.execute.before', { input, args: output.args }),
  'tool.execute.after': async (input, output) => save('tool.execute.after', { input, output }),
});
`,
    );
    return;
  }
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
  writeFileSync(
    join(dir, w.file),
    JSON.stringify(host === 'copilot' ? { version: 1, hooks } : { ...settings, hooks }, null, 2),
  );
}

/** Replaces this run's machine-specific paths by placeholders, longest first. */
function scrub(text: string, paths: Record<string, string>): string {
  let out = text;
  for (const [name, p] of Object.entries(paths).sort((a, b) => b[1].length - a[1].length))
    out = out.split(p).join(name);
  return out;
}

type Payload = Record<string, unknown>;

/** The captured payloads by fixture name (`<event>[-<tool>]`), machine paths replaced by placeholders. */
function nameCaptures(cap: string, at: { host: HostName; dir: string; home: string }): Map<string, Payload> {
  const named = new Map<string, Payload>();
  const paths = {
    $REPO: realpathSync(at.dir),
    $REPO_PATH: at.dir,
    $HOME: at.home,
    $CAPTURE: cap,
    $REPO_KEY: realpathSync(at.dir).replaceAll('/', '-'),
    $REPO_NAME: basename(at.dir),
    $REPO_NAME_LC: basename(at.dir).toLowerCase(),
    // the stand-in MCP server's command, which Gemini CLI repeats in mcp_context
    $FS_SERVER: FS_SERVER,
    $NODE: process.execPath,
  };
  for (const f of readdirSync(cap).sort()) {
    const p = readFileSync(join(cap, f), 'utf8');
    const o = JSON.parse(p) as Payload & {
      input?: { tool?: string; args?: unknown };
      tool_input?: { command?: string };
    };
    // Copilot CLI names the tool `toolName`, opencode's plugin gets `input.tool`; neither names the event, which
    // is then in the capture's name.
    // opencode's `invalid` tool (a call to a tool it does not have): named with the tool the model called.
    const called = (o.args as { tool?: string } | undefined)?.tool ?? (o.input?.args as { tool?: string })?.tool;
    const tool = o.tool_name ?? o.toolName ?? (o.input?.tool === 'invalid' ? `invalid-${called}` : o.input?.tool);
    const event = String(o.hook_event_name ?? /-([A-Za-z.]+)\.json$/.exec(f)?.[1] ?? 'unknown');
    // Codex's two apply_patch forms in one session: `-update`, `-add`.
    const patch = String(o.tool_input?.command ?? '');
    const kind =
      at.host === 'codex' && tool === 'apply_patch' ? (patch.includes('*** Add File') ? '-add' : '-update') : '';
    const name = tool ? `${event}-${tool}${kind}` : event;
    let key = name;
    for (let i = 2; named.has(key); i++) key = `${name}-${i}`;
    named.set(key, JSON.parse(scrub(p, paths)) as Payload);
  }
  return named;
}

const kindOf = (v: unknown): string =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'object' ? 'object' : typeof v;

/** Keys added or gone and values of another type, at any depth under `path`. */
function shapeDiff(want: unknown, got: unknown, path: string, out: string[]): void {
  const [w, g] = [kindOf(want), kindOf(got)];
  if (w !== g) {
    out.push(`${path} is now a ${g}, the fixture has a ${w}`);
    return;
  }
  if (w !== 'object') return;
  const [wo, go] = [want as Payload, got as Payload];
  for (const k of Object.keys(wo)) if (!(k in go)) out.push(`${path}.${k} is no longer sent`);
  for (const k of Object.keys(go)) if (!(k in wo)) out.push(`${path}.${k} is new`);
  for (const k of Object.keys(wo)) if (k in go) shapeDiff(wo[k], go[k], `${path}.${k}`, out);
}

/** What the guard reads to know the tool and what it writes: compared value for value. */
const EXACT = ['hook_event_name', 'tool_name', 'toolName', 'tool_input', 'toolArgs', 'args'];

/** Every difference between the stored captures of a folder and this run's, one sentence each. */
function differences(
  want: { payloads: Map<string, Payload>; tools: string[] },
  got: { payloads: Map<string, Payload>; tools: string[] },
): string[] {
  const out: string[] = [];
  for (const k of want.payloads.keys()) if (!got.payloads.has(k)) out.push(`${k}.json: the host no longer sends it`);
  for (const k of got.payloads.keys()) if (!want.payloads.has(k)) out.push(`${k}.json: sent now, not in the fixtures`);
  for (const [k, w] of want.payloads) {
    const g = got.payloads.get(k);
    if (!g) continue;
    shapeDiff(w, g, k, out);
    const input = (o: Payload) => (o.input as { tool?: unknown } | undefined)?.tool;
    for (const key of EXACT)
      if (key in w && key in g && !isDeepStrictEqual(w[key], g[key]))
        out.push(`${k}.${key} is ${JSON.stringify(g[key])}, the fixture has ${JSON.stringify(w[key])}`);
    if (input(w) !== input(g)) out.push(`${k}.input.tool is ${input(g)}, the fixture has ${input(w)}`);
  }
  for (const t of want.tools) if (!got.tools.includes(t)) out.push(`${TOOLS_FILE}: ${t} is no longer offered`);
  for (const t of got.tools) if (!want.tools.includes(t)) out.push(`${TOOLS_FILE}: ${t} is offered now`);
  return out;
}

function readStored(out: string): { payloads: Map<string, Payload>; tools: string[] } {
  const payloads = new Map<string, Payload>();
  for (const f of readdirSync(out)
    .filter((f) => f.endsWith('.json') && f !== TOOLS_FILE)
    .sort())
    payloads.set(f.replace(/\.json$/, ''), JSON.parse(readFileSync(join(out, f), 'utf8')) as Payload);
  const tools = existsSync(join(out, TOOLS_FILE))
    ? (JSON.parse(readFileSync(join(out, TOOLS_FILE), 'utf8')) as string[])
    : [];
  return { payloads, tools };
}

for (const c of CAPTURES)
  describe(`the hook payloads in ${c.folder}/`, () => {
    it('are what the real host sends now (HANDOVER_WRITE_FIXTURES=1 rewrites them)', async () => {
      const bin = installHost(c.host);
      const dir = makeRepo([{ files: { 'README.md': '# lab\n', 'HANDOVER.md': LOG } }]);
      const cap = tempDir('handover-capture-');
      try {
        wireCapture(c.host, dir, cap, c.settings);
        writeFileSync(
          join(dir, 'fs.mcp.json'),
          JSON.stringify({ mcpServers: { fs: { command: process.execPath, args: [FS_SERVER] } } }),
        );
        git(dir, ['add', '-A']);
        git(dir, ['commit', '-qm', 'hooks', '--no-verify']);
        api.script = c.script(dir);
        let home = '';
        const from = api.requests.length;
        const run = await runHost(c.host, {
          bin,
          cwd: dir,
          baseUrl,
          model: c.model,
          args: c.args?.(dir),
          env: c.env,
          opencodeConfig: c.opencodeConfig,
          prepareHome: (h) => (home = h),
        });
        expect(run.code, run.stderr).toBe(0);
        // Every scripted call ran (a host that refuses one, say an edit of a file it has not read, sends no post-tool payload).
        const results = api.toolResults(from);
        expect(results, JSON.stringify(results)).toHaveLength(api.script.length);
        const got = {
          payloads: new Map(
            [...nameCaptures(cap, { host: c.host, dir, home })].filter(([k]) => c.keep?.test(k) ?? true),
          ),
          tools: api.offeredTools(from),
        };
        // The model id brought the tools the script calls (a host that did not offer one would have refused it).
        for (const call of api.script)
          if (c.absent?.includes(call.name) || c.deferred?.includes(call.name))
            expect(got.tools, `${c.folder}: ${call.name}`).not.toContain(call.name);
          else expect(got.tools, `${c.folder}: ${call.name} offered`).toContain(call.name);
        expect(got.payloads.size).toBeGreaterThan(0);
        const out = join(FIXTURES, c.folder);
        if (WRITE) {
          rmSync(out, { recursive: true, force: true });
          mkdirSync(out, { recursive: true });
          for (const [k, v] of got.payloads) writeFileSync(join(out, `${k}.json`), `${JSON.stringify(v, null, 2)}\n`);
          writeFileSync(join(out, TOOLS_FILE), `${JSON.stringify(got.tools, null, 2)}\n`);
          return;
        }
        expect(existsSync(out), `no stored captures in ${c.folder}/: run with HANDOVER_WRITE_FIXTURES=1`).toBe(true);
        const diffs = differences(readStored(out), got);
        expect(diffs, `${c.folder}/ differs from the host (HANDOVER_WRITE_FIXTURES=1 rewrites it)`).toEqual([]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
        rmSync(cap, { recursive: true, force: true });
      }
    }, 240_000);
  });
