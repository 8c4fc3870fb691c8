import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  renderHtml
} from "./chunk-TWIKD3OK.js";
import {
  parseCommandArgs,
  pickFormat,
  workDir
} from "./chunk-3PXYGPLZ.js";
import {
  surveyForest
} from "./chunk-4F2KYAF6.js";
import {
  ageText
} from "./chunk-5ELRP67H.js";
import "./chunk-AAIWVAIG.js";
import "./chunk-ZTPRBQJ7.js";
import "./chunk-VGF64KUY.js";
import "./chunk-GQY6FBDC.js";
import "./chunk-ZKFKBATN.js";
import "./chunk-E4PCTEHX.js";
import "./chunk-4S4F4G6Y.js";
import "./chunk-X6TG55U7.js";
import "./chunk-A6BGU5HM.js";
import "./chunk-OZS6RTDT.js";
import "./chunk-SOWN6PH7.js";
import "./chunk-4QI5HIWJ.js";
import "./chunk-ZNCGIGJQ.js";
import {
  writeFileAtomic
} from "./chunk-RWIQJ7M5.js";
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
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-SOISCQTY.js";

// fs-by-require:src/cli/commands/forest.ts
var require_forest = __commonJS({
  "fs-by-require:src/cli/commands/forest.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// src/cli/commands/forest.ts
var import_node_fs = __toESM(require_forest(), 1);
import { resolve } from "node:path";

// src/forest/render.ts
function renderText(r) {
  const out = [`Forest under ${r.root}: ${r.projects.length} project${r.projects.length === 1 ? "" : "s"}`];
  const tree = (p, depth) => {
    const subs = p.subprojects.length ? `  head of ${p.subprojects.join(", ")}` : "";
    const registry = p.registry ? `  registry: ${p.registry}` : "";
    out.push(`${"  ".repeat(depth + 1)}${p.id} (${p.path}, ${p.charter})${subs}${registry}`);
    for (const c of p.clones ?? []) out.push(`${"  ".repeat(depth + 2)}clone: ${c}`);
    for (const s of r.projects.filter((x) => x.parent === p.id && x !== p)) tree(s, depth + 1);
  };
  for (const p of r.projects.filter((x) => x.parent === null)) tree(p, 0);
  const ups = r.projects.flatMap(
    (p) => p.upstreams.map((u) => {
      const dialect = u.dialect && u.dialect !== "handover" ? `  (${u.dialect} dialect)` : "";
      return `  ${u.project ?? `${u.name} (${u.source})`} \u2192 ${p.id}${dialect}`;
    })
  );
  out.push("", "Upstreams (data flows \u2192)", ...ups.length ? ups : ["  none"]);
  out.push(
    "",
    "Open requests (oldest first)",
    ...r.open.length ? r.open.map((o) => {
      const on = o.subject ? ` on "${o.subject}"` : "";
      return `  ${o.stale ? "STALE " : ""}${o.ref} ${o.type} \u2192 ${o.to}${on}, waiting ${ageText(o.ageDays)}`;
    }) : ["  none"]
  );
  out.push(
    "",
    "Blocked agents",
    ...r.blocked.length ? r.blocked.map((b) => `  ${b.agent} (${b.project}'s SYNC.md) blocked on: ${b.on}`) : ["  none"]
  );
  if (r.escalations?.length)
    out.push(
      "",
      "Waiting for a dispatcher's approval",
      ...r.escalations.map(
        (e) => `  ${e.ref} ${e.reversibility ?? "capability"}${e.subject ? ` on "${e.subject}"` : ""}, escalated by ${e.escalatedBy}: in ${e.dir}, ${e.command} (${e.file}:${e.line})`
      )
    );
  out.push("", r.disagreements.length ? `Disagreements (${r.disagreements.length})` : "No disagreements.");
  for (const d of r.disagreements) out.push(`  ${d.kind}: ${d.message}`);
  return `${out.join("\n")}
`;
}
var nodeId = (id) => `p_${id.replace(/[^A-Za-z0-9]/g, "_")}`;
var label = (s) => s.replace(/"/g, "#quot;").replace(/[<>]/g, "");
function renderMermaid(r) {
  const out = ["flowchart TD"];
  const node = (p, pad) => out.push(`${pad}${nodeId(p.id)}["${label(p.id)}"]`);
  const tree = (p, pad) => {
    const subs = r.projects.filter((x) => x.parent === p.id && x !== p);
    if (subs.length === 0) return node(p, pad);
    out.push(`${pad}subgraph t_${nodeId(p.id)}["${label(p.id)} tree"]`);
    node(p, `${pad}  `);
    for (const s of subs) tree(s, `${pad}  `);
    out.push(`${pad}end`);
  };
  for (const p of r.projects.filter((x) => x.parent === null)) tree(p, "  ");
  const outside = /* @__PURE__ */ new Set();
  for (const p of r.projects) {
    for (const s of p.subprojects) out.push(`  ${nodeId(p.id)} -->|head of| ${nodeId(s)}`);
    for (const u of p.upstreams) {
      if (u.project) {
        out.push(`  ${nodeId(u.project)} ==>|upstream| ${nodeId(p.id)}`);
        continue;
      }
      const id = `u_${nodeId(u.name)}_${nodeId(u.source).slice(2)}`;
      if (!outside.has(id)) out.push(`  ${id}["${label(`${u.name} (${u.source})`)}"]`);
      outside.add(id);
      out.push(`  ${id} ==>|upstream| ${nodeId(p.id)}`);
    }
  }
  const known = new Set(r.projects.map((p) => p.id));
  for (const o of r.open) {
    if (!known.has(o.to)) out.push(`  ${nodeId(o.to)}["${label(o.to)} (not found)"]`);
    out.push(`  ${nodeId(o.from)} -.->|"${label(`${o.ref} ${o.type} ${ageText(o.ageDays)}`)}"| ${nodeId(o.to)}`);
  }
  return `${out.join("\n")}
`;
}

// src/cli/commands/forest.ts
async function run(args, io) {
  const { values, positionals } = parseCommandArgs("forest", args, {
    output: { type: "string", short: "o" },
    serve: { type: "boolean" },
    port: { type: "string" },
    host: { type: "string" }
  });
  if (positionals.length > 1) throw new CliError("handover forest takes one ROOT folder at most.", 2);
  const format = pickFormat(values.format, ["text", "json", "mermaid", "html"], "text");
  const root = resolve(workDir(io, values.cwd), positionals[0] ?? ".");
  if (!(0, import_node_fs.existsSync)(root) || !(0, import_node_fs.statSync)(root).isDirectory())
    throw new CliError(`${positionals[0] ?? root} is not a folder; give the folder that holds the projects.`, 2);
  if (values.serve) return serve(root, values, io);
  if (values.port !== void 0 || values.host !== void 0)
    throw new CliError("--port and --host go with --serve; add --serve to serve the page.", 2);
  const report = await surveyForest(root);
  const text = format === "json" ? `${JSON.stringify(report, null, 2)}
` : format === "mermaid" ? renderMermaid(report) : format === "html" ? renderHtml(report) : renderText(report);
  if (values.output !== void 0) {
    const out = resolve(workDir(io, values.cwd), values.output);
    writeFileAtomic(out, text);
    io.stdout.write(`Wrote ${out}
`);
  } else io.stdout.write(text);
  return report.disagreements.length ? 1 : 0;
}
async function serve(root, values, io) {
  if (values.output !== void 0 || values.format !== void 0 && values.format !== "html")
    throw new CliError("--serve serves the html page; leave out --format and --output.", 2);
  const port = values.port === void 0 ? 7357 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new CliError(`--port ${values.port} is not a port number; give 0 to 65535 (0 picks a free one).`, 2);
  const host = values.host ?? "127.0.0.1";
  if (!host.trim()) throw new CliError("--host is empty; leave it out to serve on 127.0.0.1.", 2);
  const { serveForest } = await import("./serve-CWUD5LMS.js");
  const stop = new Promise((r) => {
    const done = () => {
      process.off("SIGINT", done);
      process.off("SIGTERM", done);
      r();
    };
    process.on("SIGINT", done);
    process.on("SIGTERM", done);
  });
  await serveForest({ root, host, port, log: (line) => io.stdout.write(`${line}
`), stop });
  io.stdout.write("Stopped.\n");
  return 0;
}
export {
  run
};
