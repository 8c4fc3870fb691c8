import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  parseCommandArgs,
  pickFormat,
  workDir
} from "./chunk-AIRSLKMU.js";
import {
  readInbox,
  renderInbox
} from "./chunk-NICS7GHJ.js";
import "./chunk-S6M2FPJF.js";
import "./chunk-6UYIN4HP.js";
import {
  findRoot,
  loadConfig
} from "./chunk-NNPP5VEO.js";
import "./chunk-IXUX6JSV.js";
import "./chunk-X6TG55U7.js";
import "./chunk-VHJVPWRW.js";
import "./chunk-6BX353RH.js";
import "./chunk-UGIMC2T4.js";
import "./chunk-U2YL4YXF.js";
import "./chunk-4PAOOPLX.js";
import {
  CliError
} from "./chunk-GTPCD622.js";
import "./chunk-25SVDEOQ.js";
import "./chunk-WRAA7HSL.js";
import "./chunk-UPXTJPQD.js";
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
