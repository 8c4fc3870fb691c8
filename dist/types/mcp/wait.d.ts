/**
 * The MCP `wait` tool: `handover inbox --wait` for an agent's session. It blocks until something waits for the
 * project (a request addressed to it, an answer to its requests, new upstream entries) or the timeout comes,
 * sending a progress notification every few seconds when the client asked for progress (a progressToken), so the
 * call does not look hung. Then it runs the `inbox` command, as the `inbox` tool does, and returns its JSON.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
/** What the server lends the tool: where a `path` argument points, and how it runs a CLI command in-process. */
export interface WaitToolContext {
    env: NodeJS.ProcessEnv;
    where: (path: string | undefined) => string;
    /** Runs `handover <argv>` in `cwd` and returns the tool result the server makes of its JSON output. */
    inboxJson: (cwd: string) => Promise<{
        content: {
            type: 'text';
            text: string;
        }[];
        structuredContent?: Record<string, unknown>;
        isError?: boolean;
    }>;
    /** A tool error when the config cannot be used (the server's own wording), else null. */
    configProblem?: () => Promise<{
        content: {
            type: 'text';
            text: string;
        }[];
        isError?: boolean;
    } | null>;
    /** Between progress notifications (ms). */
    progressEveryMs?: number;
}
/** Registers `wait` on the server (a read tool: it moves offsets only as the `inbox` tool does). */
export declare function registerWaitTool(server: McpServer, ctx: WaitToolContext): void;
