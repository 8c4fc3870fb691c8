import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  doctor,
  formatDoctor
} from "./chunk-Q3HH5ZYO.js";
import "./chunk-IS7SUE3O.js";
import "./chunk-F654DEA3.js";
import "./chunk-VBRH65VE.js";
import "./chunk-CBSPE7GF.js";
import "./chunk-ZTCXB3MP.js";
import {
  parseCommandArgs,
  pickFormat,
  workDir
} from "./chunk-3PXYGPLZ.js";
import {
  isWorkTree
} from "./chunk-VGF64KUY.js";
import "./chunk-GNOYYBO2.js";
import "./chunk-4S4F4G6Y.js";
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
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";

// src/cli/commands/doctor.ts
async function run(args, io) {
  const { values } = parseCommandArgs("doctor", args, {}, false);
  const format = pickFormat(values.format, ["text", "json"], "text");
  const cwd = workDir(io, values.cwd);
  const root = findRoot(cwd);
  if (!await isWorkTree(root))
    throw new CliError(`${cwd} is not inside a git work tree; run handover doctor in a repository.`, 2);
  const config = await loadConfig(root, { trusted: false });
  const report = await doctor({ root, config, env: io.env });
  io.stdout.write(format === "json" ? `${JSON.stringify(report, null, 2)}
` : formatDoctor(report));
  return report.guards.every((g) => g.status === "live") ? 0 : 1;
}
export {
  run
};
