import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  parseCommandArgs,
  pickFormat,
  workDir
} from "./chunk-UE3AJOWM.js";
import {
  readInbox,
  renderInbox
} from "./chunk-AR56BWPU.js";
import "./chunk-MCJBU7LH.js";
import "./chunk-TZID6HBO.js";
import "./chunk-O6YBYR2J.js";
import "./chunk-N6MVABSD.js";
import "./chunk-F553QRHR.js";
import "./chunk-5I7JEEUP.js";
import {
  findRoot,
  loadConfig
} from "./chunk-Y6G2C3PP.js";
import "./chunk-NUKAQB2F.js";
import "./chunk-JPGHGFWS.js";
import "./chunk-7XKDPKUL.js";
import {
  CliError
} from "./chunk-GTPCD622.js";
import "./chunk-XFRTEWPZ.js";
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
