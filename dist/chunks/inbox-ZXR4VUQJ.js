import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  parseCommandArgs,
  pickFormat,
  workDir
} from "./chunk-UE3AJOWM.js";
import {
  readInbox,
  renderInbox
} from "./chunk-CDP4DBQ3.js";
import "./chunk-HFCI6BUX.js";
import "./chunk-ROH3K25E.js";
import {
  findRoot,
  loadConfig
} from "./chunk-TYD6UDFP.js";
import "./chunk-CM7MIYQW.js";
import "./chunk-O6YBYR2J.js";
import "./chunk-L6WHV6O6.js";
import "./chunk-OKBGD2UO.js";
import "./chunk-MP3IPWCG.js";
import "./chunk-EEBPNC3Q.js";
import "./chunk-WSTWBCDB.js";
import {
  CliError
} from "./chunk-GTPCD622.js";
import "./chunk-VW3BOR3U.js";
import "./chunk-M4VHSZRF.js";
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
