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
} from "./chunk-QCMEQABM.js";
import "./chunk-VORREIPP.js";
import "./chunk-N4XYM4GS.js";
import "./chunk-6VADIATV.js";
import "./chunk-FHZZAY56.js";
import "./chunk-OK4SHNL6.js";
import "./chunk-OEXZEHCI.js";
import "./chunk-VFS7OCEK.js";
import "./chunk-X6TG55U7.js";
import {
  findRoot,
  loadConfig
} from "./chunk-KUHXHELZ.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-XWDS35YF.js";
import "./chunk-GTBB6XJF.js";
import "./chunk-BK4RFGBK.js";
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
