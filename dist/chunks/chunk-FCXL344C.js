import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  conflictBlock,
  detectEol,
  hasConflictMarkers,
  keyedSections,
  mergeKeyed,
  registrySectionKey,
  renderPieces,
  renderSectionMerge,
  splitGap,
  syncSectionKey,
  syncSectionKeyIn
} from "./chunk-4QI5HIWJ.js";
import {
  dialectOf
} from "./chunk-RHE6JALN.js";
import {
  CANONICAL,
  correctsOf,
  isCanonicalLog,
  offsetProblem,
  parseHandover,
  parseMarker,
  pinnedEntry,
  plainText,
  renderMarker
} from "./chunk-H2I6UNX5.js";
import {
  encodingWhat,
  headingOf,
  normaliseText,
  sourceFromBytes,
  splitAtLevel2
} from "./chunk-O445MX7U.js";

// src/merge/handover.ts
function mergeHandover(input) {
  return appendsOnly(input) ?? mergeEntries(input);
}
function appendsOnly(input) {
  const { base, ours, theirs, path } = input;
  if (base === "" || !base.endsWith("\n") || !ours.startsWith(base) || !theirs.startsWith(base)) return null;
  if (base.lastIndexOf("<!--") > base.lastIndexOf("-->") || splitAtLevel2(base).unclosedFence) return null;
  const [O, T] = [ours, theirs].map((x) => parseHandover(sourceFromBytes(path, x.slice(base.length))));
  if ([O, T].some((d) => d.preamble.text.trim() !== "" || unmergeable(d))) return null;
  let common = 0;
  const same = (a, b) => normaliseText(a.chunk.text) === normaliseText(b.chunk.text);
  while (common < O.entries.length && common < T.entries.length && same(O.entries[common], T.entries[common])) common++;
  const restO = O.entries.slice(common);
  const restT = T.entries.slice(common);
  const done = (text, notes = []) => ({ kind: "merged", text, conflicts: [], notes });
  if (restO.length === 0) return done(theirs);
  if (restT.length === 0) return done(ours);
  const r = renumberAfter(restO, restT, O, path);
  if ("conflict" in r) return null;
  const eol = detectEol(ours);
  const finalGap = splitGap(ours).gap;
  return done(renderPieces([{ ...splitGap(theirs), lastInSource: true }, ...r.pieces], eol, finalGap), [r.note]);
}
function renumberAfter(restO, restT, O, path) {
  const oursSeqs = new Set(restO.map((e) => e.seq));
  const selfCorrecting = restO.find((e) => correctsOf(e).some((c) => c.targets.some((x) => oursSeqs.has(x))));
  if (selfCorrecting) {
    return {
      conflict: `${path}: both sides appended entries, and ours' entry ${selfCorrecting.seq} corrects another of ours' new entries, so they cannot be renumbered without editing their text; keep theirs' entries first, then renumber ours by hand`
    };
  }
  const last = restT[restT.length - 1].seq;
  const pieces = restO.map((e, i) => {
    const { body, gap } = splitGap(e.chunk.text);
    return {
      body: body.replace(/^( {0,3}##[ \t]+)\d+/, `$1${last + 1 + i}`),
      gap,
      lastInSource: e.index === O.entries.length - 1
    };
  });
  const note = `${path}: both sides appended entries; kept theirs' ${range(restT.map((e) => e.seq))} as they are and renumbered ours' ${range(restO.map((e) => e.seq))} to ${range(restO.map((_, i) => last + 1 + i))} (text and timestamps unchanged)`;
  return { pieces, note };
}
function mergeEntries(input) {
  const docs = [];
  for (const [side, text] of [
    ["base", input.base],
    ["ours", input.ours],
    ["theirs", input.theirs]
  ]) {
    const doc = parseHandover(sourceFromBytes(input.path, text));
    const why = unmergeable(doc);
    if (why) return { kind: "fallback", reason: `${side}: ${why}` };
    docs.push(doc);
  }
  const [B, O, T] = docs;
  const out = { path: input.path, eol: detectEol(input.ours), pieces: [], conflicts: [], notes: [] };
  mergePreamble(out, B, O, T);
  mergeOld(out, B, O, T);
  mergeNew(out, B.entries.length, O, T);
  const finalGap = splitGap(O.entries.length ? O.entries[O.entries.length - 1].chunk.text : O.preamble.text).gap;
  return {
    kind: "merged",
    text: renderPieces(out.pieces, out.eol, finalGap),
    conflicts: out.conflicts,
    notes: out.notes
  };
}
function pieceOf(doc, e) {
  return { ...splitGap(e.chunk.text), lastInSource: e.index === doc.entries.length - 1 };
}
function bodyOf(text) {
  return splitGap(text).body;
}
function putConflict(out, ours, theirs) {
  out.pieces.push({ body: conflictBlock(ours, theirs, out.eol), gap: out.eol, lastInSource: true });
}
function mergePreamble(out, B, O, T) {
  const pre = [B, O, T].map((d) => normaliseText(d.preamble.text));
  if (pre[1] === pre[0] && pre[2] === pre[0]) {
    out.pieces.push({ ...splitGap(O.preamble.text), lastInSource: O.entries.length === 0 });
    return;
  }
  out.conflicts.push(
    `${out.path}: the preamble was edited (${sidesChanged(pre[1] !== pre[0], pre[2] !== pre[0])}); it is append-only: keep the original between the conflict markers`
  );
  putConflict(out, bodyOf(O.preamble.text), bodyOf(T.preamble.text));
}
function mergeOld(out, B, O, T) {
  for (let i = 0; i < B.entries.length; i++) {
    const b = normaliseText(B.entries[i].chunk.text);
    const o = O.entries[i];
    const t = T.entries[i];
    const oChanged = !o || normaliseText(o.chunk.text) !== b;
    const tChanged = !t || normaliseText(t.chunk.text) !== b;
    if (!oChanged && !tChanged) {
      out.pieces.push(pieceOf(O, o));
      continue;
    }
    out.conflicts.push(
      `${out.path}: entry ${B.entries[i].seq} was edited or removed (${sidesChanged(oChanged, tChanged)}); entries are append-only: restore it and write a correction as a new entry`
    );
    putConflict(out, o ? bodyOf(o.chunk.text) : null, t ? bodyOf(t.chunk.text) : null);
  }
}
function mergeNew(out, n, O, T) {
  const newO = O.entries.slice(n);
  const newT = T.entries.slice(n);
  let common = 0;
  while (common < newO.length && common < newT.length && normaliseText(newO[common].chunk.text) === normaliseText(newT[common].chunk.text))
    common++;
  for (const e of newO.slice(0, common)) out.pieces.push(pieceOf(O, e));
  const restO = newO.slice(common);
  const restT = newT.slice(common);
  if (restO.length === 0 || restT.length === 0) {
    for (const e of restO) out.pieces.push(pieceOf(O, e));
    for (const e of restT) out.pieces.push(pieceOf(T, e));
    return;
  }
  const r = renumberAfter(restO, restT, O, out.path);
  if ("conflict" in r) {
    out.conflicts.push(r.conflict);
    putConflict(out, bodyOf(restO.map((e) => e.chunk.text).join("")), bodyOf(restT.map((e) => e.chunk.text).join("")));
    return;
  }
  for (const e of restT) out.pieces.push(pieceOf(T, e));
  out.pieces.push(...r.pieces);
  out.notes.push(r.note);
}
function unmergeable(doc) {
  if (doc.source.encoding.length) return `not clean text (${encodingWhat(doc.source.encoding[0])})`;
  if (doc.unclosedFence) return `a code fence opened at line ${doc.unclosedFence.start.line} is never closed`;
  const bad = doc.entries.find((e) => e.headingProblem);
  if (bad) return `line ${bad.heading.start.line}: ${bad.headingProblem}`;
  return null;
}
function sidesChanged(ours, theirs) {
  return ours && theirs ? "on both sides" : ours ? "on our side" : "on their side";
}
function range(seqs) {
  return seqs.length === 1 ? `#${seqs[0]}` : `#${seqs[0]}\u2013#${seqs[seqs.length - 1]}`;
}

// src/merge/dialect-log.ts
function mergeDialectLog(input, dialect) {
  if (dialect.reference.length) return wholeConflict(input, "the log keeps reference sections between its entries");
  const out = dialect.stamp ? mergeStamped(input, dialect) : mergeEntries2(input, dialect);
  if (out.kind === "merged" || !(dialect.pinned || dialect.order === "any" || dialect.stamp)) return out;
  return wholeConflict(input, out.reason);
}
function wholeConflict(input, reason) {
  const eol = detectEol(input.ours);
  const trim = (t) => t.replace(/(\r?\n)+$/, "");
  return {
    kind: "merged",
    text: conflictBlock(trim(input.ours), trim(input.theirs), eol) + eol,
    conflicts: [
      `${input.path}: cannot be merged entry by entry (${reason}); new entries of this log enter above old text, so git's line merge could interleave them: keep both sides' entries in the log's order between the markers`
    ],
    notes: []
  };
}
function stampTail(text, dialect, path) {
  const doc = parseHandover(sourceFromBytes(path, text), dialect);
  if (!doc.stamp) return null;
  let at = doc.stamp.start.offset;
  const before = text.slice(0, at);
  const m = /(?:^|\n)[ \t]{0,3}(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})\r?\n(?:[ \t]*\r?\n)*$/.exec(before);
  if (m) at = m.index + (m[0].startsWith("\n") ? 1 : 0);
  return at;
}
function mergedStamp(base, ours, theirs) {
  if (ours === theirs || theirs === base) return ours;
  if (ours === base) return theirs;
  const when = (t2) => /\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2})?)?/.exec(t2)?.[0] ?? null;
  const [o, t] = [when(ours), when(theirs)];
  if (o === null || t === null || o === t) return null;
  return o > t ? ours : theirs;
}
function mergeStamped(input, dialect) {
  const sides = [input.base, input.ours, input.theirs];
  const cuts = sides.map((t) => stampTail(t, dialect, input.path));
  const plain = { ...dialect, stamp: false };
  if (cuts.every((c) => c === null)) return isCanonicalLog(plain) ? mergeHandover(input) : mergeEntries2(input, plain);
  if (cuts.some((c) => c === null)) return { kind: "fallback", reason: "one side has a stamp and another none" };
  const [base, ours, theirs] = sides.map((t, i) => t.slice(0, cuts[i]));
  const [sb, so, st] = sides.map((t, i) => t.slice(cuts[i]));
  const taken = (text) => ({ kind: "merged", text, conflicts: [], notes: [] });
  const body = ours === theirs || theirs === base ? taken(ours) : ours === base ? taken(theirs) : (
    // a numbered log (SPEC §2 but for its stamp) renumbers ours' new entries after theirs
    isCanonicalLog(plain) ? mergeHandover({ ...input, base, ours, theirs }) : mergeEntries2({ ...input, base, ours, theirs }, plain)
  );
  if (body.kind === "fallback") return body;
  const stamp = mergedStamp(sb, so, st);
  const eol = detectEol(input.ours);
  if (stamp !== null) return { ...body, text: body.text + stamp };
  const trim = (t) => t.replace(/(\r?\n)+$/, "");
  return {
    ...body,
    text: body.text + conflictBlock(trim(so), trim(st), eol) + eol,
    conflicts: [
      ...body.conflicts,
      `${input.path}: both sides rewrote the log's stamp and their dates do not say which is later: keep one`
    ]
  };
}
function mergeEntries2(input, dialect) {
  const docs = [];
  for (const [side, text2] of [
    ["base", input.base],
    ["ours", input.ours],
    ["theirs", input.theirs]
  ]) {
    const doc = parseHandover(sourceFromBytes(input.path, text2), dialect);
    const why = unmergeable2(doc, dialect);
    if (why) return { kind: "fallback", reason: `${side}: ${why}` };
    docs.push(doc);
  }
  const [B, O, T] = docs;
  const frames = docs.map((d) => [d.preamble, ...d.frame].map((c) => normaliseText(c.text)).join("\0"));
  if (frames[1] !== frames[0] || frames[2] !== frames[0])
    return { kind: "fallback", reason: "the preamble or a section that is not an entry changed" };
  const byId = (d) => new Map(d.entries.map((e) => [e.id, e]));
  const m = {
    path: input.path,
    dialect,
    O,
    T,
    base: byId(B),
    ours: byId(O),
    theirs: byId(T),
    eol: detectEol(input.ours),
    conflicts: []
  };
  const { chronology, afterOld } = oldAndOurs(
    m,
    B.entries.map((e) => e.id)
  );
  const theirsNew = theirsNewSlots(m, chronology);
  const anchored = pinnedEntry(dialect, B.entries) !== null || dialect.order === "any";
  if (!anchored) chronology.splice(afterOld, 0, ...theirsNew);
  const merged = anchored ? placedByAnchor(chronology, theirsNew) : chronology;
  const pieces = inOursFrame(m, merged);
  if (typeof pieces === "string") return { kind: "fallback", reason: pieces };
  const last = pieces.filter((p) => p.body !== "" || p.gap !== "").at(-1);
  const finalGap = splitGap(input.ours).gap;
  const text = renderPieces(pieces, m.eol, last?.lastInSource ? last.gap : finalGap);
  const oursNew = O.entries.filter((e) => !m.base.has(e.id));
  const notes = oursNew.length && theirsNew.length ? [`${input.path}: both sides added entries; kept all of them, theirs before ours`] : [];
  return { kind: "merged", text, conflicts: m.conflicts, notes };
}
function placedByAnchor(chronology, theirsNew) {
  const group = (after) => theirsNew.filter((s) => (s.after ?? null) === after);
  const out = [...group(null)];
  for (const s of chronology) {
    out.push(s);
    if (s.id !== void 0) out.push(...group(s.id));
  }
  return out;
}
function sameEntry(a, b) {
  return a !== void 0 && a.lane === b.lane && normaliseText(a.chunk.text) === normaliseText(b.chunk.text);
}
function pieceOf2(doc, e) {
  return {
    ...splitGap(e.chunk.text),
    lastInSource: e.chunk.start.offset + e.chunk.text.length >= doc.source.text.length
  };
}
function bodyOf2(e) {
  return e ? splitGap(e.chunk.text).body : null;
}
function slotOf(m, id, base) {
  const ours = m.ours.get(id);
  const theirs = m.theirs.get(id);
  if (sameEntry(ours, base) && theirs) return { id, lane: theirs.lane, piece: pieceOf2(m.T, theirs) };
  if (sameEntry(theirs, base) && ours) return { id, lane: ours.lane, piece: pieceOf2(m.O, ours) };
  if (ours && theirs && sameEntry(ours, theirs)) return { id, lane: ours.lane, piece: pieceOf2(m.O, ours) };
  const how = !ours || !theirs ? `removed ${!ours && !theirs ? "on both sides" : !ours ? "on our side" : "on their side"}` : "changed differently on both sides";
  m.conflicts.push(
    `${m.path}: entry "${id}" was ${how}; an entry may only take the changes its dialect allows, once: keep one version between the conflict markers`
  );
  return {
    id,
    lane: (ours ?? theirs ?? base).lane,
    piece: { body: conflictBlock(bodyOf2(ours), bodyOf2(theirs), m.eol), gap: m.eol, lastInSource: true }
  };
}
function oldAndOurs(m, oldIds) {
  const chronology = [];
  const placed = /* @__PURE__ */ new Set();
  const placeOld = (upTo) => {
    for (const id of oldIds.slice(0, upTo))
      if (!placed.has(id)) {
        placed.add(id);
        chronology.push(slotOf(m, id, m.base.get(id)));
      }
  };
  let afterOld = 0;
  for (const e of m.O.entries) {
    if (!m.base.has(e.id)) {
      chronology.push({ lane: e.lane, piece: pieceOf2(m.O, e) });
      continue;
    }
    if (placed.has(e.id)) continue;
    placeOld(oldIds.indexOf(e.id));
    placed.add(e.id);
    chronology.push(slotOf(m, e.id, m.base.get(e.id)));
    afterOld = chronology.length;
  }
  const before = chronology.length;
  placeOld(oldIds.length);
  if (chronology.length > before) afterOld = chronology.length;
  return { chronology, afterOld };
}
function theirsNewSlots(m, chronology) {
  const theirsNew = [];
  let after = null;
  for (const e of m.T.entries) {
    if (m.base.has(e.id)) {
      after = e.id;
      continue;
    }
    const mine = m.ours.get(e.id);
    if (!mine) {
      theirsNew.push({ lane: e.lane, piece: pieceOf2(m.T, e), after });
      continue;
    }
    if (sameEntry(mine, e)) continue;
    m.conflicts.push(
      `${m.path}: both sides added an entry "${e.id}", with different text; give one of them another id`
    );
    const at = chronology.findIndex((x) => x.piece.body === splitGap(mine.chunk.text).body);
    chronology[at] = {
      lane: e.lane,
      piece: { body: conflictBlock(bodyOf2(mine), bodyOf2(e), m.eol), gap: m.eol, lastInSource: true }
    };
  }
  return theirsNew;
}
function inOursFrame(m, chronology) {
  const { O, dialect } = m;
  const lanes = /* @__PURE__ */ new Map();
  for (const s of chronology) lanes.set(s.lane, [...lanes.get(s.lane) ?? [], s]);
  const pieces = [
    { ...splitGap(O.preamble.text), lastInSource: O.frame.length === 0 && O.entries.length === 0 }
  ];
  const frameLane = (f) => dialect.groups?.find((g) => g.match.test(plainText(headingOf(f))))?.lane ?? null;
  const done = /* @__PURE__ */ new Set();
  const emit = (lane) => {
    if (done.has(lane)) return;
    done.add(lane);
    const list = lanes.get(lane) ?? [];
    pieces.push(...(dialect.order === "newest-first" ? list.slice().reverse() : list).map((s) => s.piece));
  };
  if (dialect.level === 2) emit("");
  for (const f of O.frame) {
    pieces.push({ ...splitGap(f.text), lastInSource: f.start.offset + f.text.length >= O.source.text.length });
    const lane = frameLane(f);
    if (lane !== null) emit(lane);
  }
  const homeless = [...lanes.keys()].filter((l) => !done.has(l));
  if (homeless.length)
    return `entries of the ${homeless.map((l) => `"${l}"`).join(", ")} lane have no section to go in`;
  return pieces;
}
function unmergeable2(doc, dialect) {
  if (doc.source.encoding.length) return `not clean text (${encodingWhat(doc.source.encoding[0])})`;
  if (doc.unclosedFence) return `a code fence opened at line ${doc.unclosedFence.start.line} is never closed`;
  if (dialect.level === 3 && !dialect.groups)
    return "its entries sit under sections of their own (level 3 without grouping sections)";
  const bad = doc.entries.find((e) => e.headingProblem || e.id === null);
  if (bad) return `line ${bad.heading.start.line}: ${bad.headingProblem ?? "the entry has no id"}`;
  const ids = /* @__PURE__ */ new Set();
  for (const e of doc.entries) {
    if (ids.has(e.id)) return `the id "${e.id}" is used twice`;
    ids.add(e.id);
  }
  return null;
}

// src/merge/by-section.ts
function mergeBySection(input, keyOf, appendOnly = []) {
  const sides = { base: input.base, ours: input.ours, theirs: input.theirs };
  const docs = {};
  for (const [side, text2] of Object.entries(sides)) {
    const r = keyedSections(text2, keyOf);
    if (!r.ok) return { kind: "fallback", reason: `${side}: ${r.reason}` };
    docs[side] = r;
  }
  if (!docs.base.ok || !docs.ours.ok || !docs.theirs.ok) return { kind: "fallback", reason: "unreachable" };
  const ours = docs.ours.doc;
  const merge = mergeKeyed(docs.base.doc, ours, docs.theirs.doc, { appendOnly: new Set(appendOnly.map(keyOf)) });
  const all = [ours.preamble, ...ours.sections];
  const finalGap = all[all.length - 1].gap;
  const text = renderSectionMerge(merge, ours.eol, finalGap);
  if (merge.conflicts.length === 0) {
    const back = keyedSections(text, keyOf);
    const want = merge.pieces.map((p) => p.key).filter((k) => k !== "");
    if (!back.ok || back.doc.sections.map((s) => s.key).join("\n") !== want.join("\n"))
      return { kind: "fallback", reason: "the section merge did not read back as the merged sections" };
  }
  const heading = (k) => {
    const p = merge.pieces.find((x) => x.kind === "conflict" && x.key === k);
    const h = p && p.kind === "conflict" ? (p.ours ?? p.theirs)?.heading : null;
    return k === "" ? "the preamble" : `section "${h ?? k}"`;
  };
  return {
    kind: "merged",
    text,
    conflicts: merge.conflicts.map(
      (k) => `${input.path}: both sides changed ${heading(k)} differently; keep one version between the conflict markers`
    ),
    notes: []
  };
}

// src/merge/marker.ts
import { isDeepStrictEqual } from "node:util";
function mergeMarker(input) {
  const docs = [];
  for (const [side, text2] of [
    ["base", input.base],
    ["ours", input.ours],
    ["theirs", input.theirs]
  ]) {
    const doc = parseMarker(sourceFromBytes(input.path, text2));
    const why = unmergeable3(doc, text2);
    if (why) return { kind: "fallback", reason: `${side}: ${why}` };
    docs.push(doc);
  }
  const notes = [];
  const result = mergeOffsets(docs, { path: input.path, notes });
  const oursValues = Object.fromEntries(docs[1].offsets.map((o) => [o.upstream, o.value]));
  const text = isDeepStrictEqual(result, oursValues) ? input.ours : renderMarker(result, detectEol(input.ours));
  return { kind: "merged", text, conflicts: [], notes };
}
function unmergeable3(doc, text) {
  if (doc.source.encoding.length) return `not clean text (${encodingWhat(doc.source.encoding[0])})`;
  if (doc.problems.length) return doc.problems[0].message;
  if (!doc.hasFrontmatter && text.trim() !== "") return "no YAML front matter";
  return doc.offsets.map(offsetProblem).find((p) => p !== null) ?? null;
}
function mergeOffsets(docs, out) {
  const [B, O, T] = docs.map((d) => new Map(d.offsets.map((o) => [o.upstream, o])));
  const result = {};
  for (const name of /* @__PURE__ */ new Set([...O.keys(), ...T.keys()])) {
    const o = O.get(name);
    const t = T.get(name);
    const b = B.get(name);
    if (o && t) {
      result[name] = t.seq > o.seq ? t.value : o.value;
      if (t.seq > o.seq)
        out.notes.push(`${out.path}: ${name}: took theirs' offset (entry ${t.seq}) over ours (entry ${o.seq})`);
    } else {
      const kept = o ?? t;
      if (b && isDeepStrictEqual(b.value, kept.value)) continue;
      result[name] = kept.value;
    }
  }
  return result;
}

// src/merge/index.ts
function mergeProtocolFile(kind, input, options = {}) {
  const dialect = options.dialect ?? CANONICAL;
  const clean = (text) => ({ kind: "merged", text, conflicts: [], notes: [] });
  if (input.ours === input.theirs || input.theirs === input.base) return clean(input.ours);
  if (input.ours === input.base) return clean(input.theirs);
  for (const [side, text] of [
    ["base", input.base],
    ["ours", input.ours],
    ["theirs", input.theirs]
  ]) {
    if (hasConflictMarkers(text)) return { kind: "fallback", reason: `${side} already holds conflict markers` };
    if (text.includes("\0")) return { kind: "fallback", reason: `${side} holds a NUL byte` };
  }
  switch (kind) {
    case "sync":
      return mergeBySection(
        input,
        dialect === CANONICAL ? syncSectionKey : syncSectionKeyIn(dialect.sync),
        options.appendOnlySections
      );
    case "registry":
      return mergeBySection(input, registrySectionKey);
    case "handover":
      return isCanonicalLog(dialect.log) ? mergeHandover(input) : mergeDialectLog(input, dialect.log);
    case "requests":
      return mergeHandover(input);
    case "marker":
      return mergeMarker(input);
  }
}
function mergeBytes(kind, versions, config) {
  const dialect = dialectOf(config);
  const appendOnlySections = [
    ...Object.entries(config.sync.shared).filter(([, mode]) => mode === "append-only").map(([h]) => h),
    // A section whose rows only grow (cmap's Conflict Registry) merges two sides' new rows as an append-only one does.
    ...dialect.sync.top.filter((t) => t.mode === "append-only" || t.mode === "append-rows").map((t) => t.id)
  ];
  const [base, ours, theirs] = [versions.base, versions.ours, versions.theirs].map(
    (b) => sourceFromBytes(versions.path, b)
  );
  if (![base, ours, theirs].every((d) => d.encoding.length === 0))
    return { outcome: { kind: "fallback", reason: "a version is not valid UTF-8 text" }, bom: ours.bom };
  const input = { base: base.text, ours: ours.text, theirs: theirs.text, bom: ours.bom, path: versions.path };
  return { outcome: mergeProtocolFile(kind, input, { appendOnlySections, dialect }), bom: ours.bom };
}
function cleanMergeBytes(kind, versions, config) {
  const { outcome, bom } = mergeBytes(kind, versions, config);
  if (outcome.kind !== "merged" || outcome.conflicts.length > 0) return null;
  return Buffer.from((bom ? "\uFEFF" : "") + outcome.text, "utf8");
}

export {
  mergeBytes,
  cleanMergeBytes
};
