/** The read tools of `handover mcp` (and consume, which writes only the offset, and only when the server writes). */
import { readFileSync } from 'node:fs';
import type { McpServer, RegisteredTool } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { findRoot, loadConfig } from '../config/load.js';
import { RULE_IDS } from '../rules/index.js';
import { pagedArrays } from './budget.js';
import { consumeEntries, consumeOutput, entriesOutput, pageShape, readEntries } from './entries.js';
import { inOwnProject, resolveInside } from './paths.js';
import { failed, runCli, structured, type Ran, type ToolResult } from './run.js';
import { consumeAnnotations, handler, type ConfigState } from './state.js';

export const path = z
  .string()
  .optional()
  .describe(
    'A folder inside the repository the server serves (a subproject), relative to it; default: its root. A ' +
      'subproject that is its own clone may be read, never written.',
  );
export const page = {
  cursor: z.string().optional().describe('The cursor an earlier result gave, to read on after what it returned.'),
  max_chars: z
    .number()
    .int()
    .positive()
    .optional()
    .describe('The most characters the result may hold as sent (default 10,000).'),
};

/**
 * An input schema that refuses what it does not declare, in one sentence: no tool takes an agent (each acts as
 * this server's agent), and an argument a tool does not know is not silently dropped.
 */
export function strictInput<S extends z.ZodRawShape>(tool: string, shape: S) {
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code !== 'unrecognized_keys') return undefined;
      const keys = (issue as { keys: string[] }).keys;
      if (keys.some((k) => /^(agent|actor|as)$/i.test(k)))
        return (
          `${tool} takes no ${keys.join(', ')}: every call acts as this server's agent (HANDOVER_AGENT or the ` +
          `clone's handover.agent), and writes only that agent's own files and section.`
        );
      const known = Object.keys(shape);
      return `${tool} takes no ${keys.join(', ')}; its arguments are ${known.length ? known.join(', ') : 'none'}.`;
    },
  });
}

const read = { readOnlyHint: true, openWorldHint: false } as const;
const loose = (shape: z.ZodRawShape) => z.looseObject(shape);

/** A command's JSON, within the budget over the arrays under `keys`. */
function paged(
  r: Ran,
  o: { tool: string; keys: string[]; wrap?: string; cursor?: string; budget?: number },
): ToolResult {
  const out = r.stdout.trim();
  if (r.code === 2 || !(out.startsWith('{') || out.startsWith('['))) return failed(r);
  let parsed: unknown;
  try {
    parsed = JSON.parse(out);
  } catch {
    return failed(r);
  }
  const data = (o.wrap ? { [o.wrap]: parsed } : parsed) as Record<string, unknown>;
  return structured(pagedArrays({ tool: o.tool, data, keys: o.keys, cursor: o.cursor, budget: o.budget }).data);
}

/** Registers the read tools and consume; returns consume's handle (its annotations follow the config). */
export function registerReadTools(server: McpServer, state: ConfigState, write: boolean): RegisteredTool {
  const { ctx } = state;
  const where = (p: string | undefined) => resolveInside(ctx.root, p);

  server.registerTool(
    'status',
    {
      title: 'Protocol status',
      description:
        'Per upstream: entries not yet consumed; per agent: blocked and stale sections; registry problems; requests ' +
        'waiting. Call at session start to see where things stand.',
      inputSchema: strictInput('status', { path }),
      outputSchema: loose({ upstreams: z.array(z.unknown()), sync: z.unknown(), registry: z.unknown() }),
      annotations: read,
    },
    handler(state, async (a) => {
      const r = await runCli(ctx, where(a.path), ['status', '--format=json']);
      return r.code === 2 || !r.stdout.trim().startsWith('{') ? failed(r) : structured(JSON.parse(r.stdout));
    }),
  );

  server.registerTool(
    'inbox',
    {
      title: 'Requests waiting',
      description:
        'Requests addressed to this project that it has not answered, oldest first, with their age; the answers ' +
        'to its own requests (consumed once a result has shown them all, when the server writes). Call at session ' +
        'start, after consume.',
      inputSchema: strictInput('inbox', { path, ...page }),
      outputSchema: loose({ items: z.array(z.unknown()), answers: z.array(z.unknown()), ...pageShape }),
      annotations: read,
    },
    handler(state, async (a, config) => inboxTool(state, { ...a, write: config.mcp.write })),
  );

  const consume = server.registerTool(
    'consume',
    {
      title: 'Read new upstream entries',
      description:
        'The upstream HANDOVER.md entries newer than this project’s offset, oldest first, whole, within the budget ' +
        '(10,000 characters unless max_chars). The offset moves past the entries returned and no further, unless ' +
        'dry_run or the server writes nothing (then pass the cursor to read on). Call at session start, and again ' +
        'while entries are left.',
      inputSchema: strictInput('consume', {
        upstreams: z
          .array(z.string().regex(/^[A-Za-z0-9._-]+$/))
          .optional()
          .describe('Upstream names; default: all.'),
        dry_run: z.boolean().optional().describe('Show the entries without moving the offset.'),
        ...page,
        path,
      }),
      outputSchema: consumeOutput,
      annotations: consumeAnnotations(write),
    },
    handler(state, async (a, config) => {
      const dir = where(a.path);
      const root = findRoot(dir);
      const own = inOwnProject(ctx.root, dir);
      const sub = own ? config : await loadConfig(root);
      return consumeEntries({
        root,
        config: sub,
        env: ctx.env,
        args: a,
        dryRun: Boolean(a.dry_run) || !config.mcp.write || !own,
      });
    }),
  );

  server.registerTool(
    'entries',
    {
      title: 'Read entries of a log',
      description:
        'Entries of this project’s HANDOVER.md, or of an upstream’s (upstream), oldest first, from entry `from` ' +
        'to entry `to`, within the budget, with a cursor to read on. Reads only: no offset moves.',
      inputSchema: strictInput('entries', {
        upstream: z
          .string()
          .regex(/^[A-Za-z0-9._-]+$/)
          .optional()
          .describe('A configured upstream; default: this project’s own log.'),
        from: z.number().int().positive().optional().describe('The first entry number to return.'),
        to: z.number().int().positive().optional().describe('The last entry number to return.'),
        ...page,
        path,
      }),
      outputSchema: entriesOutput,
      annotations: read,
    },
    handler(state, async (a) => {
      const root = findRoot(where(a.path));
      return readEntries({ root, config: await loadConfig(root), env: ctx.env, args: a });
    }),
  );

  server.registerTool(
    'check',
    {
      title: 'Check the change',
      description:
        'Static and historical rules over the working tree against HEAD (or, with staged, the index): the ' +
        'findings with rule, line, message and rule page. Call before committing protocol files.',
      inputSchema: strictInput('check', {
        staged: z.boolean().optional().describe('Check the index instead of the working tree.'),
        ...page,
        path,
      }),
      outputSchema: loose({ results: z.array(z.unknown()), ...pageShape }),
      annotations: read,
    },
    handler(state, async (a) => {
      const argv = ['check', '--format=json', ...(a.staged ? ['--staged'] : [])];
      const r = await runCli(ctx, where(a.path), argv);
      return paged(r, { tool: 'check', keys: ['results'], wrap: 'results', cursor: a.cursor, budget: a.max_chars });
    }),
  );

  server.registerTool(
    'registry',
    {
      title: 'The project registry',
      description: 'The entries of PROJECT_REGISTRY.md: which project owns what, where it lives, who relays it.',
      inputSchema: strictInput('registry', { ...page, path }),
      outputSchema: loose({ entries: z.array(z.unknown()), ...pageShape }),
      annotations: read,
    },
    handler(state, async (a) => {
      const r = await runCli(ctx, where(a.path), ['registry', 'list', '--format=json']);
      return paged(r, { tool: 'registry', keys: ['entries'], cursor: a.cursor, budget: a.max_chars });
    }),
  );

  server.registerTool(
    'forest',
    {
      title: 'The projects around this one',
      description:
        'The projects under this repository (or under path): their charters, subprojects, upstreams, registries and ' +
        'requests, and where they disagree.',
      inputSchema: strictInput('forest', { ...page, path }),
      outputSchema: loose({ projects: z.array(z.unknown()), disagreements: z.array(z.unknown()), ...pageShape }),
      annotations: read,
    },
    handler(state, async (a) => {
      const r = await runCli(ctx, where(a.path), ['forest', '--format=json']);
      const keys = ['disagreements', 'open', 'blocked', 'projects'];
      return paged(r, { tool: 'forest', keys, cursor: a.cursor, budget: a.max_chars });
    }),
  );

  server.registerTool(
    'explain_rule',
    {
      title: 'Explain a rule',
      description: 'The documentation page of a rule id such as handover/append-only: what, why, examples, options.',
      inputSchema: strictInput('explain_rule', { rule: z.string().describe('A rule id, e.g. sync/section-owner.') }),
      annotations: read,
    },
    handler(state, async (a) => explainRule(a.rule)),
  );
  return consume;
}

/** inbox: the command's reading within the budget; the answers are consumed only by a result that shows them all. */
export async function inboxTool(
  state: ConfigState,
  a: { path?: string; cursor?: string; max_chars?: number; write: boolean },
): Promise<ToolResult> {
  const { ctx } = state;
  const dir = resolveInside(ctx.root, a.path);
  const root = findRoot(dir);
  const config = await loadConfig(root);
  const { readInbox, softActor, consumeAnswers } = await import('../requests/inbox.js');
  const actor = await softActor(root, config, ctx.env, undefined);
  const inbox = await readInbox(root, config, { actor });
  const { seen: _seen, ...shown } = inbox;
  const keys = ['items', 'answers', 'open', 'awaitingApproval', 'unreachable'];
  const paged = pagedArrays({
    tool: 'inbox',
    data: shown as unknown as Record<string, unknown>,
    keys,
    ...a,
    budget: a.max_chars,
  });
  const consumes = a.write && paged.whole && inOwnProject(ctx.root, dir);
  if (consumes) await consumeAnswers(root, config, inbox);
  return structured({ ...paged.data, answersConsumed: consumes && inbox.answers.length > 0 });
}

function explainRule(rule: string): ToolResult {
  if (!RULE_IDS.has(rule))
    return {
      content: [{ type: 'text', text: `"${rule}" is not a rule id; known ids: ${[...RULE_IDS].join(', ')}.` }],
      isError: true,
    };
  const text = readFileSync(new URL(`../../rules/${rule}.md`, import.meta.url), 'utf8');
  return { content: [{ type: 'text', text }] };
}
