import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  lintRepo,
  readBaselineFile
} from "./chunk-PNVRAHPH.js";
import {
  BASELINE_FILE,
  baselineOf,
  nextBaseline,
  parseBaseline,
  renderBaseline
} from "./chunk-4FJGUUUU.js";
import {
  parseCommandArgs,
  workDir
} from "./chunk-3PXYGPLZ.js";
import "./chunk-GA7ZANY5.js";
import "./chunk-MXL6XKPN.js";
import "./chunk-7UX2OIFP.js";
import "./chunk-IBZAK4FD.js";
import "./chunk-52IQNR4Y.js";
import "./chunk-VKRLUFSJ.js";
import "./chunk-ZDXRSTEA.js";
import "./chunk-GPASHY37.js";
import "./chunk-KDIFOTBY.js";
import "./chunk-IHY4LGPY.js";
import "./chunk-QXWEO6VP.js";
import "./chunk-4KNCZUKU.js";
import "./chunk-AQVA7NRJ.js";
import "./chunk-X6TG55U7.js";
import "./chunk-LY3ZYHUJ.js";
import "./chunk-AKETTWE2.js";
import {
  writeProtocolFile
} from "./chunk-Y7RBW4TX.js";
import "./chunk-ZNA3TGIR.js";
import "./chunk-U3QJ443F.js";
import {
  CliError
} from "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
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
