import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  require_dist
} from "./chunk-Z4YDXE5F.js";
import {
  gitPath,
  isWorkTree,
  setLocalConfig
} from "./chunk-Q3367U5O.js";
import {
  parseCommandArgs,
  pickFormat,
  workDir
} from "./chunk-K6NOIWDH.js";
import {
  repoSlug
} from "./chunk-T274VZ4Q.js";
import {
  MigrateError,
  migrate
} from "./chunk-WWO53TK2.js";
import {
  detectEol
} from "./chunk-MERAP2RB.js";
import {
  configGet,
  gitClient
} from "./chunk-OKBGD2UO.js";
import {
  findRoot,
  loadConfig
} from "./chunk-JMVUCVSP.js";
import {
  lockPathFor,
  protocolPathProblem,
  readIfExists,
  withLock,
  writeFileAtomic,
  writeProtocolFile
} from "./chunk-YAJ6PI5B.js";
import {
  lintBytes
} from "./chunk-26XSRAK3.js";
import "./chunk-INWV5Z5H.js";
import {
  NAME,
  upstreamSourceProblem
} from "./chunk-7VFS2CMM.js";
import "./chunk-L3JUMNOF.js";
import {
  CliError
} from "./chunk-OBKVNHAI.js";
import "./chunk-UQB3G3DB.js";
import {
  readTitle
} from "./chunk-DIB5KY33.js";
import {
  isSyncDir,
  syncFileOf
} from "./chunk-FHEDWR74.js";
import {
  sourceFromBytes,
  splitAtLevel2
} from "./chunk-IRDQGPMW.js";
import {
  __toESM
} from "./chunk-7XZO6OSN.js";

// src/init/index.ts
import { existsSync as existsSync10, realpathSync as realpathSync2 } from "node:fs";
import { delimiter, join as join16 } from "node:path";

// src/merge/register.ts
import { join } from "node:path";
var DRIVER_NAME = "handover protocol files (section-wise merge)";
var PLACEHOLDERS = "%O %A %B %P";
async function registerMergeDriver(root, opts = {}) {
  const config = await loadConfig(root);
  const base = (opts.command ?? "handover merge-driver").trim();
  const driver = base.includes("%A") ? base : `${base} ${PLACEHOLDERS}`;
  const changed = [];
  const skipped = [];
  const git = gitClient(root, { unsafe: { allowUnsafeMergeDriver: true } });
  for (const [key, value] of [["merge.handover.name", DRIVER_NAME], ["merge.handover.driver", driver]]) {
    let current = null;
    try {
      current = (await git.raw(["config", "--local", "--get", key])).trim() || null;
    } catch {
      current = null;
    }
    if (current === value) continue;
    try {
      await git.raw(["config", "--local", key, value]);
    } catch (error) {
      throw new CliError(`Could not set git config ${key} in ${root} (${error.message.trim()}); is it a git clone?`, 2);
    }
    changed.push(`git config ${key}`);
  }
  const patterns = [...new Set(Object.values(config.files).map((f) => f.replace(/\\/g, "/")).map((f) => f.endsWith("/") ? `${f}*.md` : f))];
  const path = join(root, ".gitattributes");
  const text = readIfExists(path, ".gitattributes")?.toString("utf8") ?? "";
  const eol = text ? detectEol(text) : "\n";
  const existing = attributeLines(text);
  const add = [];
  for (const p of patterns) {
    const pattern2 = /\s/.test(p) ? `"${p.replace(/(["\\])/g, "\\$1")}"` : p;
    const merge = existing.get(pattern2);
    if (merge === "merge=handover") continue;
    if (merge !== void 0) {
      skipped.push(`${p}: .gitattributes already says ${merge}`);
      continue;
    }
    add.push(`${pattern2} merge=handover`);
  }
  if (add.length) {
    const sep3 = text === "" || text.endsWith("\n") ? "" : eol;
    writeFileAtomic(path, text + sep3 + add.join(eol) + eol);
    changed.push(".gitattributes");
  }
  return { changed, skipped };
}
function attributeLines(text) {
  const out = /* @__PURE__ */ new Map();
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const m = /^("(?:[^"\\]|\\.)*"|\S+)\s*(.*)$/.exec(line);
    if (!m) continue;
    for (const attr of m[2].split(/\s+/)) if (/^[-!]?merge(=|$)/.test(attr)) out.set(m[1], attr);
  }
  return out;
}

// src/init/charter.ts
import { existsSync as existsSync2 } from "node:fs";
import { join as join3 } from "node:path";

// src/init/templates.ts
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
var TEMPLATE_DIR = fileURLToPath(new URL("../../templates/", import.meta.url));
function render(text, vars) {
  return text.replace(/\{\{([a-z]+)\}\}/g, (m, k) => k in vars ? vars[k] : m);
}
function template(name, vars = {}) {
  return render(readFileSync(TEMPLATE_DIR + name, "utf8"), vars);
}
var BLOCK_BEGIN = "<!-- handover:begin";
var BLOCK_END = "<!-- handover:end -->";
function charterBlock(agent) {
  const text = template("CLAUDE.md", { agent });
  return text.slice(text.indexOf(BLOCK_BEGIN), text.indexOf(BLOCK_END) + BLOCK_END.length);
}
function shellQuote(s) {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

// src/init/outcome.ts
import { existsSync, lstatSync, mkdirSync, realpathSync } from "node:fs";
import { dirname, join as join2, relative, isAbsolute, sep } from "node:path";
function rel(root, abs) {
  const r = relative(root, abs);
  return r.startsWith("..") || isAbsolute(r) ? abs : r.split(sep).join("/");
}
function writeTarget(root, abs) {
  if (!existsSync(abs) || !lstatSync(abs).isSymbolicLink()) return abs;
  const real = realpathSync(abs);
  const r = relative(realpathSync(root), real);
  return r.startsWith("..") || isAbsolute(r) ? null : real;
}
function readText(abs) {
  return readIfExists(abs, abs)?.toString("utf8") ?? null;
}
function writeText(abs, text) {
  mkdirSync(dirname(abs), { recursive: true });
  writeFileAtomic(abs, text);
}
function ensureOwnedFile(root, relPath, text, opts) {
  const abs = join2(root, relPath);
  const old = readText(abs);
  if (old === null) {
    writeText(abs, text);
    return { what: relPath, action: "created" };
  }
  if (old === text) return { what: relPath, action: "kept" };
  if (opts.ownMark !== void 0 && !old.includes(opts.ownMark)) return { what: relPath, action: "kept", note: "not written by handover init; left as it is" };
  if (!opts.force) return { what: relPath, action: "kept", note: "differs from the template; handover init --force rewrites it" };
  writeText(abs, text);
  return { what: relPath, action: "updated" };
}

// src/init/charter.ts
function charterPath(root) {
  const claude = join3(root, "CLAUDE.md");
  if (existsSync2(claude)) return claude;
  const agents = join3(root, "AGENTS.md");
  return existsSync2(agents) ? agents : claude;
}
function ensureCharter(root, agent, force) {
  const path = charterPath(root);
  const what = rel(root, path);
  const old = readText(path);
  if (old === null) {
    writeText(path, template("CLAUDE.md", { agent }));
    return { what, action: "created" };
  }
  const target = writeTarget(root, path);
  if (target === null) return { what, action: "skipped", note: "a symlink to a file outside the repository; add the handover block by hand" };
  const eol = old.includes("\r\n") ? "\r\n" : "\n";
  const block2 = charterBlock(agent).replace(/\n/g, eol);
  const begin = old.indexOf(BLOCK_BEGIN);
  if (begin === -1) {
    const sepr = old === "" ? "" : old.endsWith(eol + eol) ? "" : old.endsWith(eol) ? eol : eol + eol;
    writeText(target, old + sepr + block2 + eol);
    return { what, action: "extended", note: "protocol block appended" };
  }
  const end = old.indexOf(BLOCK_END, begin);
  if (end === -1) return { what, action: "skipped", note: `has "${BLOCK_BEGIN}" but no "${BLOCK_END}"; fix the block by hand` };
  const current = old.slice(begin, end + BLOCK_END.length);
  if (current === block2) return { what, action: "kept" };
  if (!force) return { what, action: "kept", note: "its handover block differs from the template; handover init --force refreshes the block" };
  writeText(target, old.slice(0, begin) + block2 + old.slice(end + BLOCK_END.length));
  return { what, action: "updated", note: "handover block refreshed" };
}

// src/init/github.ts
import { existsSync as existsSync3, readFileSync as readFileSync2 } from "node:fs";
import { join as join4 } from "node:path";
var RULESET_PATH = ".github/rulesets/handover.json";
var CODEOWNERS_PATH = ".github/CODEOWNERS";
var ACTIONS_APP_ID = 15368;
var CHECK_CONTEXT = "check";
var BEGIN = "# handover:begin (written by `handover init --github`; regenerated from the config)";
var END = "# handover:end";
function rulesetJson() {
  return {
    name: "handover",
    target: "branch",
    enforcement: "active",
    bypass_actors: [],
    conditions: { ref_name: { include: ["~DEFAULT_BRANCH"], exclude: [] } },
    rules: [
      { type: "deletion" },
      { type: "non_fast_forward" },
      {
        type: "pull_request",
        parameters: {
          required_approving_review_count: 0,
          dismiss_stale_reviews_on_push: true,
          require_code_owner_review: true,
          require_last_push_approval: false,
          required_review_thread_resolution: false
        }
      },
      {
        type: "required_status_checks",
        parameters: {
          strict_required_status_checks_policy: false,
          required_status_checks: [{ context: CHECK_CONTEXT, integration_id: ACTIONS_APP_ID }]
        }
      }
    ]
  };
}
function pattern(path) {
  return "/" + path.replace(/([\\ #!*?[\]])/g, "\\$1");
}
function codeownersLines(root, config) {
  const gh = (id) => id && config.agents[id]?.github ? `@${config.agents[id].github}` : null;
  const dispatchers = config.dispatchers.map(gh).filter((x) => x !== null);
  const missing = /* @__PURE__ */ new Set();
  const lines = [];
  const add = (path, agent) => {
    const owner = gh(agent);
    if (!owner) {
      if (agent) missing.add(agent);
      if (!dispatchers.length) return;
    }
    lines.push(`${pattern(path)} ${[...new Set([owner, ...dispatchers].filter(Boolean))].join(" ")}`);
  };
  const writer = logWriter(root, config.files.handover) ?? config.agent;
  if (existsSync3(join4(root, config.files.handover))) add(config.files.handover, writer);
  if (isSyncDir(config.files.sync)) {
    for (const id of Object.keys(config.agents)) add(syncFileOf(config.files.sync, id), id);
  } else {
    add(config.files.sync, config.owner);
  }
  add(config.files.registry, config.owner);
  for (const p of config.appendOnly) add(p, config.owner);
  if (config.filepath) add(config.filepath.replace(/^.*[\\/]/, ""), config.owner);
  return { lines, missing: [...missing] };
}
function logWriter(root, file) {
  try {
    const text = readFileSync2(join4(root, file));
    return readTitle(splitAtLevel2(sourceFromBytes(file, text).text).preamble).writer;
  } catch {
    return null;
  }
}
function ensureGithubGuards(root, config, force) {
  const out = [ensureOwnedFile(root, RULESET_PATH, JSON.stringify(rulesetJson(), null, 2) + "\n", { force })];
  const { lines, missing } = codeownersLines(root, config);
  const block2 = [BEGIN, ...lines, END].join("\n");
  const abs = join4(root, CODEOWNERS_PATH);
  const old = readText(abs);
  const note = missing.length ? `no GitHub account for ${missing.join(", ")}: set agents.<id>.github in the config` : void 0;
  if (old === null) {
    writeText(abs, block2 + "\n");
    out.push({ what: CODEOWNERS_PATH, action: "created", note });
    return out;
  }
  const begin = old.indexOf(BEGIN);
  const end = begin === -1 ? -1 : old.indexOf(END, begin);
  if (begin !== -1 && end === -1) {
    out.push({ what: CODEOWNERS_PATH, action: "skipped", note: `has "${BEGIN.slice(0, 17)}" but no "${END}"; fix the block by hand` });
    return out;
  }
  const next = begin === -1 ? `${old}${old.endsWith("\n") || old === "" ? "" : "\n"}${block2}
` : old.slice(0, begin) + block2 + old.slice(end + END.length);
  if (next === old) {
    out.push({ what: CODEOWNERS_PATH, action: "kept", note });
    return out;
  }
  writeText(abs, next);
  out.push({ what: CODEOWNERS_PATH, action: begin === -1 ? "extended" : "updated", note });
  return out;
}

// src/init/config.ts
var import_yaml = __toESM(require_dist(), 1);
import { basename, join as join5 } from "node:path";
var CONFIG_FILE = ".handoverrc.yaml";
var YAML_CONFIGS = /* @__PURE__ */ new Set([".handoverrc", ".handoverrc.yaml", ".handoverrc.yml"]);
function renderConfig(wish) {
  const body = { agent: wish.agent };
  if (wish.owner) body.owner = wish.owner;
  if (Object.keys(wish.upstreams).length) body.upstreams = Object.fromEntries(Object.entries(wish.upstreams).map(([n, source]) => [n, { source }]));
  return template(CONFIG_FILE, { config: (0, import_yaml.stringify)(body).trimEnd() });
}
function ensureConfig(root, existing, wish) {
  if (existing.filepath === null) {
    writeText(join5(root, CONFIG_FILE), renderConfig(wish));
    return { what: CONFIG_FILE, action: "created" };
  }
  const path = existing.filepath;
  const what = rel(root, path);
  const clash = Object.entries(wish.upstreams).filter(([n, s]) => existing.upstreams[n] && existing.upstreams[n].source !== s).map(([n]) => n);
  const clashNote = clash.length ? `; upstreams.${clash.join(", upstreams.")} kept with its configured source` : "";
  const missing = [];
  if (!existing.agent) missing.push([["agent"], wish.agent]);
  if (!existing.owner && wish.owner) missing.push([["owner"], wish.owner]);
  for (const [n, source] of Object.entries(wish.upstreams)) if (!existing.upstreams[n]) missing.push([["upstreams", n], { source }]);
  if (missing.length === 0) return { what, action: "kept", ...clashNote ? { note: clashNote.slice(2) } : {} };
  const keys = missing.map(([k]) => k.join(".")).join(", ");
  if (!YAML_CONFIGS.has(basename(path))) return { what, action: "kept", note: `not YAML, so not edited: add ${keys} by hand${clashNote}` };
  const doc = (0, import_yaml.parseDocument)(readText(path) ?? "");
  if (doc.contents === null) doc.contents = doc.createNode({});
  for (const [k, v] of missing) doc.setIn(k, doc.createNode(v));
  writeText(path, doc.toString());
  return { what, action: "extended", note: `added ${keys}${clashNote}` };
}

// src/init/hook-managers/index.ts
import { readFileSync as readFileSync3 } from "node:fs";
import { join as join13 } from "node:path";

// src/init/git-hook.ts
import { chmodSync as chmodSync2, existsSync as existsSync4, renameSync } from "node:fs";
import { join as join7 } from "node:path";

// src/init/launcher.ts
import { chmodSync } from "node:fs";
import { isAbsolute as isAbsolute2, join as join6, resolve } from "node:path";
var LAUNCHER = "handover/bin/handover";
var MARK = "# handover:launcher";
async function launcherPath(root) {
  const common = (await gitClient(root).raw(["rev-parse", "--git-common-dir"])).trim();
  return join6(isAbsolute2(common) ? common : resolve(root, common), LAUNCHER);
}
function launcherText(nodePath, cliPath) {
  const node = shellQuote(nodePath);
  const cli = shellQuote(cliPath);
  return [
    "#!/bin/sh",
    `${MARK} (written by \`handover init\` for this clone; untracked; run handover init again to refresh it)`,
    `if [ ! -x ${node} ] || [ ! -f ${cli} ]; then`,
    `  echo "handover: the node (${nodePath.replace(/["$`\\]/g, "")}) or the CLI (${cliPath.replace(/["$`\\]/g, "")}) recorded by handover init is gone; reinstall handover and run handover init again." >&2`,
    "  exit 127",
    "fi",
    `exec ${node} ${cli} "$@"`,
    ""
  ].join("\n");
}
async function installLauncher(root, cliPath, nodePath = process.execPath) {
  const path = await launcherPath(root);
  const what = ".git/" + LAUNCHER;
  const text = launcherText(nodePath, cliPath);
  const old = readText(path);
  if (old === text) return { what, action: "kept" };
  if (old !== null && !old.includes(MARK)) {
    return { what, action: "skipped", note: `${path} exists and is not handover's launcher; move it away and run handover init again` };
  }
  writeText(path, text);
  chmodSync(path, 493);
  return { what, action: old === null ? "created" : "updated" };
}
function shellRunner(args, failCode = 1) {
  return [
    `h="$(git rev-parse --git-common-dir 2>/dev/null)/${LAUNCHER}"`,
    'top="$(git rev-parse --show-toplevel 2>/dev/null)"',
    `if [ -x "$h" ]; then "$h" ${args} || exit $?`,
    "else",
    '  p="$(command -v handover 2>/dev/null || :)"',
    // `|| :`: husky runs hooks with sh -e
    '  case "$p" in',
    `    /*) case "$p" in "$top"/*) p= ;; esac ;;`,
    "    *) p= ;;",
    "  esac",
    `  if [ -n "$p" ]; then "$p" ${args} || exit $?`,
    `  else echo "handover: not set up in this clone (no $h, no handover on PATH outside the repository); install handover and run handover init." >&2; exit ${failCode}`,
    "  fi",
    "fi"
  ].join("\n");
}

// src/init/git-hook.ts
var HOOK_MARK = "# handover:pre-commit";
var CHAINED = "pre-commit.handover-chained";
async function installPreCommit(root, _cliPath) {
  const dir = await gitPath(root, "hooks");
  const path = join7(dir, "pre-commit");
  const what = rel(root, path);
  const text = template("git-hooks/pre-commit", { runner: shellRunner("check --staged", 2) });
  let old;
  try {
    old = readText(path);
  } catch (error) {
    return { what, action: "skipped", note: `cannot be read (${error.code}); install the hook by hand from templates/git-hooks/pre-commit` };
  }
  let action = "created";
  let note;
  if (old !== null) {
    if (old === text) return { what, action: "kept" };
    if (old.includes(HOOK_MARK)) action = "updated";
    else {
      const chained = join7(dir, CHAINED);
      if (existsSync4(chained)) {
        return { what, action: "skipped", note: `a foreign hook is installed and ${CHAINED} exists too; merge them by hand, then run handover init again` };
      }
      renameSync(path, chained);
      action = "chained";
      note = `the existing hook now runs first, as ${CHAINED}`;
    }
  }
  writeText(path, text);
  chmodSync2(path, 493);
  return { what, action, ...note ? { note } : {} };
}

// src/init/hook-managers/husky.ts
import { existsSync as existsSync6, statSync as statSync2 } from "node:fs";
import { join as join9 } from "node:path";

// src/init/hook-managers/sh-file.ts
import { chmodSync as chmodSync3, existsSync as existsSync5, statSync } from "node:fs";
import { join as join8 } from "node:path";

// src/init/hook-managers/block.ts
var CHECK_ARGS = "check --staged";
var BEGIN2 = "# handover:begin (added by handover init: checks the staged protocol files; keep it)";
var END2 = "# handover:end";
function runner() {
  return shellRunner(CHECK_ARGS);
}
function block() {
  return `${BEGIN2}
${runner()}
${END2}
`;
}
function withBlock(text) {
  const ours = block();
  if (text === null) return `#!/bin/sh
${ours}`;
  const begin = text.indexOf("# handover:begin");
  const end = text.indexOf(END2, begin);
  if (begin !== -1 && end !== -1) {
    const tail = text.indexOf("\n", end);
    return text.slice(0, begin) + ours + (tail === -1 ? "" : text.slice(tail + 1));
  }
  const nl = text.startsWith("#!") ? text.indexOf("\n") + 1 || text.length : 0;
  const head = text.slice(0, nl);
  return (nl && !head.endsWith("\n") ? head + "\n" : head) + ours + text.slice(nl);
}
function runsCheck(text) {
  return text.includes(`handover ${CHECK_ARGS}`) || text.includes('/handover/bin/handover"') && text.includes(`" ${CHECK_ARGS}`) || text.includes("handover-check");
}

// src/init/hook-managers/sh-file.ts
function ensureShHook(root, relPath, manager) {
  const abs = join8(root, relPath);
  const target = writeTarget(root, abs);
  if (target === null) return { what: relPath, action: "skipped", note: `a symlink out of the repository; add these lines to the ${manager} pre-commit hook by hand:
${block()}` };
  const old = readText(target);
  const text = withBlock(old);
  if (old === text) return { what: relPath, action: "kept" };
  writeText(target, text);
  const mode = existsSync5(target) ? statSync(target).mode : 0;
  if (old === null || mode & 64) chmodSync3(target, 493);
  return { what: rel(root, abs), action: old === null ? "created" : old.includes("# handover:begin") ? "updated" : "extended", note: `${manager} runs it; commit it` };
}

// src/init/hook-managers/types.ts
function depends(ctx, name) {
  return ["dependencies", "devDependencies", "optionalDependencies"].some((k) => {
    const deps = ctx.pkg?.[k];
    return typeof deps === "object" && deps !== null && Object.hasOwn(deps, name);
  });
}

// src/init/hook-managers/husky.ts
var husky = {
  name: "husky",
  detect: (ctx) => /(^|\/)\.husky(\/_)?\/?$/.test(ctx.hooksPath ?? "") || isDir(join9(ctx.root, ".husky")) || depends(ctx, "husky"),
  install: (ctx) => {
    const old = ctx.pkg?.husky;
    if (old && typeof old === "object" && "hooks" in old) {
      return { what: "package.json (husky)", action: "skipped", note: 'husky 4 hooks in package.json; move to husky 9 (npx husky init) and run handover init again, or add `handover check --staged` to its "pre-commit" entry' };
    }
    return ensureShHook(ctx.root, ".husky/pre-commit", "husky");
  }
};
function isDir(p) {
  return existsSync6(p) && statSync2(p).isDirectory();
}

// src/init/hook-managers/hooks-path.ts
import { isAbsolute as isAbsolute3, relative as relative2, resolve as resolve2, sep as sep2 } from "node:path";
function installTrackedHooksPath(ctx, dir) {
  return ensureShHook(ctx.root, `${dir}/pre-commit`, "git (core.hooksPath)");
}
async function trackedHooksDir(ctx) {
  if (!ctx.hooksPath) return null;
  const r = relative2(ctx.root, resolve2(ctx.root, ctx.hooksPath));
  if (!r || r.startsWith("..") || isAbsolute3(r)) return null;
  const dir = r.split(sep2).join("/");
  const tracked = (await gitClient(ctx.root).raw(["ls-files", "-z", "--", `:(literal)${dir}/`])).trim();
  return tracked ? dir : null;
}

// src/init/hook-managers/lefthook.ts
var import_yaml2 = __toESM(require_dist(), 1);
import { existsSync as existsSync7 } from "node:fs";
import { join as join10 } from "node:path";
var YAML_CONFIGS2 = ["lefthook.yml", ".lefthook.yml", "lefthook.yaml", ".lefthook.yaml", ".config/lefthook.yml", ".config/lefthook.yaml"];
var OTHER_CONFIGS = ["lefthook.json", ".lefthook.json", "lefthook.jsonc", ".lefthook.jsonc", "lefthook.toml", ".lefthook.toml"];
var lefthook = {
  name: "lefthook",
  detect: (ctx) => [...YAML_CONFIGS2, ...OTHER_CONFIGS].some((f) => existsSync7(join10(ctx.root, f))) || depends(ctx, "lefthook"),
  install: (ctx) => {
    const file = YAML_CONFIGS2.find((f) => existsSync7(join10(ctx.root, f)));
    const other = OTHER_CONFIGS.find((f) => existsSync7(join10(ctx.root, f)));
    if (!file && other) return { what: other, action: "skipped", note: `not YAML; add a pre-commit job named handover whose run is:
${runner()}` };
    return addJob(ctx.root, file ?? "lefthook.yml");
  }
};
function addJob(root, relPath) {
  const abs = join10(root, relPath);
  const target = writeTarget(root, abs);
  const old = target === null ? null : readText(target);
  if (old !== null && runsCheck(old)) return { what: relPath, action: "kept" };
  const manual = (why) => ({ what: relPath, action: "skipped", note: `${why}; add a pre-commit job named handover whose run is:
${runner()}` });
  if (target === null) return manual("a symlink out of the repository");
  const doc = (0, import_yaml2.parseDocument)(old ?? "");
  if (doc.errors.length) return manual(`not valid YAML (${doc.errors[0].message.split("\n")[0]})`);
  if (doc.contents === null) doc.contents = new import_yaml2.YAMLMap();
  if (!(0, import_yaml2.isMap)(doc.contents)) return manual("its top level is not a mapping");
  const run2 = new import_yaml2.Scalar(runner());
  run2.type = import_yaml2.Scalar.BLOCK_LITERAL;
  let hook = doc.get("pre-commit", true);
  if (hook === void 0 || hook === null) {
    hook = new import_yaml2.YAMLMap();
    doc.set("pre-commit", hook);
  }
  if (!(0, import_yaml2.isMap)(hook)) return manual("its pre-commit entry is not a mapping");
  const jobs = hook.get("jobs", true);
  const commands = hook.get("commands", true);
  if ((0, import_yaml2.isMap)(commands) && !(0, import_yaml2.isSeq)(jobs)) {
    const cmd = new import_yaml2.YAMLMap();
    cmd.set("run", run2);
    commands.set("handover", cmd);
  } else {
    const list = (0, import_yaml2.isSeq)(jobs) ? jobs : new import_yaml2.YAMLSeq();
    const job = new import_yaml2.YAMLMap();
    job.set("name", "handover");
    job.set("run", run2);
    list.items.unshift(job);
    if (!(0, import_yaml2.isSeq)(jobs)) hook.set("jobs", list);
  }
  writeText(target, doc.toString({ lineWidth: 0 }));
  return { what: relPath, action: old === null ? "created" : "extended", note: "lefthook runs it (lefthook install keeps it); commit it" };
}

// src/init/hook-managers/pre-commit-framework.ts
var import_yaml3 = __toESM(require_dist(), 1);
import { existsSync as existsSync8 } from "node:fs";
import { join as join11 } from "node:path";
var CONFIG = ".pre-commit-config.yaml";
var preCommitFramework = {
  name: "pre-commit",
  detect: (ctx) => existsSync8(join11(ctx.root, CONFIG)),
  install: (ctx) => {
    const abs = join11(ctx.root, CONFIG);
    const target = writeTarget(ctx.root, abs);
    const old = target === null ? null : readText(target);
    const manual = (why) => ({ what: CONFIG, action: "skipped", note: `${why}; add under repos:
${snippet()}` });
    if (target === null || old === null) return manual("a symlink out of the repository");
    if (runsCheck(old)) return { what: CONFIG, action: "kept" };
    const doc = (0, import_yaml3.parseDocument)(old);
    if (doc.errors.length) return manual(`not valid YAML (${doc.errors[0].message.split("\n")[0]})`);
    if (!(0, import_yaml3.isMap)(doc.contents)) return manual("its top level is not a mapping");
    let repos = doc.get("repos", true);
    if (repos === void 0 || repos === null) {
      repos = new import_yaml3.YAMLSeq();
      doc.set("repos", repos);
    }
    if (!(0, import_yaml3.isSeq)(repos)) return manual("its repos entry is not a list");
    repos.items.push(doc.createNode(localRepo()));
    writeText(target, doc.toString({ lineWidth: 0 }));
    return { what: CONFIG, action: "extended", note: "a repo: local hook handover-check; pre-commit runs it; commit it" };
  }
};
function localRepo() {
  const entry = new import_yaml3.Scalar(`sh -c '
${runner()}
'`);
  entry.type = import_yaml3.Scalar.BLOCK_LITERAL;
  return {
    repo: "local",
    hooks: [{
      id: "handover-check",
      name: "handover check --staged",
      // shlex keeps the newlines inside the quotes; the runner holds no single quote.
      entry,
      language: "system",
      pass_filenames: false,
      always_run: true
    }]
  };
}
function snippet() {
  const doc = (0, import_yaml3.parseDocument)("");
  doc.contents = doc.createNode([localRepo()]);
  return doc.toString({ lineWidth: 0 });
}

// src/init/hook-managers/simple-git-hooks.ts
import { existsSync as existsSync9 } from "node:fs";
import { join as join12 } from "node:path";
var KEY = "simple-git-hooks";
var JSON_CONFIGS = [".simple-git-hooks.json", "simple-git-hooks.json"];
var JS_CONFIGS = [".simple-git-hooks.cjs", ".simple-git-hooks.js", ".simple-git-hooks.mjs", "simple-git-hooks.cjs", "simple-git-hooks.js", "simple-git-hooks.mjs"];
var simpleGitHooks = {
  name: KEY,
  detect: (ctx) => Boolean(ctx.pkg && Object.hasOwn(ctx.pkg, KEY)) || [...JSON_CONFIGS, ...JS_CONFIGS].some((f) => existsSync9(join12(ctx.root, f))) || depends(ctx, KEY),
  install: (ctx) => {
    const json = JSON_CONFIGS.find((f) => existsSync9(join12(ctx.root, f)));
    if (json) return addCommand(ctx, json, null);
    const js = JS_CONFIGS.find((f) => existsSync9(join12(ctx.root, f)));
    if (js && !(ctx.pkg && Object.hasOwn(ctx.pkg, KEY))) return { what: js, action: "skipped", note: `a JS config is not edited; put these lines first in its "pre-commit" command, then run npx simple-git-hooks:
${runner()}` };
    return addCommand(ctx, "package.json", KEY);
  }
};
function addCommand(ctx, relPath, key) {
  const what = key ? `${relPath} (${key})` : relPath;
  const manual = (why) => ({ what, action: "skipped", note: `${why}; put these lines first in the "pre-commit" command, then run npx simple-git-hooks:
${runner()}` });
  const abs = join12(ctx.root, relPath);
  const target = writeTarget(ctx.root, abs);
  const text = target === null ? null : readText(target);
  if (target === null || text === null) return manual("a symlink out of the repository");
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return manual("not valid JSON");
  }
  const config = key ? data[key] ??= {} : data;
  if (typeof config !== "object" || config === null || Array.isArray(config)) return manual("its hooks are not an object");
  const old = config["pre-commit"];
  if (old !== void 0 && typeof old !== "string") return manual("its pre-commit command is not a string");
  if (old && runsCheck(old)) return { what, action: "kept" };
  config["pre-commit"] = old ? `${runner()}
${old}` : runner();
  const indent = /^[ \t]+(?=")/m.exec(text)?.[0] ?? "  ";
  writeText(target, JSON.stringify(data, null, indent) + (text.endsWith("\n") ? "\n" : ""));
  return { what, action: "extended", note: "run npx simple-git-hooks to write the git hook from it; commit it" };
}

// src/init/hook-managers/index.ts
var MANAGERS = [preCommitFramework, husky, lefthook, simpleGitHooks];
async function installHooks(root, cliPath) {
  const ctx = { root, hooksPath: await configGet(root, "core.hooksPath"), pkg: readPackage(root) };
  const used = MANAGERS.filter((m) => m.detect(ctx));
  if (used.length) {
    const out = [];
    for (const m of used) out.push(await m.install(ctx));
    return out;
  }
  const dir = await trackedHooksDir(ctx);
  if (dir !== null) return [installTrackedHooksPath(ctx, dir)];
  return [await installPreCommit(root, cliPath)];
}
function readPackage(root) {
  try {
    const v = JSON.parse(readFileSync3(join13(root, "package.json"), "utf8"));
    return typeof v === "object" && v !== null && !Array.isArray(v) ? v : null;
  } catch {
    return null;
  }
}

// src/init/settings.ts
import { join as join14 } from "node:path";
var isObj = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function ourCommands(groups) {
  return groups.flatMap((g) => (g.hooks ?? []).map((h) => h.command ?? ""));
}
function ensureClaudeSettings(root) {
  const what = ".claude/settings.json";
  const path = join14(root, ".claude", "settings.json");
  const text = template(".claude/settings.json");
  const old = readText(path);
  if (old === null) {
    writeText(path, text);
    return { what, action: "created" };
  }
  const wanted = JSON.parse(text).hooks;
  let settings;
  try {
    settings = JSON.parse(old.replace(/^\uFEFF/, ""));
  } catch (error) {
    return { what, action: "skipped", note: `not valid JSON (${error.message}); fix it and run handover init again, or add the hooks by hand (see templates/.claude/settings.json)` };
  }
  if (!isObj(settings) || settings.hooks !== void 0 && !isObj(settings.hooks)) {
    return { what, action: "skipped", note: 'not a JSON object with a "hooks" object; fix it and run handover init again' };
  }
  const s = settings;
  const added = [];
  for (const [event, groups] of Object.entries(wanted)) {
    const have = s.hooks?.[event];
    if (have !== void 0 && !Array.isArray(have)) return { what, action: "skipped", note: `"hooks.${event}" is not a list; fix it and run handover init again` };
    const command = ourCommands(groups)[0];
    const sub = command.replace(/^handover /, "");
    if ((have ?? []).some((g) => isObj(g) && ourCommands([g]).some((c) => typeof c === "string" && c.includes(sub)))) continue;
    s.hooks = s.hooks ?? {};
    s.hooks[event] = [...have ?? [], ...groups];
    added.push(event);
  }
  if (added.length === 0) return { what, action: "kept" };
  const target = writeTarget(root, path);
  if (target === null) return { what, action: "skipped", note: "a symlink to a file outside the repository; add the hooks by hand" };
  writeText(target, JSON.stringify(s, null, 2) + "\n");
  return { what, action: "extended", note: `added hooks: ${added.join(", ")}` };
}

// src/init/state.ts
import { join as join15 } from "node:path";
var arg = (s) => /^[A-Za-z0-9._\/-]+$/.test(s) ? s : shellQuote(s);
function fileStates(root, kinds, config) {
  const out = [];
  for (const kind of kinds) {
    const rel2 = config.files[kind];
    if (rel2.endsWith("/")) continue;
    const bytes = readIfExists(join15(root, rel2), rel2);
    if (bytes === null) continue;
    const count = (text) => {
      const ms = lintBytes(rel2, text, kind, config).messages;
      const errors2 = ms.filter((m) => m.severity === "error").length;
      return { errors: errors2, warnings: ms.length - errors2 };
    };
    const { errors, warnings } = count(bytes);
    const base = { path: rel2, kind, state: errors + warnings ? "problems" : "clean", problems: errors + warnings, errors, warnings };
    if (errors + warnings === 0) {
      out.push(base);
      continue;
    }
    let fix = `handover lint ${arg(rel2)}`;
    let note;
    if (errors > 0 && (kind === "handover" || kind === "sync")) {
      try {
        const m = migrate(bytes.toString("utf8"), kind, { what: rel2 }, config);
        const after = m.changed ? count(m.text) : null;
        if (after && after.errors < errors) {
          fix = `handover migrate --write ${arg(rel2)}`;
          if (after.errors) note = `${after.errors} error${after.errors === 1 ? "" : "s"} would remain after the migration; handover lint shows them`;
        }
      } catch (error) {
        if (!(error instanceof MigrateError)) throw error;
        note = `handover migrate cannot convert it: ${error.message}`;
      }
    }
    out.push({ ...base, fix, ...note ? { note } : {} });
  }
  return out;
}
function describeState(s) {
  if (s.state === "clean") return `${s.path}  clean`;
  const what = `${s.problems} problem${s.problems === 1 ? "" : "s"} (${s.errors} error${s.errors === 1 ? "" : "s"}, ${s.warnings} warning${s.warnings === 1 ? "" : "s"})`;
  return `${s.path}  ${what}; fix: ${s.fix}${s.note ? ` (${s.note})` : ""}`;
}

// src/init/index.ts
var ROLES = ["upstream", "downstream", "commons"];
var ROLE_FILES = { upstream: ["handover"], downstream: ["marker"], commons: ["sync", "registry"] };
var TEMPLATE_OF = { handover: "HANDOVER.md", sync: "SYNC.md", registry: "PROJECT_REGISTRY.md", marker: ".last-processed.md" };
var WORKFLOW = ".github/workflows/handover.yml";
var WORKFLOW_ALT = ".github/workflows/handover-check.yml";
var WORKFLOW_MARK = "written by `handover init`";
async function initRepo(o) {
  return withLock(lockPathFor(o.root, "init"), () => initUnlocked(o), { what: "handover init", waitMs: 6e4 });
}
async function initUnlocked(o) {
  const existing = await loadConfig(o.root);
  const cloneBefore = await configGet(o.root, "handover.agent");
  const agent = existing.agent ?? o.agent ?? cloneBefore;
  if (!agent) throw new CliError("No agent name: pass --agent NAME (the agent that owns this repo, e.g. --agent lab).", 2);
  const cloneAgent = o.agent ?? cloneBefore ?? agent;
  const roles = o.roles.length ? o.roles : inferRoles(o.root, existing.files);
  if (roles.length === 0) {
    throw new CliError(`${o.root} has no protocol files yet, so its role is unknown: pass --role upstream, downstream or commons (several allowed).`, 2);
  }
  const outcomes = [];
  const files = existing.files;
  for (const role of ROLES) {
    if (!roles.includes(role)) continue;
    for (const kind of ROLE_FILES[role]) {
      const text = template(TEMPLATE_OF[kind], { agent });
      if (kind === "sync" && files.sync.endsWith("/")) outcomes.push(ensureProtocolFile(o.root, `${files.sync}${agent}.md`, text.slice(text.indexOf("## "))));
      else outcomes.push(ensureProtocolFile(o.root, files[kind], text));
    }
  }
  const owner = roles.includes("commons") ? agent : null;
  outcomes.push(ensureConfig(o.root, existing, { agent, owner, upstreams: o.upstreams }));
  outcomes.push(ensureCharter(o.root, agent, o.force));
  outcomes.push(ensureWorkflow(o.root, template(WORKFLOW, { action: actionRef(o.version) }), o.force));
  outcomes.push(ensureClaudeSettings(o.root));
  if (o.github) outcomes.push(...ensureGithubGuards(o.root, await loadConfig(o.root), o.force));
  outcomes.push(await installLauncher(o.root, o.cliPath));
  outcomes.push(...await installHooks(o.root, o.cliPath));
  const hadAttributes = existsSync10(join16(o.root, ".gitattributes"));
  const merge = await registerMergeDriver(o.root, { command: `${commandFor(o.cliPath, o.env)} merge-driver` });
  if (merge.changed.length === 0) outcomes.push({ what: "merge driver (git config, .gitattributes)", action: "kept" });
  for (const what of merge.changed) {
    if (what === "git config merge.handover.name") continue;
    outcomes.push({ what, action: what !== ".gitattributes" ? "set" : hadAttributes ? "extended" : "created" });
  }
  for (const note of merge.skipped ?? []) outcomes.push({ what: ".gitattributes", action: "skipped", note });
  if (cloneBefore !== cloneAgent) {
    await setLocalConfig(o.root, "handover.agent", cloneAgent);
    outcomes.push({ what: "git config handover.agent", action: "set", note: cloneAgent });
  } else outcomes.push({ what: "git config handover.agent", action: "kept", note: cloneAgent });
  const kinds = ROLES.filter((r) => roles.includes(r)).flatMap((r) => ROLE_FILES[r]);
  return { agent, cloneAgent, roles, outcomes, files: fileStates(o.root, kinds, { ...existing, agent: existing.agent ?? agent }) };
}
function ensureProtocolFile(root, relPath, text) {
  const problem = protocolPathProblem(root, relPath);
  if (problem) return { what: relPath, action: "skipped", note: problem };
  if (existsSync10(join16(root, relPath))) return { what: relPath, action: "kept" };
  writeProtocolFile(root, relPath, text);
  return { what: relPath, action: "created" };
}
function inferRoles(root, files) {
  return ROLES.filter((r) => ROLE_FILES[r].some((k) => existsSync10(join16(root, files[k]))));
}
function ensureWorkflow(root, text, force) {
  const existing = readText(join16(root, WORKFLOW));
  if (existing === null || existing.includes(WORKFLOW_MARK)) return ensureOwnedFile(root, WORKFLOW, text, { force });
  const alt = ensureOwnedFile(root, WORKFLOW_ALT, text, { force, ownMark: WORKFLOW_MARK });
  return { ...alt, note: [`${WORKFLOW} exists and is not handover's, so the check lives here`, alt.note].filter(Boolean).join("; ") };
}
function actionRef(version) {
  return `${repoSlug() ?? "handover-dev/handover"}@v${version}`;
}
function commandFor(cliPath, env) {
  const onPath = (env.PATH ?? "").split(delimiter).some((d) => d && existsSync10(join16(d, "handover")));
  return onPath ? "handover" : `node ${shellQuote(cliPath)}`;
}
function cliPathOf(argv1) {
  try {
    return argv1 ? realpathSync2(argv1) : "";
  } catch {
    return argv1 ?? "";
  }
}
function parseUpstream(spec) {
  const eq = spec.indexOf("=");
  const name = eq > 0 ? spec.slice(0, eq).trim() : "";
  const source = eq > 0 ? spec.slice(eq + 1).trim() : "";
  if (!name || !source) throw new CliError(`--upstream "${spec}" must be NAME=SOURCE (e.g. --upstream lab=../lab or lab=https://example.org/lab.git).`, 2);
  if (!NAME.test(name)) throw new CliError(`--upstream "${spec}": the name "${name}" must use letters, digits, ".", "_" or "-", starting with a letter or digit.`, 2);
  const problem = upstreamSourceProblem(source);
  if (problem) throw new CliError(`--upstream "${spec}": the source must be a path or a git URL; "${source}" is refused, ${problem}.`, 2);
  return [name, source];
}

// src/cli/commands/init.ts
async function run(args, io) {
  const { values } = parseCommandArgs("init", args, {
    role: { type: "string", multiple: true },
    agent: { type: "string" },
    upstream: { type: "string", multiple: true },
    force: { type: "boolean" },
    github: { type: "boolean" }
  }, false);
  const format = pickFormat(values.format, ["text", "json"], "text");
  const cwd = workDir(io, values.cwd);
  const root = findRoot(cwd);
  if (!await isWorkTree(root)) throw new CliError(`${cwd} is not inside a git work tree; run git init (or clone the repo) first, then handover init.`, 2);
  const roles = (values.role ?? []).flatMap((r) => r.split(",")).map((r) => r.trim()).filter(Boolean);
  for (const r of roles) if (!ROLES.includes(r)) throw new CliError(`--role "${r}" is not a role; use upstream, downstream or commons (repeat --role or separate with commas).`, 2);
  const agent = values.agent?.trim();
  if (agent !== void 0 && !NAME.test(agent)) throw new CliError(`--agent "${agent}" is not a valid agent name: use letters, digits, ".", "_" or "-", starting with a letter or digit.`, 2);
  const upstreams = {};
  for (const spec of values.upstream ?? []) {
    const [name, source] = parseUpstream(spec);
    if (upstreams[name] !== void 0 && upstreams[name] !== source) throw new CliError(`--upstream ${name} is given twice with different sources; give it once.`, 2);
    upstreams[name] = source;
  }
  const report = await initRepo({
    root,
    roles: [...new Set(roles)],
    agent,
    upstreams,
    force: Boolean(values.force),
    github: Boolean(values.github),
    cliPath: cliPathOf(process.argv[1]),
    version: io.version,
    env: io.env
  });
  if (format === "json") {
    io.stdout.write(JSON.stringify(report, null, 2) + "\n");
    return 0;
  }
  const width = Math.max(...report.outcomes.map((x) => x.action.length));
  const lines = report.outcomes.map((x) => `  ${x.action.padEnd(width)}  ${x.what}${x.note ? `  (${x.note})` : ""}`);
  const clone = report.cloneAgent !== report.agent ? `; this clone acts as ${report.cloneAgent}` : "";
  io.stdout.write(`handover init: ${root}
agent ${report.agent}, roles ${report.roles.join(", ")}${clone}
${lines.join("\n")}
`);
  if (report.files.length) io.stdout.write(`protocol files:
${report.files.map((f) => `  ${describeState(f)}`).join("\n")}
`);
  const changed = report.outcomes.filter((x) => !["kept", "skipped"].includes(x.action) && !x.what.startsWith("git config") && !x.what.includes(".git/") && !x.what.startsWith("merge driver"));
  if (changed.length) io.stdout.write(`Next: review and commit the new files (git add -A && git commit -m "Join the handover protocol").
`);
  for (const s of report.outcomes.filter((x) => x.action === "skipped")) io.stderr.write(`handover: ${s.what} was skipped: ${s.note}
`);
  return 0;
}
export {
  run
};
