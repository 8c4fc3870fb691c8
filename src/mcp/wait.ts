/**
 * The MCP `wait` tool: `handover inbox --wait` for an agent's session. It blocks until something waits for the
 * project (a request addressed to it, an answer to its requests, new upstream entries) or the timeout comes,
 * sending a progress notification every few seconds when the client asked for progress (a progressToken), so the
 * call does not look hung. Then it runs the `inbox` command, as the `inbox` tool does, and returns its JSON.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { findRoot, loadConfig } from '../config/load.js';
import { softActor } from '../requests/inbox.js';
import { waitForInbox } from '../requests/wait.js';
import { strictInput } from './tools.js';

/** What the server lends the tool: where a `path` argument points, and how it runs a CLI command in-process. */
export interface WaitToolContext {
  env: NodeJS.ProcessEnv;
  where: (path: string | undefined) => string;
  /** Runs `handover <argv>` in `cwd` and returns the tool result the server makes of its JSON output. */
  inboxJson: (cwd: string) => Promise<{
    content: { type: 'text'; text: string }[];
    structuredContent?: Record<string, unknown>;
    isError?: boolean;
  }>;
  /** A tool error when the config cannot be used (the server's own wording), else null. */
  configProblem?: () => Promise<{ content: { type: 'text'; text: string }[]; isError?: boolean } | null>;
  /** Between progress notifications (ms). */
  progressEveryMs?: number;
}

/** The most one call waits: a client's request timeout is usually shorter; call again to wait longer. */
const MAX_TIMEOUT_S = 3_600;

const news = (ups: { name: string; pending: number }[]) => ups.filter((u) => u.pending > 0);

/** Registers `wait` on the server (a read tool: it moves offsets only as the `inbox` tool does). */
export function registerWaitTool(server: McpServer, ctx: WaitToolContext): void {
  server.registerTool(
    'wait',
    {
      title: 'Wait for work',
      description:
        'Blocks until something waits for this project (a request addressed to it, an answer to its requests, ' +
        'new upstream entries) or the timeout, then returns the inbox as the inbox tool does ({"arrived": false} ' +
        'at the timeout). Call it when idle instead of polling; it sends progress while it waits.',
      inputSchema: strictInput('wait', {
        timeout_seconds: z
          .number()
          .int()
          .min(1)
          .max(MAX_TIMEOUT_S)
          .optional()
          .describe('The most to wait, in seconds (default 300).'),
        path: z
          .string()
          .optional()
          .describe('A folder inside the repository the server serves (a subproject), relative to it.'),
      }),
      outputSchema: z.looseObject({ arrived: z.boolean() }),
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (a, extra) => {
      const problem = await ctx.configProblem?.();
      if (problem) return problem;
      const cwd = ctx.where(a.path);
      const root = findRoot(cwd);
      const config = await loadConfig(root);
      const timeoutMs = (a.timeout_seconds ?? 300) * 1000;
      const token = extra._meta?.progressToken;
      const onProgress =
        token === undefined
          ? undefined
          : (waited: number) =>
              void extra
                .sendNotification({
                  method: 'notifications/progress',
                  params: {
                    progressToken: token,
                    progress: Math.round(waited / 1000),
                    total: timeoutMs / 1000,
                    message: `waiting for work: ${Math.round(waited / 1000)}s of ${timeoutMs / 1000}s`,
                  },
                })
                .catch(() => undefined);
      const r = await waitForInbox(root, config, {
        timeoutMs,
        actor: await softActor(root, config, ctx.env),
        onProgress,
        progressEveryMs: ctx.progressEveryMs,
        signal: extra.signal,
      });
      if (!r.arrived) {
        const text = JSON.stringify({ arrived: false, project: r.inbox.project, waitedMs: r.waitedMs });
        return { content: [{ type: 'text', text }], structuredContent: { arrived: false, waitedMs: r.waitedMs } };
      }
      const shown = await ctx.inboxJson(cwd);
      if (shown.structuredContent)
        shown.structuredContent = { arrived: true, ...shown.structuredContent, upstreams: news(r.upstreams) };
      return shown;
    },
  );
}
