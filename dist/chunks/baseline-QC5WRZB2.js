import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  lintRepo,
  readBaselineFile
} from "./chunk-OUYG43P2.js";
import {
  baselineOf,
  nextBaseline,
  readBaseline,
  renderBaseline
} from "./chunk-54QDPTUO.js";
import {
  parseCommandArgs,
  workDir
} from "./chunk-3PXYGPLZ.js";
import "./chunk-J4SWRRYJ.js";
import "./chunk-2PNLCJAR.js";
import "./chunk-GNOYYBO2.js";
import "./chunk-GQY6FBDC.js";
import "./chunk-ZKFKBATN.js";
import "./chunk-K3UNWZRA.js";
import "./chunk-2MD5TY76.js";
import "./chunk-E4PCTEHX.js";
import "./chunk-4S4F4G6Y.js";
import "./chunk-X6TG55U7.js";
import "./chunk-A6BGU5HM.js";
import "./chunk-3UKR7ZY5.js";
import "./chunk-OZS6RTDT.js";
import "./chunk-SOWN6PH7.js";
import "./chunk-BWI6WBZC.js";
import {
  findRoot
} from "./chunk-ZNCGIGJQ.js";
import {
  writeProtocolFile
} from "./chunk-RWIQJ7M5.js";
import "./chunk-U75CFEDE.js";
import {
  BASELINE_FILE
} from "./chunk-E5EXWXCP.js";
import "./chunk-RHE6JALN.js";
import "./chunk-H2I6UNX5.js";
import "./chunk-357LZD3P.js";
import "./chunk-O445MX7U.js";
import {
  CliError
} from "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-SOISCQTY.js";

// fs-by-require:src/cli/commands/baseline.ts
var require_baseline = __commonJS({
  "fs-by-require:src/cli/commands/baseline.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// src/cli/commands/baseline.ts
var import_node_fs = __toESM(require_baseline(), 1);
import { join } from "node:path";
var count = (b) => [...b.values()].reduce((n, m) => n + [...m.values()].reduce((k, e) => k + (e.count ?? 1), 0), 0);
var plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
async function run(args, io) {
  const { values } = parseCommandArgs("baseline", args, { prune: { type: "boolean" } }, false);
  if (values.format !== void 0) throw new CliError("handover baseline writes a file and takes no --format.", 2);
  const cwd = workDir(io, values.cwd);
  if (!(0, import_node_fs.existsSync)(join(findRoot(cwd), ".git")))
    throw new CliError(
      `${cwd} is not inside a git repository; run handover baseline in the repository whose findings it records (the baseline is committed there).`,
      2
    );
  const linted = await lintRepo(cwd, []);
  const root = linted?.root ?? workDir(io, values.cwd);
  const read = readBaseline(readBaselineFile(root));
  const before = read.baseline;
  if (read.malformed)
    io.stderr.write(`handover: ${BASELINE_FILE} was not a baseline (${read.malformed}); writing a new one.
`);
  if (read.refused.length)
    io.stderr.write(
      `handover: ${BASELINE_FILE}: dropping ${plural(read.refused.length, "entry").replace(
        "entrys",
        "entries"
      )} that suppressed nothing (${read.refused.slice(0, 3).map((r) => r.why).join("; ")}).
`
    );
  const now = baselineOf(linted?.results ?? []);
  const { next: kept, added, dropped, stale } = nextBaseline(before, now, values.prune === true);
  const text = renderBaseline(kept);
  const existing = readBaselineFile(root);
  if (existing !== text) writeProtocolFile(root, BASELINE_FILE, text);
  const what = values.prune ? `${dropped === 1 ? "1 entry" : `${dropped} entries`} that no longer occur${dropped === 1 ? "s" : ""} dropped` : `${added} new`;
  io.stdout.write(
    `${existing === text ? "unchanged" : "wrote"} ${BASELINE_FILE}: ${plural(count(kept), "finding")} in ${plural(kept.size, "file")} (${what}).
`
  );
  if (stale)
    io.stdout.write(
      `${plural(stale, "recorded finding")} no longer occur${stale === 1 ? "s" : ""}; handover baseline --prune drops ${stale === 1 ? "it" : "them"}.
`
    );
  if (existing !== text) io.stdout.write(`Commit it: git add ${BASELINE_FILE}
`);
  return 0;
}
export {
  run
};
