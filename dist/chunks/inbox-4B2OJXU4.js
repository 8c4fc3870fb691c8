import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  parseCommandArgs,
  pickFormat,
  workDir
} from "./chunk-UE3AJOWM.js";
import {
  readInbox,
  renderInbox
} from "./chunk-PZWJKILY.js";
import "./chunk-AYBWQJ23.js";
import "./chunk-ROH3K25E.js";
import {
  findRoot,
  loadConfig
} from "./chunk-JTORLZEI.js";
import "./chunk-CM7MIYQW.js";
import "./chunk-O6YBYR2J.js";
import "./chunk-S3TXDXJI.js";
import "./chunk-OKBGD2UO.js";
import "./chunk-VDG5223I.js";
import "./chunk-55REJSUE.js";
import "./chunk-AAZI2RIR.js";
import {
  CliError
} from "./chunk-GTPCD622.js";
import "./chunk-FOS7SCH6.js";
import "./chunk-HAJ3JEZM.js";
import "./chunk-UPXTJPQD.js";
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
