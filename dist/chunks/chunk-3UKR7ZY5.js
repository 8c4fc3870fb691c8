import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  escapeControl
} from "./chunk-UPXTJPQD.js";

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
var GITHUB_ANNOTATIONS_SHOWN = 10;
function githubOverflows(results) {
  const counts = /* @__PURE__ */ new Map();
  for (const r of results)
    for (const m of r.messages) {
      const level = m.override ? "notice" : m.severity;
      counts.set(level, (counts.get(level) ?? 0) + 1);
    }
  return [...counts.values()].some((n) => n > GITHUB_ANNOTATIONS_SHOWN);
}
var cell = (s) => escapeControl(s).replace(/\|/g, "\\|").replace(/\r?\n/g, " ");
function githubSummary(results) {
  const rows = [];
  let errors = 0;
  let warnings = 0;
  for (const r of results)
    for (const m of r.messages) {
      if (m.severity === "error" && !m.override) errors++;
      else warnings++;
      const level = m.override ? "override" : m.severity;
      const text = m.message + (m.commit ? ` [${m.commit}]` : "") + (m.override ? ` (overridden: ${m.override})` : "");
      rows.push(`| \`${cell(r.path)}:${m.line}\` | ${level} | ${cell(m.ruleId ?? "handover")} | ${cell(text)} |`);
    }
  return `### handover: ${errors} error${errors === 1 ? "" : "s"}, ${warnings} other finding${warnings === 1 ? "" : "s"}

GitHub shows ${GITHUB_ANNOTATIONS_SHOWN} annotations of each level per step; every finding is listed here.

| where | level | rule | finding |
| --- | --- | --- | --- |
${rows.join("\n")}
`;
}

export {
  github,
  GITHUB_ANNOTATIONS_SHOWN,
  githubOverflows,
  githubSummary
};
