import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  PACKAGE_ROOT,
  packageInfo,
  repoSlug
} from "./chunk-7UX2OIFP.js";
import {
  ALL_RULES,
  ruleUrl
} from "./chunk-QH2IVLEH.js";
import {
  escapeControl,
  shown
} from "./chunk-UPXTJPQD.js";
import {
  require_picocolors
} from "./chunk-XIKSHUB7.js";
import {
  __toESM
} from "./chunk-7XZO6OSN.js";

// src/format/stylish.ts
var import_picocolors = __toESM(require_picocolors(), 1);
function stylish(results, { color }) {
  const c = import_picocolors.default.createColors(color);
  const out = [];
  let errors = 0;
  let warnings = 0;
  let overrides = 0;
  for (const r of results) {
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
  const total = errors + warnings;
  if (total === 0 && overrides === 0) return "";
  const summary = `${total} problem${total === 1 ? "" : "s"} (${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"})` + (overrides ? `, ${overrides} overridden` : "");
  out.push((errors ? c.red : c.yellow)(`${errors ? "\u2716" : "\u26A0"} ${summary}`));
  return `${out.join("\n")}
`;
}

// src/format/json.ts
function json(results) {
  return `${JSON.stringify(results.map(({ path, ...rest }) => ({ filePath: path, ...rest })))}
`;
}

// src/format/sarif.ts
import { readFileSync } from "node:fs";
var PROBLEM_ID = "handover";
var SCHEMA = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";
function sarif(results, { version, docsUrl }) {
  const base = docsBase(version, docsUrl);
  const known = new Map(ALL_RULES.map((r) => [r.id, r]));
  const ids = [...known.keys()];
  for (const r of results)
    for (const m of r.messages) if (!ids.includes(m.ruleId ?? PROBLEM_ID)) ids.push(m.ruleId ?? PROBLEM_ID);
  const rules = ids.map((id) => {
    const rule = known.get(id);
    const doc = ruleDoc(id);
    const short = rule?.meta.description ?? doc?.short ?? (id === PROBLEM_ID ? "A problem that stops handover from checking a file (not a rule finding)." : `Finding ${id}.`);
    return {
      id,
      shortDescription: { text: short },
      fullDescription: { text: doc?.full ?? short },
      ...doc ? { help: { text: doc.markdown, markdown: doc.markdown }, helpUri: base + encodeURI(ruleUrl(id)) } : {},
      defaultConfiguration: { level: rule?.meta.defaultSeverity !== "warn" ? "error" : "warning" }
    };
  });
  const index = new Map(rules.map((r, i) => [r.id, i]));
  const out = results.flatMap(
    (r) => r.messages.map((m) => {
      const ruleId = m.ruleId ?? PROBLEM_ID;
      return {
        ruleId,
        ruleIndex: index.get(ruleId),
        level: m.severity === "error" ? "error" : "warning",
        message: { text: m.message + (m.commit ? ` [${m.commit}]` : "") },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: fileUri(r.path), uriBaseId: "%SRCROOT%" },
              region: {
                startLine: Math.max(1, m.line),
                startColumn: Math.max(1, m.column),
                ...m.endLine ? { endLine: m.endLine } : {},
                ...m.endColumn ? { endColumn: m.endColumn } : {}
              }
            }
          }
        ],
        ...m.override ? { suppressions: [{ kind: "external", status: "accepted", justification: m.override }] } : {}
      };
    })
  );
  const pkg = packageInfo();
  const log = {
    $schema: SCHEMA,
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "handover",
            version,
            semanticVersion: version,
            ...pkg.homepage ? { informationUri: pkg.homepage } : {},
            rules
          }
        },
        results: out,
        columnKind: "utf16CodeUnits"
      }
    ]
  };
  return `${JSON.stringify(log, null, 2)}
`;
}
function fileUri(path) {
  return path.replace(/\\/g, "/").split("/").map((s) => encodeURIComponent(s)).join("/");
}
function docsBase(version, docsUrl) {
  if (docsUrl) return docsUrl.endsWith("/") ? docsUrl : `${docsUrl}/`;
  const slug = repoSlug();
  return slug ? `https://github.com/${slug}/blob/v${version}/` : "";
}
function ruleDoc(id) {
  if (!/^[a-z0-9-]+\/[a-z0-9-]+$/.test(id)) return null;
  let text;
  try {
    text = readFileSync(new URL(ruleUrl(id), PACKAGE_ROOT), "utf8");
  } catch {
    return null;
  }
  const paragraphs = text.replace(/\r\n?/g, "\n").split(/\n{2,}/).map((p) => p.trim()).filter((p) => p && !p.startsWith("#"));
  const first = (paragraphs[0] ?? id).replace(/\s*\n\s*/g, " ");
  return { short: first, full: first, markdown: text };
}

// src/format/github.ts
var data = (s) => escapeControl(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
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
  return lines.length ? `${lines.join("\n")}
` : "";
}

// src/format/index.ts
var FORMATS = ["stylish", "json", "sarif", "github"];
var formatters = {
  stylish,
  json,
  sarif,
  github
};

export {
  FORMATS,
  formatters
};
