import {
  ALL_RULES,
  ruleUrl
} from "./chunk-IVOMWZO7.js";

// src/format/stylish.ts
import pc from "picocolors";
function stylish(results, { color }) {
  const c = pc.createColors(color);
  const out = [];
  let errors = 0;
  let warnings = 0;
  let overrides = 0;
  for (const r of results) {
    if (r.messages.length === 0) continue;
    out.push(c.underline(r.path));
    const rows = r.messages.map((m) => {
      const sev = m.override ? c.cyan("override") : m.severity === "error" ? c.red("error") : c.yellow("warning");
      const text = m.message + (m.commit ? c.dim(` [${m.commit}]`) : "") + (m.override ? c.dim(` (overridden: ${m.override})`) : "");
      return [`${m.line}:${m.column}`, sev, text, c.dim(m.ruleId ?? "")];
    });
    let w0 = 0;
    let w1 = 0;
    for (const x of rows) {
      w0 = Math.max(w0, x[0].length);
      w1 = Math.max(w1, x[1].length);
    }
    for (const [pos, sev, text, id] of rows) out.push(`  ${c.dim(pos.padEnd(w0))}  ${sev.padEnd(w1)}  ${text}  ${id}`);
    out.push("");
    for (const m of r.messages) {
      if (m.override) overrides++;
      else if (m.severity === "error") errors++;
      else warnings++;
    }
  }
  const total = errors + warnings;
  if (total === 0 && overrides === 0) return "";
  const summary = `${total} problem${total === 1 ? "" : "s"} (${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"})` + (overrides ? `, ${overrides} overridden` : "");
  out.push((errors ? c.red : c.yellow)(`${errors ? "\u2716" : "\u26A0"} ${summary}`));
  return out.join("\n") + "\n";
}

// src/format/json.ts
function json(results) {
  return JSON.stringify(results.map(({ path, ...rest }) => ({ filePath: path, ...rest }))) + "\n";
}

// src/format/sarif.ts
function sarif(results, { version }) {
  const rules = ALL_RULES.map((r) => ({
    id: r.id,
    shortDescription: { text: r.meta.description },
    helpUri: `https://www.npmjs.com/package/handover/v/${version}?activeTab=code#${ruleUrl(r.id)}`,
    properties: { docs: ruleUrl(r.id) },
    defaultConfiguration: { level: r.meta.defaultSeverity === "warn" ? "warning" : "error" }
  }));
  const index = new Map(rules.map((r, i) => [r.id, i]));
  const out = results.flatMap(
    (r) => r.messages.map((m) => ({
      ruleId: m.ruleId ?? "handover",
      ...m.ruleId && index.has(m.ruleId) ? { ruleIndex: index.get(m.ruleId) } : {},
      level: m.severity === "error" ? "error" : "warning",
      message: { text: m.message + (m.commit ? ` [${m.commit}]` : "") },
      locations: [{
        physicalLocation: {
          artifactLocation: { uri: r.path.replace(/\\/g, "/") },
          region: { startLine: m.line, startColumn: m.column, ...m.endLine ? { endLine: m.endLine } : {}, ...m.endColumn ? { endColumn: m.endColumn } : {} }
        }
      }],
      ...m.override ? { suppressions: [{ kind: "external", justification: m.override }] } : {}
    }))
  );
  const log = {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [{ tool: { driver: { name: "handover", version, informationUri: "https://www.npmjs.com/package/handover", rules } }, results: out }]
  };
  return JSON.stringify(log, null, 2) + "\n";
}

// src/format/github.ts
var data = (s) => s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
var prop = (s) => data(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
function github(results) {
  const lines = [];
  for (const r of results) {
    for (const m of r.messages) {
      const level = m.override ? "notice" : m.severity === "error" ? "error" : "warning";
      const props = [`file=${prop(r.path)}`, `line=${m.line}`, `col=${m.column}`];
      if (m.endLine) props.push(`endLine=${m.endLine}`);
      if (m.endColumn && m.endLine === m.line) props.push(`endColumn=${m.endColumn}`);
      props.push(`title=${prop(m.ruleId ?? "handover")}`);
      const text = m.message + (m.commit ? ` [${m.commit}]` : "") + (m.override ? ` (overridden: ${m.override})` : "");
      lines.push(`::${level} ${props.join(",")}::${data(text)}`);
    }
  }
  return lines.length ? lines.join("\n") + "\n" : "";
}

// src/format/index.ts
var FORMATS = ["stylish", "json", "sarif", "github"];
var formatters = { stylish, json, sarif, github };

export {
  FORMATS,
  formatters
};
