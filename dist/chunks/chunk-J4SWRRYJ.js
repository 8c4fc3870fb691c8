import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  sarif,
  withFingerprints
} from "./chunk-2PNLCJAR.js";
import {
  require_picocolors
} from "./chunk-K3UNWZRA.js";
import {
  github
} from "./chunk-3UKR7ZY5.js";
import {
  shown
} from "./chunk-UPXTJPQD.js";
import {
  __toESM
} from "./chunk-SOISCQTY.js";

// src/format/stylish.ts
var import_picocolors = __toESM(require_picocolors(), 1);
function stylish(results, { color }) {
  const c = import_picocolors.default.createColors(color);
  const out = [];
  let errors = 0;
  let warnings = 0;
  let overrides = 0;
  let suppressed = 0;
  for (const r of results) {
    suppressed += r.suppressedMessages?.length ?? 0;
    if (r.messages.length === 0) continue;
    out.push(c.underline(shown(r.path)));
    const rows = r.messages.map((m) => {
      const sev = m.override ? c.cyan("override") : m.severity === "error" ? c.red("error") : c.yellow("warning");
      const text = shown(m.message) + (m.commit ? c.dim(` [${shown(m.commit)}]`) : "") + (m.override ? c.dim(` (overridden: ${shown(m.override)})`) : "");
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
  const summary = summaryLine(c, { errors, warnings, overrides, suppressed });
  if (!summary) return "";
  out.push(summary);
  return `${out.join("\n")}
`;
}
function summaryLine(c, n) {
  const total = n.errors + n.warnings;
  if (total === 0 && n.overrides === 0 && n.suppressed === 0) return "";
  const plural = (k, w) => `${k} ${w}${k === 1 ? "" : "s"}`;
  const summary = `${plural(total, "problem")} (${plural(n.errors, "error")}, ${plural(n.warnings, "warning")})` + (n.overrides ? `, ${n.overrides} overridden` : "") + (n.suppressed ? `, ${n.suppressed} suppressed` : "");
  if (n.errors) return c.red(`\u2716 ${summary}`);
  return total ? c.yellow(`\u26A0 ${summary}`) : c.dim(`\u2714 ${summary}`);
}

// src/format/json.ts
function json(results) {
  return `${JSON.stringify(results.map(({ path, ...rest }) => ({ filePath: path, ...rest })))}
`;
}

// src/format/gitlab.ts
function gitlab(results) {
  const issues = withFingerprints(results).map(({ result: r, message: m, fingerprint }) => ({
    description: m.message + (m.commit ? ` [${m.commit}]` : "") + (m.override ? ` (overridden: ${m.override})` : ""),
    check_name: m.ruleId ?? "handover",
    fingerprint,
    severity: severityOf(m),
    location: {
      path: r.path,
      lines: { begin: Math.max(1, m.line), ...m.endLine && m.endLine > m.line ? { end: m.endLine } : {} }
    }
  }));
  return `${JSON.stringify(issues, null, 2)}
`;
}
function severityOf(m) {
  if (m.override) return "info";
  return m.severity === "error" ? "major" : "minor";
}

// src/format/index.ts
var FORMATS = ["stylish", "json", "sarif", "github", "gitlab"];
var formatters = {
  stylish,
  json,
  sarif,
  github,
  gitlab
};

export {
  FORMATS,
  formatters
};
