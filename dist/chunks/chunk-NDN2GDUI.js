import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkPath
} from "./chunk-X6TG55U7.js";
import {
  toResult
} from "./chunk-U75CFEDE.js";
import {
  watchedPaths
} from "./chunk-E5EXWXCP.js";
import {
  dialectOf,
  readFilesOf
} from "./chunk-RHE6JALN.js";
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
function configOwnerPaths(config) {
  return watchedPaths([...targetsOf(config).map((t) => t.path), ...archivePatternsOf(config)]);
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

export {
  targetsOf,
  configOwnerPaths,
  archivesOf,
  archivePatternsOf,
  isArchiveOf,
  archiveVersions,
  notAFile,
  resultsOf,
  notAFileFindings
};
