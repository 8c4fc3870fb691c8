import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  toResult
} from "./chunk-4W3QADQG.js";
import {
  CliError
} from "./chunk-OBKVNHAI.js";

// src/git/refs.ts
var SHA = /^[0-9a-f]{4,64}$/i;
var SUFFIX = /(?:[~^]\d*)+$/;
var NAME_CHARS = /^[A-Za-z0-9._/@+-]+$/;
function checkRef(ref, what = "ref") {
  const bad = (why) => {
    throw new CliError(`The ${what} "${printable(ref)}" ${why}; give a branch, tag or commit sha such as origin/main or HEAD~3.`, 2);
  };
  if (ref === "") bad("is empty");
  if (ref.startsWith("-")) bad('starts with "-", so git would read it as an option');
  if (SHA.test(ref)) return ref;
  const name = ref.replace(SUFFIX, "");
  if (name === "" || !NAME_CHARS.test(name)) bad("is not valid ref syntax");
  if (name.includes("..") || name.includes("@{") || name.includes("//")) bad("is not valid ref syntax");
  if (name.endsWith("/") || name.endsWith(".") || name.startsWith("/")) bad("is not valid ref syntax");
  if (name !== "@" && name.split("/").some((part) => part.startsWith(".") || part.endsWith(".lock") || part === "")) bad("is not valid ref syntax");
  if (ref.length > 255) bad("is too long");
  return ref;
}
function parseRange(range) {
  const at = range.indexOf("..");
  if (range.startsWith("-")) checkRef(range, "range");
  if (at === -1) throw new CliError(`--range "${printable(range)}" is not a range; write BASE..HEAD, e.g. --range origin/main..HEAD.`, 2);
  if (range[at + 2] === ".") throw new CliError(`--range "${printable(range)}" uses "...", which git reads as a symmetric difference; write BASE..HEAD with two dots.`, 2);
  const base = range.slice(0, at);
  const head = range.slice(at + 2) || "HEAD";
  if (base === "") throw new CliError(`--range "${printable(range)}" has no base; write BASE..HEAD, e.g. --range origin/main..HEAD.`, 2);
  return { base: checkRef(base, "range base"), head: checkRef(head, "range head") };
}
function checkPath(path) {
  const p = path.replace(/\\/g, "/").replace(/^(\.\/)+/, "");
  if (p === "" || p.startsWith("/") || /^[A-Za-z]:/.test(p) || p.split("/").includes("..") || /[\u0000-\u001f\u007f]/.test(p)) {
    throw new CliError(`The path "${printable(path)}" is not a file inside the repository; use a relative path without "..".`, 2);
  }
  return p;
}
function printable(s) {
  return s.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`);
}

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
  for (const [kind, path] of Object.entries(config.files)) add(path, kind);
  for (const path of config.appendOnly) add(path, "append-only");
  return out;
}
function notAFile(path, mode) {
  const what = mode === "120000" ? "a symbolic link" : mode === "160000" ? "a submodule" : `an entry of mode ${mode}`;
  return { ruleId: null, severity: "error", message: `${path} is ${what} in git, not a regular file; protocol files must be plain files \u2014 replace it with the file itself`, line: 1, column: 1 };
}
function resultsOf(targets, messages) {
  return targets.filter((t) => (messages.get(t.path) ?? []).length > 0).map((t) => toResult(t.path, t.kind === "append-only" ? null : t.kind, messages.get(t.path)));
}
function notAFileFindings(changes, targets, foldersOnly = false) {
  const out = [];
  for (const c of changes) {
    for (const t of targets) {
      if (c.path === t.path && !foldersOnly) out.push({ path: t.path, sha: c.sha, m: notAFile(t.path, c.mode) });
      else if (t.path.startsWith(c.path + "/")) {
        const what = c.mode === "120000" ? "a symbolic link" : "a submodule";
        out.push({ path: t.path, sha: c.sha, m: { ruleId: null, severity: "error", message: `${t.path}: the folder ${c.path} is ${what} in git; protocol files must be plain files inside the repository \u2014 replace it with a real folder`, line: 1, column: 1 } });
      }
    }
  }
  return out;
}

export {
  checkRef,
  parseRange,
  checkPath,
  printable,
  targetsOf,
  notAFile,
  resultsOf,
  notAFileFindings
};
