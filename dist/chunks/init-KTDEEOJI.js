import {
  gitPath,
  isWorkTree,
  setLocalConfig
} from "./chunk-ZBRA4OK6.js";
import {
  detectEol
} from "./chunk-RZDEQR54.js";
import {
  parseCommandArgs,
  pickFormat,
  workDir
} from "./chunk-T3CUDLRK.js";
import {
  writeFileAtomic
} from "./chunk-QJLPXOOE.js";
import {
  findRoot,
  loadConfig
} from "./chunk-JUB7LQQ7.js";
import "./chunk-IVOMWZO7.js";
import {
  configGet,
  gitClient
} from "./chunk-YE5B2ZP3.js";
import {
  NAME,
  upstreamSourceProblem
} from "./chunk-Y6SIZAA5.js";
import {
  CliError
} from "./chunk-HUD7R4V5.js";
import "./chunk-ZU35ZJCP.js";
import "./chunk-XODWWIKJ.js";

// src/init/index.ts
import { existsSync as existsSync5, realpathSync as realpathSync2 } from "node:fs";
import { delimiter, join as join8 } from "node:path";

// src/merge/register.ts
import { existsSync, readFileSync } from "node:fs";
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
  const patterns = [...new Set(Object.values(config.files).map((f) => f.replace(/\\/g, "/")))];
  const path = join(root, ".gitattributes");
  const text = existsSync(path) ? readFileSync(path, "utf8") : "";
  const eol = text ? detectEol(text) : "\n";
  const existing = attributeLines(text);
  const add = [];
  for (const p of patterns) {
    const pattern = /\s/.test(p) ? `"${p.replace(/(["\\])/g, "\\$1")}"` : p;
    const merge = existing.get(pattern);
    if (merge === "merge=handover") continue;
    if (merge !== void 0) {
      skipped.push(`${p}: .gitattributes already says ${merge}`);
      continue;
    }
    add.push(`${pattern} merge=handover`);
  }
  if (add.length) {
    const sep2 = text === "" || text.endsWith("\n") ? "" : eol;
    writeFileAtomic(path, text + sep2 + add.join(eol) + eol);
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
import { existsSync as existsSync3 } from "node:fs";
import { join as join3 } from "node:path";

// src/init/templates.ts
import { readFileSync as readFileSync2 } from "node:fs";
import { fileURLToPath } from "node:url";
var TEMPLATE_DIR = fileURLToPath(new URL("../../templates/", import.meta.url));
function render(text, vars) {
  return text.replace(/\{\{([a-z]+)\}\}/g, (m, k) => k in vars ? vars[k] : m);
}
function template(name, vars = {}) {
  return render(readFileSync2(TEMPLATE_DIR + name, "utf8"), vars);
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
import { existsSync as existsSync2, lstatSync, mkdirSync, readFileSync as readFileSync3, realpathSync } from "node:fs";
import { dirname, join as join2, relative, isAbsolute, sep } from "node:path";
function rel(root, abs) {
  const r = relative(root, abs);
  return r.startsWith("..") || isAbsolute(r) ? abs : r.split(sep).join("/");
}
function writeTarget(root, abs) {
  if (!existsSync2(abs) || !lstatSync(abs).isSymbolicLink()) return abs;
  const real = realpathSync(abs);
  const r = relative(realpathSync(root), real);
  return r.startsWith("..") || isAbsolute(r) ? null : real;
}
function readText(abs) {
  return existsSync2(abs) ? readFileSync3(abs, "utf8") : null;
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
  if (existsSync3(claude)) return claude;
  const agents = join3(root, "AGENTS.md");
  return existsSync3(agents) ? agents : claude;
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
  const block = charterBlock(agent).replace(/\n/g, eol);
  const begin = old.indexOf(BLOCK_BEGIN);
  if (begin === -1) {
    const sepr = old === "" ? "" : old.endsWith(eol + eol) ? "" : old.endsWith(eol) ? eol : eol + eol;
    writeText(target, old + sepr + block + eol);
    return { what, action: "extended", note: "protocol block appended" };
  }
  const end = old.indexOf(BLOCK_END, begin);
  if (end === -1) return { what, action: "skipped", note: `has "${BLOCK_BEGIN}" but no "${BLOCK_END}"; fix the block by hand` };
  const current = old.slice(begin, end + BLOCK_END.length);
  if (current === block) return { what, action: "kept" };
  if (!force) return { what, action: "kept", note: "its handover block differs from the template; handover init --force refreshes the block" };
  writeText(target, old.slice(0, begin) + block + old.slice(end + BLOCK_END.length));
  return { what, action: "updated", note: "handover block refreshed" };
}

// src/init/config.ts
import { basename, join as join4 } from "node:path";
import { parseDocument, stringify } from "yaml";
var CONFIG_FILE = ".handoverrc.yaml";
var YAML_CONFIGS = /* @__PURE__ */ new Set([".handoverrc", ".handoverrc.yaml", ".handoverrc.yml"]);
function renderConfig(wish) {
  const body = { agent: wish.agent };
  if (wish.owner) body.owner = wish.owner;
  if (Object.keys(wish.upstreams).length) body.upstreams = Object.fromEntries(Object.entries(wish.upstreams).map(([n, source]) => [n, { source }]));
  return template(CONFIG_FILE, { config: stringify(body).trimEnd() });
}
function ensureConfig(root, existing, wish) {
  if (existing.filepath === null) {
    writeText(join4(root, CONFIG_FILE), renderConfig(wish));
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
  const doc = parseDocument(readText(path) ?? "");
  if (doc.contents === null) doc.contents = doc.createNode({});
  for (const [k, v] of missing) doc.setIn(k, doc.createNode(v));
  writeText(path, doc.toString());
  return { what, action: "extended", note: `added ${keys}${clashNote}` };
}

// src/init/git-hook.ts
import { chmodSync, existsSync as existsSync4, renameSync } from "node:fs";
import { join as join5 } from "node:path";
var HOOK_MARK = "# handover:pre-commit";
var CHAINED = "pre-commit.handover-chained";
async function installPreCommit(root, cliPath) {
  const dir = await gitPath(root, "hooks");
  const path = join5(dir, "pre-commit");
  const what = rel(root, path);
  const text = template("git-hooks/pre-commit", { cli: shellQuote(cliPath) });
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
      const chained = join5(dir, CHAINED);
      if (existsSync4(chained)) {
        return { what, action: "skipped", note: `a foreign hook is installed and ${CHAINED} exists too; merge them by hand, then run handover init again` };
      }
      renameSync(path, chained);
      action = "chained";
      note = `the existing hook now runs first, as ${CHAINED}`;
    }
  }
  writeText(path, text);
  chmodSync(path, 493);
  return { what, action, ...note ? { note } : {} };
}

// src/init/launcher.ts
import { chmodSync as chmodSync2 } from "node:fs";
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
  chmodSync2(path, 493);
  return { what, action: old === null ? "created" : "updated" };
}

// src/init/settings.ts
import { join as join7 } from "node:path";
var isObj = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function ourCommands(groups) {
  return groups.flatMap((g) => (g.hooks ?? []).map((h) => h.command ?? ""));
}
function ensureClaudeSettings(root) {
  const what = ".claude/settings.json";
  const path = join7(root, ".claude", "settings.json");
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

// src/init/index.ts
var ROLES = ["upstream", "downstream", "commons"];
var ROLE_FILES = { upstream: ["handover"], downstream: ["marker"], commons: ["sync", "registry"] };
var TEMPLATE_OF = { handover: "HANDOVER.md", sync: "SYNC.md", registry: "PROJECT_REGISTRY.md", marker: ".last-processed.md" };
var WORKFLOW = ".github/workflows/handover.yml";
var WORKFLOW_ALT = ".github/workflows/handover-check.yml";
var WORKFLOW_MARK = "written by `handover init`";
async function initRepo(o) {
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
    for (const kind of ROLE_FILES[role]) outcomes.push(ensureProtocolFile(o.root, files[kind], template(TEMPLATE_OF[kind], { agent })));
  }
  const owner = roles.includes("commons") ? agent : null;
  outcomes.push(ensureConfig(o.root, existing, { agent, owner, upstreams: o.upstreams }));
  outcomes.push(ensureCharter(o.root, agent, o.force));
  outcomes.push(ensureWorkflow(o.root, template(WORKFLOW, { version: o.version }), o.force));
  outcomes.push(ensureClaudeSettings(o.root));
  outcomes.push(await installLauncher(o.root, o.cliPath));
  outcomes.push(await installPreCommit(o.root, o.cliPath));
  const hadAttributes = existsSync5(join8(o.root, ".gitattributes"));
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
  return { agent, cloneAgent, roles, outcomes };
}
function ensureProtocolFile(root, relPath, text) {
  if (existsSync5(join8(root, relPath))) return { what: relPath, action: "kept" };
  return ensureOwnedFile(root, relPath, text, { force: false });
}
function inferRoles(root, files) {
  return ROLES.filter((r) => ROLE_FILES[r].some((k) => existsSync5(join8(root, files[k]))));
}
function ensureWorkflow(root, text, force) {
  const existing = readText(join8(root, WORKFLOW));
  if (existing === null || existing.includes(WORKFLOW_MARK)) return ensureOwnedFile(root, WORKFLOW, text, { force });
  const alt = ensureOwnedFile(root, WORKFLOW_ALT, text, { force, ownMark: WORKFLOW_MARK });
  return { ...alt, note: [`${WORKFLOW} exists and is not handover's, so the check lives here`, alt.note].filter(Boolean).join("; ") };
}
function commandFor(cliPath, env) {
  const onPath = (env.PATH ?? "").split(delimiter).some((d) => d && existsSync5(join8(d, "handover")));
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
    force: { type: "boolean" }
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
