import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  readUpstream,
  upstreamFilesAt
} from "./chunk-ZKFKBATN.js";
import {
  resolveActor
} from "./chunk-OZS6RTDT.js";
import {
  CODE_PLACES,
  DATA_PLACES,
  parseConfigText
} from "./chunk-ZNCGIGJQ.js";
import {
  lockPathFor,
  readProtocolFile,
  withLock,
  writeProtocolFile
} from "./chunk-RWIQJ7M5.js";
import {
  RULE_IDS,
  RULE_OPTIONS
} from "./chunk-E5EXWXCP.js";
import {
  dialectOf,
  validateConfig
} from "./chunk-RHE6JALN.js";
import {
  CANONICAL,
  byDay,
  cleanText,
  correctsOf,
  entryDigest,
  entryDigestIn,
  entryDigestText,
  makeDialect,
  nowRfc3339,
  offsetProblem,
  parseHandover,
  parseMarker,
  pinnedEntry,
  readEntry,
  renderMarker
} from "./chunk-H2I6UNX5.js";
import {
  encodingWhat,
  sourceFromBytes,
  splitAtLevel2,
  trimTrailingSpace
} from "./chunk-O445MX7U.js";
import {
  CliError
} from "./chunk-GTPCD622.js";

// src/consume/dialect.ts
var UPSTREAM_CONFIG_MAX_BYTES = 256 * 1024;
function declaredDialect(up) {
  if (!up.dialect && !up.log) return null;
  const d = makeDialect({ dialect: up.dialect ?? "handover", log: up.log });
  return { name: d.name, log: d.log, from: "config" };
}
async function upstreamDialect(name, up, blob, own = CANONICAL) {
  const declared = declaredDialect(up);
  if (declared) return declared;
  const dirs = [.../* @__PURE__ */ new Set([blob.prefix, ""])];
  const files = await upstreamFilesAt(
    blob,
    dirs.flatMap((d) => [...DATA_PLACES, ...CODE_PLACES].map((p) => d + p)),
    UPSTREAM_CONFIG_MAX_BYTES
  );
  for (const dir of dirs) {
    for (const place of DATA_PLACES) {
      const path = dir + place;
      const f = files.get(path);
      if (!f || !("bytes" in f)) continue;
      const text = f.bytes.toString("utf8");
      if (place !== "package.json" && text.trim() === "") continue;
      const raw = rawConfig(name, path, text, blob);
      if (raw === void 0) continue;
      return fromUpstream(name, path, raw, blob);
    }
    if (CODE_PLACES.some((p) => files.has(dir + p))) break;
  }
  return { name: own.name, log: own.log, from: "consumer" };
}
var fix = (name) => `ask the upstream's writer to fix it, or declare upstreams.${name}.dialect (handover or cmap) in this repo's config to read its log without it`;
var configAt = (name, path, blob) => `Upstream ${name}: its config ${path} (commit ${blob.commit.slice(0, 12)})`;
function rawConfig(name, path, text, blob) {
  if (path.endsWith("package.json")) {
    try {
      const pkg = JSON.parse(text);
      if (typeof pkg !== "object" || pkg === null || !Object.hasOwn(pkg, "handover")) return void 0;
    } catch {
      return void 0;
    }
  }
  try {
    return parseConfigText(path, text);
  } catch (error) {
    throw new CliError(`${configAt(name, path, blob)}: ${reason(error, path)}; ${fix(name)}.`, 2);
  }
}
function fromUpstream(name, path, raw, blob) {
  const r = typeof raw === "object" && raw !== null && !Array.isArray(raw) ? raw : null;
  if (raw !== null && !r)
    throw new CliError(`${configAt(name, path, blob)} is not a mapping of keys to values; ${fix(name)}.`, 2);
  const picked = {};
  for (const k of ["dialect", "log"]) if (r && Object.hasOwn(r, k)) picked[k] = r[k];
  let cfg;
  try {
    cfg = validateConfig(picked, path, RULE_IDS, RULE_OPTIONS);
  } catch (error) {
    throw new CliError(`${configAt(name, path, blob)}: ${reason(error, path)}; ${fix(name)}.`, 2);
  }
  const d = makeDialect({ dialect: cfg.dialect, log: cfg.log });
  return { name: d.name, log: d.log, from: "upstream", file: path };
}
function reason(error, path) {
  const m = error.message;
  const own = m.startsWith(path) && m.includes(": ") ? m.slice(m.indexOf(": ") + 2) : m;
  return own.replace(/(?:\.|;) ?[Ff]ix (?:it|the file) and run again\.$/, "");
}

// src/consume/index.ts
import { join } from "node:path";

// src/consume/read.ts
function rebaseAdvice(name) {
  return `nothing was moved. Ask its writer what happened; to accept the log as it is now, run handover consume --rebase-offset ${name} (it moves the offset on the record).`;
}
var BOM = Buffer.from([239, 187, 191]);
async function readBeyond(root, { name, up, offset }, opts = {}) {
  const blob = await readUpstream(root, name, up, { fetch: opts.fetch });
  const { bytes } = blob;
  const dialect = typeof opts.dialect === "function" ? await opts.dialect(blob) : opts.dialect;
  if (dialect && dialect !== CANONICAL.log)
    return readIn(bytes, { name, up, offset, where: blob.where, dialect }, opts.consumer ?? null);
  if (offset.seq > 0 && offset.byteOffset !== null && opts.replayFrom === void 0) {
    const fast = tryFast(bytes, offset);
    if (fast)
      return {
        name,
        where: blob.where,
        after: toEntries(fast.slice(1), blob.where, name, offset.seq),
        replay: [],
        fast: true
      };
  }
  const source = sourceFromBytes(up.file, bytes);
  if (source.encoding.length) {
    const e = source.encoding[0];
    throw new CliError(
      `Upstream ${blob.where}: the log has ${encodingWhat(e)} at line ${e.line}, column ${e.column}; the upstream must fix its file.`,
      1
    );
  }
  const split = splitAtLevel2(source.text);
  const chunks = locate(split.sections, (source.bom ? BOM.length : 0) + Buffer.byteLength(split.preamble.text, "utf8"));
  let cut = 0;
  if (offset.seq > 0) cut = findOffset(chunks, offset, blob.where, name) + 1;
  let replay = [];
  if (opts.replayFrom !== void 0) {
    const from = opts.replayFrom;
    replay = toEntries(
      chunks.slice(0, cut).filter((x) => (readEntry(x.c, 0).seq ?? 0) > from),
      blob.where,
      name,
      from
    );
  }
  return {
    name,
    where: blob.where,
    after: toEntries(chunks.slice(cut), blob.where, name, offset.seq),
    replay,
    fast: false
  };
}
function locate(chunks, base) {
  let b = base;
  return chunks.map((c) => {
    const x = { c, b };
    b += Buffer.byteLength(c.text, "utf8");
    return x;
  });
}
function findOffset(chunks, offset, where, name) {
  let sameSeq = -1;
  for (let i = 0; i < chunks.length; i++) {
    if (readEntry(chunks[i].c, i).seq !== offset.seq) continue;
    sameSeq = i;
    if (offset.digest === null || entryDigest(chunks[i].c.text) === offset.digest) return i;
  }
  const fix2 = rebaseAdvice(name);
  if (sameSeq === -1) {
    const last = chunks.length ? readEntry(chunks[chunks.length - 1].c, 0).seq : null;
    const now = last === null ? "has no entries" : `ends at entry ${last}`;
    throw new CliError(
      `Upstream ${where}: entry ${offset.seq}, where this repo's offset stands, is gone (the log now ${now}): the upstream lost or rewrote its history; ${fix2}`,
      1
    );
  }
  throw new CliError(
    `Upstream ${where}: entry ${offset.seq} changed since it was consumed (its digest no longer matches the marker): the upstream rewrote its history; ${fix2}`,
    1
  );
}
function tryFast(bytes, offset) {
  const at = offset.byteOffset;
  if (!Number.isInteger(at) || at < 0 || at >= bytes.length) return null;
  if (at > 0 && bytes[at - 1] !== 10) return null;
  const tail = bytes.subarray(at);
  if (tail.includes(0)) return null;
  const text = tail.toString("utf8");
  if (text.includes("\uFFFD")) return null;
  const split = splitAtLevel2(text);
  if (split.preamble.text !== "" || split.sections.length === 0) return null;
  const first = split.sections[0];
  if (readEntry(first, 0).seq !== offset.seq || entryDigest(first.text) !== offset.digest) return null;
  return locate(split.sections, at);
}
function toEntries(list, where, name, after) {
  const out = [];
  let prevSeq = after;
  for (const { c, b } of list) {
    const e = readEntry(c, 0);
    if (e.seq === null || e.timestamp === null || e.headingProblem) {
      const after2 = prevSeq === 0 ? "at the start of the log" : `after entry ${prevSeq}`;
      throw new CliError(
        `Upstream ${where}: the heading "${(c.heading ?? "").trim()}" ${after2} is not a valid entry heading (${e.headingProblem ?? "no sequence number"}); the upstream must fix its log before ${name} can be consumed further.`,
        1
      );
    }
    if (e.seq <= prevSeq) {
      throw new CliError(
        `Upstream ${where}: entry ${e.seq} comes after entry ${prevSeq}; sequence numbers must grow. The upstream must fix its log before ${name} can be consumed further.`,
        1
      );
    }
    prevSeq = e.seq;
    let body;
    let corrects;
    out.push({
      seq: e.seq,
      id: String(e.seq),
      timestamp: e.timestamp,
      title: e.title,
      get corrects() {
        corrects ??= [...new Set(correctsOf(e).flatMap((x) => x.targets))];
        return corrects;
      },
      get text() {
        if (body === void 0) {
          const norm = entryDigestText(c.text);
          const nl = norm.indexOf("\n");
          body = nl === -1 ? "" : norm.slice(nl + 1).replace(/^(?:[ \t]*\n)+/, "");
        }
        return body;
      },
      get digest() {
        return entryDigest(c.text);
      },
      byteOffset: b
    });
  }
  return out;
}
function readIn(bytes, r, consumer) {
  const { where, name, dialect } = r;
  const out = [];
  const top = readTop(bytes, r.up.file, r.offset, dialect);
  const after = top ? top.map((e) => ({ e })) : readAll(bytes, r);
  for (const [i, { e, marks }] of after.entries()) {
    if (e.id === null || e.headingProblem) {
      throw new CliError(
        `Upstream ${where}: the heading "${e.headingText}" is not a valid entry heading (${e.headingProblem ?? "it names no entry"}); the upstream must fix its log before ${name} can be consumed further.`,
        1
      );
    }
    const forWhom = e.audience?.trim().toLowerCase() ?? null;
    if (dialect.audienceField && consumer && forWhom !== null && forWhom !== "any" && forWhom !== consumer.toLowerCase())
      continue;
    const norm = entryDigestText(e.chunk.text);
    const lines = e.chunk.setextLines ?? 1;
    const body = norm.split("\n").slice(lines).join("\n").replace(/^(?:[ \t]*\n)+/, "");
    out.push({
      seq: i + 1,
      // its position after the offset's entry
      id: e.id,
      heading: idHeading(e),
      timestamp: e.timestamp ?? "",
      title: e.title,
      corrects: [...new Set(correctsOf(e, dialect).flatMap((x) => x.targets))],
      text: body,
      digest: entryDigestIn(e, dialect),
      byteOffset: -1,
      ...marks ? { marks } : {}
    });
  }
  return { name, where, after: out, replay: [], fast: top !== null };
}
function idHeading(e) {
  const stamp = e.timestamp && e.timestamp !== e.id ? ` \xB7 ${e.timestamp}` : "";
  return `## ${e.id}${stamp}${e.title ? ` \xB7 ${e.title}` : ""}`;
}
function readAll(bytes, { where, name, up, offset, dialect }) {
  const source = sourceFromBytes(up.file, bytes);
  if (source.encoding.length) {
    const e = source.encoding[0];
    throw new CliError(
      `Upstream ${where}: the log has ${encodingWhat(e)} at line ${e.line}, column ${e.column}; the upstream must fix its file.`,
      1
    );
  }
  const doc = parseHandover(source, dialect);
  let cut = 0;
  const fix2 = rebaseAdvice(name);
  if (offset.id) {
    const same = doc.entries.filter((e) => e.id === offset.id);
    const at = same.find((e) => offset.digest === null || entryDigestIn(e, dialect) === offset.digest);
    if (!same.length)
      throw new CliError(
        `Upstream ${where}: entry "${offset.id}", where this repo's offset stands, is gone: the upstream lost or rewrote its history; ${fix2}`,
        1
      );
    if (!at)
      throw new CliError(
        `Upstream ${where}: entry "${offset.id}" changed since it was consumed (its digest no longer matches the marker): the upstream rewrote its history; ${fix2}`,
        1
      );
    cut = at.index + 1;
  }
  if (pinnedEntry(dialect, doc.entries) || dialect.order === "any")
    return placedAfter(doc.entries, { offset, cut, dialect, refuse: (why) => refuseOrder(where, name, why) });
  return doc.entries.slice(cut).map((e) => ({ e }));
}
function refuseOrder(where, name, why) {
  throw new CliError(
    `Upstream ${where}: ${why}, so entries added there since cannot be told from ones consumed; nothing was moved. Delete the "${name}" key of the marker to consume ${name} from its first entry.`,
    1
  );
}
function placedAfter(entries, o) {
  const { offset, cut, dialect } = o;
  const mark = (e) => ({ id: e.id ?? "", digest: entryDigestIn(e, dialect) });
  const pin = pinnedEntry(dialect, entries);
  if (pin) {
    if (cut > 0 && entries[cut - 1] === pin)
      o.refuse(`entry "${offset.id}", where this repo's offset stands, is the log's pinned closing entry (log.pinned)`);
    const above2 = mark(entries[entries.length - 2]);
    const pinned = offset.pinned ?? null;
    return entries.slice(cut).flatMap((e) => {
      const m = mark(e);
      if (pinned !== null && m.digest === pinned) return [];
      const marks = e === pin ? { ...above2, pinned: m.digest } : { ...m, ...pinned ? { pinned } : {} };
      return [{ e, marks }];
    });
  }
  const top = offset.top ?? null;
  if (cut > 0 && !top)
    o.refuse(`the offset names entry "${offset.id}" but not the top of the entries consumed (log.order: any)`);
  const first = top ? entries.findIndex((e) => e.id === top.id && entryDigestIn(e, dialect) === top.digest) : 0;
  if (first < 0 || cut > 0 && first >= cut)
    o.refuse(`entry "${top?.id}", the top of the entries this repo consumed, is gone or changed`);
  const bottom = cut > 0 ? mark(entries[cut - 1]) : null;
  const above = entries.slice(0, first).reverse();
  const toTop = (e) => {
    const m = mark(e);
    return { topId: m.id, topDigest: m.digest };
  };
  const out = above.map((e) => ({ e, marks: { ...bottom ?? mark(e), ...toTop(e) } }));
  const topmost = above.length ? above[above.length - 1] : entries[first];
  return out.concat(entries.slice(cut).map((e) => ({ e, marks: { ...mark(e), ...toTop(topmost) } })));
}
function readTop(bytes, path, offset, dialect) {
  if (dialect.order !== "newest-first" || !offset.id || offset.digest === null || !cleanText(bytes)) return null;
  const bom = bytes[0] === 239 && bytes[1] === 187 && bytes[2] === 191 ? 3 : 0;
  for (let size = 1 << 16; ; size *= 4) {
    let end = Math.min(bytes.length, bom + size);
    if (end < bytes.length) end = bytes.lastIndexOf(10, end - 1) + 1;
    if (end <= bom) continue;
    const whole = end === bytes.length;
    const text = bytes.toString("utf8", bom, end);
    const doc = parseHandover({ path, text, bom: bom > 0, encoding: [] }, dialect);
    const found = afterInWindow(doc.entries, { bytes, bom, text, whole, offset, dialect });
    if (found !== "more") return found;
    if (whole) return null;
  }
}
function afterInWindow(entries, w) {
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i];
    const chunkEnd = e.chunk.start.offset + e.chunk.text.length;
    if (!w.whole && chunkEnd >= w.text.length) return "more";
    if (e.id !== w.offset.id) continue;
    if (entryDigestIn(e, w.dialect) !== w.offset.digest) return null;
    return sameIdBelow(entries.slice(i), chunkEnd, w) ? null : entries.slice(i + 1);
  }
  return "more";
}
function sameIdBelow(upward, chunkEnd, w) {
  const below = w.bom + Buffer.byteLength(w.text.slice(0, chunkEnd), "utf8");
  const needles = byDay(w.dialect.heading) ? new Set(upward.map((x) => (x.id ?? "").replace(/#\d+$/, ""))) : [w.dialect.heading === "seq" ? `# ${w.offset.id} ` : w.offset.id];
  for (const needle of needles) if (!needle || w.bytes.indexOf(needle, below) !== -1) return true;
  return false;
}

// src/consume/render.ts
function entryBlock(e) {
  const corrects = e.corrects.length ? ` (corrects ${e.corrects.map((n) => `#${n}`).join(", ")})` : "";
  const heading = `${e.heading ?? `## ${e.seq} \xB7 ${e.timestamp}${e.title ? ` \xB7 ${e.title}` : ""}`}${corrects}`;
  return e.text ? `${heading}

${e.text}
` : `${heading}
`;
}
function header(upstream, replay) {
  return `# Handover from ${upstream}${replay ? " (shown again: consumed before)" : ""}
`;
}
function moreNote(batches) {
  const left = batches.filter((b) => b.more > 0);
  if (!left.length) return "";
  const waiting = left.map((b) => `${b.upstream}: ${b.more}`).join(", ");
  return `_More entries are waiting (${waiting}); run handover consume again to read them._
`;
}
function cutNote(e, upstream, max) {
  return `

_[Entry ${e.seq} is cut here: alone it is longer than the ${max} characters allowed, so it is not consumed; handover consume ${upstream} without --max-chars reads it whole.]_
`;
}
function selectWithin(pending, maxChars, replay = false) {
  const max = maxChars ?? Infinity;
  const reserveFull = maxChars === void 0 ? 0 : moreNote(pending.map((p) => ({ upstream: p.upstream, more: p.entries.length }))).length + 1;
  let left = pending.reduce((n, p) => n + p.entries.length, 0);
  const state = { used: 0, taken: 0, stopped: false };
  const batches = [];
  for (const p of pending) {
    const batch = {
      upstream: p.upstream,
      from: p.from,
      to: p.from,
      entries: [],
      cut: null,
      cutEntry: null,
      more: 0
    };
    batches.push(batch);
    for (const e of p.entries) {
      left--;
      const cost = (batch.entries.length ? 0 : header(p.upstream, replay).length + (batches.length > 1 && state.taken ? 1 : 0)) + 1 + entryBlock(e).length;
      take(batch, e, { fits: state.used + cost + (left > 0 ? reserveFull : 0) <= max, cost, state });
    }
  }
  return batches;
}
function take(batch, e, o) {
  const { state } = o;
  if (state.stopped) {
    batch.more++;
    return;
  }
  if (!o.fits) {
    if (state.taken === 0) {
      batch.cut = e.seq;
      batch.cutEntry = e;
      state.taken++;
    }
    batch.more++;
    state.stopped = true;
    return;
  }
  state.used += o.cost;
  batch.entries.push(e);
  batch.to = e.seq;
  state.taken++;
}
function cutRoom(batches, b, maxChars, replay) {
  const e = b.cutEntry;
  const more = moreNote(batches);
  let room = maxChars - header(b.upstream, replay).length - 1 - cutNote(e, b.upstream, maxChars).length - (more ? more.length + 1 : 0);
  const block = entryBlock(e);
  room = Math.max(0, Math.min(room, block.length));
  if (room > 0 && /[\ud800-\udbff]/.test(block[room - 1])) room--;
  return room;
}
function renderMarkdown(batches, maxChars, replay = false) {
  const parts = [];
  for (const b of batches) {
    const shown = b.cutEntry ? [...b.entries, b.cutEntry] : b.entries;
    if (!shown.length) continue;
    const blocks = shown.map((e) => {
      const block = entryBlock(e);
      if (b.cutEntry !== e || maxChars === void 0) return block;
      return trimTrailingSpace(block.slice(0, cutRoom(batches, b, maxChars, replay))) + cutNote(e, b.upstream, maxChars);
    });
    parts.push(`${header(b.upstream, replay)}
${blocks.join("\n")}`);
  }
  const more = moreNote(batches);
  const out = parts.join("\n") + (more && parts.length ? "\n" : "") + more;
  if (maxChars === void 0 || out.length <= maxChars) return out;
  const cut = batches.find((b) => b.cutEntry);
  const what = cut ? `${cut.upstream}: entry ${cut.cut}` : "The next entry";
  const line = `_[${what} does not fit in ${maxChars} characters; nothing consumed.]_
`;
  return line.length <= maxChars ? line : line.slice(0, Math.max(0, maxChars - 1)).replace(/[\ud800-\udbff]$/, "") + (maxChars > 0 ? "\n" : "");
}
function renderJson(batches, maxChars, replay = false) {
  const out = batches.map((b) => ({
    upstream: b.upstream,
    from: b.from,
    to: b.to,
    entries: (b.cutEntry && jsonCutRoom(batches, b, maxChars, replay) > 0 ? [...b.entries, b.cutEntry] : b.entries).map(
      (e) => {
        const base = e.heading ? { seq: null, id: e.id, timestamp: e.timestamp || null, title: e.title, corrects: e.corrects, text: e.text } : { seq: e.seq, timestamp: e.timestamp, title: e.title, corrects: e.corrects, text: e.text };
        if (b.cutEntry !== e || maxChars === void 0) return base;
        return { ...base, text: e.text.slice(0, jsonCutRoom(batches, b, maxChars, replay)), cut: true };
      }
    ),
    more: b.more
  }));
  return `${JSON.stringify(out)}
`;
}
function jsonCutRoom(batches, b, maxChars, replay) {
  if (!b.cutEntry || maxChars === void 0) return 0;
  const e = b.cutEntry;
  let room = Math.max(0, cutRoom(batches, b, maxChars, replay) - (entryBlock(e).length - e.text.length - 1));
  if (room > 0 && /[\ud800-\udbff]/.test(e.text[room - 1])) room--;
  return room;
}

// src/consume/index.ts
async function consumerName(root, config, env) {
  try {
    return (await resolveActor({ root, config, env, authorEmail: null })).actor;
  } catch {
    return null;
  }
}
function readMarker(root, config) {
  const file = config.files.marker;
  const path = join(root, file);
  const state = { path, bom: false, eol: "\n", values: {}, offsets: /* @__PURE__ */ new Map() };
  const bytes = readProtocolFile(root, file);
  if (bytes === null) return state;
  const source = sourceFromBytes(file, bytes);
  const fix2 = `fix it (handover lint ${file} shows where) or delete it to consume every upstream from its first entry`;
  if (source.encoding.length)
    throw new CliError(
      `${file}: the marker has ${encodingWhat(source.encoding[0])} at line ${source.encoding[0].line}; ${fix2}.`,
      1
    );
  state.bom = source.bom;
  state.eol = /\r\n/.test(source.text) ? "\r\n" : "\n";
  if (source.text.trim() === "") return state;
  const doc = parseMarker(source);
  if (doc.problems.length) {
    const p = doc.problems[0];
    throw new CliError(`${file}:${p.at.start.line}:${p.at.start.column}: ${p.message}; ${fix2}.`, 1);
  }
  if (!doc.hasFrontmatter) throw new CliError(`${file}: the marker has no YAML front matter; ${fix2}.`, 1);
  for (const o of doc.offsets) {
    state.values[o.upstream] = o.value;
    state.offsets.set(o.upstream, o);
  }
  return state;
}
function offsetFor(marker, config, name) {
  const o = marker.offsets.get(name);
  if (!o) return { seq: 0, digest: null, byteOffset: null };
  const problem = offsetProblem(o);
  if (problem)
    throw new CliError(
      `${config.files.marker}:${o.span.start.line}: ${problem}; fix it, or delete the "${name}" key to consume ${name} from its first entry.`,
      1
    );
  const { byteOffset: b, topId, topDigest, pinned } = o.value;
  return {
    seq: o.seq ?? 0,
    id: o.id,
    digest: o.digest,
    byteOffset: typeof b === "number" && Number.isInteger(b) && b >= 0 ? b : null,
    top: typeof topId === "string" && typeof topDigest === "string" ? { id: topId, digest: topDigest } : null,
    pinned: typeof pinned === "string" ? pinned : null
  };
}
function pickUpstreams(config, asked) {
  const known = Object.keys(config.upstreams);
  const where = config.filepath ?? "the handover config";
  if (!known.length)
    throw new CliError(
      `No upstreams are configured in ${where}; add upstreams.<name>.source (or run handover init --role downstream --upstream NAME=SOURCE).`,
      2
    );
  if (!asked?.length) return known;
  for (const n of asked)
    if (!known.includes(n))
      throw new CliError(
        `"${n}" is not an upstream in ${where} (known: ${known.join(", ")}); name a configured upstream.`,
        2
      );
  return [...new Set(asked)];
}
var held = /* @__PURE__ */ new Set();
async function withMarkerLock(root, config, fn) {
  const path = lockPathFor(root, config.files.marker);
  if (held.has(path)) return fn();
  return withLock(
    path,
    async () => {
      held.add(path);
      try {
        return await fn();
      } finally {
        held.delete(path);
      }
    },
    { what: `${config.files.marker} (the consume offsets)` }
  );
}
async function planConsume(opts) {
  const { root, config } = opts;
  const names = pickUpstreams(config, opts.upstreams);
  const marker = readMarker(root, config);
  const consumer = await consumerName(root, config, opts.env);
  const pending = [];
  for (const name of names) {
    const up = config.upstreams[name];
    const offset = offsetFor(marker, config, name);
    const seen = {};
    const at = { name, up, offset };
    const dialect = dialectReader(config, at, seen);
    if (opts.replayLast) {
      const from = marker.offsets.get(name)?.value.from;
      if (offset.id || offset.seq === 0 || typeof from !== "number" || !Number.isInteger(from) || from >= offset.seq) {
        pending.push({ upstream: name, from: offset.seq, fromId: offset.id ?? null, entries: [] });
        continue;
      }
      const read2 = await readBeyond(root, at, { replayFrom: Math.max(0, from), dialect, consumer }).catch(
        hinted(name, seen)
      );
      pending.push({ upstream: name, from, entries: read2.replay });
      continue;
    }
    const read = await readBeyond(root, at, { dialect, consumer }).catch(hinted(name, seen));
    pending.push({ upstream: name, from: offset.seq, fromId: offset.id ?? null, entries: read.after });
  }
  const replay = Boolean(opts.replayLast);
  const batches = opts.select ? opts.select(pending) : selectWithin(pending, opts.maxChars, replay);
  const upToDate = batches.every((b) => b.entries.length === 0 && !b.cutEntry);
  const output = opts.format === "json" ? renderJson(batches, opts.maxChars, replay) : upToDate ? upToDateLine(batches, replay, new Map(pending.map((p) => [p.upstream, p.fromId ?? null]))) : renderMarkdown(batches, opts.maxChars, replay);
  const moving = replay || opts.dryRun ? [] : batches.filter((b) => b.entries.length);
  let done = false;
  return {
    output,
    upToDate,
    batches,
    moves: moving.map((b) => ({ upstream: b.upstream, from: b.from, to: b.to })),
    async commit() {
      if (done || !moving.length) return;
      done = true;
      await withMarkerLock(root, config, async () => moveOffsets(root, config, moving));
    }
  };
}
function upToDateLine(batches, replay, ids) {
  const where = (b) => {
    const id = ids.get(b.upstream);
    return id ? `entry "${id}"` : b.from === 0 ? "no entry yet" : `entry ${b.from}`;
  };
  const at = batches.map((b) => `${b.upstream} at ${where(b)}`).join(", ");
  return replay ? `Nothing consumed yet to show again (${at}).
` : `Up to date: ${at}.
`;
}
function moveOffsets(root, config, batches) {
  const marker = readMarker(root, config);
  const at = nowRfc3339();
  let changed = false;
  for (const b of batches) {
    const current = marker.offsets.get(b.upstream);
    const last = b.entries[b.entries.length - 1];
    const { seq: _s, id: _i, at: _a, digest: _d, from: _f, byteOffset: _b, ...rest } = marker.values[b.upstream] ?? {};
    if (last.heading) {
      const { topId: _t, topDigest: _g, pinned: _p, ...extra } = rest;
      const next = last.marks ?? { id: last.id, digest: last.digest };
      const held2 = current?.value ?? {};
      if (current && Object.entries(next).every(([k, v]) => held2[k] === v)) continue;
      marker.values[b.upstream] = { id: next.id, at, digest: next.digest, ...next, ...extra };
      changed = true;
      continue;
    }
    if (current && current.seq !== null && current.seq >= b.to) continue;
    marker.values[b.upstream] = {
      seq: b.to,
      at,
      digest: last.digest,
      from: b.from,
      byteOffset: last.byteOffset,
      ...rest
    };
    changed = true;
  }
  if (changed) writeMarker(root, config, marker);
}
function writeMarker(root, config, marker) {
  writeProtocolFile(root, config.files.marker, (marker.bom ? "\uFEFF" : "") + renderMarker(marker.values, marker.eol));
}
async function upstreamState(root, config, name, opts = {}) {
  const up = config.upstreams[name];
  if (!up)
    throw new CliError(
      `"${name}" is not an upstream in ${config.filepath ?? "the handover config"}; name a configured upstream.`,
      2
    );
  const offset = offsetFor(readMarker(root, config), config, name);
  const seen = {};
  const at = { name, up, offset };
  const read = await readBeyond(root, at, {
    fetch: opts.fetch,
    dialect: dialectReader(config, at, seen),
    consumer: await consumerName(root, config, void 0)
  }).catch(hinted(name, seen));
  const last = read.after[read.after.length - 1];
  const numbered = !offset.id && !last?.heading;
  return {
    lastSeq: last ? last.seq : offset.seq,
    consumedSeq: offset.seq,
    pending: read.after.length,
    dialect: seen.dialect?.name ?? "handover",
    lastId: numbered ? null : last ? last.id : offset.id ?? null,
    consumedId: numbered ? null : offset.id ?? null
  };
}
function hinted(name, seen) {
  return (error) => {
    const d = seen.dialect;
    if (!(error instanceof CliError) || error.exitCode !== 1 || !d || d.from === "config" || !/is not a valid entry heading/.test(error.message))
      throw error;
    const learnt = d.from === "upstream" ? `as its own config ${d.file} says` : "this repo's own, as the upstream has no config of its own";
    throw new CliError(
      `${error.message} (It was read in the ${d.name} dialect, ${learnt}; if ${name} writes another, declare upstreams.${name}.dialect.)`,
      1
    );
  };
}
function dialectReader(config, { name, up, offset }, seen = {}) {
  return async (blob) => {
    const d = await upstreamDialect(name, up, blob, dialectOf(config));
    seen.dialect = d;
    const numbered = d.log === CANONICAL.log;
    if (offset.id ? numbered : offset.seq > 0 && !numbered) {
      const learnt = d.from === "config" ? `upstreams.${name} in this repo's config` : d.from === "upstream" ? `its own config, ${d.file}` : "this repo's own dialect, as neither this repo's config nor the upstream's says otherwise";
      const held2 = offset.id ? `entry "${offset.id}"` : `entry ${offset.seq}`;
      throw new CliError(
        `${config.files.marker}: the offset for ${name} holds ${held2}, an offset into a log ${offset.id ? "whose entries are not numbered" : "of numbered entries"}, but ${name}'s log is read ${numbered ? "as numbered entries" : "by entry id"} (dialect ${d.name}, from ${learnt}); if the dialect is right, delete the "${name}" key of the marker to consume ${name} from its first entry, else declare upstreams.${name}.dialect. Nothing was moved.`,
        2
      );
    }
    return d.log;
  };
}
async function upstreamLog(root, config, name, env) {
  const up = config.upstreams[name];
  if (!up)
    throw new CliError(
      `"${name}" is not an upstream in ${config.filepath ?? "the handover config"} (known: ${Object.keys(config.upstreams).join(", ") || "none"}); name a configured upstream.`,
      2
    );
  const seen = {};
  const at = { name, up, offset: { seq: 0, digest: null, byteOffset: null } };
  const read = await readBeyond(root, at, {
    dialect: dialectReader(config, at, seen),
    consumer: await consumerName(root, config, env)
  }).catch(hinted(name, seen));
  return read.after;
}
function recordOffsets(root, config, keys) {
  const marker = readMarker(root, config);
  return new Map(keys.map((k) => [k, offsetFor(marker, config, k)]));
}
async function moveRecordOffsets(root, config, moves) {
  if (!moves.length) return;
  await withMarkerLock(root, config, async () => {
    const marker = readMarker(root, config);
    const at = nowRfc3339();
    let changed = false;
    for (const m of moves) {
      const current = marker.offsets.get(m.key);
      if (current && current.seq !== null && current.seq >= m.seq) continue;
      const { seq: _s, at: _a, digest: _d, ...extra } = marker.values[m.key] ?? {};
      marker.values[m.key] = { seq: m.seq, at, digest: m.digest, ...extra };
      changed = true;
    }
    if (changed) writeMarker(root, config, marker);
  });
}
async function rebaseOffset(root, config, key, answers) {
  return withMarkerLock(root, config, async () => {
    const marker = readMarker(root, config);
    const held2 = marker.offsets.get(key);
    if (!held2 || held2.seq === null)
      throw new CliError(
        `${config.files.marker} holds no offset "${key}" to rebase (it has: ${[...marker.offsets.keys()].join(", ") || "none"}).`,
        2
      );
    const peer = /^(.+)\/answers$/.exec(key)?.[1];
    let entries;
    if (peer) {
      if (!answers) throw new CliError(`"${key}" is a requester's offset; it is rebased through the inbox.`, 2);
      entries = await answers(peer);
    } else {
      const up = config.upstreams[key];
      if (!up)
        throw new CliError(
          `"${key}" is not an upstream in ${config.filepath ?? "the handover config"} nor a <peer>/answers offset.`,
          2
        );
      const read = await readBeyond(root, { name: key, up, offset: { seq: 0, digest: null, byteOffset: null } });
      if (read.after.some((e) => e.heading))
        throw new CliError(
          `${key}'s log does not number its entries; delete the "${key}" key of the marker instead.`,
          2
        );
      entries = read.after;
    }
    const at = entries.filter((e) => e.seq <= held2.seq).pop();
    if (!at)
      throw new CliError(
        `${key}: the log now has no entry at or before ${held2.seq}; delete the "${key}" key of the marker to read it from its first entry.`,
        1
      );
    if (at.seq === held2.seq && at.digest === held2.digest)
      return `${key}: the offset already matches entry ${at.seq}; nothing moved.
`;
    const now = nowRfc3339();
    const { seq: _s, at: _a, digest: _d, from: _f, byteOffset: _b, rebased: _r, ...extra } = marker.values[key] ?? {};
    marker.values[key] = {
      seq: at.seq,
      at: now,
      digest: at.digest,
      ...at.byteOffset !== void 0 ? { from: at.seq, byteOffset: at.byteOffset } : {},
      rebased: { at: now, seq: held2.seq, digest: held2.digest },
      ...extra
    };
    writeMarker(root, config, marker);
    return `${config.files.marker}: the offset for ${key} now stands at entry ${at.seq} as the log is now (it held entry ${held2.seq}, ${held2.digest?.slice(0, 15)}\u2026; kept under rebased:). Commit it to put it on the record.
`;
  });
}

export {
  declaredDialect,
  upstreamDialect,
  withMarkerLock,
  planConsume,
  upstreamState,
  upstreamLog,
  recordOffsets,
  moveRecordOffsets,
  rebaseOffset
};
