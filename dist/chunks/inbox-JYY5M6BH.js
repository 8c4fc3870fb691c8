import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  parseCommandArgs,
  pickFormat,
  workDir
} from "./chunk-3PXYGPLZ.js";
import {
  consumeAnswers,
  readInbox,
  renderInbox,
  softActor
} from "./chunk-5ELRP67H.js";
import "./chunk-AAIWVAIG.js";
import "./chunk-GQY6FBDC.js";
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
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";

// src/cli/commands/inbox.ts
async function run(args, io) {
  const { values, positionals } = parseCommandArgs("inbox", args, {
    "dry-run": { type: "boolean" },
    actor: { type: "string" },
    wait: { type: "boolean" },
    timeout: { type: "string" }
  });
  if (positionals.length) throw new CliError(`handover inbox takes no arguments ("${positionals[0]}").`, 2);
  const format = pickFormat(values.format, ["text", "json"], "text");
  if (values.timeout !== void 0 && !values.wait)
    throw new CliError("--timeout goes with --wait; add --wait to wait for something to arrive.", 2);
  const timeout = values.timeout === void 0 ? DEFAULT_TIMEOUT_S : Number(values.timeout);
  if (!Number.isFinite(timeout) || timeout < 0)
    throw new CliError(`--timeout ${values.timeout} is not a number of seconds; give 0 or more (0: no limit).`, 2);
  const root = findRoot(workDir(io, values.cwd));
  const config = await loadConfig(root);
  const actor = await softActor(root, config, io.env, values.actor);
  if (values.wait) return waitAndShow({ root, config, actor, timeout, format, dryRun: values["dry-run"], io });
  const inbox = await readInbox(root, config, { actor });
  const { seen: _seen, ...shown } = inbox;
  io.stdout.write(format === "json" ? `${JSON.stringify(shown, null, 2)}
` : renderInbox(inbox));
  if (!values["dry-run"]) await consumeAnswers(root, config, inbox);
  return 0;
}
var DEFAULT_TIMEOUT_S = 600;
async function waitAndShow(o) {
  const { waitForInbox } = await import("./wait-YMN2JCNV.js");
  const stop = new AbortController();
  const interrupt = () => stop.abort();
  process.once("SIGINT", interrupt);
  let r;
  try {
    r = await waitForInbox(o.root, o.config, {
      timeoutMs: o.timeout * 1e3,
      actor: o.actor,
      signal: stop.signal,
      // one line on stderr when the wait begins (nothing waits yet), so a caller knows it is listening
      onProgress: (waited) => {
        if (waited === 0)
          o.io.stderr.write(`Waiting ${o.timeout ? `up to ${o.timeout}s ` : ""}for work (Ctrl-C stops)\u2026
`);
      },
      progressEveryMs: 36e5
    });
  } finally {
    process.off("SIGINT", interrupt);
  }
  const { seen: _seen, ...shown } = r.inbox;
  const upstreams = r.upstreams.filter((u) => u.pending > 0);
  if (o.format === "json")
    o.io.stdout.write(
      `${JSON.stringify({ arrived: r.arrived, waitedMs: r.waitedMs, ...shown, upstreams }, null, 2)}
`
    );
  else if (!r.arrived)
    o.io.stdout.write(
      `Nothing arrived for ${r.inbox.project} in ${Math.round(r.waitedMs / 1e3)}s${stop.signal.aborted ? " (interrupted)" : ""}.
`
    );
  else {
    const news = upstreams.map((u) => `  ${u.name}: ${u.pending} not consumed (handover consume ${u.name})`);
    o.io.stdout.write(renderInbox(r.inbox) + (news.length ? `New upstream entries
${news.join("\n")}
` : ""));
  }
  if (r.arrived && !o.dryRun) await consumeAnswers(o.root, o.config, r.inbox);
  return 0;
}
export {
  DEFAULT_TIMEOUT_S,
  run
};
