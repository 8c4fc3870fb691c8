import { type McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { ServerContext } from './run.js';
export declare function registerResources(server: McpServer, ctx: ServerContext): void;
