import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  writeForward,
  writeRequest,
  writeResponse
} from "./chunk-CDVR5DPM.js";
import {
  entryText
} from "./chunk-B5Z2ZYDT.js";
import {
  parseCommandArgs,
  workDir
} from "./chunk-3PXYGPLZ.js";
import "./chunk-TKC2R3UZ.js";
import "./chunk-GQY6FBDC.js";
import "./chunk-ZKFKBATN.js";
import "./chunk-E4PCTEHX.js";
import "./chunk-4S4F4G6Y.js";
import "./chunk-X6TG55U7.js";
import {
  resolveActor
} from "./chunk-OZS6RTDT.js";
import "./chunk-SOWN6PH7.js";
import {
  findRoot,
  loadConfig
} from "./chunk-ZNCGIGJQ.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-U75CFEDE.js";
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

// src/cli/commands/request.ts
async function setup(command, args, io, options) {
  const { values, positionals } = parseCommandArgs(command, args, {
    ...options,
    actor: { type: "string" },
    push: { type: "boolean" }
  });
  if (values.format !== void 0)
    throw new CliError(`handover ${command} prints one line, so it takes no --format.`, 2);
  const cwd = workDir(io, values.cwd);
  const root = findRoot(cwd);
  const config = await loadConfig(root);
  const { actor } = await resolveActor({ root, config, flag: values.actor, env: io.env });
  return {
    values,
    positionals,
    root,
    config,
    actor,
    cwd
  };
}
async function pushIfAsked(s, r, what, io) {
  if (!s.values.push) return;
  const { publishWritten } = await import("./publish-6KSTPMVR.js");
  io.stdout.write(
    await publishWritten({
      root: s.root,
      path: r.file,
      subject: `requests: ${s.actor} writes ${r.ref}, ${what}`,
      actor: s.actor
    })
  );
}
var need = (v, flag, command) => {
  if (typeof v !== "string")
    throw new CliError(`handover ${command} needs --${flag}; run handover help ${command}.`, 2);
  return v;
};
async function run(args, io) {
  const s = await setup("request", args, io, {
    file: { type: "string" },
    to: { type: "string" },
    subject: { type: "string" },
    claim: { type: "string", multiple: true },
    reversibility: { type: "string" },
    "denied-before": { type: "string" }
  });
  if (s.positionals.length === 0 || s.positionals.length > 2)
    throw new CliError(
      "handover request takes one type (ruling, evidence or capability), then what it asks: TEXT, --file F or - (stdin).",
      2
    );
  const [type, ...words] = s.positionals;
  const text = words.length || s.values.file !== void 0 ? await entryText(words, s.values.file, s.cwd, io) : void 0;
  const r = await writeRequest({
    text,
    root: s.root,
    config: s.config,
    actor: s.actor,
    type,
    to: need(s.values.to, "to", "request"),
    subject: need(s.values.subject, "subject", "request"),
    claims: s.values.claim ?? [],
    reversibility: s.values.reversibility,
    deniedBefore: s.values["denied-before"]
  });
  io.stdout.write(`Wrote ${r.ref}, a ${type} to ${s.values.to}, to ${r.file} (${r.timestamp}).
`);
  await pushIfAsked(s, r, `a ${type} to ${s.values.to}`, io);
  return 0;
}
async function respond(args, io) {
  const s = await setup("respond", args, io, {
    verdict: { type: "string", multiple: true },
    backwards: { type: "string" },
    status: { type: "string" },
    relays: { type: "string" }
  });
  if (s.positionals.length !== 1)
    throw new CliError("handover respond takes one REF (<project>#<seq>), the request it answers.", 2);
  const r = await writeResponse({
    root: s.root,
    config: s.config,
    actor: s.actor,
    ref: s.positionals[0],
    verdicts: s.values.verdict ?? [],
    backwards: s.values.backwards,
    status: s.values.status,
    relays: s.values.relays
  });
  io.stdout.write(`Wrote ${r.ref}, the response to ${s.positionals[0]}, to ${r.file} (${r.timestamp}).
`);
  await pushIfAsked(s, r, `the response to ${s.positionals[0]}`, io);
  return 0;
}
async function forward(args, io) {
  const s = await setup("forward", args, io, { to: { type: "string" } });
  if (s.positionals.length !== 1)
    throw new CliError("handover forward takes one REF (<project>#<seq>), the request it passes on.", 2);
  const r = await writeForward({
    root: s.root,
    config: s.config,
    actor: s.actor,
    ref: s.positionals[0],
    to: need(s.values.to, "to", "forward")
  });
  io.stdout.write(`Wrote ${r.ref}, forwarding ${s.positionals[0]} to ${s.values.to}, to ${r.file} (${r.timestamp}).
`);
  await pushIfAsked(s, r, `forwarding ${s.positionals[0]} to ${s.values.to}`, io);
  return 0;
}
export {
  forward,
  respond,
  run
};
