/**
 * The write tools of `handover mcp`: each writes as this project's agent, in this project only, through the CLI's
 * writers; none is offered (nor runs) when the config says `mcp: { write: false }`.
 */
import type { McpServer, RegisteredTool } from '@modelcontextprotocol/sdk/server/mcp.js';
import { type ConfigState } from './state.js';
/** Registers the write tools (disabled while the config says `mcp: { write: false }`); returns their handles. */
export declare function registerWriteTools(server: McpServer, state: ConfigState, write: boolean): RegisteredTool[];
