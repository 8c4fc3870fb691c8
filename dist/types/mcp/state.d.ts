/** The server's per-call state: the config read again on every call, and the tools it offers as it says. */
import type { RegisteredTool } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { Config } from '../config/schema.js';
import { type ServerContext, type ToolResult } from './run.js';
/** The config as of the latest call, and what follows from it for the tools offered. */
export declare class ConfigState {
    readonly ctx: ServerContext;
    private writeTools;
    private consumeTool;
    constructor(ctx: ServerContext);
    /** The write tools (hidden when the config says `mcp: { write: false }`) and consume (annotated by it). */
    track(writeTools: RegisteredTool[], consume: RegisteredTool): void;
    /** Reads the config again; offers or withdraws the write tools as it says (the client hears of a change). */
    load(): Promise<Config>;
}
/** consume writes the offset, unless the server writes nothing. */
export declare function consumeAnnotations(write: boolean): {
    readOnlyHint: boolean;
    destructiveHint: boolean;
    idempotentHint: boolean;
    openWorldHint: boolean;
} | {
    readOnlyHint: boolean;
    openWorldHint: boolean;
    destructiveHint?: undefined;
    idempotentHint?: undefined;
};
/** The config, or the tool error that says it cannot be used (naming the file and the fix). */
export declare function loadOrRefuse(state: ConfigState): Promise<{
    config: Config;
} | {
    refusal: ToolResult;
}>;
/**
 * A tool handler that first reads the config (a broken one is the tool's error, naming the file and the fix) and
 * turns a refusal of its arguments or of the CLI into a tool error in the tool's own words; the server keeps serving.
 */
export declare function handler<A>(state: ConfigState, run: (args: A, config: Config) => Promise<ToolResult>): (args: A) => Promise<ToolResult>;
