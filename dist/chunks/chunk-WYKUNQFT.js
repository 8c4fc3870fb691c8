import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  archivePatternsOf,
  configOwnerPaths,
  targetsOf
} from "./chunk-NDN2GDUI.js";
import {
  blobsAt,
  changedFiles,
  filesMatching,
  readBlobs,
  stagedBlobs
} from "./chunk-E4PCTEHX.js";
import {
  gitClient
} from "./chunk-4S4F4G6Y.js";
import {
  checkPath,
  printable
} from "./chunk-X6TG55U7.js";
import {
  dispatcherLacks
} from "./chunk-OZS6RTDT.js";
import {
  GIT_ENV_ALLOWED,
  HISTORY_AS_WRITTEN
} from "./chunk-SOWN6PH7.js";
import {
  applyOverride
} from "./chunk-YZ5ZGGIQ.js";
import {
  CODE_PLACES,
  DATA_PLACES,
  configFromText
} from "./chunk-ZNCGIGJQ.js";
import {
  ruleSetting
} from "./chunk-U75CFEDE.js";
import {
  COMMIT_RULES,
  PLANTED_CLI,
  attributeFilesFor,
  configChange,
  isAttributesFile,
  ruleUrl
} from "./chunk-E5EXWXCP.js";
import {
  defaultConfig
} from "./chunk-RHE6JALN.js";
import {
  isArchivePath
} from "./chunk-357LZD3P.js";
import {
  CliError
} from "./chunk-GTPCD622.js";

// src/check/config-owner.ts
import { lstat, readFile } from "node:fs/promises";
import { join as join2 } from "node:path";

// src/git/attributes.ts
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
async function resolvedAttributes(files, paths) {
  const dir = await mkdtemp(join(tmpdir(), "handover-attr-"));
  try {
    const git = gitClient(dir, {
      allowEnvironment: [...GIT_ENV_ALLOWED.filter((k) => k !== "GIT_INDEX_FILE"), ...Object.keys(HISTORY_AS_WRITTEN)]
    });
    await git.raw(["init", "--quiet"]);
    for (const [path, text] of files) {
      const abs = join(dir, checkPath(path));
      await mkdir(dirname(abs), { recursive: true });
      await writeFile(abs, text);
    }
    return await git.raw(["check-attr", "-a", "-z", "--", ...paths.map(checkPath)]);
  } catch (error) {
    throw new CliError(
      `git could not resolve the .gitattributes of the protocol files (${String(error.message).split("\n")[0]}); check that git runs here and try again.`,
      2
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// src/check/identity.ts
function commitMessage(ruleId, message, unit, config) {
  const rule = COMMIT_RULES.find((r) => r.id === ruleId);
  const { severity } = ruleSetting(rule, config);
  if (severity === "off") return null;
  return {
    ruleId,
    severity: severity === "warn" ? "warning" : "error",
    message,
    line: 1,
    column: 1,
    docs: ruleUrl(ruleId),
    unit,
    owner: null
  };
}
function identityMessage(problem, c, config) {
  return commitMessage("protocol/identity", problem, `commit ${c.sha}`, config);
}
function noAgentError(c, paths) {
  return new CliError(
    `Commit ${c.short} ${c.subject} changes ${[...new Set(paths)].join(", ")} but names no agent: add a "Handover-Agent: NAME" trailer to it (git commit --amend --trailer "Handover-Agent: NAME"), map its author email ${c.email} under agents.<id>.emails in the base branch's config, or pass --actor NAME.`,
    2
  );
}
function overrideRefusal(reason, who, config, attested) {
  const dispatchers = config.dispatchers.length ? config.dispatchers.join(", ") : "none are configured";
  if (who.actor !== null && config.dispatchers.includes(who.actor) && !who.problem) {
    return `The commit carries "Handover-Override: ${reason}" as dispatcher ${who.actor}, but ${dispatcherLacks(who.actor, config, attested)}; the override does not count \u2014 remove the trailer`;
  }
  return `The commit carries "Handover-Override: ${reason}", but its actor ${who.actor ?? "(unknown)"} is not a dispatcher (${dispatchers}); only a dispatcher may override \u2014 remove the trailer`;
}
function withIdentity(commit) {
  const { commit: c, who, config, found: out, at: first } = commit;
  const problem = who.problem ? identityMessage(who.problem, c, config) : null;
  if (problem) out.push({ path: first, m: problem });
  const reason = c.overrides.join("; ");
  if (reason && who.actor !== null && !who.problem && who.dispatcher)
    return out.map(({ path, m }) => ({ path, m: applyOverride([m], reason)[0] }));
  if (reason) {
    const refusal = identityMessage(overrideRefusal(reason, who, config, commit.attested ?? null), c, config);
    if (refusal) out.push({ path: first, m: refusal });
  }
  return out;
}

// src/check/config-at.ts
async function configAt(root, sha, name) {
  const found = await blobsAt(root, sha, [...DATA_PLACES, ...CODE_PLACES]);
  const blobs = await readBlobs(
    root,
    [...found.values()].map((b) => b.oid)
  );
  for (const place of DATA_PLACES) {
    const blob = found.get(place);
    if (!blob) continue;
    const text = (blobs.get(blob.oid) ?? Buffer.alloc(0)).toString("utf8");
    if (place === "package.json") {
      try {
        if (!JSON.parse(text)?.handover) continue;
      } catch {
        continue;
      }
    }
    return configFromText(place, text);
  }
  const code = CODE_PLACES.find((p) => found.has(p));
  if (code) {
    throw new CliError(
      `The config at ${printable(name)} is ${code}, but check --range reads only JSON or YAML config from the base (a pull request must not run code); move it to .handoverrc.json or .handoverrc.yaml.`,
      2
    );
  }
  return defaultConfig();
}

// src/check/config-owner.ts
function attributePaths(config, o) {
  const patterns = archivePatternsOf(config);
  const named = o.texts.flatMap((t) => [...t].flatMap(([file, text]) => literalNames(file, text, patterns)));
  return [
    .../* @__PURE__ */ new Set([
      ...targetsOf(config).map((t) => t.path.endsWith("/") ? `${t.path}agent.md` : t.path),
      ...o.found,
      ...named,
      // (in each case: the pattern names its files in any case, see isArchivePath)
      ...patterns.flatMap((p) => [p, p.toLowerCase(), p.toUpperCase()].map((q) => q.replace("*", "0")))
    ])
  ];
}
function literalNames(file, text, patterns) {
  const dir = file.includes("/") ? file.slice(0, file.lastIndexOf("/") + 1) : "";
  const out = [];
  for (const line of text.split(/\r?\n/)) {
    const word = line.trim().split(/\s+/)[0] ?? "";
    if (word === "" || word.startsWith("#") || /[*?[\\"]/.test(word)) continue;
    const candidates = word.replace(/^\//, "").includes("/") ? [dir + word.replace(/^\//, "")] : patterns.map((p) => p.slice(0, p.lastIndexOf("/") + 1) + word).filter((c) => c.startsWith(dir));
    out.push(...candidates.filter((c) => isArchivePath(patterns, c)));
  }
  return out;
}
async function attributesChange(config, versions) {
  const found = archivePatternsOf(config).length ? await versions.archives() : [];
  const files = attributeFilesFor([...targetsOf(config).map((t) => t.path), ...found, ...archivePatternsOf(config)]);
  const [b, a] = await Promise.all([versions.before(files), versions.after(files)]);
  const paths = attributePaths(config, { found, texts: [b, a] });
  const [rb, ra] = await Promise.all([resolvedAttributes(b, paths), resolvedAttributes(a, paths)]);
  if (rb === ra) return null;
  const lines = (r) => {
    const f = r.split("\0");
    const out = /* @__PURE__ */ new Set();
    for (let i = 0; i + 2 < f.length; i += 3) out.add(`${f[i]}: ${f[i + 1]}: ${f[i + 2]}`);
    return out;
  };
  const was = lines(rb);
  const now = lines(ra);
  const diff = [
    ...[...now].filter((x) => !was.has(x)),
    ...[...was].filter((x) => !now.has(x)).map((x) => `no longer ${x}`)
  ];
  return `changes what git resolves in .gitattributes for the protocol files (${diff.slice(0, 3).join("; ")})`;
}
function textsAt(root, rev) {
  return async (paths) => {
    if (rev === null) return /* @__PURE__ */ new Map();
    return textsOf(root, await blobsAt(root, rev, paths));
  };
}
async function textsOf(root, refs) {
  const blobs = await readBlobs(
    root,
    [...refs.values()].filter((r) => r.mode !== "120000").map((r) => r.oid)
  );
  const out = /* @__PURE__ */ new Map();
  for (const [path, ref] of refs) {
    const b = blobs.get(ref.oid);
    if (b) out.set(path, b.toString("utf8"));
  }
  return out;
}
function privileged(actor, dispatcher, config) {
  const owner = config.owner ?? config.agent;
  if (owner === null && config.dispatchers.length === 0) return true;
  return actor !== null && (actor === owner || dispatcher);
}
async function judge(files, who, config, attributes) {
  const { actor, dispatcher } = who;
  const out = [];
  const protocol = targetsOf(config).map((t) => t.path);
  const allowed = privileged(actor, dispatcher, config);
  const attrFile = files.find((f) => isAttributesFile(f.path));
  const attrs = attrFile && !allowed ? await attributesChange(config, attributes) : null;
  for (const f of files) {
    const what = isAttributesFile(f.path) ? f === attrFile ? attrs : null : configChange(
      { path: f.path, before: f.before?.toString("utf8") ?? null, after: f.after?.toString("utf8") ?? null },
      protocol
    );
    if (!what || allowed && f.path !== PLANTED_CLI) continue;
    const owner = config.owner ?? config.agent;
    const who2 = owner ? `the owner, ${owner}` : "the owner (set `owner` in the config)";
    const dispatchers = config.dispatchers.length ? config.dispatchers.join(", ") : "none configured";
    const message = f.path === PLANTED_CLI ? `This change ${what}` : `${actor ?? "An unknown actor"} ${what}, which only ${who2} or a dispatcher (${dispatchers}) changes; ask them to make this change`;
    const m = commitMessage("protocol/config-owner", message, `file ${f.path}`, config);
    if (m) out.push({ path: f.path, m });
  }
  return out;
}
async function configOwnerFindings(root, c, who, config) {
  const parents = c.parents.length ? c.parents : [null];
  const watched = configOwnerPaths(config);
  const lists = await Promise.all(parents.map((p) => changedFiles(root, p, c.sha, watched)));
  const changed = lists[0].filter((f) => lists.slice(1).every((l) => l.some((g) => g.path === f.path)));
  if (changed.length === 0) return [];
  const patterns = archivePatternsOf(config);
  return judge(await withBytes(root, changed), who, config, {
    before: textsAt(root, parents[0]),
    after: textsAt(root, c.sha),
    archives: async () => [
      ...parents[0] ? await filesMatching(root, { rev: parents[0] }, patterns) : [],
      ...await filesMatching(root, { rev: c.sha }, patterns)
    ]
  });
}
async function localConfigOwner(local) {
  const { root, mode, config } = local;
  const changed = local.changed.filter((f) => !(f.untracked && f.path === PLANTED_CLI));
  if (changed.length === 0) return [];
  const { actor } = local;
  const base = local.base ?? "HEAD";
  const files = await withBytes(root, changed);
  if (mode === "worktree") {
    for (const f of files) f.after = await fromDisk(root, f.path);
  }
  const who = await actor();
  const judgedBy = await configAt(root, base, base).catch(() => config);
  const after = mode === "staged" ? async (paths) => textsOf(root, await stagedBlobs(root, paths)) : async (paths) => {
    const out = /* @__PURE__ */ new Map();
    for (const p of paths) {
      const b = await fromDisk(root, p);
      if (b) out.set(p, b.toString("utf8"));
    }
    return out;
  };
  return judge(
    files,
    { actor: who, dispatcher: who !== null && judgedBy.dispatchers.includes(who) },
    { ...config, owner: judgedBy.owner, agent: judgedBy.agent, dispatchers: judgedBy.dispatchers },
    {
      before: textsAt(root, base),
      after,
      archives: async () => {
        const patterns = archivePatternsOf(config);
        return [
          ...await filesMatching(root, { rev: base }, patterns),
          ...await filesMatching(root, mode === "staged" ? { index: true } : { worktree: true }, patterns)
        ];
      }
    }
  );
}
async function withBytes(root, changed) {
  const blobs = await readBlobs(
    root,
    changed.flatMap((f) => [f.before, f.after]).filter((x) => x !== null)
  );
  return changed.map((f) => ({
    path: f.path,
    before: f.before ? blobs.get(f.before) ?? null : null,
    after: f.after ? blobs.get(f.after) ?? null : null
  }));
}
async function fromDisk(root, path) {
  try {
    const abs = join2(root, path);
    const st = await lstat(abs);
    if (!st.isFile()) return null;
    return await readFile(abs);
  } catch {
    return null;
  }
}

export {
  noAgentError,
  withIdentity,
  configAt,
  configOwnerFindings,
  localConfigOwner
};
