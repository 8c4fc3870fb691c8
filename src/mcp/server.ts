/**
 * `handover mcp`: the MCP server (stdio). A host adapter at the edge (STYLE.md): each tool turns its validated
 * input into the argument list of the CLI command that does the same thing and runs that command in-process (or,
 * for the tools that return entries within a budget, calls the same library the command calls), so a tool call
 * goes through exactly the readers, writers, locks, rules and actor resolution the CLI uses.
 *
 * It acts for the project it was started in and that project's agent only: no tool takes an actor, a `path` into a
 * subproject that is its own clone may be read but never written, and `mcp: { write: false }` writes nothing at
 * all. It never runs repository code (JSON and YAML config only, whichever folder a call names). The config is read
 * again on every call, so a broken config is a tool error naming the file and the fix, and a fixed one is used at
 * once; the server stays up either way.
 */
import { relative } from 'node:path';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { findRoot, loadConfig, refuseCodeConfig } from '../config/load.js';
import { registerResources } from './resources.js';
import type { ServerContext } from './run.js';
import { ConfigState, loadOrRefuse } from './state.js';
import { inboxTool, registerReadTools } from './tools.js';
import { registerWaitTool } from './wait.js';
import { resolveInside } from './paths.js';
import { registerWriteTools } from './writes.js';

export type { ServerContext } from './run.js';

/** What the session should do, for hosts without hooks (sent as the server's `instructions`). */
export const INSTRUCTIONS = `handover keeps this project's coordination files under rules that git hooks and CI enforce:
HANDOVER.md is an append-only log with one writer (never edit or delete an old entry: append one that corrects it),
SYNC.md has one section per agent (each agent writes only its own), PROJECT_REGISTRY.md says which project owns what,
REQUESTS.md holds typed requests between projects.
At the start of a session: call consume (new entries from upstream projects; while it says entries are left, call it
again), then inbox (requests waiting for this project) and status. When idle, call wait instead of polling.
Before stopping: append what downstream agents need to know (append), and set your SYNC.md section (sync_set: focus,
blocked on, next action). Call check before committing protocol files; explain_rule says what a finding means.
Older entries: entries; the registry: registry; the projects around this one: forest. Results that carry entries
hold at most a budget (10,000 characters unless max_chars says more) and give a cursor to read on.`;

/** Starts the server on stdio for the repository at (or above) `cwd`; resolves when the client closes. */
export async function serve(cwd: string, env: NodeJS.ProcessEnv, version: string): Promise<void> {
  refuseCodeConfig('the MCP server');
  const root = findRoot(cwd);
  const ctx: ServerContext = { root, env, version };
  const state = new ConfigState(ctx);
  let write = true;
  try {
    write = (await loadConfig(root)).mcp.write;
  } catch {
    // a broken config: every tool says so when called, and the server answers again once it is fixed
  }
  const server = new McpServer(
    { name: 'handover', version },
    { capabilities: { tools: { listChanged: true }, resources: { listChanged: true } }, instructions: INSTRUCTIONS },
  );
  const consume = registerReadTools(server, state, write);
  // wait: inbox --wait for an idle agent; when something arrived it answers as the inbox tool does
  registerWaitTool(server, {
    env,
    where: (p) => resolveInside(root, p),
    configProblem: async () => {
      const loaded = await loadOrRefuse(state);
      return 'refusal' in loaded ? loaded.refusal : null;
    },
    inboxJson: async (cwd) =>
      inboxTool(state, { path: relative(root, cwd) || undefined, write: (await loadConfig(findRoot(cwd))).mcp.write }),
  });
  state.track(registerWriteTools(server, state, write), consume);
  registerResources(server, ctx);
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    transport.onclose = resolve;
  });
  await server.connect(transport);
  await closed;
}
