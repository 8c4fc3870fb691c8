import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  headCommit
} from "./chunk-VGF64KUY.js";
import {
  pathHistory,
  readAtCommits,
  requireGitDir
} from "./chunk-E4PCTEHX.js";
import {
  syncDirOnDisk
} from "./chunk-A6BGU5HM.js";
import {
  keyedSections,
  syncSectionKey,
  syncSectionKeyIn
} from "./chunk-4QI5HIWJ.js";
import {
  readProtocolFile
} from "./chunk-RWIQJ7M5.js";
import {
  dialectOf
} from "./chunk-RHE6JALN.js";
import {
  isBlocked,
  parseSync,
  syncField
} from "./chunk-H2I6UNX5.js";
import {
  isSyncDir,
  sourceFromBytes
} from "./chunk-O445MX7U.js";

// src/overview/agents.ts
async function agentsOverview(root, config, now = Date.now()) {
  const file = config.files.sync;
  if (isSyncDir(file)) return dirOverview(root, config, now);
  const staleDays = config.sync.staleDays;
  const bytes = readProtocolFile(root, file);
  const dialect = dialectOf(config).sync;
  if (bytes === null) return { file, exists: false, staleDays, staleBy: dialect.stale, agents: [] };
  const doc = parseSync(sourceFromBytes(file, bytes), dialect);
  const sections = doc.sections.filter((s) => !s.shared);
  const keyOf = syncSectionKeyIn(dialect);
  const rowsOf = dialect.layout !== "sections" ? (text) => parseSync(sourceFromBytes(file, text), dialect).sections.map((s) => ({
    key: s.id.toLowerCase(),
    same: s.chunk.text.replace(/\r?\n$/, "")
  })) : void 0;
  const times = await lastChanges(root, file, doc.source.text, { now, keyOf, sectionsOf: rowsOf });
  const agents = sections.map((s) => state(s, times.get(s.id.toLowerCase()), { now, staleDays, dialect }));
  const rank = (a) => a.blocked ? 0 : a.stale ? 1 : 2;
  agents.sort((a, b) => rank(a) - rank(b) || a.line - b.line);
  return { file, exists: true, staleDays, staleBy: dialect.stale, agents };
}
async function dirOverview(root, config, now) {
  const file = config.files.sync;
  const staleDays = config.sync.staleDays;
  const parts = syncDirOnDisk(root, file);
  const dialect = dialectOf(config).sync;
  const agents = [];
  for (const p of parts) {
    const doc = parseSync(sourceFromBytes(p.path, p.bytes), dialect);
    const times = await lastChanges(root, p.path, doc.source.text, { now });
    for (const s of doc.sections)
      if (!s.shared && !(s.id in config.sync.shared))
        agents.push({ ...state(s, times.get(syncSectionKey(s.id)), { now, staleDays, dialect }), file: p.path });
  }
  const rank = (a) => a.blocked ? 0 : a.stale ? 1 : 2;
  agents.sort((a, b) => rank(a) - rank(b));
  return { file, exists: parts.length > 0, staleDays, staleBy: dialect.stale, agents };
}
function state(s, change, { now, staleDays, dialect }) {
  const value = (n) => syncField(s, n)?.value ?? null;
  const time = change?.time ?? null;
  const a = {
    id: s.id,
    line: s.heading.start.line,
    focus: value("focus"),
    blockedOn: value("blocked"),
    next: value("next"),
    blocked: isBlocked(s),
    stale: time !== null && now - time > staleDays * 864e5,
    lastChanged: time === null ? null : new Date(time).toISOString().replace(/\.\d{3}Z$/, "Z"),
    commit: change?.commit ?? null,
    uncommitted: change !== void 0 && change.commit === null,
    fields: dialect.fields.map((f) => {
      const got = syncField(s, f.name);
      return { name: f.name, label: f.label, value: got?.value ?? null, date: got?.date ?? null };
    })
  };
  if (s.group !== void 0) a.status = s.group;
  if (dialect.stale === "dates") {
    const dates = s.fields.map((f) => f.date ? Date.parse(`${f.date}T00:00:00Z`) : NaN).filter((t) => !Number.isNaN(t));
    a.stale = dates.length > 0 && dates.every((t) => now - t > staleDays * 864e5);
    const shift = syncField(s, "shift");
    const question = syncField(s, "question");
    if (shift) a.shift = shift.value;
    if (question) a.question = question.value;
  }
  return a;
}
var BATCH = 200;
async function lastChanges(root, relPath, workingText, {
  now = Date.now(),
  keyOf = syncSectionKey,
  sectionsOf
} = {}) {
  const out = /* @__PURE__ */ new Map();
  const keyed = (text) => {
    if (sectionsOf) return { sections: sectionsOf(text) };
    const r = keyedSections(text.replace(/^\uFEFF/, ""), keyOf);
    return r.ok ? r.doc : null;
  };
  const current = keyed(workingText);
  if (!current) return out;
  const open = new Set(current.sections.map((s) => s.key));
  const headSha = await headCommit(root);
  if (!headSha) {
    if (await requireGitDir(root).then(
      () => true,
      () => false
    ))
      for (const s of current.sections) out.set(s.key, { time: now, commit: null });
    return out;
  }
  const [commits, headTexts] = await Promise.all([pathHistory(root, relPath), readAtCommits(root, [headSha], relPath)]);
  const headText = headTexts.get(headSha) ?? null;
  const head = headText === null ? null : keyed(headText);
  for (const s of current.sections) {
    const before = head?.sections.find((h) => h.key === s.key);
    if (!before || before.same !== s.same) {
      out.set(s.key, { time: now, commit: null });
      open.delete(s.key);
    }
  }
  for (let i = 0; i < commits.length && open.size; i += BATCH) {
    const batch = commits.slice(i, i + BATCH);
    const texts = await readAtCommits(
      root,
      batch.flatMap((c) => [c.commit, ...c.parents]),
      relPath
    );
    const docs = /* @__PURE__ */ new Map();
    const docAt = (sha) => {
      if (!docs.has(sha)) {
        const t = texts.get(sha);
        docs.set(sha, t === void 0 || t === null ? null : keyed(t));
      }
      return docs.get(sha);
    };
    for (const c of batch) {
      const mine = docAt(c.commit);
      const parents = c.parents.map(docAt);
      for (const key of [...open]) {
        const body = mine?.sections.find((s) => s.key === key)?.same;
        const same = parents.some((p) => p?.sections.find((s) => s.key === key)?.same === body);
        if (!same) {
          out.set(key, { time: c.time, commit: c.commit });
          open.delete(key);
        }
      }
    }
  }
  return out;
}

export {
  agentsOverview
};
