import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  syncDirOnDisk
} from "./chunk-J2Z4E6C2.js";
import {
  keyedSections,
  syncSectionKey
} from "./chunk-MERAP2RB.js";
import {
  readProtocolFile
} from "./chunk-YAJ6PI5B.js";
import {
  isBlocked,
  parseSync,
  syncField
} from "./chunk-UQB3G3DB.js";
import {
  isSyncDir
} from "./chunk-FHEDWR74.js";
import {
  sourceFromBytes
} from "./chunk-IRDQGPMW.js";

// src/git/history.ts
import { spawnSync } from "node:child_process";
function gitEnv() {
  const env = { ...process.env };
  for (const k of ["GIT_DIR", "GIT_WORK_TREE", "GIT_COMMON_DIR", "GIT_OBJECT_DIRECTORY", "GIT_ALTERNATE_OBJECT_DIRECTORIES", "GIT_INDEX_FILE"]) delete env[k];
  return env;
}
function git(root, args, input) {
  const r = spawnSync("git", args, { cwd: root, input, env: gitEnv(), maxBuffer: 1024 * 1024 * 1024, stdio: ["pipe", "pipe", "pipe"] });
  return { ok: r.status === 0, stdout: r.stdout ?? Buffer.alloc(0) };
}
function commitsTouching(root, relPath) {
  if (relPath.startsWith("-")) throw new Error(`refusing path "${relPath}"`);
  const r = git(root, ["--literal-pathspecs", "log", "--format=%H %at %P", "HEAD", "--", relPath]);
  if (!r.ok) return [];
  return r.stdout.toString("utf8").split("\n").filter(Boolean).map((line) => {
    const [commit, at, ...parents] = line.trim().split(" ");
    return { commit, time: Number(at) * 1e3, parents: parents.filter(Boolean) };
  });
}
function readAtCommits(root, commits, relPath) {
  const out = /* @__PURE__ */ new Map();
  const wanted = [...new Set(commits)].filter((c) => /^[0-9a-f]{7,64}$/.test(c));
  if (wanted.length === 0) return out;
  const r = git(root, ["cat-file", "--batch"], wanted.map((c) => `${c}:${relPath}
`).join(""));
  const buf = r.stdout;
  let pos = 0;
  for (const c of wanted) {
    const nl = buf.indexOf(10, pos);
    if (nl === -1) break;
    const header = buf.subarray(pos, nl).toString("utf8");
    pos = nl + 1;
    const m = /^[0-9a-f]+ (\w+) (\d+)$/.exec(header);
    if (!m) {
      out.set(c, null);
      continue;
    }
    const size = Number(m[2]);
    out.set(c, m[1] === "blob" ? buf.subarray(pos, pos + size).toString("utf8") : null);
    pos += size + 1;
  }
  return out;
}
function headCommit(root) {
  const r = git(root, ["rev-parse", "--verify", "--quiet", "HEAD^{commit}"]);
  const sha = r.stdout.toString("utf8").trim();
  return r.ok && /^[0-9a-f]{40,64}$/.test(sha) ? sha : null;
}

// src/overview/agents.ts
function agentsOverview(root, config, now = Date.now()) {
  const file = config.files.sync;
  if (isSyncDir(file)) return dirOverview(root, config, now);
  const staleDays = config.sync.staleDays;
  const bytes = readProtocolFile(root, file);
  if (bytes === null) return { file, exists: false, staleDays, agents: [] };
  const doc = parseSync(sourceFromBytes(file, bytes));
  const sections = doc.sections.filter((s) => !(s.id in config.sync.shared));
  const times = lastChanges(root, file, doc.source.text);
  const agents = sections.map((s) => state(s, times.get(syncSectionKey(s.id)), now, staleDays));
  const rank = (a) => a.blocked ? 0 : a.stale ? 1 : 2;
  agents.sort((a, b) => rank(a) - rank(b) || a.line - b.line);
  return { file, exists: true, staleDays, agents };
}
function dirOverview(root, config, now) {
  const file = config.files.sync;
  const staleDays = config.sync.staleDays;
  const parts = syncDirOnDisk(root, file);
  const agents = [];
  for (const p of parts) {
    const doc = parseSync(sourceFromBytes(p.path, p.bytes));
    const times = lastChanges(root, p.path, doc.source.text);
    for (const s of doc.sections) if (!(s.id in config.sync.shared)) agents.push({ ...state(s, times.get(syncSectionKey(s.id)), now, staleDays), file: p.path });
  }
  const rank = (a) => a.blocked ? 0 : a.stale ? 1 : 2;
  agents.sort((a, b) => rank(a) - rank(b));
  return { file, exists: parts.length > 0, staleDays, agents };
}
function state(s, change, now, staleDays) {
  const value = (n) => syncField(s, n)?.value ?? null;
  const time = change?.time ?? null;
  return {
    id: s.id,
    line: s.heading.start.line,
    focus: value("focus"),
    blockedOn: value("blocked"),
    next: value("next"),
    blocked: isBlocked(s),
    stale: time !== null && now - time > staleDays * 864e5,
    lastChanged: time === null ? null : new Date(time).toISOString().replace(/\.\d{3}Z$/, "Z"),
    commit: change?.commit ?? null,
    uncommitted: change !== void 0 && change.commit === null
  };
}
var BATCH = 200;
function lastChanges(root, relPath, workingText, now = Date.now()) {
  const out = /* @__PURE__ */ new Map();
  const current = keyed(workingText);
  if (!current) return out;
  const open = new Set(current.sections.map((s) => s.key));
  const headSha = headCommit(root);
  if (!headSha) return out;
  const commits = commitsTouching(root, relPath);
  const headText = readAtCommits(root, [headSha], relPath).get(headSha) ?? null;
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
    const texts = readAtCommits(root, batch.flatMap((c) => [c.commit, ...c.parents]), relPath);
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
function keyed(text) {
  const r = keyedSections(text.replace(/^\uFEFF/, ""), syncSectionKey);
  return r.ok ? r.doc : null;
}

export {
  agentsOverview
};
