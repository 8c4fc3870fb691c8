import { type CommandIo } from '../io.js';
/** `handover mcp`: the MCP server over stdio for the repository at (or above) the working folder. */
export declare function run(args: string[], io: CommandIo): Promise<number>;
