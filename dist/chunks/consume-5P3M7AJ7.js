import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  parseCommandArgs,
  pickFormat,
  workDir
} from "./chunk-3PXYGPLZ.js";
import {
  planConsume,
  rebaseOffset,
  withMarkerLock
} from "./chunk-AAIWVAIG.js";
import "./chunk-ZKFKBATN.js";
import "./chunk-E4PCTEHX.js";
import "./chunk-4S4F4G6Y.js";
import "./chunk-X6TG55U7.js";
import "./chunk-OZS6RTDT.js";
import "./chunk-SOWN6PH7.js";
import {
  findRoot,
  loadConfig
} from "./chunk-ZNCGIGJQ.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-E5EXWXCP.js";
import "./chunk-RHE6JALN.js";
import "./chunk-H2I6UNX5.js";
import "./chunk-357LZD3P.js";
import "./chunk-O445MX7U.js";
import {
  CliError
} from "./chunk-GTPCD622.js";
import {
  shown
} from "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";

// src/cli/commands/consume.ts
async function run(args, io) {
  const { values, positionals } = parseCommandArgs("consume", args, {
    "dry-run": { type: "boolean" },
    "max-chars": { type: "string" },
    "rebase-offset": { type: "string" }
  });
  const format = pickFormat(values.format, ["markdown", "json"], "markdown");
  const maxChars = values["max-chars"] === void 0 ? void 0 : positiveInt(values["max-chars"]);
  const root = findRoot(workDir(io, values.cwd));
  const config = await loadConfig(root);
  if (values["rebase-offset"] !== void 0) {
    if (positionals.length || values["dry-run"] || maxChars !== void 0)
      throw new CliError("--rebase-offset KEY takes nothing else: it moves one offset and prints no entries.", 2);
    const { peerAnswers } = await import("./inbox-RNIPNQMJ.js");
    io.stdout.write(
      await rebaseOffset(root, config, values["rebase-offset"], (peer) => peerAnswers(root, config, peer))
    );
    return 0;
  }
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
