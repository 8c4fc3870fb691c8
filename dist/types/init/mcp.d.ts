import { type Outcome } from './outcome.js';
/** How an agent starts the server: /bin/sh running the clone's launcher (no machine path; nothing from the tree). */
export declare function mcpServerEntry(): {
    command: string;
    args: string[];
};
/**
 * Registers the MCP server for Claude Code (`.mcp.json`, always: init wires Claude Code by default) and for the
 * other agents whose folder the repository already has (`.gemini/`, `.qwen/`, `.codex/`).
 */
export declare function ensureMcpServers(root: string): Outcome[];
