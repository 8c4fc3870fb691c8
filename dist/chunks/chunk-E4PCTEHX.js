import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  commitOf,
  gitClient
} from "./chunk-4S4F4G6Y.js";
import {
  checkPath,
  checkRef,
  printable
} from "./chunk-X6TG55U7.js";
import {
  isArchivePath
} from "./chunk-357LZD3P.js";
import {
  CliError
} from "./chunk-GTPCD622.js";

// src/git/repo.ts
import { createHash } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
var UNSHALLOW = "this clone is shallow: fetch the full history with `git fetch --unshallow` (in GitHub Actions: actions/checkout with fetch-depth: 0)";
function stderrOf(error) {
  const m = error.message ?? String(error);
  return m.split("\n").map((l) => l.replace(/^(fatal|error): /, "").trim()).find(Boolean) ?? "unknown error";
}
async function run(root, args) {
  return gitClient(root).raw(["--literal-pathspecs", ...args]);
}
async function tryRun(root, args) {
  try {
    return await run(root, args);
  } catch {
    return null;
  }
}
async function requireRepo(root) {
  const out = await tryRun(root, ["rev-parse", "--is-inside-work-tree"]);
  if (out?.trim() !== "true")
    throw new CliError(
      `${root} is not inside a git work tree; run handover check in a clone (or use handover lint for the static rules only).`,
      2
    );
}
async function requireGitDir(root) {
  if (await tryRun(root, ["rev-parse", "--git-dir"]) === null)
    throw new CliError(
      `${root} is not a git repository; install handover check --pre-receive as the hook of the server's repository.`,
      2
    );
}
async function defaultBranch(root) {
  const ref = (await tryRun(root, ["symbolic-ref", "--quiet", "HEAD"]))?.trim();
  return ref && /^refs\/heads\/[A-Za-z0-9._/@+-]+$/.test(ref) ? ref : null;
}
async function hasCommits(root) {
  return await commitOf(root, "HEAD") !== null;
}
async function isShallow(root) {
  return (await tryRun(root, ["rev-parse", "--is-shallow-repository"]))?.trim() === "true";
}
async function resolveCommit(root, ref, what = "ref") {
  checkRef(ref, what);
  const sha = await commitOf(root, ref);
  if (sha) return sha;
  if (!await hasCommits(root))
    throw new CliError(
      `The repository has no commits yet, so the ${what} "${printable(ref)}" does not exist; commit first, or run handover check --staged.`,
      2
    );
  const hint = await isShallow(root) ? `; ${UNSHALLOW}` : `; check the name, or fetch it first (e.g. git fetch origin ${ref.replace(/^origin\//, "")})`;
  throw new CliError(`The ${what} "${printable(ref)}" is not a commit in this repository${hint}.`, 2);
}
async function mergeBase(root, a, b) {
  const out = await tryRun(root, ["merge-base", "--end-of-options", checkRef(a), checkRef(b)]);
  return out?.trim() || null;
}
function gitBlobId(bytes, idLength) {
  return createHash(idLength === 64 ? "sha256" : "sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
}
async function blobsAt(root, rev, paths) {
  const out = await run(root, [
    "ls-tree",
    "-z",
    "-l",
    "--full-tree",
    checkRef(rev),
    "--",
    ...paths.map(checkPath)
  ]).catch((e) => {
    throw new CliError(`git could not list ${printable(rev)}: ${stderrOf(e)}; check that the commit exists.`, 2);
  });
  const found = /* @__PURE__ */ new Map();
  for (const rec of out.split("\0")) {
    const m = /^(\d+) (\w+) ([0-9a-f]+) +(\d+|-)\t([\s\S]*)$/.exec(rec);
    if (m) found.set(m[5], { path: m[5], oid: m[3], mode: m[1], size: m[4] === "-" ? null : Number(m[4]) });
  }
  return found;
}
async function stagedBlobs(root, paths) {
  const out = await run(root, ["ls-files", "-z", "--stage", "--full-name", "--", ...paths.map(checkPath)]).catch(
    (e) => {
      throw new CliError(`git could not read the index: ${stderrOf(e)}; run git status to see what is wrong.`, 2);
    }
  );
  const found = /* @__PURE__ */ new Map();
  for (const rec of out.split("\0")) {
    const m = /^(\d+) ([0-9a-f]+) (\d)\t([\s\S]*)$/.exec(rec);
    if (m && (m[3] === "0" || m[3] === "2" && !found.has(m[4])))
      found.set(m[4], { path: m[4], oid: m[2], mode: m[1], size: null });
  }
  return found;
}
async function objectSizes(root, specs) {
  const input = `${specs.join("\n")}
`;
  const client = gitClient(root, { input: () => input });
  const out = await client.raw(["cat-file", "--batch-check=%(objectname) %(objecttype) %(objectsize)"]).catch((e) => {
    throw new CliError(`git could not read objects: ${stderrOf(e)}; run git fsck to check the repository.`, 2);
  });
  const lines = out.split("\n");
  const found = /* @__PURE__ */ new Map();
  specs.forEach((spec, i) => {
    const m = /^([0-9a-f]{40,64}) blob (\d+)$/.exec(lines[i] ?? "");
    if (m) found.set(spec, { oid: m[1], size: Number(m[2]) });
  });
  return found;
}
async function blobIds(root, specs) {
  if (specs.length === 0) return [];
  const keys = specs.map((s) => `${checkRef(s.rev)}:${checkPath(s.path)}`);
  const found = await objectSizes(root, keys);
  return keys.map((k) => found.get(k) ?? null);
}
async function readBlobs(root, oids, knownSizes) {
  const unique = [...new Set(oids)];
  const out = /* @__PURE__ */ new Map();
  if (!unique.every((o) => /^[0-9a-f]{40,64}$/.test(o)))
    throw new CliError("internal error: a blob id is not a hex sha; please report it.", 2);
  if (unique.length <= 4) {
    const read = await Promise.all(
      unique.map(
        (o) => gitClient(root).showBuffer([o]).catch(() => null)
      )
    );
    unique.forEach((o, i) => {
      if (read[i]) out.set(o, read[i]);
    });
    return out;
  }
  for (let i = 0; i < unique.length; i += 500) {
    const batch = unique.slice(i, i + 500);
    const sizes = knownSizes && batch.every((o) => knownSizes.has(o)) ? new Map(batch.map((o) => [o, knownSizes.get(o)])) : new Map([...await objectSizes(root, batch)].map(([o, v]) => [o, v.size]));
    const present = batch.filter((o) => sizes.has(o));
    if (present.length === 0) continue;
    const buf = await gitClient(root).showBuffer(present).catch((e) => {
      throw new CliError(
        `git could not read file contents: ${stderrOf(e)}; run git fsck to check the repository.`,
        2
      );
    });
    let at = 0;
    for (const o of present) {
      const size = sizes.get(o);
      out.set(o, buf.subarray(at, at + size));
      at += size;
    }
    if (at !== buf.length)
      throw new CliError("git returned file contents of an unexpected size; run git fsck and try again.", 2);
  }
  return out;
}
function rangeSpec(base, head) {
  if (base === "all") return { not: ["--not", "--all"], shown: `${printable(head)} (commits no ref has)` };
  const bases = typeof base === "string" ? [base] : base;
  return {
    not: bases.map((b) => `^${checkRef(b)}`),
    shown: `${bases.map(printable).join(",")}..${printable(head)}`
  };
}
var FIELDS = [
  "%H",
  "%h",
  "%P",
  "%ae",
  "%(trailers:key=Handover-Agent,valueonly,separator=%x1d)",
  "%(trailers:key=Handover-Override,valueonly,separator=%x1d)",
  "%(trailers:key=Handover-Migrate,valueonly,separator=%x1d)"
];
var SIGNATURE_FIELDS = ["%G?", "%GS", "%GF", "%GP"];
async function commitsTouching(root, base, head, { paths, signatures }) {
  const { not, shown } = rangeSpec(base, head);
  const fields = [...FIELDS, ...signatures ? SIGNATURE_FIELDS : [], "%s"];
  const args = [
    "log",
    "-z",
    "--reverse",
    "--topo-order",
    "--full-history",
    "--no-renames",
    `--format=${fields.join("%x1f")}`,
    checkRef(head),
    ...not,
    "--",
    ...paths.map(checkPath)
  ];
  const out = await withSigners(
    signatures,
    (extra) => gitClient(root).raw([...extra, "--literal-pathspecs", ...args])
  ).catch((e) => {
    throw new CliError(`git could not list the commits of ${shown}: ${stderrOf(e)}; check both refs.`, 2);
  });
  const n = fields.length;
  const commits = [];
  for (const rec of out.split("\0")) {
    if (!rec.trim()) continue;
    const f = rec.replace(/^\n/, "").split("");
    if (f.length < n || !/^[0-9a-f]{40,64}$/.test(f[0]))
      throw new CliError(
        `git printed a commit record handover cannot read ("${printable(rec.slice(0, 60))}"); a commit message may hold control characters.`,
        2
      );
    const list = (x) => x.split("").map((y) => y.trim()).filter(Boolean);
    const c = {
      sha: f[0],
      short: f[1],
      parents: f[2].split(" ").filter(Boolean),
      email: f[3].toLowerCase(),
      agents: list(f[4]),
      overrides: list(f[5]),
      migrates: list(f[6]),
      subject: f.slice(n - 1).join(" ")
    };
    if (signatures)
      c.signature = { status: f[7].trim(), signer: f[8].trim(), fingerprint: f[9].trim(), primary: f[10].trim() };
    commits.push(c);
  }
  return commits;
}
async function withSigners(signatures, run2) {
  if (!signatures) return run2([]);
  const tmp = await mkdtemp(join(tmpdir(), "handover-signers-"));
  try {
    const file = join(tmp, "allowed_signers");
    await writeFile(file, signatures.allowedSigners, { mode: 384 });
    return await run2(["-c", `gpg.ssh.allowedSignersFile=${file}`]);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}
async function shasTouching(root, base, head, paths) {
  const { not, shown } = rangeSpec(base, head);
  const out = await run(root, [
    "log",
    "--format=%H",
    "--full-history",
    "--no-renames",
    checkRef(head),
    ...not,
    "--",
    ...paths.map(checkPath)
  ]).catch((e) => {
    throw new CliError(`git could not list the commits of ${shown}: ${stderrOf(e)}; check both refs.`, 2);
  });
  return new Set(
    out.split("\n").map((l) => l.trim()).filter(Boolean)
  );
}
async function mergeBaseOf(root, shas) {
  const out = await tryRun(root, ["merge-base", "--octopus", "--end-of-options", ...shas.map((s) => checkRef(s))]);
  return out?.trim() || null;
}
async function isAncestor(root, a, b) {
  const fullA = await commitOf(root, checkRef(a));
  return fullA !== null && await mergeBase(root, a, b) === fullA;
}
async function changedFiles(root, from, to, paths) {
  const spec = paths.map(checkPath);
  const args = to === null || to === "worktree" ? [
    "diff-index",
    ...to === null ? ["--cached"] : [],
    "-z",
    "--no-renames",
    "--abbrev=64",
    from === null ? EMPTY_TREE : checkRef(from),
    "--",
    ...spec
  ] : from === null ? ["diff-tree", "-r", "-z", "--no-renames", "--root", "--abbrev=64", checkRef(to), "--", ...spec] : ["diff-tree", "-r", "-z", "--no-renames", "--abbrev=64", checkRef(from), checkRef(to), "--", ...spec];
  const others = ["ls-files", "-z", "--others", "--exclude-standard", "--full-name", "--", ...spec];
  const [out, untracked] = await Promise.all([run(root, args), to === "worktree" ? run(root, others) : ""]).catch(
    (e) => {
      throw new CliError(
        `git could not compare ${printable(from ?? "the empty tree")} with ${printable(to ?? "the index")}: ${stderrOf(e)}; check the repository with git status.`,
        2
      );
    }
  );
  const parts = out.split("\0");
  const found = [];
  for (let i = 0; i < parts.length; i++) {
    const m = /^:(\d+) (\d+) ([0-9a-f]+) ([0-9a-f]+) (\w)/.exec(parts[i]);
    if (!m) continue;
    const path = parts[++i];
    const zero = (id, mode) => /^0+$/.test(id) || mode === "000000" ? null : id;
    found.push({ path, before: zero(m[3], m[1]), after: zero(m[4], m[2]) });
  }
  for (const path of untracked.split("\0"))
    if (path && !found.some((f) => f.path === path)) found.push({ path, before: null, after: null, untracked: true });
  return found;
}
var EMPTY_TREE = "4b825dc642cb6eb9a060e54bf8d69288fbee4904";
async function pathHistory(root, relPath) {
  const out = await tryRun(root, ["log", "--format=%H %at %P", "HEAD", "--", checkPath(relPath)]);
  if (out === null) return [];
  return out.split("\n").filter((l) => l.trim()).map((line) => {
    const [commit, at, ...parents] = line.trim().split(" ");
    return { commit, time: Number(at) * 1e3, parents: parents.filter(Boolean) };
  });
}
async function readAtCommits(root, commits, relPath) {
  const wanted = [...new Set(commits)].filter((c) => /^[0-9a-f]{7,64}$/.test(c));
  const out = /* @__PURE__ */ new Map();
  if (wanted.length === 0) return out;
  const ids = await blobIds(
    root,
    wanted.map((rev) => ({ rev, path: relPath }))
  );
  const sizes = new Map(ids.flatMap((x) => x ? [[x.oid, x.size]] : []));
  const blobs = await readBlobs(
    root,
    ids.flatMap((x) => x ? [x.oid] : []),
    sizes
  );
  wanted.forEach((c, i) => {
    const id = ids[i];
    out.set(c, id ? blobs.get(id.oid)?.toString("utf8") ?? null : null);
  });
  return out;
}
function withFolders(paths) {
  const out = /* @__PURE__ */ new Set();
  for (const p of paths) {
    const parts = checkPath(p).split("/");
    for (let i = 1; i <= parts.length; i++) out.add(parts.slice(0, i).join("/"));
  }
  return [...out];
}
function parseRaw(out, sha, found) {
  const f = out.split("\0");
  for (let i = 0; i + 1 < f.length; i++) {
    const m = /^\n?:\d{6} (\d{6}) /.exec(f[i]);
    if (!m) continue;
    const path = f[++i];
    if (m[1] === "120000" || m[1] === "160000") found.push({ sha, path, mode: m[1] });
  }
}
async function notAFileChanges(root, where, paths) {
  if (paths.length === 0) return [];
  const specs = withFolders(paths);
  const found = [];
  if ("staged" in where) {
    const against = await hasCommits(root) ? ["HEAD"] : [];
    const out2 = await run(root, [
      "diff",
      "--cached",
      "--raw",
      "-z",
      "--no-renames",
      "--no-ext-diff",
      ...against,
      "--",
      ...specs
    ]).catch((e) => {
      throw new CliError(
        `git could not compare the index with HEAD: ${stderrOf(e)}; run git status to see what is wrong.`,
        2
      );
    });
    parseRaw(out2, null, found);
    return found;
  }
  const b = where.base;
  const not = b === "all" ? ["--not", "--all"] : (typeof b === "string" ? [b] : b).map((x) => `^${checkRef(x)}`);
  const args = [
    "log",
    "-z",
    "--raw",
    "-m",
    "--no-renames",
    "--format=%x01%H",
    checkRef(where.head),
    ...not,
    "--",
    ...specs
  ];
  const out = await run(root, args).catch((e) => {
    const from = b === "all" ? "the push" : typeof b === "string" ? printable(b) : b.map(printable).join(",");
    throw new CliError(
      `git could not list the commits of ${from}..${printable(where.head)}: ${stderrOf(e)}; check both refs.`,
      2
    );
  });
  for (const rec of out.split("")) {
    const m = /^([0-9a-f]{40,64})\0/.exec(rec);
    if (m) parseRaw(rec.slice(m[0].length), m[1], found);
  }
  return found;
}
async function approvalCommits(root, rev = "HEAD", signatures) {
  const fields = [
    "%H",
    "%ae",
    "%(trailers:key=Handover-Agent,valueonly,separator=%x1d)",
    "%(trailers:key=Handover-Approve,valueonly,separator=%x1d)",
    ...signatures ? SIGNATURE_FIELDS : []
  ];
  const args = [
    "log",
    "-z",
    "--fixed-strings",
    "--regexp-ignore-case",
    "--grep=Handover-Approve:",
    `--format=${fields.join("%x1f")}`,
    checkRef(rev),
    "--"
  ];
  const out = await withSigners(
    signatures,
    (extra) => gitClient(root).raw([...extra, "--literal-pathspecs", ...args])
  ).catch(() => "");
  if (!out) return [];
  const list = (s) => s.split("").map((x) => x.trim()).filter(Boolean);
  return out.split("\0").filter((r) => r.trim()).map((rec) => {
    const f = rec.replace(/^\n/, "").split("");
    const c = {
      sha: f[0],
      email: (f[1] ?? "").toLowerCase(),
      agents: list(f[2] ?? ""),
      refs: list(f[3] ?? "")
    };
    if (signatures)
      c.signature = {
        status: (f[4] ?? "").trim(),
        signer: (f[5] ?? "").trim(),
        fingerprint: (f[6] ?? "").trim(),
        primary: (f[7] ?? "").trim()
      };
    return c;
  }).filter((c) => /^[0-9a-f]{40,64}$/.test(c.sha));
}
async function repoIdentity(dir) {
  const git = gitClient(dir);
  const lines = (await git.raw(["rev-parse", "--is-bare-repository", "--show-prefix"]).catch(() => null))?.split("\n");
  if (!lines) return { rootCommit: null, remote: null, prefix: "", repo: false };
  const prefix = lines[0] === "true" ? "" : lines[1] ?? "";
  const roots = (await git.raw(["rev-list", "--max-parents=0", "HEAD", "--"]).catch(() => "")).split("\n").map((s) => s.trim()).filter((s) => /^[0-9a-f]{40,64}$/.test(s)).sort();
  const remote = (await git.raw(["config", "--get", "remote.origin.url"]).catch(() => "")).trim() || null;
  return { rootCommit: roots[0] ?? null, remote, prefix, repo: true };
}
async function filesMatching(root, where, patterns) {
  if (patterns.length === 0) return [];
  const specs = patterns.map((p) => `:(glob,icase)${checkPath(p).replace(/[?[\]\\]/g, "\\$&")}`);
  const git = (args) => gitClient(root).raw(["--no-literal-pathspecs", ...args]);
  try {
    const outs = "rev" in where ? (
      // ls-tree takes no glob: each pattern's folder, listed one level deep, then matched here
      [
        await gitClient(root).raw([
          "ls-tree",
          "-z",
          "--name-only",
          "--full-tree",
          checkRef(where.rev),
          "--",
          ...new Set(patterns.map((p) => checkPath(p.slice(0, p.lastIndexOf("/") + 1) || ".")))
        ])
      ]
    ) : [
      await git(["ls-files", "-z", "--full-name", "--", ...specs]),
      ..."worktree" in where ? [await git(["ls-files", "-z", "--others", "--exclude-standard", "--full-name", "--", ...specs])] : []
    ];
    const found = outs.flatMap((o) => o.split("\0").filter((p) => isArchivePath(patterns, p)));
    return [...new Set(found)].sort();
  } catch (e) {
    throw new CliError(
      `git could not list the log's archive files: ${stderrOf(e)}; check the repository with git status.`,
      2
    );
  }
}
async function pathsMatching(root, where, patterns) {
  if (patterns.length === 0) return [];
  const specs = patterns.map((p) => `:(glob,icase)${checkPath(p).replace(/[?[\]\\]/g, "\\$&")}`);
  const git = (args) => gitClient(root).raw(["--no-literal-pathspecs", ...args]);
  const names = (out) => out.split("\0").filter(Boolean);
  const found = /* @__PURE__ */ new Set();
  const add = (out) => {
    for (const p of names(out)) found.add(p);
  };
  try {
    if ("range" in where) {
      const { not } = rangeSpec(where.range.base, where.range.head);
      add(
        await git([
          "log",
          "-z",
          "-m",
          "--no-renames",
          "--name-only",
          "--format=",
          checkRef(where.range.head),
          ...not,
          "--",
          ...specs
        ])
      );
      if (where.net)
        add(
          await git([
            "diff",
            "-z",
            "--no-renames",
            "--name-only",
            checkRef(where.net),
            checkRef(where.range.head),
            "--",
            ...specs
          ])
        );
    } else if ("staged" in where) {
      const against = where.against ? [checkRef(where.against)] : await hasCommits(root) ? ["HEAD"] : [EMPTY_TREE];
      add(await git(["diff", "--cached", "-z", "--no-renames", "--name-only", ...against, "--", ...specs]));
    } else {
      add(await git(["diff", "-z", "--no-renames", "--name-only", checkRef(where.worktree), "--", ...specs]));
      add(await git(["ls-files", "-z", "--others", "--exclude-standard", "--full-name", "--", ...specs]));
    }
  } catch (e) {
    throw new CliError(
      `git could not list the log's archive files: ${stderrOf(e)}; check the repository with git status.`,
      2
    );
  }
  return [...found].sort();
}

export {
  requireRepo,
  requireGitDir,
  defaultBranch,
  hasCommits,
  isShallow,
  resolveCommit,
  mergeBase,
  gitBlobId,
  blobsAt,
  stagedBlobs,
  blobIds,
  readBlobs,
  commitsTouching,
  shasTouching,
  mergeBaseOf,
  isAncestor,
  changedFiles,
  EMPTY_TREE,
  pathHistory,
  readAtCommits,
  notAFileChanges,
  approvalCommits,
  repoIdentity,
  filesMatching,
  pathsMatching
};
