import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  lintRepo,
  readBaselineFile
} from "./chunk-M4JW3XOC.js";
import {
  BASELINE_FILE,
  baselineOf,
  nextBaseline,
  parseBaseline,
  renderBaseline
} from "./chunk-K7SZD6AY.js";
import {
  parseCommandArgs,
  workDir
} from "./chunk-3PXYGPLZ.js";
import "./chunk-4DKKJ3DZ.js";
import "./chunk-JNR2BRU2.js";
import "./chunk-2JKH7X6X.js";
import "./chunk-N4XYM4GS.js";
import "./chunk-6VADIATV.js";
import "./chunk-7HYTZWWS.js";
import "./chunk-FHZZAY56.js";
import "./chunk-OK4SHNL6.js";
import "./chunk-3UW6U35L.js";
import "./chunk-OEXZEHCI.js";
import "./chunk-VFS7OCEK.js";
import "./chunk-JSJFAUGM.js";
import "./chunk-X6TG55U7.js";
import "./chunk-K3UNWZRA.js";
import "./chunk-KUHXHELZ.js";
import {
  writeProtocolFile
} from "./chunk-RWIQJ7M5.js";
import "./chunk-OVUB2E7Y.js";
import "./chunk-XWDS35YF.js";
import "./chunk-GTBB6XJF.js";
import "./chunk-BK4RFGBK.js";
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
