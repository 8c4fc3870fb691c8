import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { CallToolResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { CLI } from '../helpers/cli.js';

export type Result = {
  content: { type: string; text?: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
};

/** The SDK's own client, talking to the built `handover mcp` over stdio in `cwd` (as `agent`, when given). */
export async function connect(cwd: string, agent?: string): Promise<Client> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [CLI, 'mcp'],
    cwd,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      ...(agent ? { HANDOVER_AGENT: agent } : {}),
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_CONFIG_NOSYSTEM: '1',
    },
    stderr: 'pipe',
  });
  const client = new Client({ name: 'handover-test', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

export const call = async (c: Client, name: string, args: Record<string, unknown> = {}) =>
  (await c.callTool({ name, arguments: args }, CallToolResultSchema)) as Result;
export const text = (r: Result) => r.content.map((c) => c.text ?? '').join('\n');
