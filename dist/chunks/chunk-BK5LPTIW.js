import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  archivePatternsOf,
  archivesOf,
  targetsOf
} from "./chunk-NDN2GDUI.js";
import {
  EMPTY_TREE
} from "./chunk-E4PCTEHX.js";
import {
  gitClient
} from "./chunk-4S4F4G6Y.js";
import {
  checkPath,
  checkRef,
  printable
} from "./chunk-X6TG55U7.js";
import {
  ruleSetting
} from "./chunk-U75CFEDE.js";
import {
  HISTORICAL_RULES,
  ruleUrl,
  units
} from "./chunk-E5EXWXCP.js";
import {
  isArchivePath,
  isArchivePattern
} from "./chunk-357LZD3P.js";
import {
  CliError
} from "./chunk-GTPCD622.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-SOISCQTY.js";

// fs-by-require:src/check/case-clash.ts
var require_case_clash = __commonJS({
  "fs-by-require:src/check/case-clash.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// src/check/case-clash.ts
var import_node_fs = __toESM(require_case_clash(), 1);
import { join as join2 } from "node:path";

// src/git/any-case.ts
import { lstat } from "node:fs/promises";
import { join } from "node:path";
function specsOf(names) {
  return [
    ...names.paths.map((p) => `:(literal,icase)${checkPath(p)}`),
    ...names.patterns.map((p) => `:(glob,icase)${checkPath(p).replace(/[?[\]\\]/g, "\\$&")}`)
  ];
}
function namedAnyCase(names, path) {
  const folded = path.toLowerCase();
  return names.paths.some((p) => p.toLowerCase() === folded) || isArchivePath(names.patterns, path);
}
async function git(root, args) {
  try {
    return await gitClient(root).raw(["--no-literal-pathspecs", ...args]);
  } catch (e) {
    const stderr = e.message.split("\n")[0] ?? "";
    throw new CliError(
      `git could not list the log's files in any case: ${printable(stderr)}; check the repository with git status.`,
      2
    );
  }
}
async function filesAnyCase(root, where, names) {
  const specs = specsOf(names);
  if (specs.length === 0) return [];
  const out = "rev" in where ? await git(root, [
    "diff-tree",
    "-r",
    "-z",
    "--name-only",
    "--no-renames",
    EMPTY_TREE,
    checkRef(where.rev),
    "--",
    ...specs
  ]) : await git(root, [
    "ls-files",
    "-z",
    "--full-name",
    "--cached",
    ..."worktree" in where ? ["--others", "--exclude-standard"] : [],
    "--",
    ...specs
  ]);
  const found = [...new Set(out.split("\0").filter((p) => p !== "" && namedAnyCase(names, p)))].sort();
  if (!("worktree" in where)) return found;
  const there = await Promise.all(
    found.map(
      (p) => lstat(join(root, p)).then(
        () => true,
        () => false
      )
    )
  );
  return found.filter((_, i) => there[i]);
}
async function commitsAdding(root, range, names) {
  const specs = specsOf(names);
  if (specs.length === 0) return [];
  const bases = range.base === "all" ? null : typeof range.base === "string" ? [range.base] : range.base;
  const not = bases === null ? ["--not", "--all"] : bases.map((b) => `^${checkRef(b)}`);
  const out = await git(root, [
    "log",
    "-m",
    "--full-history",
    "--no-renames",
    "--diff-filter=A",
    "--format=%x1e%H%x1f%P%x1f%h %s",
    checkRef(range.head),
    ...not,
    "--",
    ...specs
  ]);
  const seen = /* @__PURE__ */ new Map();
  for (const rec of out.split("")) {
    const [sha, parents, tag] = rec.trim().split("");
    if (!sha || seen.has(sha)) continue;
    seen.set(sha, { sha, parents: (parents ?? "").split(" ").filter(Boolean), tag: tag ?? sha.slice(0, 12) });
  }
  return [...seen.values()];
}

// src/check/case-clash.ts
var RULE = "handover/append-only";
function clashNames(config) {
  const logs = targetsOf(config).filter((t) => t.kind === "handover").map((t) => t.path);
  if (logs.length === 0) return null;
  const named = archivesOf(config).filter((p) => !isArchivePattern(p));
  return { logs, paths: [...logs, ...named], patterns: archivePatternsOf(config) };
}
function newClashes(after, before) {
  const groups = /* @__PURE__ */ new Map();
  for (const p of after) {
    const k = p.toLowerCase();
    groups.set(k, [...groups.get(k) ?? [], p]);
  }
  const together = (a, b) => before.some((v) => v.includes(a) && v.includes(b));
  const out = [];
  for (const g of groups.values()) {
    if (g.length < 2) continue;
    for (const p of g) {
      const other = g.find((q) => q !== p && !together(p, q));
      if (other !== void 0 && !(before[0] ?? []).includes(p)) out.push({ path: p, other });
    }
  }
  return out;
}
function clashMessage(clash, names, config) {
  const rule = HISTORICAL_RULES.find((r) => r.id === RULE);
  const { severity } = ruleSetting(rule, config);
  if (severity === "off") return null;
  const { path, other } = clash;
  const log = names.logs.find((l) => l.toLowerCase() === path.toLowerCase());
  const what = log === other ? `the log ${other}` : log === path ? other : `the archive file ${other}`;
  const fix = log === other ? `keep the log's entries in ${other} and remove ${path}` : log === path ? `rename or remove ${other}` : `rotate into ${other} and remove ${path}`;
  return {
    ruleId: RULE,
    severity: severity === "warn" ? "warning" : "error",
    message: `${path} differs from ${what} only in case: on a macOS or Windows checkout the two are one file, so writing one overwrites or hides the other's entries there; ${fix}`,
    line: 1,
    column: 1,
    docs: ruleUrl(RULE),
    unit: units.file,
    owner: null
  };
}
function findings(clashes, names, config) {
  return clashes.flatMap((c) => {
    const m = clashMessage(c, names, config);
    return m ? [{ path: c.path, m }] : [];
  });
}
async function localClashes(root, mode, config) {
  const names = clashNames(config);
  if (!names) return [];
  const after = await filesAnyCase(root, mode === "staged" ? { index: true } : { worktree: true }, names);
  if (!hasClash(after)) return [];
  return findings(newClashes(after, [await filesAnyCase(root, { rev: "HEAD" }, names)]), names, config);
}
async function rangeClashes(root, range, config) {
  const names = clashNames(config);
  if (!names) return [];
  const out = [];
  for (const c of await commitsAdding(root, range, names)) {
    const after = await filesAnyCase(root, { rev: c.sha }, names);
    if (!hasClash(after)) continue;
    const before = c.parents.length ? await Promise.all(c.parents.map((p) => filesAnyCase(root, { rev: p }, names))) : [[]];
    for (const { path, m } of findings(newClashes(after, before), names, config))
      out.push({ path, m: { ...m, commit: c.tag }, tag: c.tag, merge: c.parents.length > 1 });
  }
  return out;
}
function hasClash(paths) {
  return new Set(paths.map((p) => p.toLowerCase())).size < paths.length;
}
async function worktreeClash(root, path, config) {
  const names = clashNames(config);
  if (!names || !namedAnyCase(names, path) || !twinOnDisk(root, path)) return null;
  const one = { paths: [path], patterns: [] };
  const before = await filesAnyCase(root, { rev: "HEAD" }, one).catch(() => []);
  if (before.includes(path)) return null;
  const after = await filesAnyCase(root, { worktree: true }, one);
  const clash = newClashes([.../* @__PURE__ */ new Set([...after, path])], [before]).find((c) => c.path === path);
  return clash ? clashMessage(clash, names, config) : null;
}
function twinOnDisk(root, path) {
  let dir = root;
  for (const part of path.split("/")) {
    let names;
    try {
      names = (0, import_node_fs.readdirSync)(dir);
    } catch (error) {
      return error.code !== "ENOENT";
    }
    const folded = part.toLowerCase();
    if (names.some((n) => n !== part && n.toLowerCase() === folded)) return true;
    dir = join2(dir, part);
  }
  return false;
}

export {
  clashNames,
  newClashes,
  clashMessage,
  localClashes,
  rangeClashes,
  worktreeClash
};
