import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  parseCommandArgs,
  pickFormat,
  workDir
} from "./chunk-3PXYGPLZ.js";
import {
  planConsume,
  withMarkerLock
} from "./chunk-7LTDXHNN.js";
import "./chunk-YC2TM63V.js";
import {
  findRoot,
  loadConfig
} from "./chunk-44AHUX5X.js";
import "./chunk-SWKALWMP.js";
import "./chunk-X6TG55U7.js";
import "./chunk-DZLS3KQW.js";
import "./chunk-UQGTVZZ3.js";
import "./chunk-QDDGP54V.js";
import "./chunk-44KSQHQM.js";
import {
  shown
} from "./chunk-UPXTJPQD.js";
import "./chunk-4PAOOPLX.js";
import {
  CliError
} from "./chunk-GTPCD622.js";
import "./chunk-6GGNLGTR.js";
import "./chunk-5IDJGKSO.js";
import "./chunk-SOISCQTY.js";

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
    const plan = await planConsume({
      root,
      config,
      upstreams: positionals,
      dryRun: values["dry-run"],
      maxChars,
      format,
      env: io.env
    });
    await new Promise(
      (resolve, reject) => io.stdout.write(format === "json" ? plan.output : shown(plan.output), (e) => e ? reject(e) : resolve())
    );
    await plan.commit();
    return 0;
  };
  return values["dry-run"] ? once() : withMarkerLock(root, config, once);
}
function positiveInt(s) {
  if (!/^\d+$/.test(s) || Number(s) < 1 || !Number.isSafeInteger(Number(s)))
    throw new CliError(`--max-chars must be a whole number of characters above 0, not "${s}".`, 2);
  return Number(s);
}
export {
  run
};
