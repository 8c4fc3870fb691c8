import { type Outcome } from './outcome.js';
import type { AgentName } from './settings.js';
/** How an agent starts the server: /bin/sh running the clone's launcher (no machine path; nothing from the tree). */
export declare function mcpServerEntry(): {
    command: string;
    args: string[];
};
/**
 * Registers the MCP server for each agent init wires: Claude Code (`.mcp.json`), Gemini CLI and Qwen Code (their
 * settings.json), Codex (`.codex/config.toml`), opencode (`opencode.json`), Copilot CLI (`.github/mcp.json`, read
 * in a folder the user trusted; test/e2e/mcp-hosts.e2e.test.ts shows each host offering the tools).
 */
export declare function ensureMcpServers(root: string, agents: readonly AgentName[]): Outcome[];
