import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  readStaged
} from "./chunk-VGF64KUY.js";
import {
  pathsMatching
} from "./chunk-TGEP52HS.js";
import {
  checkPath
} from "./chunk-X6TG55U7.js";
import {
  readAtCommit
} from "./chunk-SOWN6PH7.js";
import {
  grew
} from "./chunk-ZA5OFU46.js";
import {
  protocolPathProblem,
  readProtocolFile
} from "./chunk-RWIQJ7M5.js";
import {
  toResult
} from "./chunk-VGBFSFUF.js";
import {
  dialectOf,
  readFilesOf
} from "./chunk-KPNLHSGK.js";
import {
  archivePatterns,
  isArchivePath,
  isArchivePattern
} from "./chunk-357LZD3P.js";

// src/check/targets.ts
function targetsOf(config, archives = []) {
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  const add = (path, kind) => {
    const p = checkPath(path);
    if (!seen.has(p)) {
      seen.add(p);
      out.push({ path: p, kind });
    }
  };
  for (const [kind, path] of readFilesOf(config)) add(path, kind);
  for (const path of config.appendOnly) add(path, "append-only");
  if (out.some((t) => t.kind === "handover")) {
    for (const p of archivesOf(config)) if (!isArchivePattern(p)) add(p, "append-only");
    for (const p of archives) if (isArchiveOf(config, p)) add(p, "append-only");
  }
  return out;
}
function archivesOf(config) {
  return archivePatterns(dialectOf(config).log.archive).map(checkPath);
}
function archivePatternsOf(config) {
  return readFilesOf(config).some(([kind]) => kind === "handover") ? archivesOf(config).filter(isArchivePattern) : [];
}
function isArchiveOf(config, path) {
  return isArchivePath(archivesOf(config), path);
}
function archiveVersions(target, o, read) {
  if (target.kind !== "handover") return void 0;
  const out = o.targets.flatMap((t) => {
    const v = t.kind === "append-only" && isArchiveOf(o.config, t.path) ? read(t.path) : null;
    return v ? [{ path: t.path, ...v }] : [];
  });
  return out.length ? out : void 0;
}
function notAFile(path, mode) {
  const what = mode === "120000" ? "a symbolic link" : mode === "160000" ? "a submodule" : `an entry of mode ${mode}`;
  return {
    ruleId: null,
    severity: "error",
    message: `${path} is ${what} in git, not a regular file; protocol files must be plain files \u2014 replace it with the file itself`,
    line: 1,
    column: 1
  };
}
function resultsOf(targets, messages) {
  return targets.filter((t) => (messages.get(t.path) ?? []).length > 0).map((t) => toResult(t.path, t.kind === "append-only" ? null : t.kind, messages.get(t.path)));
}
function notAFileFindings(changes, targets, foldersOnly = false) {
  const out = [];
  for (const c of changes) {
    for (const t of targets) {
      if (c.path === t.path && !foldersOnly) out.push({ path: t.path, sha: c.sha, m: notAFile(t.path, c.mode) });
      else if (t.path.startsWith(`${c.path}/`)) {
        const what = c.mode === "120000" ? "a symbolic link" : "a submodule";
        out.push({
          path: t.path,
          sha: c.sha,
          m: {
            ruleId: null,
            severity: "error",
            message: `${t.path}: the folder ${c.path} is ${what} in git; protocol files must be plain files inside the repository \u2014 replace it with a real folder`,
            line: 1,
            column: 1
          }
        });
      }
    }
  }
  return out;
}

// src/check/archive.ts
async function worktreeArchive(root, o) {
  const named = o.target.kind === "handover" ? archivesOf(o.config) : [];
  if (named.length === 0 || o.base === null || o.head === null || grew(o.base, o.head)) return void 0;
  const rev = o.rev ?? "HEAD";
  const index = o.from === "index";
  const patterns = archivePatternsOf(o.config);
  const paths = [
    ...named.filter((p) => !isArchivePattern(p)),
    ...patterns.length ? await pathsMatching(root, index ? { staged: true, against: rev } : { worktree: rev }, patterns).catch(() => []) : []
  ];
  const out = [];
  for (const path of new Set(paths)) {
    if (protocolPathProblem(root, path)) continue;
    let head;
    try {
      head = index ? await readStaged(root, path) : readProtocolFile(root, path);
    } catch {
      continue;
    }
    out.push({ path, base: await readAtCommit(root, rev, path), head });
  }
  return out.length ? out : void 0;
}
async function watchedTargets(root, config, where) {
  const patterns = archivePatternsOf(config);
  if (patterns.length === 0) return targetsOf(config);
  const listed = pathsMatching(root, where, patterns);
  return targetsOf(config, "range" in where ? await listed : await listed.catch(() => []));
}

export {
  targetsOf,
  archivesOf,
  archivePatternsOf,
  archiveVersions,
  notAFile,
  resultsOf,
  notAFileFindings,
  worktreeArchive,
  watchedTargets
};
