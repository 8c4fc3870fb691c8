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
} from "./chunk-NIH55NGI.js";
import "./chunk-7PT2J6RJ.js";
import "./chunk-IBZAK4FD.js";
import "./chunk-52IQNR4Y.js";
import {
  findRoot,
  loadConfig
} from "./chunk-VKRLUFSJ.js";
import "./chunk-GPASHY37.js";
import "./chunk-IHY4LGPY.js";
import "./chunk-AQVA7NRJ.js";
import "./chunk-X6TG55U7.js";
import "./chunk-LY3ZYHUJ.js";
import "./chunk-AKETTWE2.js";
import "./chunk-Y7RBW4TX.js";
import "./chunk-ZNA3TGIR.js";
import "./chunk-U3QJ443F.js";
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
