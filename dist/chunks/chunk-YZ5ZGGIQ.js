import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  judgeMigration,
  migrateTrailer,
  parseMigrateClaim,
  repoDialect,
  sharedFor
} from "./chunk-W6XLWICL.js";
import {
  blameOnlyTheChange,
  placeUnits
} from "./chunk-BWI6WBZC.js";
import {
  checkChange,
  lintBaseForBlame,
  lintDoc,
  lintSource,
  ruleSetting,
  sortMessages
} from "./chunk-U75CFEDE.js";
import {
  HISTORICAL_RULES,
  STATIC_RULES,
  ruleUrl
} from "./chunk-E5EXWXCP.js";
import {
  SHAPE_KNOBS,
  defaultConfig,
  dialectOf
} from "./chunk-RHE6JALN.js";
import {
  CANONICAL,
  CMAP_LOG,
  diffHandover,
  noFacts,
  onlyGroupsAdded,
  parseAppended,
  parseDoc,
  parseHandover,
  readTitle
} from "./chunk-H2I6UNX5.js";
import {
  isArchivePath
} from "./chunk-357LZD3P.js";
import {
  sourceFromBytes,
  splitAtLevel2
} from "./chunk-O445MX7U.js";

// src/migrate/check.ts
var HISTORICAL = new Set(HISTORICAL_RULES.map((r) => r.id));
var KINDS = /* @__PURE__ */ new Set(["handover", "sync"]);
function mayMigrate(claim) {
  const { kind, oldText, from, actor, config } = claim;
  if (config.dispatchers.includes(actor) || config.owner === actor) return true;
  if (kind === "handover") {
    const writer = parseHandover(sourceFromBytes("", oldText), from === "cmap" ? CMAP_LOG : CANONICAL.log).writer ?? config.agent;
    return writer === null || writer === actor;
  }
  const owner = config.owner ?? config.agent;
  return owner === null || owner === actor;
}
function sourceFits(from, config) {
  return from === "legacy" || repoDialect(config) === "cmap" === (from === "cmap");
}
function configFor(config, migration) {
  const { from, to, kind, headText } = migration;
  if (kind === "handover" && to === "handover" && repoDialect(config) === to) return withHandoverHeadings(config);
  if (repoDialect(config) === to && !(kind === "sync" && from === "cmap")) return config;
  const shared = Object.assign(/* @__PURE__ */ Object.create(null), config.sync.shared);
  if (kind === "sync" && from === "cmap" && to === "handover")
    for (const [h, m] of Object.entries(sharedFor(headText))) shared[h] ??= m;
  return { ...config, dialect: to, sync: { ...config.sync, shared } };
}
function withHandoverHeadings(config) {
  const d = defaultConfig().log;
  const log = { ...config.log };
  for (const k of SHAPE_KNOBS) delete log[k];
  return { ...config, log: { ...log, heading: d.heading, level: d.level, order: d.order } };
}
var finding = (message, severity = "error", line = 1) => ({
  ruleId: null,
  severity,
  message,
  line,
  column: 1
});
var blocks = (ms) => ms.some((m) => m.severity === "error" && !m.override && m.ruleId !== null && HISTORICAL.has(m.ruleId));
function checkMigration(pair, normal) {
  const { migrate: claim, ...plain } = pair;
  const { kind, path, base, head, actor, config } = plain;
  if (!KINDS.has(kind) || base === null || head === null || actor === null) return normal(plain);
  const text = (x) => typeof x === "string" ? x : Buffer.from(x.buffer, x.byteOffset, x.length).toString("utf8");
  let oldText;
  let newText;
  const c = {
    plain,
    normal,
    kind,
    path,
    actor,
    config,
    get oldText() {
      oldText ??= text(base);
      return oldText;
    },
    get newText() {
      newText ??= text(head);
      return newText;
    },
    origins: claim.origins ?? null,
    needsHistory: () => {
      claim.needsHistory = true;
    }
  };
  if (claim.trailers === null) return uncommitted(c);
  return claim.trailers.length === 0 ? recognised(c, claim) : claimed(c, claim);
}
function recognised(c, claim) {
  const found = c.normal(c.plain);
  if (!blocks(found)) return found;
  const to = repoDialect(c.config);
  for (const from of to === "cmap" ? ["legacy"] : ["legacy", "cmap"]) {
    if (!sourceFits(from, c.config)) continue;
    const v = judgeIn(c, from, to);
    if (!v.exact || !mayMigrate({ kind: c.kind, oldText: c.oldText, from, actor: c.actor, config: c.config })) continue;
    const target = configFor(c.config, { from, to, kind: c.kind, headText: c.newText });
    claim.onAccept?.(target);
    return staticOnly(c, target);
  }
  return found;
}
function judgeIn(c, from, to) {
  const v = judgeMigration(
    { oldText: c.oldText, newText: c.newText, kind: c.kind, from, to, origins: c.origins },
    c.config
  );
  if (!v.exact && v.needsHistory) c.needsHistory();
  return v;
}
var staticOnly = (c, target) => lintSource(sourceFromBytes(c.path, c.newText), c.kind, target).messages;
function uncommitted(c) {
  const found = c.normal(c.plain);
  if (!blocks(found)) return found;
  const to = repoDialect(c.config);
  for (const from of to === "cmap" ? ["legacy"] : ["legacy", "cmap"]) {
    const v = judgeIn(c, from, to);
    if (!v.exact || !mayMigrate({ kind: c.kind, oldText: c.oldText, from, actor: c.actor, config: c.config })) continue;
    const trailer = migrateTrailer(from, to);
    return [
      ...staticOnly(c, configFor(c.config, { from, to, kind: c.kind, headText: c.newText })),
      finding(
        `${c.path} is exactly the migration of the committed version (${from} -> ${to}); commit it on its own (check --range recognises it by its content; the trailer "${trailer}" records it: git commit --trailer "${trailer}")`,
        "warning"
      )
    ];
  }
  return found;
}
function claimed(c, claim) {
  const { path, actor, config } = c;
  const claims = [...new Set(claim.trailers)];
  const parsed = claims.length === 1 ? parseMigrateClaim(claims[0]) : null;
  if (!parsed) {
    const found2 = c.normal(c.plain);
    const why2 = claims.length > 1 ? `has ${claims.length} different Handover-Migrate trailers (${claims.join("; ")}); keep one` : `carries "Handover-Migrate: ${claims[0]}", which is not "<from> -> <to>" (e.g. legacy -> handover)`;
    return blocks(found2) ? [...found2, finding(`The commit ${why2}, so ${path} was judged as an ordinary edit`)] : found2;
  }
  const { from, to } = parsed;
  const v = sourceFits(from, config) ? judgeIn(c, from, to) : {
    exact: false,
    reason: `the config of the base says the old ${path} is in the ${repoDialect(config)} dialect, not ${from}`
  };
  if (v.exact && mayMigrate({ kind: c.kind, oldText: c.oldText, from, actor, config })) {
    const target = configFor(config, { from, to, kind: c.kind, headText: c.newText });
    claim.onAccept?.(target);
    return staticOnly(c, target);
  }
  const found = c.normal(c.plain);
  if (!blocks(found)) return found;
  const why = v.exact ? `${actor} may not migrate it (a log is migrated by its writer, SYNC.md by the repo's owner, or by a dispatcher)` : `the new ${path} is not exactly the migration of the old one: ${v.reason}`;
  return [
    ...found,
    finding(
      `The commit carries "${migrateTrailer(from, to)}", but ${why}; so the normal rules apply. Run handover migrate --write ${path} on the old version and commit only its output with the trailer`,
      "error",
      v.exact ? 1 : v.line ?? 1
    )
  ];
}

// src/engine/local.ts
import { isUtf8 } from "node:buffer";
var NL = 10;
var HASH = 35;
var HASHES = Buffer.from("##");
var TICKS = Buffer.from("```");
var TILDES = Buffer.from("~~~");
var DIRECTIVE = Buffer.from("handover-");
var COMMENT_OPEN = Buffer.from("<!--");
var COMMENT_CLOSE = Buffer.from("-->");
function localCheck(pair) {
  const { base: B, head: H, config } = pair;
  const dialect = dialectOf(config).log;
  if (!plainDialect(dialect, config) || !plainBytes(H) || startsOddly(B) || startsOddly(H)) return null;
  const w = windowOf(B, H);
  if (!w) return null;
  const { x, y, yb, fences } = w;
  return judgeAround(pair, {
    dialect,
    pre: H,
    preFences: fences,
    x,
    bWin: B.subarray(x, yb),
    hWin: H.subarray(x),
    y,
    post: H,
    postFrom: y,
    postFences: fences
  });
}
var SPLICE_REACH = 1 << 16;
function localCheckSplice(pair) {
  const { base: B, splice: sp, config } = pair;
  const dialect = dialectOf(config).log;
  if (!plainDialect(dialect, config) || startsOddly(B) || sp.at < 3) return null;
  const nB = B.length;
  const nH = nB - sp.removed + sp.inserted.length;
  const shift = nH - nB;
  const p = splicePrefix(B, sp);
  const s = spliceSuffix(B, sp, Math.min(nB, nH) - p);
  const bEnd = nB - s;
  const hEnd = nH - s;
  const fences = new FenceWalk(B, 0);
  const x = headingBefore(B, p - 3, fences);
  if (x === null) return null;
  const hi = Math.min(nH, hEnd + SPLICE_REACH);
  const hWin = spliceSlice(B, sp, [x, hi]);
  const hFences = new FenceWalk(hWin, 0);
  const bFences = new FenceWalk(B, x);
  let y = nH;
  for (let at = nextHeading(hWin, Math.max(hEnd, x + 1) - x); at !== -1; at = nextHeading(hWin, at + 1)) {
    if (hFences.inFence(at) || bFences.inFence(at + x - shift)) continue;
    y = at + x;
    break;
  }
  if (hi < nH && y + 3 > hi) return null;
  const yb = y - shift;
  if (yb < bEnd || y < hEnd || !plainLog(B, x, yb)) return null;
  const known = pair.utf8WithoutCr === true;
  if (!plainBytes(B.subarray(0, x), { closed: true, known }) || !plainBytes(hWin.subarray(0, y - x), { closed: true }))
    return null;
  if (!plainBytes(B.subarray(yb), { known })) return null;
  return judgeAround(pair, {
    dialect,
    pre: B,
    preFences: fences,
    x,
    bWin: B.subarray(x, yb),
    hWin,
    y,
    post: B,
    postFrom: yb,
    postFences: new FenceWalk(B, yb)
  });
}
function localCheckOld(pair) {
  const { head: H, old, config } = pair;
  const dialect = dialectOf(config).log;
  if (!plainDialect(dialect, config) || old.p < 3 || !plainBytes(H) || startsOddly(H)) return null;
  const nB = old.length;
  const nH = H.length;
  const shift = nH - nB;
  const { p, bEnd } = old;
  const hEnd = bEnd + shift;
  const fences = new FenceWalk(H, 0);
  const x = headingBefore(H, p - 3, fences);
  if (x === null) return null;
  const reach = Math.min(nB, bEnd + SPLICE_REACH);
  const bWin = old.bytes(x, reach);
  const bFences = new FenceWalk(bWin, 0);
  let y = nH;
  for (let at = nextHeading(H, Math.max(hEnd, x + 1)); at !== -1; at = nextHeading(H, at + 1)) {
    if (reach < nB && at - shift + 3 > reach) return null;
    if (fences.inFence(at) || bFences.inFence(at - shift - x)) continue;
    y = at;
    break;
  }
  if (y === nH && reach < nB) return null;
  const yb = y - shift;
  if (yb < bEnd || y < hEnd || !plainLog(bWin, 0, yb - x)) return null;
  return judgeAround(pair, {
    dialect,
    pre: H,
    preFences: fences,
    x,
    bWin: bWin.subarray(0, yb - x),
    hWin: H.subarray(x),
    y,
    post: H,
    postFrom: y,
    postFences: fences
  });
}
function splicePrefix(B, sp) {
  const ins = sp.inserted;
  const k = commonPrefix(B.subarray(sp.at), ins);
  if (k < ins.length) return sp.at + k;
  return sp.at + k + commonPrefix(B.subarray(sp.at + k), B.subarray(sp.at + sp.removed));
}
function spliceSuffix(B, sp, max) {
  const ins = sp.inserted;
  const end = sp.at + sp.removed;
  const t = B.length - end;
  if (t >= max) return max;
  const k = commonSuffix(B.subarray(0, end), ins, Math.min(max - t, ins.length, end));
  if (k < ins.length || t + k >= max) return t + k;
  return t + k + commonSuffix(B.subarray(0, end - k), B.subarray(0, sp.at), Math.min(max - t - k, end - k, sp.at));
}
function spliceSlice(B, sp, [from, to]) {
  const ins = sp.inserted;
  const end = sp.at + ins.length;
  const back = sp.removed - ins.length;
  const parts = [];
  if (from < sp.at) parts.push(B.subarray(from, Math.min(to, sp.at)));
  if (to > sp.at && from < end) parts.push(ins.subarray(Math.max(0, from - sp.at), Math.min(ins.length, to - sp.at)));
  if (to > end) parts.push(B.subarray(Math.max(from, end) + back, to + back));
  return Buffer.concat(parts);
}
function judgeAround(pair, a) {
  const { path, actor, config } = pair;
  const { dialect, x, y, hWin } = a;
  const before = partFacts(a.pre, [0, x], a.preFences);
  const after = partFacts(a.post, [a.postFrom, a.post.length], a.postFences);
  if (!before || !after || !plainLog(hWin, 0, y - x)) return null;
  const context = priorOf(a.pre, x, { fences: a.preFences, writer: dialect.writer, linesToX: before.lines });
  if (!context || !before.inOrder || before.last !== (context.prior.lastSeq ?? 0)) return null;
  const lineOffset = before.lines;
  const read = (part) => {
    const source = { ...sourceFromBytes(path, part), lineOffset };
    const doc = parseHandover(source, dialect);
    return { ...doc, title: context.title, writer: context.writer, prior: context.prior };
  };
  const bDoc = read(a.bWin);
  const hDoc = read(hWin.subarray(0, y - x));
  const outside = {
    fit: before.fit + after.fit,
    total: before.total + after.total + before.dashes + after.dashes
  };
  if (!windowsRead({ bDoc, hDoc, outside, suffix: a.postFrom < a.post.length })) return null;
  const headLint = lintDoc(hDoc, config);
  const baseLint = lintDoc(bDoc, config);
  if ([...headLint, ...baseLint].some((m) => m.ruleId === "protocol/kind")) return null;
  const headStatic = placeUnits(headLint, hDoc, config);
  const baseStatic = placeUnits(
    baseLint.map((m) => ({ ...m })),
    bDoc,
    config
  );
  const statics = blameOnlyTheChange(baseStatic, headStatic, pair.baseName ?? "HEAD");
  if (actor === null) return { messages: sortMessages(statics), baseStatic: baseLint };
  const change = placeUnits(checkChange("handover", bDoc, hDoc, actor, config), hDoc, config);
  return { messages: sortMessages([...statics, ...change]), baseStatic: baseLint };
}
function windowOf(B, H) {
  const p = commonPrefix(B, H);
  const s = commonSuffix(B, H, Math.min(B.length, H.length) - p);
  const bEnd = B.length - s;
  const hEnd = H.length - s;
  const fences = new FenceWalk(H, 0);
  const x = headingBefore(H, p - 3, fences);
  if (x === null) return null;
  const bFences = new FenceWalk(B, x);
  const shift = H.length - B.length;
  let y = H.length;
  for (let at = nextHeading(H, Math.max(hEnd, x + 1)); at !== -1; at = nextHeading(H, at + 1)) {
    if (fences.inFence(at) || bFences.inFence(at - shift)) continue;
    y = at;
    break;
  }
  const yb = y - shift;
  if (yb < bEnd || y < hEnd || !plainLog(B, x, yb)) return null;
  return { x, y, yb, fences };
}
function windowsRead(o) {
  const { bDoc, hDoc, outside } = o;
  if (!hDoc.entries.length || bDoc.preamble.text !== "" || hDoc.preamble.text !== "") return false;
  const fits = (d) => d.entries.filter((e) => !e.headingProblem).length;
  if (!surelyALog(outside.fit + fits(hDoc), outside.total + hDoc.entries.length)) return false;
  if (!surelyALog(outside.fit + fits(bDoc), outside.total + bDoc.entries.length)) return false;
  const last = hDoc.prior?.lastSeq ?? 0;
  if ([...bDoc.entries, ...hDoc.entries].some((e) => e.seq !== null && e.seq >= 1 && e.seq <= last)) return false;
  return !o.suffix || sameIds(bDoc, hDoc);
}
function plainDialect(dialect, config) {
  if (dialect.heading !== "seq" || dialect.level !== 2 || dialect.order !== "oldest-first") return false;
  if (dialect.pinned) return false;
  if (dialect.reference.length) return false;
  if (dialect.fields.length || dialect.authorField || dialect.groups?.length || Object.keys(dialect.mutable).length)
    return false;
  const timeOrder = STATIC_RULES.find((r) => r.id === "handover/time-order");
  return !timeOrder || ruleSetting(timeOrder, config).severity !== "error";
}
function sameIds(a, b) {
  if (a.entries.length !== b.entries.length) return false;
  return a.entries.every((e, i) => e.seq === b.entries[i].seq && e.id === b.entries[i].id);
}
function startsOddly(buf) {
  return buf[0] === 239 && buf[1] === 187 && buf[2] === 191 || buf.subarray(0, 3).toString("latin1") === "---";
}
function plainBytes(part, o = {}) {
  if (!o.known && (!isUtf8(part) || part.includes(13)) || part.includes(0)) return false;
  for (let i = part.indexOf(COMMENT_OPEN); i !== -1; i = part.indexOf(COMMENT_OPEN, i + 4)) {
    const close = part.indexOf(COMMENT_CLOSE, i + 4);
    if (close === -1 && o.closed) return false;
    const inside = part.subarray(i + 4, close === -1 ? part.length : close);
    for (let k = inside.indexOf(DIRECTIVE); k !== -1; k = inside.indexOf(DIRECTIVE, k + 1)) {
      const word = inside.toString("latin1", k + DIRECTIVE.length, k + DIRECTIVE.length + 7);
      if (word === "disable" || word.startsWith("enable")) return false;
    }
    if (close === -1) break;
    i = close - 1;
  }
  return true;
}
function plainLog(buf, from, to) {
  const part = buf.subarray(from, to);
  return plainBytes(part) && plainLines(part);
}
function plainLines(part) {
  for (let i = part.indexOf(91); i !== -1; i = part.indexOf(91, i + 1)) if (atLineStart(part, i)) return false;
  for (let i = part.indexOf(60); i !== -1; i = part.indexOf(60, i + 1)) {
    if (!atLineStart(part, i)) continue;
    if (!closedComment(part, i)) return false;
    const eol = part.indexOf(NL, i);
    i = eol === -1 ? part.length : eol;
  }
  return true;
}
function closedComment(buf, i) {
  const eol = buf.indexOf(NL, i);
  const line = buf.toString("utf8", i, eol === -1 ? buf.length : eol);
  return line.startsWith("<!--") && line.slice(4).includes("-->");
}
function atLineStart(buf, i) {
  for (let k = i - 1; k >= Math.max(0, i - 4); k--) {
    if (buf[k] === NL) return true;
    if (buf[k] !== 32) return false;
  }
  return i < 4;
}
function isHeadingLine(buf, at) {
  if (buf[at] !== HASH || buf[at + 1] !== HASH) return false;
  const c = buf[at + 2];
  return c === void 0 || c === 32 || c === 9 || c === NL;
}
function nextHeading(buf, from) {
  for (let i = buf.indexOf(HASHES, Math.max(0, from)); i !== -1; i = buf.indexOf(HASHES, i + 1)) {
    if ((i === 0 || buf[i - 1] === NL) && isHeadingLine(buf, i)) return i;
    while (buf[i + 2] === HASH) i++;
  }
  return -1;
}
function headingBefore(buf, limit, fences) {
  if (limit < 0) return null;
  for (let i = buf.lastIndexOf(HASHES, limit); i !== -1; i = i === 0 ? -1 : buf.lastIndexOf(HASHES, i - 1)) {
    if ((i === 0 || buf[i - 1] === NL) && isHeadingLine(buf, i) && !fences.inFence(i)) return i;
  }
  return null;
}
function priorOf(buf, x, o) {
  const { fences } = o;
  const w = headingBefore(buf, x - 1, fences);
  const first = w === null ? x : nextHeadingOutside(buf, fences);
  const preambleSplit = splitAtLevel2(buf.toString("utf8", 0, first));
  const { title, writer } = readTitle(preambleSplit.preamble);
  const from = w ?? 0;
  const split = splitAtLevel2(buf.toString("utf8", from, x));
  const lastChunk = split.sections[split.sections.length - 1];
  const writerOrDefault = writer ?? o.writer;
  if (!lastChunk) {
    return { title, writer: writerOrDefault, prior: { lastSeq: 0, lastTime: null, lastTimestamp: null, lastLine: 0 } };
  }
  const lineOffset = o.linesToX - countLines(buf, from, x);
  const doc = parseHandover({ ...sourceFromBytes("", buf.subarray(from, x)), lineOffset });
  const last = doc.entries[doc.entries.length - 1];
  if (!last || last.headingProblem || last.seq === null) return null;
  return {
    title,
    writer: writerOrDefault,
    prior: { lastSeq: last.seq, lastTime: last.time, lastTimestamp: last.timestamp, lastLine: last.heading.start.line }
  };
}
function partFacts(buf, range, fences) {
  return range[1] - range[0] >= WORD_WALK_FROM ? scanLines(buf, range, fences) : searchFacts(buf, range, fences);
}
function searchFacts(buf, range, fences) {
  const [from, to] = range;
  const out = countHeadings(buf, range, fences);
  if (!out || !plainLines(buf.subarray(from, to))) return null;
  out.lines = countLines(buf, from, to);
  out.dashes = dashLines(buf, from, to);
  return out;
}
var SPACE = 32;
var TAB = 9;
var DASH = 45;
function scanLines(buf, range, fences) {
  const [from, to] = range;
  const out = { lines: 0, total: 0, fit: 0, inOrder: true, last: 0, dashes: 0 };
  if (from < to && OPENS[buf[from]] === 1 && !lineStart(buf, from, out, fences)) return null;
  const walk = { buf, to, out, fences };
  const first = Math.min(to, from + (4 - (buf.byteOffset + from & 3) & 3));
  const words = to - first >>> 2;
  const last = first + words * 4;
  let lines = feedsByByte(walk, from, first);
  if (lines < 0) return null;
  if (!LITTLE_ENDIAN) {
    const n = feedsByByte(walk, first, last);
    if (n < 0) return null;
    lines += n;
  } else if (words > 0) {
    const view = new Uint32Array(buf.buffer, buf.byteOffset + first, words);
    for (let w = 0; w < words; w++) {
      const v = view[w] ^ 168430090;
      let zero = ~((v & 2139062143) + 2139062143 | v | 2139062143);
      while (zero !== 0) {
        const k = first + w * 4 + (31 - Math.clz32(zero & (~zero + 1 | 0)) >> 3);
        zero &= zero - 1 | 0;
        lines++;
        if (k + 1 < to && OPENS[buf[k + 1]] === 1 && !lineStart(buf, k + 1, out, fences)) return null;
      }
    }
  }
  const tail = feedsByByte(walk, last, to);
  if (tail < 0) return null;
  out.lines = lines + tail;
  return out;
}
function feedsByByte(walk, a, b) {
  const { buf, to, out, fences } = walk;
  let n = 0;
  for (let k = a; k < b; k++) {
    if (buf[k] !== NL) continue;
    n++;
    if (k + 1 < to && OPENS[buf[k + 1]] === 1 && !lineStart(buf, k + 1, out, fences)) return -1;
  }
  return n;
}
var OPENS = new Uint8Array(256);
for (const c of [HASH, SPACE, TAB, 11, 12, DASH, 91, 60]) OPENS[c] = 1;
var LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
function lineStart(buf, ls, out, fences) {
  let k = ls;
  for (let c2 = buf[k]; k - ls < 4 && (c2 === SPACE || c2 === TAB || c2 === 11 || c2 === 12); c2 = buf[++k]) ;
  if (k - ls <= 3 && isHeadingLine(buf, k)) {
    if (k !== ls) return false;
    if (!fences.inFence(ls)) heading(buf, ls, out);
    return true;
  }
  let j = ls;
  while (j - ls < 3 && buf[j] === SPACE) j++;
  const c = buf[j];
  if (c === 91) return false;
  if (c === 60) return closedComment(buf, j);
  if (c === DASH) {
    while (buf[j] === DASH) j++;
    while (buf[j] === SPACE || buf[j] === TAB) j++;
    if (buf[j] === NL || j === buf.length) out.dashes++;
  }
  return true;
}
function heading(buf, at, out) {
  out.total++;
  let end = at + 2;
  while (buf[end] === 32 || buf[end] === 9) end++;
  const start = end;
  let n = 0;
  while (buf[end] >= 48 && buf[end] <= 57 && end - start < 15) n = n * 10 + (buf[end++] - 48);
  const next = buf[end];
  const alone = end > start && (next === 32 || next === 9 || next === NL || next === void 0);
  if (n >= 1 && surelyFits(buf, end)) out.fit++;
  if (buf[end] >= 48 && buf[end] <= 57) out.inOrder = false;
  if (!alone || n < 1) return;
  if (n !== out.last + 1) out.inOrder = false;
  out.last = n;
}
var WORD_WALK_FROM = 1 << 20;
function countHeadings(buf, range, fences) {
  const [from, to] = range;
  const out = { lines: 0, total: 0, fit: 0, inOrder: true, last: 0, dashes: 0 };
  for (let at = buf.indexOf(HASHES, from); at !== -1 && at < to; at = buf.indexOf(HASHES, at + 1)) {
    const kind = hashesAt(buf, at);
    if (kind === "indented") return null;
    if (kind === "text") {
      while (buf[at + 2] === HASH) at++;
      continue;
    }
    if (fences.inFence(at)) continue;
    heading(buf, at, out);
  }
  return out;
}
function hashesAt(buf, at) {
  const ls = lineStartOf(buf, at);
  if (!isHeadingLine(buf, at)) return "text";
  if (ls === at) return "heading";
  return at - ls <= 3 && buf.toString("latin1", ls, at).trim() === "" ? "indented" : "text";
}
function surelyFits(buf, i) {
  if (!dotAt(buf, i) || !canonicalTimeAt(buf, i + 4)) return false;
  const c = buf[i + 24];
  return c === NL || c === void 0 || dotAt(buf, i + 24);
}
function dotAt(buf, i) {
  return buf[i] === 32 && buf[i + 1] === 194 && buf[i + 2] === 183 && buf[i + 3] === 32;
}
function canonicalTimeAt(buf, t) {
  if (buf[t + 4] !== 45 || buf[t + 7] !== 45 || buf[t + 10] !== 84) return false;
  if (buf[t + 13] !== 58 || buf[t + 16] !== 58 || buf[t + 19] !== 90) return false;
  const y = digits(buf, t, 4);
  const mo = digits(buf, t + 5, 2);
  const d = digits(buf, t + 8, 2);
  const h = digits(buf, t + 11, 2);
  const mi = digits(buf, t + 14, 2);
  const se = digits(buf, t + 17, 2);
  if (y < 1e3 || mo < 1 || mo > 12 || d < 1 || h < 0 || h > 23 || mi < 0 || mi > 59 || se < 0 || se > 59) return false;
  return d <= daysIn(y, mo);
}
function digits(buf, at, len) {
  let n = 0;
  for (let k = at; k < at + len; k++) {
    const c = buf[k] - 48;
    if (!(c >= 0 && c <= 9)) return -1;
    n = n * 10 + c;
  }
  return n;
}
function daysIn(y, mo) {
  const leap = (y % 4 === 0 ? 1 : 0) & (y % 100 !== 0 ? 1 : 0) | (y % 400 === 0 ? 1 : 0);
  const short = mo === 4 || mo === 6 || mo === 9 || mo === 11 ? 30 : 31;
  return mo === 2 ? 28 + leap : short;
}
function dashLines(buf, from, to) {
  let n = from < to && isDashLine(buf, from) ? 1 : 0;
  for (const start of DASH_STARTS) {
    for (let i = buf.indexOf(start, from); i !== -1 && i + 1 < to; i = buf.indexOf(start, i + start.length)) {
      if (isDashLine(buf, i + 1)) n++;
    }
  }
  return n;
}
function isDashLine(buf, ls) {
  let j = ls;
  while (j - ls < 3 && buf[j] === SPACE) j++;
  if (buf[j] !== DASH) return false;
  while (buf[j] === DASH) j++;
  while (buf[j] === SPACE || buf[j] === TAB) j++;
  return j === buf.length || buf[j] === NL;
}
var DASH_STARTS = ["\n-", "\n -", "\n  -", "\n   -"].map((t) => Buffer.from(t));
function surelyALog(fit, total) {
  return fit >= 2 && (total < 5 || 2 * fit >= total);
}
function nextHeadingOutside(buf, fences) {
  for (let at = nextHeading(buf, 0); at !== -1; at = nextHeading(buf, at + 1)) if (!fences.inFence(at)) return at;
  return buf.length;
}
var FenceWalk = class {
  constructor(buf, from) {
    this.buf = buf;
    this.at = from;
    this.nextTick = -2;
    this.nextTilde = -2;
  }
  buf;
  /** The closed fences' spans, flat: start, end, start, end … (no object per fence). */
  regions = [];
  at;
  open = null;
  nextTick;
  nextTilde;
  unsure = false;
  /** Whether the line starting at `pos` is inside a fence (true too when the walk cannot tell). */
  inFence(pos) {
    this.walkTo(pos);
    if (this.unsure) return true;
    if (this.open && this.open.start < pos) return true;
    const r = this.regions;
    const n = r.length >> 1;
    if (n === 0 || pos >= r[2 * n - 1]) return false;
    let lo = 0;
    let hi = n - 1;
    while (lo <= hi) {
      const mid = lo + hi >> 1;
      const a = r[2 * mid];
      const b = r[2 * mid + 1];
      if (pos < a) hi = mid - 1;
      else if (pos >= b) lo = mid + 1;
      else return true;
    }
    return false;
  }
  walkTo(pos) {
    const { buf } = this;
    while (!this.unsure && this.at < pos) {
      const i = this.nextRun();
      if (i === -1 || i >= pos) {
        this.at = pos;
        return;
      }
      const ls = lineStartOf(buf, i);
      const eol = lineEndOf(buf, i);
      const end = eol === buf.length ? eol : eol + 1;
      this.at = end;
      if (ls === i) {
        if (this.open) this.closeLine(ls, end);
        else this.openLine(ls, end);
        continue;
      }
      this.midLine(ls, i, end);
    }
  }
  /** Where the next run of three backticks or tildes is; each searched again only once the walk has passed it. */
  nextRun() {
    if (this.nextTick !== -1 && this.nextTick < this.at) this.nextTick = this.buf.indexOf(TICKS, this.at);
    if (this.nextTilde !== -1 && this.nextTilde < this.at) this.nextTilde = this.buf.indexOf(TILDES, this.at);
    const a = this.nextTick;
    const b = this.nextTilde;
    return a === -1 ? b : b === -1 ? a : Math.min(a, b);
  }
  /** A run inside a line: inline code, unless only spaces, list markers or `>` come before it on the line. */
  midLine(ls, i, end) {
    const before = this.buf.toString("latin1", ls, i);
    if (this.open) {
      if (/^ {1,3}$/.test(before)) this.closeLine(ls, end);
    } else if (/^[\s>*+\-\d.)]*$/.test(before)) this.unsure = true;
  }
  /** A line opening a fence (`FENCE_OPEN`, read by its bytes): a run of three or more backticks or tildes at `ls`. */
  openLine(ls, end) {
    const { buf } = this;
    const eol = end > ls && buf[end - 1] === NL ? end - 1 : end;
    const char = buf[ls];
    let k = ls;
    while (k < eol && buf[k] === char) k++;
    if (k - ls < 3 || !restMatchesDot(buf, [k, eol], char === 96 ? 96 : -1)) return;
    this.open = { char, size: k - ls, start: ls };
  }
  /** A line closing the open fence (`FENCE_CLOSE`, read by its bytes): as long a run of its character, then blanks. */
  closeLine(ls, end) {
    const { buf } = this;
    const open = this.open;
    const eol = end > ls && buf[end - 1] === NL ? end - 1 : end;
    let k = ls;
    while (k < eol && k - ls < 3 && buf[k] === SPACE) k++;
    const start = k;
    const char = buf[k];
    if (char !== 96 && char !== 126) return;
    while (k < eol && buf[k] === char) k++;
    const size = k - start;
    while (k < eol && (buf[k] === SPACE || buf[k] === TAB)) k++;
    if (k === eol && size >= 3 && char === open.char && size >= open.size) {
      this.regions.push(open.start, end);
      this.open = null;
    }
  }
};
function restMatchesDot(buf, [from, to], not) {
  for (let k = from; k < to; k++) {
    const c = buf[k];
    if (c === 13 || c === not) return false;
    if (c === 226 && buf[k + 1] === 128 && (buf[k + 2] === 168 || buf[k + 2] === 169) && k + 2 < to) return false;
  }
  return true;
}
function lineEndOf(buf, i) {
  for (let k = i, stop = Math.min(buf.length, i + 256); k < stop; k++) if (buf[k] === NL) return k;
  if (i + 256 >= buf.length) return buf.length;
  const eol = buf.indexOf(NL, i + 256);
  return eol === -1 ? buf.length : eol;
}
function lineStartOf(buf, i) {
  for (let k = i - 1, stop = Math.max(0, i - 16); k >= stop; k--) if (buf[k] === NL) return k + 1;
  return i <= 16 ? 0 : buf.lastIndexOf(NL, i - 17) + 1;
}
function commonPrefix(a, b) {
  const n = Math.min(a.length, b.length);
  const step = 1 << 16;
  let i = 0;
  while (i < n) {
    const end = Math.min(n, i + step);
    if (a.compare(b, i, end, i, end) !== 0) break;
    i = end;
  }
  while (i < n && a[i] === b[i]) i++;
  return i;
}
function commonSuffix(a, b, max) {
  const step = 1 << 16;
  let k = 0;
  while (k < max) {
    const len = Math.min(step, max - k);
    if (a.compare(b, b.length - k - len, b.length - k, a.length - k - len, a.length - k) !== 0) break;
    k += len;
  }
  while (k < max && a[a.length - 1 - k] === b[b.length - 1 - k]) k++;
  return k;
}
function countLines(buf, from, to) {
  let n = 0;
  let i = from;
  while (i < to && (buf.byteOffset + i) % 4 !== 0) if (buf[i++] === NL) n++;
  const words = Math.floor((to - i) / 4);
  if (words > 0) {
    const view = new Uint32Array(buf.buffer, buf.byteOffset + i, words);
    for (let w = 0; w < words; w++) {
      const v = view[w] ^ 168430090;
      const zero = ~((v & 2139062143) + 2139062143 | v | 2139062143);
      if (zero !== 0) n += popcount(zero);
    }
    i += words * 4;
  }
  for (; i < to; i++) if (buf[i] === NL) n++;
  return n;
}
function popcount(x) {
  let v = x >>> 0;
  v -= v >>> 1 & 1431655765;
  v = (v & 858993459) + (v >>> 2 & 858993459);
  return (v + (v >>> 4) & 252645135) * 16843009 >>> 24;
}

// src/engine/check.ts
var asBuffer = (x) => Buffer.from(x.buffer, x.byteOffset, x.length);
var bytesOf = (x) => typeof x === "string" ? Buffer.from(x, "utf8") : x;
function checkVersions(pair) {
  return checkKeepingBase(pair).messages;
}
function checkKeepingBase(pair) {
  const none = (messages) => ({ messages, baseStatic: null });
  const { kind, path, base, head, config } = pair;
  if (pair.migrate) {
    const local2 = pair.local && kind === "handover" && base !== null && head !== null && !grew(base, head) && !archived(pair) ? localOf(pair) : null;
    return local2 ?? none(checkMigration({ ...pair, migrate: pair.migrate }, checkVersions));
  }
  if (base === null && head === null) return none([]);
  const b = base === null ? null : bytesOf(base);
  const h = head === null ? null : bytesOf(head);
  if (b && h && Buffer.compare(Buffer.from(b.buffer, b.byteOffset, b.length), Buffer.from(h.buffer, h.byteOffset, h.length)) === 0)
    return none([]);
  if (kind === "append-only") return none(placeUnits(appendOnlyFile(path, b, h, config), null, config));
  const local = pair.local && kind === "handover" && b && h && !archived(pair) ? localOf(pair) : null;
  if (local) return local;
  const appended = kind === "handover" && b && h ? appendedCheck(pair, b, h) : null;
  return appended ? none(appended) : fullCheck(pair, kind, b, h);
}
function checkVersionsOld(pair) {
  const { old, ...rest } = pair;
  const head = rest.head === null ? null : asBuffer(bytesOf(rest.head));
  const grown = head !== null && old.p === old.length && old.length <= head.length;
  if (rest.local && rest.kind === "handover" && head !== null && !grown && !archived({ ...rest, base: null })) {
    const local = localCheckOld({ ...rest, head, old });
    if (local) return local.messages;
  }
  return checkVersions({ ...rest, base: old.bytes(0, old.length) });
}
function changedArchives(pair) {
  return (pair.archive ?? []).filter(
    (a) => a.head !== null && (a.base === null || !asBuffer(bytesOf(a.base)).equals(asBuffer(bytesOf(a.head))))
  );
}
function archived(pair) {
  return changedArchives(pair).length > 0;
}
function factsOf(pair) {
  const changed = pair.kind === "handover" ? changedArchives(pair) : [];
  if (changed.length === 0) return pair.facts;
  const log = dialectOf(pair.config).log;
  const archive = changed.map((a) => {
    const read = (x) => x === null ? null : parseHandover(sourceFromBytes(a.path, bytesOf(x)), log);
    return { path: a.path, base: read(a.base), head: read(a.head) };
  });
  return { ...pair.facts ?? noFacts(), archive };
}
function grew(base, head) {
  const b = asBuffer(bytesOf(base));
  const h = asBuffer(bytesOf(head));
  return b.length <= h.length && h.compare(b, 0, b.length, 0, b.length) === 0;
}
function localOf(pair) {
  const b = bytesOf(pair.base);
  const h = bytesOf(pair.head);
  if (Buffer.from(b.buffer, b.byteOffset, b.length).equals(Buffer.from(h.buffer, h.byteOffset, h.length))) return null;
  return localCheck({ ...pair, base: asBuffer(b), head: asBuffer(h) });
}
function appendedCheck(pair, b, h) {
  const { path, actor, config } = pair;
  const kind = "handover";
  const fast = parseAppended(path, b, h, dialectOf(config).log);
  if (!fast) return null;
  const tail = lintDoc(fast.head, config);
  if (tail.some((m) => m.ruleId === "protocol/kind") || fast.head.entries.some((e) => e.headingProblem)) return null;
  const change = actor ? checkChange(kind, fast.base, fast.head, actor, config) : [];
  return sortMessages(placeUnits([...tail, ...change], fast.head, config));
}
function wholeFileCheck(pair) {
  const b = pair.base === null ? null : bytesOf(pair.base);
  const h = pair.head === null ? null : bytesOf(pair.head);
  return fullCheck(pair, pair.kind, b, h).messages;
}
function fullCheck(pair, kind, b, h) {
  const { path, actor, config, baseName = "HEAD" } = pair;
  const facts = factsOf(pair);
  let headStatic = [];
  let headDoc = null;
  if (h) {
    const linted = lintSource(sourceFromBytes(path, h), kind, config, facts);
    headStatic = placeUnits(linted.messages, linted.doc, config);
    headDoc = linted.doc;
  }
  let baseDoc = null;
  let baseLint = null;
  if (b && (actor !== null || headStatic.some((m) => m.severity === "error"))) {
    const source = sourceFromBytes(path, b);
    baseDoc = parseDoc(kind, source, dialectOf(config));
    if (headStatic.some((m) => m.severity === "error")) baseLint = lintDoc(baseDoc, config, facts);
  }
  const underneath = baseDoc && baseLint?.some((m) => m.ruleId === "protocol/kind") ? lintBaseForBlame(baseDoc, config, facts) : baseLint;
  const baseStatic = underneath ? placeUnits(
    underneath.map((m) => ({ ...m })),
    baseDoc,
    config
  ) : [];
  const statics = blameOnlyTheChange(baseStatic, headStatic, baseName);
  if (actor === null) return { messages: sortMessages(statics), baseStatic: baseLint };
  const messages = sortMessages([
    ...statics,
    ...placeUnits(checkChange(kind, baseDoc, headDoc, actor, config, facts), headDoc, config)
  ]);
  return { messages, baseStatic: baseLint };
}
function appendOnlyFile(path, base, head, config) {
  const rule = HISTORICAL_RULES.find((r) => r.id === "handover/append-only");
  const { severity } = ruleSetting(rule, config);
  if (severity === "off" || base === null) return [];
  const msg = (message, line2, column) => [
    {
      ruleId: rule.id,
      severity: severity === "warn" ? "warning" : "error",
      message,
      line: line2,
      column,
      docs: ruleUrl(rule.id)
    }
  ];
  if (head === null) return msg(`${path} is append-only (config appendOnly) but was deleted; restore it`, 1, 1);
  let i = 0;
  const n = Math.min(base.length, head.length);
  while (i < n && base[i] === head[i]) i++;
  if (i === base.length || archiveGrew(path, base, head, config)) return [];
  let line = 1;
  for (let k = base.indexOf(10); k !== -1 && k < i; k = base.indexOf(10, k + 1)) line++;
  const what = i === head.length ? "text was removed from the end" : `line ${line} was changed`;
  return msg(
    `${path} is append-only (config appendOnly), but ${what}; the old text must stay exactly as it was, with new text only at the end`,
    line,
    1
  );
}
function archiveGrew(path, base, head, config) {
  const log = dialectOf(config).log;
  if (!isArchivePath(log.archive, path)) return false;
  const [b, h] = [base, head].map((x) => parseHandover(sourceFromBytes(path, x), log));
  const diff = diffHandover(b, h);
  return (!diff.preambleChanged || onlyGroupsAdded(b, h)) && diff.changes.every((c) => c.kind === "added" && c.before === null);
}
function applyOverride(messages, reason) {
  return messages.map((m) => ({ ...m, override: reason }));
}
function commonToAllParents(perParent) {
  const [first, ...rest] = perParent;
  const key = (m) => `${m.ruleId}\0${m.line}\0${m.column}`;
  const others = rest.map((list) => new Set(list.map(key)));
  return (first ?? []).filter((m) => others.every((set) => set.has(key(m))));
}

export {
  localCheck,
  localCheckSplice,
  checkVersions,
  checkKeepingBase,
  checkVersionsOld,
  grew,
  wholeFileCheck,
  applyOverride,
  commonToAllParents
};
