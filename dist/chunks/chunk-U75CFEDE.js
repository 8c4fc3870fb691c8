import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  HISTORICAL_RULES,
  STATIC_RULES,
  SUPPRESSION_RULE,
  applyInlineSuppressions,
  ruleUrl,
  unusedDirectives,
  unusedMessage
} from "./chunk-E5EXWXCP.js";
import {
  dialectOf
} from "./chunk-RHE6JALN.js";
import {
  logOf,
  noFacts,
  parseDoc
} from "./chunk-H2I6UNX5.js";
import {
  sourceFromBytes
} from "./chunk-O445MX7U.js";

// src/engine/lint.ts
function ruleSetting(rule, config) {
  const s = config.rules[rule.id];
  if (s === void 0) return { severity: rule.meta.defaultSeverity, options: {} };
  if (Array.isArray(s)) return { severity: s[0], options: s[1] ?? {} };
  return { severity: s, options: {} };
}
function toPosition(at) {
  if (!at) return { line: 1, column: 1 };
  if ("start" in at) {
    const s = at;
    return { line: s.start.line, column: s.start.column, endLine: s.end.line, endColumn: s.end.column };
  }
  const p = at;
  return { line: p.line, column: p.column };
}
function fill(message, data) {
  return data ? message.replace(/\{\{(\w+)\}\}/g, (m, k) => k in data ? String(data[k]) : m) : message;
}
function runRule(rule, call, out, o) {
  const { config, superseded, facts = noFacts() } = o;
  const { severity, options } = ruleSetting(rule, config);
  if (severity === "off") return;
  const ctx = {
    options,
    config,
    facts,
    report: (r) => {
      for (const id of r.supersedes ?? []) superseded?.add(id);
      out.push({
        ruleId: rule.id,
        severity: severity === "warn" || r.warn ? "warning" : "error",
        message: fill(r.message, r.data),
        ...toPosition(r.at),
        docs: ruleUrl(rule.id),
        ...r.unit ? { unit: r.unit } : {},
        ...r.identity ? { identity: r.identity } : {}
      });
    }
  };
  try {
    call(ctx);
  } catch (error) {
    out.push({
      ruleId: rule.id,
      severity: "error",
      message: `Internal error in this rule (${error.message}); please report it with the file`,
      line: 1,
      column: 1
    });
  }
}
function lintSource(source, kind, config, facts) {
  const doc = parseDoc(kind, source, dialectOf(config));
  return { doc, messages: runStatic(source, doc, config, facts) };
}
function lintDoc(doc, config, facts) {
  return runStatic(doc.source, doc, config, facts);
}
function lintBaseForBlame(doc, config, facts) {
  return runStatic(doc.source, doc, config, facts, true);
}
function docFor(file, doc) {
  if (!doc) return null;
  if (file === doc.kind) return doc;
  return file === "handover" ? logOf(doc) : null;
}
function runStatic(source, doc, config, facts, keepSuperseded = false) {
  const messages = [];
  const superseded = /* @__PURE__ */ new Set();
  for (const rule of STATIC_RULES) {
    if (rule.file === "any") {
      runRule(rule, (ctx) => rule.check(source, ctx, doc), messages, { config, superseded, facts });
      continue;
    }
    const d = docFor(rule.file, doc);
    if (d)
      runRule(rule, (ctx) => rule.check(d, ctx), messages, {
        config,
        facts
      });
  }
  const kept = superseded.size && !keepSuperseded ? withoutSuperseded(messages, superseded, doc) : messages;
  const marked = applyInlineSuppressions(kept, source);
  return sortMessages([...marked, ...unusedSuppressions(marked, source, config)]);
}
function unusedSuppressions(marked, source, config) {
  const unused = unusedDirectives(marked, source);
  if (unused.length === 0) return [];
  const rule = STATIC_RULES.find((r) => r.id === SUPPRESSION_RULE);
  const { severity } = ruleSetting(rule, config);
  if (severity === "off") return [];
  return unused.map((u) => ({
    ruleId: SUPPRESSION_RULE,
    severity: severity === "error" ? "error" : "warning",
    message: unusedMessage(u),
    ...toPosition(u.directive.span),
    docs: ruleUrl(SUPPRESSION_RULE)
  }));
}
function withoutSuperseded(messages, superseded, doc) {
  const problems = new Set((doc?.problems ?? []).map((p) => p.message));
  return messages.filter((m) => m.ruleId === null || !superseded.has(m.ruleId) || problems.has(m.message));
}
function checkChange(kind, base, head, actor, config, facts) {
  const messages = [];
  for (const rule of HISTORICAL_RULES) {
    if (rule.file !== kind && !(rule.file === "handover" && kind === "requests")) continue;
    const change = { base: docFor(rule.file, base), head: docFor(rule.file, head), actor };
    runRule(rule, (ctx) => rule.check(change, ctx), messages, {
      config,
      facts
    });
  }
  return sortMessages(messages);
}
function lintBytes(path, bytes, kind, config, facts) {
  return toResult(path, kind, lintSource(sourceFromBytes(path, bytes), kind, config, facts).messages);
}
function toResult(path, kind, all) {
  const messages = all.filter((m) => !m.suppressions?.length);
  const errorCount = messages.filter((m) => m.severity === "error" && !m.override).length;
  const result = {
    path,
    kind,
    messages,
    errorCount,
    warningCount: messages.filter((m) => m.severity === "warning").length
  };
  if (messages.length !== all.length) result.suppressedMessages = all.filter((m) => m.suppressions?.length);
  return result;
}
function sortMessages(m) {
  return m.sort((a, b) => a.line - b.line || a.column - b.column);
}

export {
  ruleSetting,
  lintSource,
  lintDoc,
  lintBaseForBlame,
  checkChange,
  lintBytes,
  toResult,
  sortMessages
};
