import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  blobsAt,
  readBlobs
} from "./chunk-E4PCTEHX.js";
import {
  commitOf,
  gitClient,
  wo
} from "./chunk-4S4F4G6Y.js";
import {
  HISTORY_AS_WRITTEN
} from "./chunk-SOWN6PH7.js";
import {
  CliError
} from "./chunk-GTPCD622.js";
import {
  redactUrl
} from "./chunk-UPXTJPQD.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-SOISCQTY.js";

// fs-by-require:src/git/upstream.ts
var require_upstream = __commonJS({
  "fs-by-require:src/git/upstream.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// src/git/upstream.ts
var import_node_fs = __toESM(require_upstream(), 1);
import { isAbsolute, join, resolve } from "node:path";
var URL_SCHEMES = /^(file|ssh|git\+ssh|ssh\+git|https?|git):\/\//i;
var SCP_LIKE = /^[A-Za-z0-9._~-]+@[A-Za-z0-9.-]+:(?!\/\/)/;
var REF = /^(?!-)(?!.*\.\.)(?!.*\/\/)(?!.*@\{)(?!.*\.lock$)(?!\/)(?!.*\/$)[A-Za-z0-9._/-]+$/;
function isGitUrl(source) {
  return URL_SCHEMES.test(source) || SCP_LIKE.test(source);
}
function checkUpstream(name, up, key = `upstreams.${name}`) {
  const fail = (what) => {
    throw new CliError(`${key}: ${what}; fix it in the handover config and run again.`, 2);
  };
  if (up.source.startsWith("-") || up.source.includes("\0"))
    fail(`source "${redactUrl(up.source)}" would be read by git as an option`);
  if (!REF.test(up.ref)) fail(`ref "${up.ref}" is not a plain branch, tag or commit name`);
  if (/^[a-z][a-z0-9+.-]*::/i.test(up.source))
    fail(`source "${redactUrl(up.source)}" uses a git remote helper, which handover does not run`);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(up.source)) {
    if (!URL_SCHEMES.test(up.source))
      fail(`source "${redactUrl(up.source)}" uses an unsupported transport (use file://, ssh:// or https://)`);
    const host = /^[^:]+:\/\/(?:[^@/]*@)?([^/:]*)/.exec(up.source)?.[1] ?? "";
    if (host.startsWith("-")) fail(`source "${redactUrl(up.source)}" has a host that ssh would read as an option`);
  }
  if (SCP_LIKE.test(up.source) && up.source.startsWith("-"))
    fail(`source "${redactUrl(up.source)}" would be read as an option`);
  if (isAbsolute(up.file) || up.file.startsWith("..") || up.file.startsWith("-") || up.file.includes(":"))
    fail(`file "${up.file}" is not a path inside the upstream repository`);
}
function where(name, up) {
  return `${name} (${redactUrl(up.source)} at ${up.ref}, ${up.file})`;
}
async function readUpstream(root, name, up, opts = {}) {
  const key = opts.key ?? `upstreams.${name}`;
  checkUpstream(name, up, key);
  const w = where(name, up);
  if (isGitUrl(up.source)) {
    const cache = await cacheRepo(root, name);
    if (opts.fetch !== false || !await hasCommit(cache, "refs/handover/fetched")) await fetchInto(cache, name, up);
    const commit2 = await resolveCommit(cache, "refs/handover/fetched", () => refMissing(key, up, w));
    return { bytes: await blobAt(cache, commit2, up.file, w), commit: commit2, where: w, repo: cache, prefix: "", file: up.file };
  }
  const dir = resolve(root, up.source);
  if (!(0, import_node_fs.existsSync)(dir))
    throw new CliError(`Upstream ${w}: the folder ${dir} does not exist; fix ${key}.source in the handover config.`, 2);
  if (!(0, import_node_fs.statSync)(dir).isDirectory())
    throw new CliError(
      `Upstream ${w}: ${dir} is not a folder; point ${key}.source at the upstream's working tree or a git URL.`,
      2
    );
  let lines = null;
  try {
    lines = (await gitClient(dir).raw([
      "rev-parse",
      "--is-bare-repository",
      "--show-prefix",
      "--verify",
      "--quiet",
      `${up.ref}^{commit}`
    ])).split("\n");
  } catch {
  }
  if (!lines || !/^[0-9a-f]{40,64}$/.test(lines[2] ?? "")) {
    try {
      await gitClient(dir).raw(["rev-parse", "--git-dir"]);
    } catch {
      throw new CliError(
        `Upstream ${w}: ${dir} is not a git repository; point ${key}.source at the upstream's clone.`,
        2
      );
    }
    throw refMissing(key, up, w);
  }
  const prefix = lines[0] === "true" ? "" : lines[1];
  const commit = lines[2];
  return {
    bytes: await blobAt(dir, commit, `${prefix}${up.file}`, w),
    commit,
    where: w,
    repo: dir,
    prefix,
    file: up.file
  };
}
async function defaultBranchOf(root, name, source) {
  try {
    checkUpstream(name, { source, ref: "HEAD", file: "HANDOVER.md" });
    const out = isGitUrl(source) ? (await fetcher(root).raw(["ls-remote", "--symref", "--", source, "HEAD"])).match(
      /^ref: refs\/heads\/(\S+)\tHEAD$/m
    )?.[1] ?? "" : (await gitClient(resolve(root, source)).raw(["symbolic-ref", "--quiet", "--short", "HEAD"])).trim();
    return out && REF.test(out) ? out : null;
  } catch {
    return null;
  }
}
async function upstreamFilesAt(blob, paths, maxBytes) {
  const log = `${blob.prefix}${blob.file}`;
  const found = await blobsAt(blob.repo, blob.commit, [...paths, log]);
  const out = /* @__PURE__ */ new Map();
  const wanted = [];
  for (const [path, ref] of found) {
    if (path === log && !paths.includes(log)) continue;
    if (ref.mode === "120000") out.set(path, { skipped: "symlink" });
    else if (ref.mode !== "100644" && ref.mode !== "100755") out.set(path, { skipped: "not-a-file" });
    else if (ref.size === null || ref.size > maxBytes) out.set(path, { skipped: "too-large" });
    else wanted.push(ref);
  }
  const bytes = await readBlobs(
    blob.repo,
    wanted.map((r) => r.oid)
  );
  for (const r of wanted) out.set(r.path, { bytes: bytes.get(r.oid) ?? Buffer.alloc(0) });
  return out;
}
async function isCached(root, name) {
  try {
    const common = (await gitClient(root).raw(["rev-parse", "--git-common-dir"])).trim();
    const dir = join(resolve(root, common), "handover", "upstreams", `${name}.git`);
    return (0, import_node_fs.existsSync)(join(dir, "HEAD")) && await hasCommit(dir, "refs/handover/fetched");
  } catch {
    return false;
  }
}
async function hasCommit(dir, rev) {
  return await commitOf(dir, rev) !== null;
}
async function resolveCommit(dir, ref, missing) {
  const sha = await commitOf(dir, ref);
  if (sha) return sha;
  throw missing();
}
function refMissing(key, up, w) {
  return new CliError(
    `Upstream ${w}: the ref "${up.ref}" does not exist there; fix ${key}.ref (default main) in the handover config.`,
    2
  );
}
async function blobAt(dir, commit, path, w) {
  try {
    return await gitClient(dir).showBuffer(["--no-textconv", `${commit}:${path}`]);
  } catch {
    throw new CliError(
      `Upstream ${w}: there is no ${path} in commit ${commit.slice(0, 12)}; check upstreams.*.file, or wait until the upstream commits its log.`,
      2
    );
  }
}
async function cacheRepo(root, name) {
  let common;
  try {
    common = (await gitClient(root).raw(["rev-parse", "--git-common-dir"])).trim();
  } catch {
    throw new CliError(
      `${root} is not a git repository, so there is nowhere to cache upstream ${name}; run handover consume inside the consumer's clone.`,
      2
    );
  }
  const dir = join(resolve(root, common), "handover", "upstreams", `${name}.git`);
  if (!(0, import_node_fs.existsSync)(join(dir, "HEAD"))) {
    (0, import_node_fs.mkdirSync)(dir, { recursive: true });
    await gitClient(dir).raw(["init", "--bare", "--quiet"]);
  }
  return dir;
}
var FETCH_ENV = ["GIT_SSH_COMMAND", "GIT_SSH", "GIT_SSL_CAINFO", "GIT_SSL_CAPATH", "GIT_PROXY_COMMAND"];
function fetcher(dir) {
  const env = { GIT_TERMINAL_PROMPT: "0" };
  for (const [k, v] of Object.entries(process.env)) {
    if (/^GIT_/i.test(k) ? FETCH_ENV.includes(k) : !/ASKPASS$/i.test(k) && !/^(EDITOR|PAGER|VISUAL)$/i.test(k))
      env[k] = v;
  }
  if (!env.GIT_SSH_COMMAND && !env.GIT_SSH) env.GIT_SSH_COMMAND = "ssh -o BatchMode=yes";
  return wo({
    baseDir: dir,
    timeout: { block: 12e4 },
    allowEnvironment: ["GIT_TERMINAL_PROMPT", ...FETCH_ENV, ...Object.keys(HISTORY_AS_WRITTEN)],
    unsafe: { allowUnsafeSshCommand: true }
  }).env({ ...env, ...HISTORY_AS_WRITTEN });
}
async function fetchInto(cache, name, up) {
  const git = fetcher(cache);
  const base = ["fetch", "--quiet", "--no-tags", "--no-write-fetch-head"];
  const errors = [];
  for (const args of [
    [...base, "--depth=1", "--", up.source, `+${up.ref}:refs/handover/fetched`],
    [...base, "--", up.source, "+refs/heads/*:refs/handover/heads/*", "+refs/tags/*:refs/handover/tags/*"]
  ]) {
    try {
      await git.raw(args);
      if (args.includes("--depth=1")) return;
      for (const candidate of [`refs/handover/heads/${up.ref}`, `refs/handover/tags/${up.ref}`, up.ref]) {
        if (await hasCommit(cache, candidate)) {
          await git.raw(["update-ref", "refs/handover/fetched", `${candidate}^{commit}`]);
          return;
        }
      }
      errors.push(`the ref "${up.ref}" does not exist there`);
    } catch (error) {
      const first = String(error.message).split("\n").map((l) => l.trim()).find(Boolean) ?? "unknown error";
      errors.push(first.replace(/^fatal:\s*/, "").replace(/\.$/, ""));
    }
  }
  throw new CliError(
    `Upstream ${name}: fetching ${redactUrl(up.source)} (ref ${up.ref}) failed: ${redactUrl(errors[errors.length - 1])}. Check the URL, the ref and your access, then run again.`,
    2
  );
}

export {
  isGitUrl,
  readUpstream,
  defaultBranchOf,
  upstreamFilesAt,
  isCached
};
