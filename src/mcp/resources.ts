/**
 * The resources of `handover mcp`: this project's protocol files as they stand in the working tree, and the rule
 * pages (rules/*.md). Read-only; only the configured protocol files, never another path.
 */
import { readFileSync } from 'node:fs';
import { type McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { loadConfig } from '../config/load.js';
import { CliError } from '../errors.js';
import { readProtocolFile } from '../fsutil.js';
import { RULE_IDS } from '../rules/index.js';
import type { ServerContext } from './run.js';

/** The protocol files the config names, by their role (`handover`, `sync`, …), that exist as files. */
async function protocolFiles(root: string): Promise<{ role: string; file: string }[]> {
  const config = await loadConfig(root);
  return Object.entries(config.files)
    .filter(([, file]) => typeof file === 'string' && !file.endsWith('/'))
    .map(([role, file]) => ({ role, file: file as string }));
}

export function registerResources(server: McpServer, ctx: ServerContext): void {
  server.registerResource(
    'protocol-file',
    new ResourceTemplate('handover://file/{role}', {
      list: async () => {
        const files = await protocolFiles(ctx.root).catch(() => []);
        return {
          resources: files
            .filter((f) => readProtocolFile(ctx.root, f.file) !== null)
            .map((f) => ({ uri: `handover://file/${f.role}`, name: f.file, mimeType: 'text/markdown' })),
        };
      },
    }),
    {
      title: 'Protocol files',
      description: 'This project’s protocol files (HANDOVER.md, SYNC.md, PROJECT_REGISTRY.md, …) as they stand.',
      mimeType: 'text/markdown',
    },
    async (uri, vars) => {
      const files = await protocolFiles(ctx.root);
      const f = files.find((x) => x.role === vars.role);
      if (!f)
        throw new CliError(
          `${uri.href} is not a protocol file of this project (${files.map((x) => x.role).join(', ')}).`,
        );
      const bytes = readProtocolFile(ctx.root, f.file);
      if (bytes === null) throw new CliError(`${f.file} does not exist in ${ctx.root} yet.`);
      return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text: bytes.toString('utf8') }] };
    },
  );
  server.registerResource(
    'rule',
    new ResourceTemplate('handover://rules/{group}/{name}', {
      list: async () => ({
        resources: [...RULE_IDS].map((id) => ({ uri: `handover://rules/${id}`, name: id, mimeType: 'text/markdown' })),
      }),
    }),
    {
      title: 'Rule pages',
      description: 'What each rule checks, why, examples and options (the rules/*.md pages).',
      mimeType: 'text/markdown',
    },
    async (uri, vars) => {
      const id = `${vars.group}/${vars.name}`;
      if (!RULE_IDS.has(id)) throw new CliError(`${id} is not a rule id.`);
      const text = readFileSync(new URL(`../../rules/${id}.md`, import.meta.url), 'utf8');
      return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text }] };
    },
  );
}
