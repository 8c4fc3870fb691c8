/**
 * `handover mcp`: the MCP server (stdio). A host adapter at the edge (STYLE.md): each tool turns its validated
 * input into the argument list of the CLI command that does the same thing and runs that command in-process, so
 * a tool call goes through exactly the readers, writers, locks, rules and actor resolution the CLI uses. No tool
 * takes an actor: the actor is this repository's agent as the CLI finds it, and nothing a model sends can name
 * another. Values always travel as `--flag=value` or on stdin, never as a bare argument, so no text can become an
 * option.
 */
import { readFileSync } from 'node:fs';
import { PassThrough, Writable } from 'node:stream';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';
import { findRoot, loadConfig } from '../config/load.js';
import { RULE_IDS } from '../rules/index.js';
import type { CommandIo } from '../cli/io.js';
import { runCommand, type CommandModule } from '../cli/run.js';
import { PathOutside, resolveInside } from './paths.js';
import { registerWaitTool } from './wait.js';

/** What one run of a CLI command left: its exit code and what it wrote. */
interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

/** Where the server runs: the repository it was started for, its environment and version. */
export interface ServerContext {
  root: string;
  env: NodeJS.ProcessEnv;
  version: string;
}

/** A sink that keeps what a command writes. */
function collector(): { stream: Writable; text: () => string } {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      chunks.push(Buffer.from(chunk));
      done();
    },
  });
  return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
}

/** The CLI commands the tools run (the same modules `handover <command>` loads). */
const COMMANDS: Record<string, () => Promise<CommandModule>> = {
  status: () => import('../cli/commands/status.js'),
  inbox: () => import('../cli/commands/inbox.js'),
  consume: () => import('../cli/commands/consume.js'),
  check: () => import('../cli/commands/check.js'),
  append: () => import('../cli/commands/append.js'),
  sync: () => import('../cli/commands/sync.js'),
  request: () => import('../cli/commands/request.js'),
  respond: () => import('../cli/commands/request.js').then((m) => ({ run: m.respond })),
};

/** Runs `handover <argv>` in-process in `cwd` with `input` on stdin. */
async function runCli(ctx: ServerContext, cwd: string, argv: string[], input = ''): Promise<Ran> {
  const [command, ...args] = argv;
  const out = collector();
  const err = collector();
  const stdin = new PassThrough();
  stdin.end(input);
  const io: CommandIo = { stdout: out.stream, stderr: err.stream, stdin, cwd, env: ctx.env, version: ctx.version };
  const code = await runCommand(COMMANDS[command], args, io);
  return { code, stdout: out.text(), stderr: err.text() };
}

type ToolResult = {
  content: { type: 'text'; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
};

/** A refusal or an error, as the model reads it: the CLI's own sentence, without the program name. */
function failed(r: Ran): ToolResult {
  const text = (r.stderr || r.stdout).replace(/^handover: /gm, '').trim() || `handover exited with ${r.code}.`;
  return { content: [{ type: 'text', text }], isError: true };
}

/** A command's JSON output as structured content (arrays wrapped, since structured content is an object). */
function jsonResult(r: Ran, key: string): ToolResult {
  if (r.code !== 0 && !r.stdout.trim().startsWith('{') && !r.stdout.trim().startsWith('[')) return failed(r);
  let data: unknown;
  try {
    data = JSON.parse(r.stdout);
  } catch {
    return failed(r);
  }
  const structuredContent = Array.isArray(data) || typeof data !== 'object' || data === null ? { [key]: data } : data;
  const result: ToolResult = {
    content: [{ type: 'text', text: r.stdout.trim() }],
    structuredContent: structuredContent as Record<string, unknown>,
  };
  if (r.code === 2) result.isError = true;
  return result;
}

function textResult(r: Ran): ToolResult {
  if (r.code !== 0) return failed(r);
  return { content: [{ type: 'text', text: r.stdout.trim() || 'Done.' }] };
}

/** `--name=value` for each defined value (repeated for a list). */
function flags(values: Record<string, string | number | boolean | (string | number)[] | undefined>): string[] {
  const out: string[] = [];
  for (const [name, v] of Object.entries(values)) {
    if (v === undefined || v === false) continue;
    if (v === true) out.push(`--${name}`);
    else if (Array.isArray(v)) for (const x of v) out.push(`--${name}=${x}`);
    else out.push(`--${name}=${v}`);
  }
  return out;
}

const path = z
  .string()
  .optional()
  .describe('A folder inside the repository the server serves (a subproject), relative to it; default: its root.');
const oneLine = (what: string) =>
  z
    .string()
    .min(1)
    .refine((s) => !/[\r\n]/.test(s), `${what} must be one line`)
    .describe(what);

/** A tool handler whose bad `path` comes back as a tool error with the sentence; the server keeps serving. */
function safe<A extends unknown[]>(handler: (...args: A) => Promise<ToolResult>): (...args: A) => Promise<ToolResult> {
  return async (...args) => {
    try {
      return await handler(...args);
    } catch (error) {
      if (error instanceof PathOutside) return { content: [{ type: 'text', text: error.message }], isError: true };
      throw error;
    }
  };
}

/** Registers the read tools, and the write tools unless the config says `mcp: { write: false }`. */
function registerTools(server: McpServer, ctx: ServerContext, write: boolean): void {
  const where = (p: string | undefined) => resolveInside(ctx.root, p);
  const read = { readOnlyHint: true, openWorldHint: false } as const;
  const writes = { readOnlyHint: false, destructiveHint: false, openWorldHint: false } as const;

  server.registerTool(
    'status',
    {
      title: 'Protocol status',
      description:
        'Per upstream: entries not yet consumed; per agent: blocked and stale sections; registry problems; requests ' +
        'waiting. Call at session start to see where things stand.',
      inputSchema: { path },
      annotations: read,
    },
    safe(async (a) => jsonResult(await runCli(ctx, where(a.path), ['status', '--format=json']), 'status')),
  );
  server.registerTool(
    'inbox',
    {
      title: 'Requests waiting',
      description:
        'Requests addressed to this project that it has not answered, oldest first, with their age. Call at ' +
        'session start, after consume.',
      inputSchema: { path },
      annotations: read,
    },
    safe(async (a) => jsonResult(await runCli(ctx, where(a.path), ['inbox', '--format=json']), 'inbox')),
  );
  server.registerTool(
    'consume',
    {
      title: 'Read new upstream entries',
      description:
        'The upstream HANDOVER.md entries newer than this project’s offset, oldest first. Call at session start. ' +
        'With dry_run the offset stays; otherwise it moves past what is returned' +
        (write ? '.' : ' (this server is read-only: dry_run is always on).'),
      inputSchema: {
        upstreams: z
          .array(z.string().regex(/^[A-Za-z0-9._-]+$/))
          .optional()
          .describe('Upstream names; default: all.'),
        dry_run: z.boolean().optional().describe('Show the entries without moving the offset.'),
        max_chars: z.number().int().positive().optional().describe('Print at most this many characters.'),
        path,
      },
      annotations: { ...writes, idempotentHint: false },
    },
    safe(async (a) => {
      const argv = [
        'consume',
        '--format=json',
        ...flags({ 'dry-run': a.dry_run || !write, 'max-chars': a.max_chars }),
        '--',
        ...(a.upstreams ?? []),
      ];
      return jsonResult(await runCli(ctx, where(a.path), argv), 'entries');
    }),
  );
  server.registerTool(
    'check',
    {
      title: 'Check the change',
      description:
        'Static and historical rules over the working tree against HEAD (or, with staged, the index): the ' +
        'findings with rule, line, message and rule page. Call before committing protocol files.',
      inputSchema: { staged: z.boolean().optional().describe('Check the index instead of the working tree.'), path },
      annotations: read,
    },
    safe(async (a) =>
      jsonResult(
        await runCli(ctx, where(a.path), ['check', '--format=json', ...flags({ staged: a.staged })]),
        'results',
      ),
    ),
  );
  server.registerTool(
    'explain_rule',
    {
      title: 'Explain a rule',
      description: 'The documentation page of a rule id such as handover/append-only: what, why, examples, options.',
      inputSchema: { rule: z.string().describe('A rule id, e.g. sync/section-owner.') },
      annotations: read,
    },
    safe(async (a) => explainRule(a.rule)),
  );
  registerWaitTool(server, {
    env: ctx.env,
    where,
    inboxJson: async (cwd) => jsonResult(await runCli(ctx, cwd, ['inbox', '--format=json']), 'inbox'),
  });
  if (!write) return;

  server.registerTool(
    'append',
    {
      title: 'Append a handover entry',
      description:
        'Appends the next entry (next number, current UTC time) to this project’s HANDOVER.md as its writer; ' +
        'refused when this agent is not the writer. Call before stopping, to record facts downstream agents need.',
      inputSchema: {
        text: z.string().min(1).describe('The entry’s Markdown body.'),
        title: oneLine('A short title').optional(),
        corrects: z.array(z.number().int().positive()).optional().describe('Earlier entries this one corrects.'),
        path,
      },
      annotations: writes,
    },
    safe(async (a) => {
      const argv = ['append', ...flags({ title: a.title, corrects: a.corrects }), '-'];
      return textResult(await runCli(ctx, where(a.path), argv, a.text));
    }),
  );
  server.registerTool(
    'sync_set',
    {
      title: 'Update this agent’s SYNC.md section',
      description:
        'Writes this agent’s own section of SYNC.md: current focus, blocked on, next action (only the fields ' +
        'given change). Call before stopping, so the other agents know where you are.',
      inputSchema: {
        focus: oneLine('Current focus').optional(),
        blocked: oneLine('Blocked on (— or none when nothing)').optional(),
        next: oneLine('Next action').optional(),
        path,
      },
      annotations: writes,
    },
    safe(async (a) => {
      const argv = ['sync', 'set', ...flags({ focus: a.focus, blocked: a.blocked, next: a.next })];
      return textResult(await runCli(ctx, where(a.path), argv));
    }),
  );
  server.registerTool(
    'request',
    {
      title: 'Send a request to another project',
      description:
        'Appends a typed request to this project’s REQUESTS.md: ruling (is this true; give claims), evidence, or ' +
        'capability (give reversibility). Address the head of the tree that owns the subject.',
      inputSchema: {
        type: z.enum(['ruling', 'evidence', 'capability']),
        to: z
          .string()
          .regex(/^[A-Za-z0-9._-]+$/)
          .describe('The project asked.'),
        subject: oneLine('The subject'),
        text: z.string().min(1).optional().describe('What is asked, in Markdown.'),
        claims: z.array(oneLine('A claim')).optional().describe('For a ruling: the claims to confirm or correct.'),
        reversibility: z.enum(['read-only', 'reversible', 'outbound', 'irreversible']).optional(),
        path,
      },
      annotations: writes,
    },
    safe(async (a) => {
      const opts = flags({ to: a.to, subject: a.subject, claim: a.claims, reversibility: a.reversibility });
      const argv = ['request', a.type, ...opts, ...(a.text === undefined ? [] : ['-'])];
      return textResult(await runCli(ctx, where(a.path), argv, a.text ?? ''));
    }),
  );
  server.registerTool(
    'respond',
    {
      title: 'Answer a request',
      description:
        'Appends a response to a request addressed here (REF is project#seq): a verdict per claim for a ruling, ' +
        'what was got backwards, and a status.',
      inputSchema: {
        ref: z
          .string()
          .regex(/^[A-Za-z0-9._-]+#\d+$/)
          .describe('The request, as project#seq.'),
        verdicts: z
          .array(z.string().regex(/^\d+=(confirmed|not-stated|wrong:[^\r\n]+)$/))
          .optional()
          .describe('N=confirmed, N=wrong:TEXT or N=not-stated, one per claim.'),
        backwards: oneLine('What the requester got backwards').optional(),
        status: z.enum(['done', 'escalated', 'refused']).optional(),
        path,
      },
      annotations: writes,
    },
    safe(async (a) => {
      const argv = [
        'respond',
        ...flags({ verdict: a.verdicts, backwards: a.backwards, status: a.status }),
        '--',
        a.ref,
      ];
      return textResult(await runCli(ctx, where(a.path), argv));
    }),
  );
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

/** Starts the server on stdio for the repository at (or above) `cwd`; resolves when the client closes. */
export async function serve(cwd: string, env: NodeJS.ProcessEnv, version: string): Promise<void> {
  const root = findRoot(cwd);
  const config = await loadConfig(root);
  const ctx: ServerContext = { root, env, version };
  const server = new McpServer({ name: 'handover', version }, { capabilities: { tools: {} } });
  registerTools(server, ctx, config.mcp.write);
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    transport.onclose = resolve;
  });
  await server.connect(transport);
  await closed;
}
