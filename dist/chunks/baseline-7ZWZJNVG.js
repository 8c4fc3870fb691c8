import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  lintRepo,
  readBaselineFile
} from "./chunk-OTWYQAM3.js";
import {
  BASELINE_FILE,
  baselineOf,
  nextBaseline,
  parseBaseline,
  renderBaseline
} from "./chunk-B5VGU65J.js";
import {
  parseCommandArgs,
  workDir
} from "./chunk-3PXYGPLZ.js";
import "./chunk-QRUYXWFI.js";
import "./chunk-L2OFOMTC.js";
import "./chunk-7UX2OIFP.js";
import "./chunk-PB52NDOF.js";
import "./chunk-SDJ76YB7.js";
import "./chunk-HSAUQ7NS.js";
import "./chunk-RXBCPW2P.js";
import "./chunk-YJE4FWTR.js";
import "./chunk-47HQTT2E.js";
import "./chunk-L5LA4DNM.js";
import "./chunk-TEACNPXB.js";
import "./chunk-6MDH67ZF.js";
import "./chunk-2RZNU5WW.js";
import "./chunk-X6TG55U7.js";
import "./chunk-T7PY4MCE.js";
import "./chunk-AKETTWE2.js";
import "./chunk-UPXTJPQD.js";
import {
  writeProtocolFile
} from "./chunk-4PAOOPLX.js";
import "./chunk-VPUI3E4W.js";
import "./chunk-NUGXNJTQ.js";
import {
  CliError
} from "./chunk-GTPCD622.js";
import "./chunk-K3UNWZRA.js";
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
