import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  parseCommandArgs,
  pickFormat,
  workDir
} from "./chunk-AIRSLKMU.js";
import {
  readInbox,
  renderInbox
} from "./chunk-XUA3OQI4.js";
import "./chunk-KFSBITSB.js";
import "./chunk-TFD4VZJ6.js";
import {
  findRoot,
  loadConfig
} from "./chunk-LCY7OKIW.js";
import "./chunk-IXUX6JSV.js";
import "./chunk-X6TG55U7.js";
import "./chunk-T7MN7Z7H.js";
import "./chunk-6BX353RH.js";
import "./chunk-FISEVLQW.js";
import "./chunk-KWRSWJOR.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-4PAOOPLX.js";
import {
  CliError
} from "./chunk-GTPCD622.js";
import "./chunk-OZWJXZ6M.js";
import "./chunk-5IDJGKSO.js";
import "./chunk-7XZO6OSN.js";

// src/cli/commands/inbox.ts
async function run(args, io) {
  const { values, positionals } = parseCommandArgs("inbox", args, {});
  if (positionals.length) throw new CliError(`handover inbox takes no arguments ("${positionals[0]}").`, 2);
  const format = pickFormat(values.format, ["text", "json"], "text");
  const root = findRoot(workDir(io, values.cwd));
  const inbox = await readInbox(root, await loadConfig(root));
  io.stdout.write(format === "json" ? `${JSON.stringify(inbox, null, 2)}
` : renderInbox(inbox));
  return 0;
}
export {
  run
};
