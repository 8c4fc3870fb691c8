import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  parseCommandArgs,
  pickFormat,
  workDir
} from "./chunk-UE3AJOWM.js";
import {
  readInbox,
  renderInbox
} from "./chunk-UY3OIX3T.js";
import "./chunk-HEKL5IZX.js";
import "./chunk-RYEBKSVA.js";
import {
  findRoot,
  loadConfig
} from "./chunk-CJ5TJ7G6.js";
import "./chunk-CETOGZAZ.js";
import "./chunk-O6YBYR2J.js";
import "./chunk-R3OQ33XQ.js";
import "./chunk-OKBGD2UO.js";
import "./chunk-4Z3MH7D7.js";
import "./chunk-MAHXDYTP.js";
import "./chunk-6WJ3S5HX.js";
import {
  CliError
} from "./chunk-GTPCD622.js";
import "./chunk-BOKYZC2N.js";
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
