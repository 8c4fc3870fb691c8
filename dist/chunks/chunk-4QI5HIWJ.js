import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  parseRegistryHeading,
  plainText
} from "./chunk-H2I6UNX5.js";
import {
  headingOf,
  normaliseText,
  splitAtLevel2,
  trimTrailingSpace
} from "./chunk-O445MX7U.js";

// src/models/diff/keyed-sections.ts
var syncSectionKey = (h) => plainText(h.trim()).toLowerCase();
function syncSectionKeyIn(dialect) {
  return (h) => {
    const text = plainText(h.trim());
    const top = dialect.top.find((t) => t.match.test(text));
    return (top ? top.id : dialect.sectionId(text)).toLowerCase();
  };
}
var registrySectionKey = (h) => parseRegistryHeading(plainText(h)).id.toLowerCase();
function splitGap(text) {
  const body = trimTrailingSpace(text);
  return { body, gap: text.slice(body.length) };
}
function keyed(key, heading, text) {
  const { body, gap } = splitGap(text);
  return { key, heading, text, body, gap, same: normaliseText(body) };
}
function detectEol(text) {
  const lf = (text.match(/\n/g) ?? []).length;
  const crlf = (text.match(/\r\n/g) ?? []).length;
  return crlf > 0 && crlf * 2 >= lf ? "\r\n" : "\n";
}
function keyedSections(text, keyOf) {
  const split = splitAtLevel2(text);
  if (split.unclosedFence)
    return { ok: false, reason: `a code fence opened at line ${split.unclosedFence.line} is never closed` };
  if (split.unclosedHtml)
    return {
      ok: false,
      reason: `an HTML block ("${split.unclosedHtml.opener}") opened at line ${split.unclosedHtml.at.line} is never closed`
    };
  const seen = /* @__PURE__ */ new Set();
  const sections = [];
  for (const chunk of split.sections) {
    const heading = headingOf(chunk);
    const key = keyOf(heading);
    if (!key) return { ok: false, reason: `the heading at line ${chunk.start.line} is empty` };
    if (seen.has(key)) return { ok: false, reason: `"${heading}" has two sections` };
    seen.add(key);
    sections.push(keyed(key, heading, chunk.text));
  }
  return { ok: true, doc: { preamble: keyed("", null, split.preamble.text), sections, eol: detectEol(text) } };
}
function mergeKeyed(base, ours, theirs, options = {}) {
  const sides = { base: indexed(base), ours: indexed(ours), theirs: indexed(theirs), ...options };
  const pieces = [];
  for (const key of mergedOrder(sides, all(ours), all(theirs))) {
    const p = decideSection(key, sides);
    if (p) pieces.push(p);
  }
  return { pieces, conflicts: pieces.filter((p) => p.kind === "conflict").map((p) => p.key) };
}
var all = (d) => [d.preamble, ...d.sections];
var indexed = (d) => new Map(all(d).map((s, i, a) => [s.key, { s, last: i === a.length - 1 }]));
function mergedOrder(sides, ours, theirs) {
  const order = ours.map((s) => s.key);
  const placed = new Set(order);
  let anchor = "";
  for (const s of theirs) {
    if (!placed.has(s.key)) {
      let at = order.indexOf(anchor) + 1;
      while (at < order.length && !sides.base.has(order[at]) && !sides.theirs.has(order[at])) at++;
      order.splice(at, 0, s.key);
      placed.add(s.key);
    }
    anchor = s.key;
  }
  return order;
}
function decideSection(key, sides) {
  const b = sides.base.get(key)?.s;
  const o = sides.ours.get(key);
  const t = sides.theirs.get(key);
  if (!o && !t) return null;
  if (o && t && o.s.same === t.s.same) return taken(key, o, "ours");
  if (!b) return o && t ? conflictOf(key, o, t) : o ? taken(key, o, "ours") : taken(key, t, "theirs");
  const oChanged = !o || o.s.same !== b.same;
  const tChanged = !t || t.s.same !== b.same;
  if (!oChanged) return t ? taken(key, t, "theirs") : null;
  if (!tChanged) return o ? taken(key, o, "ours") : null;
  if (o && t && sides.appendOnly?.has(key)) {
    const both = bothAppended(b, o, t);
    if (both) return { kind: "take", key, section: both, from: "both", lastInSource: o.last };
  }
  return conflictOf(key, o, t);
}
function taken(key, x, from) {
  return { kind: "take", key, section: x.s, from, lastInSource: x.last };
}
function conflictOf(key, o, t) {
  return { kind: "conflict", key, ours: o?.s ?? null, theirs: t?.s ?? null };
}
function bothAppended(b, o, t) {
  if (!o.s.body.startsWith(b.body) || !t.s.body.startsWith(b.body)) return null;
  const body = t.s.body + o.s.body.slice(b.body.length);
  return { ...o.s, body, text: body + o.s.gap, same: normaliseText(body) };
}
var CONFLICT_OURS = "<<<<<<< ours";
var CONFLICT_SEP = "=======";
var CONFLICT_THEIRS = ">>>>>>> theirs";
function conflictBlock(ours, theirs, eol) {
  const side = (s) => s ? s + eol : "";
  return `${CONFLICT_OURS}${eol}${side(ours)}${CONFLICT_SEP}${eol}${side(theirs)}${CONFLICT_THEIRS}`;
}
function hasConflictMarkers(text) {
  return /^(<{7}|>{7})(?: |\r?$)/m.test(text);
}
function renderPieces(pieces, eol, finalGap) {
  const shown = pieces.filter((p) => p.body !== "" || p.gap !== "");
  let out = "";
  shown.forEach((p, i) => {
    out += p.body;
    if (i === shown.length - 1) {
      out += p.lastInSource ? p.gap : finalGap;
    } else if (p.body === "") {
      out += p.gap;
    } else {
      const breaks = (p.gap.match(/\n/g) ?? []).length;
      out += p.lastInSource && breaks < 2 ? p.gap.replace(/[ \t\r\n]*$/, "") + eol + eol : breaks === 0 ? p.gap + eol : p.gap;
    }
  });
  return out;
}
function renderSectionMerge(merge, eol, finalGap) {
  return renderPieces(
    merge.pieces.map(
      (p) => p.kind === "take" ? { body: p.section.body, gap: p.section.gap, lastInSource: p.lastInSource } : { body: conflictBlock(p.ours?.body ?? null, p.theirs?.body ?? null, eol), gap: eol, lastInSource: true }
    ),
    eol,
    finalGap
  );
}

export {
  syncSectionKey,
  syncSectionKeyIn,
  registrySectionKey,
  splitGap,
  detectEol,
  keyedSections,
  mergeKeyed,
  conflictBlock,
  hasConflictMarkers,
  renderPieces,
  renderSectionMerge
};
