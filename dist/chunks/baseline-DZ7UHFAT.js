import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  lintRepo,
  readBaselineFile
} from "./chunk-NKWWDZEB.js";
import {
  BASELINE_FILE,
  baselineOf,
  nextBaseline,
  parseBaseline,
  renderBaseline
} from "./chunk-5KZ7CW7B.js";
import {
  parseCommandArgs,
  workDir
} from "./chunk-3PXYGPLZ.js";
import "./chunk-CGNWQR66.js";
import "./chunk-MJETEXEJ.js";
import "./chunk-2JKH7X6X.js";
import "./chunk-YHHJKS4X.js";
import "./chunk-WTLPSUMJ.js";
import "./chunk-M63XRVVC.js";
import "./chunk-OEH3DOYY.js";
import "./chunk-4WLA3SEC.js";
import "./chunk-K7HWGKF5.js";
import "./chunk-KLCYKY7Q.js";
import "./chunk-MJ5ZQ3LD.js";
import "./chunk-BFKQ54Q4.js";
import "./chunk-X6TG55U7.js";
import "./chunk-K3UNWZRA.js";
import "./chunk-WRKOC3AB.js";
import {
  writeProtocolFile
} from "./chunk-RWIQJ7M5.js";
import "./chunk-V6RWEL4T.js";
import "./chunk-DLTXODZX.js";
import "./chunk-OIN77HML.js";
import "./chunk-VJNSWD7O.js";
import {
  CliError
} from "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";

// src/cli/commands/baseline.ts
var count = (b) => [...b.values()].reduce((n, m) => n + m.size, 0);
var plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
async function run(args, io) {
  const { values } = parseCommandArgs("baseline", args, { prune: { type: "boolean" } }, false);
  if (values.format !== void 0) throw new CliError("handover baseline writes a file and takes no --format.", 2);
  const linted = await lintRepo(workDir(io, values.cwd), []);
  const root = linted?.root ?? workDir(io, values.cwd);
  const before = parseBaseline(readBaselineFile(root));
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
