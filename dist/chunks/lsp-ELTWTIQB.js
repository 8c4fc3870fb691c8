import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  parseCommandArgs
} from "./chunk-3PXYGPLZ.js";
import {
  CliError
} from "./chunk-GTPCD622.js";
import "./chunk-SOISCQTY.js";

// src/cli/commands/lsp.ts
async function run(args, io) {
  const { values } = parseCommandArgs("lsp", args, { stdio: { type: "boolean" } }, false);
  if (values.format !== void 0)
    throw new CliError("handover lsp speaks the language server protocol and takes no --format.", 2);
  const { startLanguageServer } = await import("./server-XJHIOTSX.js");
  await startLanguageServer({ input: io.stdin, output: io.stdout, env: io.env, version: io.version });
  return 0;
}
export {
  run
};
