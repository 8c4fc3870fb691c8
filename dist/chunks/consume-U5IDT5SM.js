import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  parseCommandArgs,
  pickFormat,
  workDir
} from "./chunk-3PXYGPLZ.js";
import {
  planConsume,
  withMarkerLock
} from "./chunk-VOMYSQKJ.js";
import "./chunk-SDJ76YB7.js";
import {
  findRoot,
  loadConfig
} from "./chunk-HSAUQ7NS.js";
import "./chunk-YJE4FWTR.js";
import "./chunk-L5LA4DNM.js";
import "./chunk-2RZNU5WW.js";
import "./chunk-X6TG55U7.js";
import "./chunk-T7PY4MCE.js";
import "./chunk-AKETTWE2.js";
import {
  shown
} from "./chunk-UPXTJPQD.js";
import "./chunk-4PAOOPLX.js";
import "./chunk-VPUI3E4W.js";
import "./chunk-NUGXNJTQ.js";
import {
  CliError
} from "./chunk-GTPCD622.js";
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
