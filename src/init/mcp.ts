/**
 * Registers `handover mcp` with each agent's MCP configuration in the repository (Claude Code, Gemini, Qwen, Codex,
 * opencode).
 */
import { join } from 'node:path';
import { LAUNCHER, shellRunner } from './launcher.js';
import { readText, writeText, type Outcome } from './outcome.js';
import type { AgentName } from './settings.js';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** How an agent starts the server: /bin/sh running the clone's launcher (no machine path; nothing from the tree). */
export function mcpServerEntry(): { command: string; args: string[] } {
  return { command: 'sh', args: ['-c', shellRunner('mcp', 2)] };
}

const isOurs = (entry: unknown) =>
  isObj(entry) &&
  entry.command === 'sh' &&
  Array.isArray(entry.args) &&
  entry.args.some((a) => typeof a === 'string' && a.includes(LAUNCHER));

/**
 * Adds (or refreshes) `<key>.handover` in a JSON file of an agent's: another server of that name (one `ours` does
 * not recognise) is left alone, and a file that is not a JSON object is skipped with a note, never rewritten.
 */
function ensureJsonEntry(
  root: string,
  o: { what: string; key: 'mcpServers' | 'mcp'; entry: unknown; ours: (have: unknown) => boolean },
): Outcome {
  const { what, key, entry } = o;
  const path = join(root, ...what.split('/'));
  const old = readText(path);
  let settings: unknown = {};
  if (old !== null) {
    try {
      settings = JSON.parse(old.replace(/^\uFEFF/, ''));
    } catch (error) {
      const why = (error as Error).message;
      return { what, action: 'skipped', note: `not valid JSON (${why}); fix it and run handover init again` };
    }
  }
  if (!isObj(settings) || (settings[key] !== undefined && !isObj(settings[key])))
    return { what, action: 'skipped', note: `not a JSON object with an "${key}" object; fix it and run init again` };
  const servers = (settings[key] ?? {}) as Record<string, unknown>;
  const have = servers.handover;
  if (have !== undefined && !o.ours(have))
    return { what, action: 'kept', note: 'has another server named "handover"; left as it is' };
  if (have !== undefined && JSON.stringify(have) === JSON.stringify(entry)) return { what, action: 'kept' };
  settings[key] = { ...servers, handover: entry };
  writeText(path, `${JSON.stringify(settings, null, 2)}\n`);
  return { what, action: old === null ? 'created' : have === undefined ? 'extended' : 'updated' };
}

/** `mcpServers.handover` in a JSON settings file (Claude Code, Gemini CLI, Qwen Code, Copilot CLI). */
const ensureJsonServer = (root: string, what: string): Outcome =>
  ensureJsonEntry(root, { what, key: 'mcpServers', entry: mcpServerEntry(), ours: isOurs });

/**
 * opencode reads `mcp.<name>` from the project's `opencode.json` (opencode 1.18: `{ type: "local", command: [...] }`,
 * the command and its arguments in one array); kept as written but for that one entry, another server of that name
 * left alone. A project with only an `opencode.jsonc` (comments) is not rewritten: the entry is shown to add by hand.
 */
function ensureOpencodeServer(root: string): Outcome {
  const { command, args } = mcpServerEntry();
  const entry = { type: 'local', command: [command, ...args] };
  if (readText(join(root, 'opencode.json')) === null && readText(join(root, 'opencode.jsonc')) !== null)
    return {
      what: 'opencode.jsonc',
      action: 'skipped',
      note: `not rewritten (it may hold comments); add "mcp": {"handover": ${JSON.stringify(entry)}} to it by hand`,
    };
  const ours = (have: unknown) =>
    isObj(have) &&
    Array.isArray(have.command) &&
    have.command.some((a) => typeof a === 'string' && a.includes(LAUNCHER));
  return ensureJsonEntry(root, { what: 'opencode.json', key: 'mcp', entry, ours });
}

/** TOML basic string: the characters TOML requires escaped, escaped. */
const tomlString = (s: string) =>
  `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t')}"`;

/** Codex reads `[mcp_servers.<name>]` tables from `.codex/config.toml`; added once, never rewritten by hand-merge. */
function ensureCodexServer(root: string): Outcome {
  const what = '.codex/config.toml';
  const path = join(root, '.codex', 'config.toml');
  const old = readText(path) ?? '';
  if (/^\s*\[mcp_servers\.(handover|"handover")\]/m.test(old)) return { what, action: 'kept' };
  const { command, args } = mcpServerEntry();
  const table =
    `[mcp_servers.handover]\ncommand = ${tomlString(command)}\n` + `args = [${args.map(tomlString).join(', ')}]\n`;
  writeText(path, `${old}${old && !old.endsWith('\n') ? '\n' : ''}${old ? '\n' : ''}${table}`);
  return { what, action: old ? 'extended' : 'created' };
}

/**
 * Registers the MCP server for each agent init wires: Claude Code (`.mcp.json`), Gemini CLI and Qwen Code (their
 * settings.json), Codex (`.codex/config.toml`), opencode (`opencode.json`), Copilot CLI (`.github/mcp.json`, read
 * in a folder the user trusted; test/e2e/mcp-hosts.e2e.test.ts shows each host offering the tools).
 */
export function ensureMcpServers(root: string, agents: readonly AgentName[]): Outcome[] {
  const out: Outcome[] = [];
  if (agents.includes('claude')) out.push(ensureJsonServer(root, '.mcp.json'));
  if (agents.includes('gemini')) out.push(ensureJsonServer(root, '.gemini/settings.json'));
  if (agents.includes('qwen')) out.push(ensureJsonServer(root, '.qwen/settings.json'));
  if (agents.includes('codex')) out.push(ensureCodexServer(root));
  if (agents.includes('opencode')) out.push(ensureOpencodeServer(root));
  if (agents.includes('copilot')) out.push(ensureJsonServer(root, '.github/mcp.json'));
  return out;
}
