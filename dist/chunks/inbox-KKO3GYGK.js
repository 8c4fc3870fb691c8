import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  parseCommandArgs,
  pickFormat,
  workDir
} from "./chunk-3PXYGPLZ.js";
import {
  consumeAnswers,
  readInbox,
  renderInbox,
  softActor
} from "./chunk-VNTMSOZK.js";
import "./chunk-MAAHCRIQ.js";
import "./chunk-3RQAP2PZ.js";
import "./chunk-GBRRU4TB.js";
import "./chunk-XDGLF5CW.js";
import "./chunk-HX33224P.js";
import "./chunk-VRTSFHNC.js";
import "./chunk-6TCZXWA5.js";
import "./chunk-X6TG55U7.js";
import {
  findRoot,
  loadConfig
} from "./chunk-EONUXGIS.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-4D7LJGXO.js";
import "./chunk-NVORFHGC.js";
import "./chunk-NKZLFI4E.js";
import {
  CliError
} from "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";

// src/cli/commands/inbox.ts
async function run(args, io) {
  const { values, positionals } = parseCommandArgs("inbox", args, {
    "dry-run": { type: "boolean" },
    actor: { type: "string" }
  });
  if (positionals.length) throw new CliError(`handover inbox takes no arguments ("${positionals[0]}").`, 2);
  const format = pickFormat(values.format, ["text", "json"], "text");
  const root = findRoot(workDir(io, values.cwd));
  const config = await loadConfig(root);
  const actor = await softActor(root, config, io.env, values.actor);
  const inbox = await readInbox(root, config, { actor });
  const { seen: _seen, ...shown } = inbox;
  io.stdout.write(format === "json" ? `${JSON.stringify(shown, null, 2)}
` : renderInbox(inbox));
  if (!values["dry-run"]) await consumeAnswers(root, config, inbox);
  return 0;
}
export {
  run
};
