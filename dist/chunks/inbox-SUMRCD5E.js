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
} from "./chunk-J5VTA3ND.js";
import "./chunk-BLOVZPGO.js";
import "./chunk-YHHJKS4X.js";
import "./chunk-WTLPSUMJ.js";
import "./chunk-OEH3DOYY.js";
import "./chunk-4WLA3SEC.js";
import "./chunk-KLCYKY7Q.js";
import "./chunk-MJ5ZQ3LD.js";
import "./chunk-X6TG55U7.js";
import {
  findRoot,
  loadConfig
} from "./chunk-WRKOC3AB.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-DLTXODZX.js";
import "./chunk-OIN77HML.js";
import "./chunk-VJNSWD7O.js";
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
