import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  parseCommandArgs,
  pickFormat,
  workDir
} from "./chunk-UE3AJOWM.js";
import {
  readInbox,
  renderInbox
} from "./chunk-MH6N7VYF.js";
import "./chunk-NA7LWAHN.js";
import "./chunk-RYEBKSVA.js";
import {
  findRoot,
  loadConfig
} from "./chunk-6WUL4MMB.js";
import "./chunk-CETOGZAZ.js";
import "./chunk-O6YBYR2J.js";
import "./chunk-KB3DHMA5.js";
import "./chunk-OKBGD2UO.js";
import "./chunk-ZSZ6AFXN.js";
import "./chunk-OLL5PBU7.js";
import "./chunk-6WJ3S5HX.js";
import {
  CliError
} from "./chunk-GTPCD622.js";
import "./chunk-VW3BOR3U.js";
import "./chunk-M4VHSZRF.js";
import "./chunk-VVYYWWMR.js";
import "./chunk-7XZO6OSN.js";

// src/cli/commands/inbox.ts
async function run(args, io) {
  const { values, positionals } = parseCommandArgs("inbox", args, {});
  if (positionals.length) throw new CliError(`handover inbox takes no arguments ("${positionals[0]}").`, 2);
  const format = pickFormat(values.format, ["text", "json"], "text");
  const root = findRoot(workDir(io, values.cwd));
  const inbox = await readInbox(root, await loadConfig(root));
  io.stdout.write(format === "json" ? JSON.stringify(inbox, null, 2) + "\n" : renderInbox(inbox));
  return 0;
}
export {
  run
};
