import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  registryOverview
} from "./chunk-XVXU5SFZ.js";
import {
  parseCommandArgs,
  pickFormat,
  useColor,
  workDir
} from "./chunk-3PXYGPLZ.js";
import {
  ageText,
  readInbox,
  softActor,
  takesPartInRequests
} from "./chunk-5ELRP67H.js";
import {
  upstreamState
} from "./chunk-AAIWVAIG.js";
import {
  agentsOverview
} from "./chunk-ZTPRBQJ7.js";
import "./chunk-VGF64KUY.js";
import "./chunk-GQY6FBDC.js";
import "./chunk-ZKFKBATN.js";
import {
  require_picocolors
} from "./chunk-K3UNWZRA.js";
import "./chunk-E4PCTEHX.js";
import "./chunk-4S4F4G6Y.js";
import "./chunk-X6TG55U7.js";
import "./chunk-A6BGU5HM.js";
import "./chunk-OZS6RTDT.js";
import "./chunk-SOWN6PH7.js";
import "./chunk-4QI5HIWJ.js";
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
import {
  shown
} from "./chunk-UPXTJPQD.js";
import {
  __toESM
} from "./chunk-SOISCQTY.js";

// src/cli/commands/status.ts
var import_picocolors = __toESM(require_picocolors(), 1);
async function run(args, io) {
  const { values, positionals } = parseCommandArgs("status", args, {});
  if (positionals.length) throw new CliError(`handover status takes no arguments ("${positionals[0]}").`, 2);
  const format = pickFormat(values.format, ["stylish", "json"], "stylish");
  const root = findRoot(workDir(io, values.cwd));
  const config = await loadConfig(root);
  const { status, unreadable } = await collect(root, config, io.env);
  io.stdout.write(format === "json" ? `${JSON.stringify(status, null, 2)}
` : render(status, config, useColor(io)));
  return unreadable ? 2 : 0;
}
async function collect(root, config, env) {
  let unreadable = false;
  const failed = (error) => {
    const e = error;
    if (e.name !== "CliError" || e.exitCode !== 1) unreadable = true;
    return e.message;
  };
  const upstreams = [];
  for (const name of Object.keys(config.upstreams)) {
    try {
      upstreams.push({ name, ...await upstreamState(root, config, name), error: null });
    } catch (error) {
      upstreams.push({
        name,
        lastSeq: null,
        consumedSeq: null,
        pending: null,
        dialect: null,
        lastId: null,
        consumedId: null,
        error: failed(error)
      });
    }
  }
  let sync;
  try {
    sync = await agentsOverview(root, config);
  } catch (error) {
    sync = { file: config.files.sync, error: failed(error) };
  }
  let registry;
  try {
    registry = registryOverview(root, config);
  } catch (error) {
    registry = { file: config.files.registry, error: failed(error) };
  }
  let inbox = null;
  if (takesPartInRequests(root, config)) {
    try {
      const actor = await softActor(root, config, env);
      const { seen: _seen, ...read } = await readInbox(root, config, { actor });
      inbox = read;
    } catch (error) {
      inbox = { error: failed(error) };
    }
  }
  return { status: { upstreams, sync, registry, inbox }, unreadable };
}
function requesterLines(inbox, c) {
  const out = [];
  for (const u of inbox.unreachable) out.push(`  ${c.red("unreachable:")} ${shown(u.id)}: ${shown(u.error)}`);
  out.push("", c.bold("Your requests"));
  if (inbox.open.length === 0) out.push(c.dim("  none open"));
  for (const o of inbox.open) {
    const age = o.stale ? c.red(`stale: open ${ageText(o.ageDays)}`) : `open ${ageText(o.ageDays)}`;
    const on = o.subject ? ` on "${shown(o.subject)}"` : "";
    const escalated = o.state === "escalated" ? c.yellow(`  escalated by ${o.answeredBy.join(", ")}`) : "";
    out.push(`  ${o.ref}  ${age}  ${o.type} to ${shown(o.to)}${on}${escalated}`);
  }
  if (inbox.answers.length) {
    const which = inbox.answers.map((a) => `${a.ref} to ${a.answers}`).join(", ");
    out.push(
      c.yellow(
        `  ${inbox.answers.length} new ${inbox.answers.length === 1 ? "answer" : "answers"} (${which}): handover inbox shows them`
      )
    );
  }
  if (inbox.dispatcher && inbox.awaitingApproval.length) {
    out.push("", c.bold("Waiting for your approval"));
    for (const e of inbox.awaitingApproval)
      out.push(`  ${e.ref}  ${e.reversibility ?? ""} escalated by ${e.escalatedBy}: handover approve ${e.ref}`);
  }
  return out;
}
function render(s, config, color) {
  const c = color ? import_picocolors.default : {
    red: (x) => x,
    yellow: (x) => x,
    dim: (x) => x,
    bold: (x) => x,
    green: (x) => x
  };
  const out = [
    ...upstreamLines(s.upstreams, config, c),
    "",
    ...agentLines(s.sync, config, c),
    "",
    ...registryLines(s.registry, c)
  ];
  if (s.inbox) out.push("", ...inboxLines(s.inbox, c));
  return `${out.join("\n")}
`;
}
function upstreamLines(upstreams, config, c) {
  const out = [c.bold("Upstreams")];
  if (upstreams.length === 0) out.push(c.dim("  none configured"));
  const width = Math.max(0, ...upstreams.map((u) => u.name.length));
  for (const u of upstreams) {
    const name = u.name.padEnd(width);
    const byId = u.lastId !== void 0 && u.lastId !== null || (u.consumedId ?? null) !== null;
    const entry = (seq, id) => byId ? id ? `entry "${shown(id)}"` : "no entry yet" : `entry ${seq}`;
    const dialect = u.dialect && u.dialect !== config.dialect ? c.dim(`  (${u.dialect} dialect)`) : "";
    if (u.error) out.push(`  ${name}  ${c.red("error:")} ${shown(u.error)}`);
    else if (u.pending) {
      const consumed = byId && !u.consumedId ? "nothing consumed yet" : `consumed up to ${entry(u.consumedSeq, u.consumedId)}`;
      const last = entry(u.lastSeq, u.lastId);
      out.push(`  ${name}  ${c.yellow(`${u.pending} not consumed`)} (${consumed}, last ${last})${dialect}`);
    } else out.push(`  ${name}  ${c.green("up to date")} (last ${entry(u.lastSeq, u.lastId)})${dialect}`);
  }
  return out;
}
function agentLines(sync, config, c) {
  const out = [c.bold(`Agents (${sync.file})`)];
  if ("error" in sync) out.push(`  ${c.red("error:")} ${shown(sync.error)}`);
  else if (!sync.exists) out.push(c.dim(`  no ${sync.file}`));
  else {
    const quiet = sync.agents.filter((a) => !a.blocked && !a.stale);
    for (const a of sync.agents) {
      if (a.blocked) out.push(`  ${shown(a.id)}  ${c.red("blocked on:")} ${shown(String(a.blockedOn))}`);
      else if (a.stale && sync.staleBy === "dates") {
        const newest = a.fields.map((f) => f.date ?? "").sort().pop();
        out.push(
          `  ${shown(a.id)}  ${c.yellow("stale:")} every field dated more than ${config.sync.staleDays} days ago (newest ${newest})`
        );
      } else if (a.stale)
        out.push(
          `  ${shown(a.id)}  ${c.yellow("stale:")} last changed ${a.lastChanged} (more than ${config.sync.staleDays} days ago)`
        );
    }
    if (sync.agents.length === 0) out.push(c.dim("  no agent sections"));
    else if (quiet.length)
      out.push(
        c.dim(
          `  ${quiet.length === sync.agents.length ? "all" : quiet.length} ${quiet.length === 1 ? "agent" : "agents"} neither blocked nor stale: ${shown(quiet.map((a) => a.id).join(", "))}`
        )
      );
  }
  return out;
}
function registryLines(registry, c) {
  const out = [c.bold(`Registry (${registry.file})`)];
  if ("error" in registry) out.push(`  ${c.red("error:")} ${shown(registry.error)}`);
  else if (!registry.exists) out.push(c.dim(`  no ${registry.file}`));
  else if (registry.messages.length === 0) out.push(c.dim(`  ${registry.entries.length} entries, no problems`));
  else
    for (const m of registry.messages) {
      const sev = m.severity === "error" ? c.red("error") : c.yellow("warning");
      out.push(`  ${m.line}:${m.column}  ${sev}  ${shown(m.message)}  ${c.dim(m.ruleId ?? "")}`);
    }
  return out;
}
function inboxLines(inbox, c) {
  const out = [c.bold("Inbox (requests waiting)")];
  if ("error" in inbox) out.push(`  ${c.red("error:")} ${inbox.error}`);
  else if (inbox.items.length === 0) out.push(c.dim("  nothing waiting"));
  else
    for (const i of inbox.items) {
      const age = i.stale ? c.red(`stale: waiting ${ageText(i.ageDays)}, more than ${inbox.staleDays} days`) : c.yellow(`waiting ${ageText(i.ageDays)}`);
      const what = i.kind === "relay" ? `answer to relay for ${i.answers}` : `${i.type}${i.subject ? ` on "${i.subject}"` : ""}`;
      const escalated = i.escalated ? c.yellow(
        i.escalated.approved ? "  escalated, approved: report it done" : "  escalated, waiting for a dispatcher"
      ) : "";
      out.push(`  ${i.ref}  ${age}  ${what}${escalated}`);
    }
  if (!("error" in inbox)) out.push(...requesterLines(inbox, c));
  return out;
}
export {
  run
};
