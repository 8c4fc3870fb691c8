import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  parseCommandArgs,
  workDir
} from "./chunk-3PXYGPLZ.js";
import {
  CliError
} from "./chunk-GTPCD622.js";
import "./chunk-SOISCQTY.js";

// src/cli/commands/mcp.ts
async function run(args, io) {
  const { values, positionals } = parseCommandArgs("mcp", args, {});
  if (positionals.length) throw new CliError(`handover mcp takes no arguments ("${positionals[0]}").`, 2);
  if (values.format !== void 0) throw new CliError("handover mcp speaks MCP on stdio, so it takes no --format.", 2);
  const { serve } = await import("./server-ZBXHH5LR.js");
  await serve(workDir(io, values.cwd), io.env, io.version);
  return 0;
}
export {
  run
};
