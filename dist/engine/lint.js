import { dialectOf } from '../config/schema.js';
import { parseDoc, sourceFromBytes } from '../models/index.js';
import { STATIC_RULES, HISTORICAL_RULES, ruleUrl } from '../rules/index.js';
/** A rule's effective severity and options under a config. */
export function ruleSetting(rule, config) {
    const s = config.rules[rule.id];
    if (s === undefined)
        return { severity: rule.meta.defaultSeverity, options: {} };
    if (Array.isArray(s))
        return { severity: s[0], options: s[1] ?? {} };
    return { severity: s, options: {} };
}
function toPosition(at) {
    if (!at)
        return { line: 1, column: 1 };
    if ('start' in at) {
        const s = at;
        return { line: s.start.line, column: s.start.column, endLine: s.end.line, endColumn: s.end.column };
    }
    const p = at;
    return { line: p.line, column: p.column };
}
function fill(message, data) {
    return data ? message.replace(/\{\{(\w+)\}\}/g, (m, k) => (k in data ? String(data[k]) : m)) : message;
}
/** Runs one rule's check, collecting what it reports with the rule's id, severity and doc page. */
function runRule(rule, config, out, call) {
    const { severity, options } = ruleSetting(rule, config);
    if (severity === 'off')
        return;
    const ctx = {
        options,
        config,
        report: (r) => {
            out.push({ ruleId: rule.id, severity: severity === 'warn' || r.warn ? 'warning' : 'error', message: fill(r.message, r.data), ...toPosition(r.at), docs: ruleUrl(rule.id) });
        },
    };
    try {
        call(ctx);
    }
    catch (error) {
        out.push({ ruleId: rule.id, severity: 'error', message: `Internal error in this rule (${error.message}); please report it with the file`, line: 1, column: 1 });
    }
}
/** Runs the static rules over one source; a file that is not valid text gets only the encoding rules. */
export function lintSource(source, kind, config) {
    if (source.encoding.length !== 0)
        return { doc: null, messages: runStatic(source, null, config) };
    const doc = parseDoc(kind, source, dialectOf(config));
    return { doc, messages: runStatic(source, doc, config) };
}
/** Runs the static rules over an already parsed document (its source gets the `any` rules). */
export function lintDoc(doc, config) {
    return runStatic(doc.source, doc, config);
}
function runStatic(source, doc, config) {
    const messages = [];
    for (const rule of STATIC_RULES) {
        if (rule.file === 'any')
            runRule(rule, config, messages, (ctx) => rule.check(source, ctx));
        else if (doc && rule.file === doc.kind)
            runRule(rule, config, messages, (ctx) => rule.check(doc, ctx));
    }
    return sortMessages(messages);
}
/** Runs the historical rules over a change of one file by an actor. */
export function checkChange(kind, base, head, actor, config) {
    const messages = [];
    for (const rule of HISTORICAL_RULES) {
        if (rule.file !== kind)
            continue;
        runRule(rule, config, messages, (ctx) => rule.check({ base, head, actor }, ctx));
    }
    return sortMessages(messages);
}
/** Lints one file's bytes as a protocol file of the given kind. */
export function lintBytes(path, bytes, kind, config) {
    return toResult(path, kind, lintSource(sourceFromBytes(path, bytes), kind, config).messages);
}
/** Wraps messages as a FileResult with counts. */
export function toResult(path, kind, messages) {
    const errorCount = messages.filter((m) => m.severity === 'error' && !m.override).length;
    return { path, kind, messages, errorCount, warningCount: messages.filter((m) => m.severity === 'warning').length };
}
export function sortMessages(m) {
    return m.sort((a, b) => a.line - b.line || a.column - b.column);
}
