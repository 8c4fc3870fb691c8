import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  parseCommandArgs,
  pickFormat,
  workDir
} from "./chunk-AIRSLKMU.js";
import {
  consumeAnswers,
  readInbox,
  renderInbox,
  softActor
} from "./chunk-ZHEZLT4D.js";
import "./chunk-GHPSXOHJ.js";
import "./chunk-VVQ6LEX2.js";
import "./chunk-UCCOVZVT.js";
import {
  findRoot,
  loadConfig
} from "./chunk-Y33GVA2S.js";
import "./chunk-KXVEM5C4.js";
import "./chunk-X6TG55U7.js";
import "./chunk-HJTKDU3X.js";
import "./chunk-JJIFUDFS.js";
import "./chunk-QH2IVLEH.js";
import "./chunk-HTEZ4XUI.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-4PAOOPLX.js";
import {
  CliError
} from "./chunk-GTPCD622.js";
import "./chunk-MTBXZYAY.js";
import "./chunk-5IDJGKSO.js";
import "./chunk-7XZO6OSN.js";

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
