import {
  planConsume,
  withMarkerLock
} from "./chunk-QI2SK5PP.js";
import {
  parseCommandArgs,
  pickFormat,
  workDir
} from "./chunk-T3CUDLRK.js";
import "./chunk-QJLPXOOE.js";
import {
  findRoot,
  loadConfig
} from "./chunk-JUB7LQQ7.js";
import "./chunk-IVOMWZO7.js";
import "./chunk-YE5B2ZP3.js";
import "./chunk-Y6SIZAA5.js";
import {
  CliError
} from "./chunk-HUD7R4V5.js";
import "./chunk-ZU35ZJCP.js";
import "./chunk-XODWWIKJ.js";

// src/cli/commands/consume.ts
async function run(args, io) {
  const { values, positionals } = parseCommandArgs("consume", args, {
    "dry-run": { type: "boolean" },
    "max-chars": { type: "string" }
  });
  const format = pickFormat(values.format, ["markdown", "json"], "markdown");
  const maxChars = values["max-chars"] === void 0 ? void 0 : positiveInt(values["max-chars"]);
  const root = findRoot(workDir(io, values.cwd));
  const config = await loadConfig(root);
  const once = async () => {
    const plan = await planConsume({ root, config, upstreams: positionals, dryRun: values["dry-run"], maxChars, format });
    await new Promise((resolve, reject) => io.stdout.write(plan.output, (e) => e ? reject(e) : resolve()));
    await plan.commit();
    return 0;
  };
  return values["dry-run"] ? once() : withMarkerLock(root, config, once);
}
function positiveInt(s) {
  if (!/^\d+$/.test(s) || Number(s) < 1 || !Number.isSafeInteger(Number(s))) throw new CliError(`--max-chars must be a whole number of characters above 0, not "${s}".`, 2);
  return Number(s);
}
export {
  run
};
