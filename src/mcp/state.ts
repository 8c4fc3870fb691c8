/** The server's per-call state: the config read again on every call, and the tools it offers as it says. */
import type { RegisteredTool } from '@modelcontextprotocol/sdk/server/mcp.js';
import { loadConfig } from '../config/load.js';
import type { Config } from '../config/schema.js';
import { CliError } from '../errors.js';
import { Refusal } from './budget.js';
import { PathOutside } from './paths.js';
import { refused, type ServerContext, type ToolResult } from './run.js';

/** The config as of the latest call, and what follows from it for the tools offered. */
export class ConfigState {
  private writeTools: RegisteredTool[] = [];
  private consumeTool: RegisteredTool | null = null;

  constructor(readonly ctx: ServerContext) {}

  /** The write tools (hidden when the config says `mcp: { write: false }`) and consume (annotated by it). */
  track(writeTools: RegisteredTool[], consume: RegisteredTool): void {
    this.writeTools = writeTools;
    this.consumeTool = consume;
  }

  /** Reads the config again; offers or withdraws the write tools as it says (the client hears of a change). */
  async load(): Promise<Config> {
    const config = await loadConfig(this.ctx.root);
    const write = config.mcp.write;
    for (const t of this.writeTools) if (t.enabled !== write) write ? t.enable() : t.disable();
    const consume = this.consumeTool;
    if (consume && consume.annotations?.readOnlyHint !== !write)
      consume.update({ annotations: consumeAnnotations(write) });
    return config;
  }
}

/** consume writes the offset, unless the server writes nothing. */
export function consumeAnnotations(write: boolean) {
  return write
    ? { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false }
    : { readOnlyHint: true, openWorldHint: false };
}

/** The config, or the tool error that says it cannot be used (naming the file and the fix). */
export async function loadOrRefuse(state: ConfigState): Promise<{ config: Config } | { refusal: ToolResult }> {
  try {
    return { config: await state.load() };
  } catch (error) {
    if (error instanceof CliError)
      return { refusal: refused(`The handover config cannot be used, so no tool can run: ${error.message}`) };
    throw error;
  }
}

/**
 * A tool handler that first reads the config (a broken one is the tool's error, naming the file and the fix) and
 * turns a refusal of its arguments or of the CLI into a tool error in the tool's own words; the server keeps serving.
 */
export function handler<A>(
  state: ConfigState,
  run: (args: A, config: Config) => Promise<ToolResult>,
): (args: A) => Promise<ToolResult> {
  return async (args) => {
    const loaded = await loadOrRefuse(state);
    if ('refusal' in loaded) return loaded.refusal;
    const { config } = loaded;
    try {
      return await run(args, config);
    } catch (error) {
      if (error instanceof PathOutside || error instanceof Refusal || error instanceof CliError)
        return refused(error.message);
      throw error;
    }
  };
}
