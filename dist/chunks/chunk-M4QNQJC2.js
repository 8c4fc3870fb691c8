import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkPath
} from "./chunk-X6TG55U7.js";
import {
  toResult
} from "./chunk-XMI2LKAC.js";
import {
  dialectOf,
  readFilesOf
} from "./chunk-RMSHSEWT.js";

// src/check/targets.ts
function targetsOf(config) {
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
  const archive = archiveOf(config);
  if (archive && out.some((t) => t.kind === "handover")) add(archive, "append-only");
  return out;
}
function archiveOf(config) {
  const archive = dialectOf(config).log.archive;
  return archive ? checkPath(archive) : null;
}
function archiveVersions(target, config, read) {
  const path = target.kind === "handover" ? archiveOf(config) : null;
  const v = path ? read(path) : null;
  return path && v ? { path, ...v } : void 0;
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
  archiveOf,
  archiveVersions,
  notAFile,
  resultsOf,
  notAFileFindings
};
