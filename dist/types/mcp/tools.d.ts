import type { McpServer, RegisteredTool } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { type ToolResult } from './run.js';
import { type ConfigState } from './state.js';
export declare const path: z.ZodOptional<z.ZodString>;
export declare const page: {
    cursor: z.ZodOptional<z.ZodString>;
    max_chars: z.ZodOptional<z.ZodNumber>;
};
/**
 * An input schema that refuses what it does not declare, in one sentence: no tool takes an agent (each acts as
 * this server's agent), and an argument a tool does not know is not silently dropped.
 */
export declare function strictInput<S extends z.ZodRawShape>(tool: string, shape: S): z.ZodObject<{ -readonly [P in keyof S]: S[P]; }, z.core.$strict>;
/** Registers the read tools and consume; returns consume's handle (its annotations follow the config). */
export declare function registerReadTools(server: McpServer, state: ConfigState, write: boolean): RegisteredTool;
/** inbox: the command's reading within the budget; the answers are consumed only by a result that shows them all. */
export declare function inboxTool(state: ConfigState, a: {
    path?: string;
    cursor?: string;
    max_chars?: number;
    write: boolean;
}): Promise<ToolResult>;
