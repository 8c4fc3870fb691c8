/**
 * The write tools of `handover mcp`: each writes as this project's agent, in this project only, through the CLI's
 * writers; none is offered (nor runs) when the config says `mcp: { write: false }`.
 */
import type { McpServer, RegisteredTool } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { Config } from '../config/schema.js';
import { Refusal } from './budget.js';
import { requireOwnProject, resolveInside } from './paths.js';
import { flags, runCli, textResult, type ToolResult } from './run.js';
import { handler, type ConfigState } from './state.js';
import { path, strictInput } from './tools.js';

const oneLine = (what: string) =>
  z
    .string()
    .min(1)
    .refine((s) => !/[\r\n]/.test(s), `${what} must be one line`)
    .describe(what);

const writes = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false } as const;

/** Registers the write tools (disabled while the config says `mcp: { write: false }`); returns their handles. */
export function registerWriteTools(server: McpServer, state: ConfigState, write: boolean): RegisteredTool[] {
  const { ctx } = state;
  /** The folder a write runs in: this project's own, and only while the config lets the server write. */
  const own = (config: Config, p: string | undefined): string => {
    if (!config.mcp.write)
      throw new Refusal(
        `This server writes nothing: ${config.filepath ?? 'the config'} says mcp: { write: false }; the config ` +
          `owner may set it to true.`,
      );
    const dir = resolveInside(ctx.root, p);
    requireOwnProject(ctx.root, dir, p);
    return dir;
  };
  const run = (config: Config, p: string | undefined, argv: string[], input?: string): Promise<ToolResult> =>
    runCli(ctx, own(config, p), argv, input).then(textResult);

  const tools = [
    server.registerTool(
      'append',
      {
        title: 'Append a handover entry',
        description:
          'Appends the next entry (next number, current UTC time) to this project’s HANDOVER.md as its writer; ' +
          'refused when this agent is not the writer. Call before stopping, to record facts downstream agents need.',
        inputSchema: strictInput('append', {
          text: z.string().min(1).describe('The entry’s Markdown body.'),
          title: oneLine('A short title').optional(),
          corrects: z
            .array(z.union([z.number().int().positive(), z.string().regex(/^[A-Za-z0-9_.:+-]+$/)]))
            .optional()
            .describe('Earlier entries this one corrects: their numbers, or in a log not numbered their ids.'),
          path,
        }),
        annotations: writes,
      },
      handler(state, async (a, config) =>
        run(config, a.path, ['append', ...flags({ title: a.title, corrects: a.corrects }), '-'], a.text),
      ),
    ),
    server.registerTool(
      'sync_set',
      {
        title: 'Update this agent’s SYNC.md section',
        description:
          'Writes this agent’s own section of SYNC.md: current focus, blocked on, next action (only the fields ' +
          'given change). It takes no agent: the section is always this server’s agent’s. Call before stopping.',
        inputSchema: strictInput('sync_set', {
          focus: oneLine('Current focus').optional(),
          blocked: oneLine('Blocked on (— or none when nothing)').optional(),
          next: oneLine('Next action').optional(),
          path,
        }),
        annotations: { ...writes, idempotentHint: true },
      },
      handler(state, async (a, config) =>
        run(config, a.path, ['sync', 'set', ...flags({ focus: a.focus, blocked: a.blocked, next: a.next })]),
      ),
    ),
    server.registerTool(
      'request',
      {
        title: 'Send a request to another project',
        description:
          'Appends a typed request to this project’s REQUESTS.md: ruling (is this true; give claims), evidence, or ' +
          'capability (give reversibility). Address the head of the tree that owns the subject.',
        inputSchema: strictInput('request', {
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
        }),
        annotations: writes,
      },
      handler(state, async (a, config) => {
        const opts = flags({ to: a.to, subject: a.subject, claim: a.claims, reversibility: a.reversibility });
        const argv = ['request', a.type, ...opts, ...(a.text === undefined ? [] : ['-'])];
        return run(config, a.path, argv, a.text ?? '');
      }),
    ),
    server.registerTool(
      'respond',
      {
        title: 'Answer a request',
        description:
          'Appends a response to a request addressed here (ref is project#seq): a verdict per claim for a ruling, ' +
          'what was got backwards, and a status.',
        inputSchema: strictInput('respond', {
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
        }),
        annotations: writes,
      },
      handler(state, async (a, config) => {
        const opts = flags({ verdict: a.verdicts, backwards: a.backwards, status: a.status });
        return run(config, a.path, ['respond', ...opts, '--', a.ref]);
      }),
    ),
  ];
  if (!write) for (const t of tools) t.disable();
  return tools;
}
