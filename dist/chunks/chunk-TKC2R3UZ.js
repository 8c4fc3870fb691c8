import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  lockPathFor,
  readProtocolFile,
  withLock,
  writeProtocolFile
} from "./chunk-RWIQJ7M5.js";
import {
  dialectOf
} from "./chunk-RHE6JALN.js";
import {
  byDay,
  correctsRef,
  findNewestSlot,
  findTitle,
  isCanonicalLog,
  nowRfc3339,
  parseEntryHeading,
  parseHandover,
  parseInserted,
  pinnedEntry,
  plainText,
  readEntry,
  renderEntry,
  requestsWriterOf,
  tryParse,
  writerOf
} from "./chunk-H2I6UNX5.js";
import {
  atxHeadingText,
  conflictBlocks,
  encodingWhat,
  headingOf,
  pointAt,
  scanLevel2,
  sourceFromBytes,
  splitAtLevel2,
  trimTrailingSpace
} from "./chunk-O445MX7U.js";
import {
  CliError
} from "./chunk-GTPCD622.js";

// src/append/index.ts
import { isUtf8 } from "node:buffer";
function checkText(text) {
  if (!text.trim())
    throw new CliError("The entry text is empty; give the text as an argument, with --file F, or on stdin with -.", 2);
  if (text.includes("\0"))
    throw new CliError("The entry text contains a NUL byte; a protocol file must be plain UTF-8 text.", 2);
  if (conflictBlocks(text).length)
    throw new CliError("The entry text contains a merge conflict (<<<<<<<, =======, >>>>>>>); resolve it first.", 2);
  const probe = splitAtLevel2(`${text}

## 1 \xB7 2026-01-01T00:00:00Z
`);
  if (probe.sections.length !== 1 || probe.preamble.text.length !== text.length + 2) {
    const heading = probe.sections.length > 1 ? probe.sections[0] : null;
    if (heading && heading.start.offset < text.length) {
      throw new CliError(
        `The entry text has a level-2 heading at line ${heading.start.line} ("${heading.heading.trim()}"), which would start another entry; use ### or lower inside an entry.`,
        2
      );
    }
    const open = probe.unclosedFence ? "a code fence" : probe.unclosedHtml ? `an HTML block ("${probe.unclosedHtml.opener}")` : "an HTML comment";
    throw new CliError(
      `The entry text leaves ${open} open, which would swallow every later entry; close it${probe.unclosedFence ? "" : ", or quote the markup in a code fence"}.`,
      2
    );
  }
}
function checkTitle(title) {
  const t = title.trim();
  if (!t || /[\r\n]/.test(t)) throw new CliError("--title must be one non-empty line.", 2);
  const parsed = parseEntryHeading(atxHeadingText(`## 1 \xB7 2026-01-01T00:00:00Z \xB7 ${t}`));
  if (parsed.title !== t)
    throw new CliError(
      `--title "${t}" would not survive in a heading as written (a trailing "#" is read as a closing sequence); reword it.`,
      2
    );
  return t;
}
async function appendEntry(opts) {
  const kind = opts.log ?? "handover";
  const file = opts.config.files[kind];
  checkText(opts.text);
  const dialect = dialectOf(opts.config).log;
  if (kind === "handover" && !isCanonicalLog(dialect)) return appendIn(opts, dialect, file);
  const entryTitle = opts.title === void 0 ? null : checkTitle(opts.title);
  return withLock(lockPathFor(opts.root, file), () => appendLocked(opts, { kind, file, title: entryTitle }), {
    what: file
  });
}
function appendLocked(opts, { kind, file, title }) {
  const bytes = canonicalBytes(opts, kind, file);
  const base = bytes[0] === 239 && bytes[1] === 187 && bytes[2] === 191 ? 3 : 0;
  const t = bytes.toString("latin1", base);
  const utf8 = (from, to = t.length) => bytes.toString("utf8", base + from, base + to);
  const scan = scanLevel2(t);
  checkTitledWriter(opts, { kind, file, preamble: utf8(0, scan.first ?? t.length) });
  if (scan.unclosedFence !== null)
    throw new CliError(
      `${file}:${pointAt(t, scan.unclosedFence).line}: a code fence is never closed, so a new entry would be swallowed by it; close the fence first.`,
      1
    );
  const last = scan.last === null ? null : lastEntry(file, { t, from: scan.last, text: utf8(scan.last), sections: () => utf8(scan.first ?? 0) });
  const seq = last ? last.seq + 1 : 1;
  const corrected = opts.corrects?.length ? checkCorrected(opts.corrects, file, utf8(0)) : [];
  const eol = /\r\n/.test(t.slice(0, 65536)) ? "\r\n" : "\n";
  const timestamp = nowRfc3339(opts.now);
  const corrects = corrected.length ? `Corrects: ${corrected.map((n) => `#${n}`).join(", ")}

` : "";
  const entry = `## ${seq} \xB7 ${timestamp}${title ? ` \xB7 ${title}` : ""}

${corrects}${entryBody(opts.text)}
`;
  const lead = t === "" ? "" : t.endsWith("\n\n") || t.endsWith("\r\n\r\n") ? "" : t.endsWith("\n") ? "\n" : "\n\n";
  const added = (lead + entry).replace(/\n/g, eol);
  const tail = splitAtLevel2((last ? last.chunk.text : "") + added);
  const got = tail.sections[tail.sections.length - 1];
  if (!got || parseEntryHeading(atxHeadingText(got.heading ?? "")).seq !== seq) {
    throw new CliError(
      `${file}: the end of the log leaves an HTML comment or block open, so a new entry would be swallowed; close it first.`,
      1
    );
  }
  const next = Buffer.concat([bytes, Buffer.from(added, "utf8")]);
  opts.verify?.(next, seq);
  writeProtocolFile(opts.root, file, next);
  return { seq, timestamp, file };
}
function canonicalBytes(opts, kind, file) {
  const found = readProtocolFile(opts.root, file);
  if (found === null && kind === "handover")
    throw new CliError(`${file} does not exist in ${opts.root}; run handover init --role upstream to create it.`, 2);
  const bytes = found ?? Buffer.from(
    `# Requests: ${opts.actor}

Append-only. Written only by ${opts.actor}: the requests it sends and the answers it gives.
`
  );
  if (!isUtf8(bytes) || bytes.includes(0)) {
    const e = sourceFromBytes(file, bytes).encoding[0];
    throw new CliError(`${file}:${e.line}:${e.column}: ${encodingWhat(e)}; fix the file before appending to it.`, 1);
  }
  return bytes;
}
function checkTitledWriter(opts, { kind, file, preamble }) {
  const chunk = { start: { line: 1, column: 1, offset: 0 }, text: preamble, heading: null };
  const title = findTitle(tryParse(chunk, [], "The preamble"), chunk);
  const writer = kind === "requests" ? requestsWriterOf(title) : writerOf(title);
  if (!writer)
    throw new CliError(
      `${file} has no "# ${kind === "requests" ? "Requests" : "Handover"}: <agent>" title naming its writer; add one before appending.`,
      1
    );
  if (writer !== opts.actor) throw wrongActor(file, writer, opts.actor);
}
function wrongActor(file, writer, actor) {
  return new CliError(
    `${file} is written only by ${writer}, and the actor is ${actor}; only ${writer} may append. (Wrong actor? Pass --actor or set HANDOVER_AGENT.)`,
    1
  );
}
function lastEntry(file, { t, from, text, sections }) {
  const chunk = {
    start: { line: 0, column: 1, offset: from },
    text,
    heading: text.slice(0, (text.indexOf("\n") + 1 || text.length + 1) - 1).replace(/\r$/, "")
  };
  const last = readEntry(chunk, 0);
  if (last.seq === null && preambleOnly(sections())) return null;
  if (last.seq === null || last.headingProblem) {
    const name = chunk.heading.replace(/^#+\s*/, "").replace(/\s+#*\s*$/, "");
    const prose = last.seq === null ? ` If "${name}" is prose rather than an entry, move it above the first entry and keep it in the preamble with handover migrate --preamble "${name}".` : "";
    throw new CliError(
      `${file}:${pointAt(t, from).line}: the last entry's heading is not valid (${last.headingProblem ?? "no sequence number"}), so the next seq is unknown; fix it first.${prose}`,
      1
    );
  }
  return last;
}
function preambleOnly(text) {
  return splitAtLevel2(text).sections.every((c) => readEntry(c, 0).seq === null);
}
function checkCorrected(corrects, file, text) {
  const seqs = new Set(splitAtLevel2(text).sections.map((c) => readEntry(c, 0).seq));
  return corrects.map((ref) => {
    const n = typeof ref === "number" ? ref : /^#?\d+$/.test(ref) ? Number(ref.replace("#", "")) : Number.NaN;
    if (Number.isNaN(n))
      throw new CliError(`--corrects ${ref}: ${file} numbers its entries; name the entry by its number, like 3.`, 2);
    if (!seqs.has(n))
      throw new CliError(`--corrects ${n}: ${file} has no entry ${n}; a correction must name an earlier entry.`, 2);
    return n;
  });
}
function correctionRefs(doc, corrects, file) {
  return corrects.map((ref) => {
    const given = String(ref).replace(/^#(?=\d+$)/, "");
    const entry = doc.entries.find((e) => e.id === given || e.seq !== null && String(e.seq) === given);
    const name = entry ? correctsRef(entry) : null;
    if (name) return name;
    const ids = doc.entries.slice(-3).map((e) => e.id).filter(Boolean);
    throw new CliError(
      `--corrects ${ref}: ${file} has no entry "${given}"; name an earlier entry by its id${ids.length ? ` (the latest: ${ids.join(", ")})` : ""}.`,
      2
    );
  });
}
function entryBody(text) {
  return trimTrailingSpace(
    text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n").replace(/^(?:[ \t]*\n)+/, "")
  );
}
async function appendIn(opts, dialect, file) {
  return withLock(lockPathFor(opts.root, file), () => appendInLocked(opts, dialect, file), { what: file });
}
function appendInLocked(opts, dialect, file) {
  const bytes = readProtocolFile(opts.root, file);
  if (bytes === null)
    throw new CliError(`${file} does not exist in ${opts.root}; run handover init --role upstream to create it.`, 2);
  const quick = appendAtTop(opts, dialect, file, bytes);
  if (quick) return quick;
  const source = sourceFromBytes(file, bytes);
  if (source.encoding.length) {
    const e = source.encoding[0];
    throw new CliError(`${file}:${e.line}:${e.column}: ${encodingWhat(e)}; fix the file before appending to it.`, 1);
  }
  const doc = parseHandover(source, dialect);
  checkLog(opts, doc, file);
  const timestamp = nowRfc3339(opts.now);
  const pinned = pinnedEntry(dialect, doc.entries);
  const place = doc.entries.length - (pinned ? 1 : 0);
  const seq = (doc.entries[place - 1]?.seq ?? 0) + 1;
  const title = opts.title?.trim() || null;
  const id = newId(doc, { file, timestamp, seq, slug: () => slugOf(title ?? opts.text) });
  const corrects = opts.corrects?.length ? correctionRefs(doc, opts.corrects, file) : void 0;
  const entry = entryFor(opts, dialect, { seq, id, timestamp, title, corrects });
  const text = source.text;
  const eol = /\r\n/.test(text.slice(0, 65536)) ? "\r\n" : "\n";
  const at = pinned ? pinned.chunk.start.offset : newestPlace(doc);
  const before = text.slice(0, at);
  const lead = before === "" ? "" : before.endsWith("\n\n") || before.endsWith("\r\n\r\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const tail = at < text.length ? "\n" : "";
  const next = before + (lead + entry + tail).replace(/\n/g, eol) + text.slice(at);
  const back = parseHandover(sourceFromBytes(file, next), dialect);
  if (back.entries.length !== doc.entries.length + 1 || !sameId(back.entries[place].id, id, dialect)) {
    throw new CliError(
      `${file}: the new entry would not read back as the newest entry; nothing was written. Report this with the file.`,
      2
    );
  }
  writeProtocolFile(opts.root, file, (source.bom ? "\uFEFF" : "") + next);
  return { seq, timestamp, file, id };
}
function sameId(read, id, dialect) {
  return read === id || byDay(dialect.heading) && !!read?.startsWith(`${id}#`);
}
function checkLog(opts, doc, file) {
  const { dialect } = doc;
  const writer = doc.writer ?? (dialect.authorField && doc.entries.length === 0 ? opts.actor : null);
  if (!writer)
    throw new CliError(
      `${file} does not name its writer; add a title (or a first entry) naming it before appending.`,
      1
    );
  if (writer !== opts.actor) throw wrongActor(file, writer, opts.actor);
  if (doc.unclosedFence || doc.problems.some((p) => /never closed/.test(p.message)))
    throw new CliError(
      `${file}: the log leaves a code fence, comment or HTML block open, so a new entry would be swallowed; close it first.`,
      1
    );
  const bad = doc.entries.find((e) => e.headingProblem);
  if (bad) throw new CliError(`${file}:${bad.heading.start.line}: ${bad.headingProblem}; fix it first.`, 1);
  const stub = placeholderOf(doc);
  if (stub)
    throw new CliError(
      `${file}:${stub.start.line}: the "## ${dialect.section}" section holds "${stub.heading}", which is no entry (a template?), so a new entry there would not read; remove it, then append again.`,
      1
    );
}
function placeholderOf(doc) {
  const { dialect } = doc;
  if (!dialect.section || doc.entries.length) return null;
  let inSection = false;
  for (const c of doc.frame) {
    if ((c.level ?? 2) === 2) inSection = !!dialect.groups?.[0].match.test(plainText(headingOf(c)).trim());
    else if (inSection) return c;
  }
  return null;
}
function newId(doc, e) {
  const { heading } = doc.dialect;
  const ids = new Set(doc.entries.map((x) => x.id));
  const day = e.timestamp.slice(0, 10);
  if (heading === "id") {
    const slug = e.slug();
    let id2 = `${day}-${slug}`;
    for (let n = 2; ids.has(id2); n++) id2 = `${day}-${slug}-${n}`;
    return id2;
  }
  const id = heading === "seq" ? String(e.seq) : heading === "timestamp" ? e.timestamp : day;
  if (!byDay(heading) && ids.has(id))
    throw new CliError(`${e.file} already has an entry "${id}"; wait a second and append again.`, 1);
  return id;
}
function newestPlace(doc) {
  const { dialect } = doc;
  const end = doc.source.text.length;
  const lane = dialect.groups?.[0]?.lane;
  const group = doc.frame.find(
    (c) => (c.level ?? 2) === 2 && (!dialect.groups || dialect.groups[0].match.test(c.heading?.replace(/^#+\s*/, "") ?? ""))
  );
  if (dialect.order !== "newest-first" && dialect.section) {
    const last = doc.entries[doc.entries.length - 1];
    return last ? last.chunk.start.offset + last.chunk.text.length : group ? group.start.offset + group.text.length : end;
  }
  if (dialect.order !== "newest-first" && doc.stamp) return doc.stamp.start.offset;
  if (dialect.order !== "newest-first")
    return dialect.level === 2 && doc.frame.length ? doc.frame[0].start.offset : end;
  const newest = doc.entries.slice().reverse().find((e) => lane === void 0 || e.lane === lane);
  return newest ? newest.chunk.start.offset : group ? group.start.offset + group.text.length : end;
}
function entryFor(opts, dialect, e) {
  return renderEntry(dialect, { ...e, text: entryBody(opts.text), author: opts.actor, fields: opts.fields });
}
function appendAtTop(opts, dialect, file, bytes) {
  if (dialect.order !== "newest-first" || opts.corrects?.length) return null;
  const slot = findNewestSlot(bytes, dialect);
  if (!slot?.writer || !slot.newest) return null;
  if (slot.writer !== opts.actor) throw wrongActor(file, slot.writer, opts.actor);
  const timestamp = nowRfc3339(opts.now);
  const seq = (slot.newest.seq ?? 0) + 1;
  const title = opts.title?.trim() || null;
  let id = dialect.heading === "seq" ? String(seq) : dialect.heading === "timestamp" ? timestamp : timestamp.slice(0, 10);
  if (dialect.heading === "id") id = `${timestamp.slice(0, 10)}-${slugOf(title ?? opts.text)}`;
  if (!byDay(dialect.heading) && bytes.includes(dialect.heading === "seq" ? `# ${id} ` : id)) return null;
  const entry = entryFor(opts, dialect, { seq, id, timestamp, title });
  const eol = bytes.subarray(0, 65536).includes("\r\n") ? "\r\n" : "\n";
  const { at } = slot;
  const before = bytes.subarray(0, at).toString("latin1", Math.max(0, at - 4));
  const lead = at === 0 ? "" : before.endsWith("\n\n") || before.endsWith("\r\n\r\n") ? "" : "\n";
  const tail = at < bytes.length ? "\n" : "";
  const next = Buffer.concat([
    bytes.subarray(0, at),
    Buffer.from((lead + entry + tail).replace(/\n/g, eol), "utf8"),
    bytes.subarray(at)
  ]);
  const back = parseInserted({ path: file, base: bytes, head: next, dialect, known: slot });
  if (!back) return null;
  if (back.head.entries.length !== 1 || back.head.entries[0].id !== id) {
    throw new CliError(
      `${file}: the new entry would not read back as the newest entry; nothing was written. Report this with the file.`,
      2
    );
  }
  writeProtocolFile(opts.root, file, next);
  return { seq, timestamp, file, id };
}
function slugOf(text) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").split("-").slice(0, 5).join("-") || "entry";
}

export {
  appendEntry
};
