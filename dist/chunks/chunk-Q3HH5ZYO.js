import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  AGENT_HOSTS,
  AGENT_NAMES,
  OPENCODE_PLUGIN_MARK,
  agentInUse,
  hostHookCommand,
  isOurs
} from "./chunk-IS7SUE3O.js";
import {
  shellQuote
} from "./chunk-F654DEA3.js";
import {
  folderTrust,
  hostUserDir,
  isWithin,
  readJson
} from "./chunk-VBRH65VE.js";
import {
  gitPath,
  writeHeadIndex
} from "./chunk-VGF64KUY.js";
import {
  PACKAGE_ROOT
} from "./chunk-GNOYYBO2.js";
import {
  oneLine
} from "./chunk-UPXTJPQD.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-SOISCQTY.js";

// fs-by-require:src/doctor/index.ts
var require_doctor = __commonJS({
  "fs-by-require:src/doctor/index.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// fs-by-require:src/doctor/codex.ts
var require_codex = __commonJS({
  "fs-by-require:src/doctor/codex.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// fs-by-require:src/doctor/extensions.ts
var require_extensions = __commonJS({
  "fs-by-require:src/doctor/extensions.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// src/doctor/index.ts
var import_node_fs3 = __toESM(require_doctor(), 1);
import { spawnSync } from "node:child_process";
import { homedir, tmpdir } from "node:os";
import { join as join3 } from "node:path";

// src/doctor/codex.ts
var import_node_fs = __toESM(require_codex(), 1);
import { spawn } from "node:child_process";
import { delimiter, join } from "node:path";
function codexOnPath(env) {
  for (const dir of (env.PATH ?? "").split(delimiter)) {
    if (!dir) continue;
    const bin = join(dir, "codex");
    try {
      (0, import_node_fs.accessSync)(bin, import_node_fs.constants.X_OK);
      return bin;
    } catch {
    }
  }
  return null;
}
function codexHooksList(bin, cwd, env) {
  return new Promise((ok) => {
    let child;
    try {
      child = spawn(bin, ["app-server"], { env, stdio: ["pipe", "pipe", "ignore"] });
    } catch (error) {
      ok(`codex app-server did not start (${error.message})`);
      return;
    }
    let out = "";
    let done = false;
    const finish = (v) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      child.kill("SIGKILL");
      ok(v);
    };
    const timer = setTimeout(() => finish("codex app-server did not answer hooks/list within 30 s"), 3e4);
    child.on("error", (e) => finish(`codex app-server did not start (${e.message})`));
    child.on("close", () => finish("codex app-server stopped before it answered hooks/list"));
    child.stdout?.setEncoding("utf8").on("data", (c) => {
      out += c;
      for (const line of out.split("\n")) {
        if (!line.includes('"id":2')) continue;
        try {
          const r = JSON.parse(line);
          finish(r.result ? r.result.data.flatMap((d) => d.hooks) : `codex hooks/list: ${r.error?.message ?? "error"}`);
        } catch {
          finish("codex hooks/list answered with something that is not JSON");
        }
      }
    });
    const send = (m) => child.stdin?.write(`${JSON.stringify({ jsonrpc: "2.0", ...m })}
`);
    send({ id: 1, method: "initialize", params: { clientInfo: { name: "handover-doctor", version: "0" } } });
    send({ method: "initialized" });
    send({ id: 2, method: "hooks/list", params: { cwds: [cwd] } });
  });
}

// src/doctor/extensions.ts
var import_node_fs2 = __toESM(require_extensions(), 1);
import { join as join2 } from "node:path";
import { fileURLToPath } from "node:url";
var MANIFEST = { gemini: "gemini-extension.json", qwen: "qwen-extension.json" };
function extensionSource() {
  return join2(fileURLToPath(PACKAGE_ROOT), "extensions", "handover");
}
function extensionInstallCommand(host) {
  const source = shellQuote(extensionSource());
  return host === "gemini" ? `GEMINI_CLI_TRUST_WORKSPACE=true gemini extensions install ${source} --consent` : `qwen extensions install ${source} --consent`;
}
function installedExtension(host, root, env) {
  const dir = join2(hostUserDir(host, env), "extensions");
  const ext = join2(dir, "handover");
  const manifest = readJson(join2(ext, MANIFEST[host]));
  if (manifest?.name !== "handover" || !(0, import_node_fs2.existsSync)(join2(ext, "hooks", "run"))) return null;
  const hooks = host === "gemini" ? readJson(join2(ext, "hooks", "hooks.json"))?.hooks : manifest.hooks;
  if (!JSON.stringify(hooks ?? {}).includes("/hooks/run")) return null;
  const rules = readJson(join2(dir, "extension-enablement.json"))?.handover;
  return enabledAt(Array.isArray(rules?.overrides) ? rules.overrides : [], root) ? ext : null;
}
function enabledAt(rules, folder) {
  const path = slashed(folder);
  let enabled = true;
  for (const rule of rules) {
    if (typeof rule !== "string") continue;
    const disable = rule.startsWith("!");
    let base = disable ? rule.slice(1) : rule;
    const subdirs = base.endsWith("*");
    if (subdirs) base = base.slice(0, -1);
    const glob = `${base}${subdirs ? "*" : ""}`;
    const re = new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/(\/?)\*/g, "($1.*)?")}$`);
    if (re.test(path)) enabled = !disable;
  }
  return enabled;
}
var slashed = (p) => {
  const s = p.replace(/\\/g, "/");
  return `${s.startsWith("/") ? "" : "/"}${s}${s.endsWith("/") ? "" : "/"}`;
};

// src/doctor/index.ts
var PROBE_WRITER = "handover-doctor-probe";
async function doctor(o) {
  const guards = [await gitGuard(o)];
  const notes = [];
  for (const host of AGENT_NAMES) {
    const file = join3(o.root, AGENT_HOSTS[host].file);
    if (!(0, import_node_fs3.existsSync)(file) && !agentInUse(o.root, host)) continue;
    const codex = host === "codex" ? await askCodex(o, notes) : null;
    guards.push(agentGuard({ ...o, codex }, host));
  }
  if (guards.some((g) => g.agent === "claude"))
    notes.push(
      `Claude Code reads ${AGENT_HOSTS.claude.file} only in the folder a session starts in: a session started in a subfolder of ${o.root} is not guarded by these project hooks. Install the handover plugin, which guards every session wherever it starts: claude plugin marketplace add handover-dev/handover && claude plugin install handover@handover`
    );
  for (const host of ["gemini", "qwen"])
    if (guards.some((g) => g.agent === host)) notes.push(subfolderNote(host, o));
  return { root: o.root, guards, notes };
}
function subfolderNote(host, o) {
  const { label, file } = AGENT_HOSTS[host];
  const ext = installedExtension(host, o.root, o.env);
  if (ext)
    return `${label} reads ${file} only in the folder a session starts in; a session started in a subfolder of ${o.root} is guarded by the handover extension installed in ${ext}.`;
  return `${label} reads ${file} only in the folder a session starts in: a session started in a subfolder of ${o.root} loads no project hooks and is not guarded. Install the handover extension, which guards every session wherever it starts: ${extensionInstallCommand(host)}`;
}
async function gitGuard(o) {
  const label = "git pre-commit hook";
  const hooksDir = await gitPath(o.root, "hooks").catch(() => null);
  const hook = hooksDir ? join3(hooksDir, "pre-commit") : null;
  if (!hook || !(0, import_node_fs3.existsSync)(hook))
    return { agent: "git", label, status: "not loaded", why: "no pre-commit hook in this clone", fix: "handover init" };
  const text = (0, import_node_fs3.readFileSync)(hook, "utf8");
  if (!text.includes("handover"))
    return {
      agent: "git",
      label,
      status: "not loaded",
      why: `${hook} does not run handover (a hook manager's hook?)`,
      fix: "handover init"
    };
  const refused = o.quick ? null : await refusesEmptyCommit(o, hook);
  if (refused)
    return {
      agent: "git",
      label,
      status: "refuses all",
      why: `it refuses a commit that changes nothing (${refused}), so it refuses every commit`,
      fix: "handover init"
    };
  return { agent: "git", label, status: "live" };
}
async function refusesEmptyCommit(o, hook) {
  let dir;
  try {
    dir = (0, import_node_fs3.mkdtempSync)(join3(tmpdir(), "handover-doctor-"));
  } catch {
    const own = await gitPath(o.root, "handover");
    (0, import_node_fs3.mkdirSync)(own, { recursive: true });
    dir = (0, import_node_fs3.mkdtempSync)(join3(own, "doctor-"));
  }
  try {
    const index = join3(dir, "index");
    try {
      await writeHeadIndex(o.root, index);
    } catch {
      return null;
    }
    const r = spawnSync(hook, [], {
      cwd: o.root,
      encoding: "utf8",
      timeout: 12e4,
      env: { ...o.env, GIT_INDEX_FILE: index, HANDOVER_DOCTOR_PROBE: "1" }
    });
    if (r.status === 0) return null;
    const said = sentenceOf(r.stderr, r.stdout);
    return `exit ${r.status ?? r.signal}${said ? `: ${said}` : ""}`;
  } finally {
    (0, import_node_fs3.rmSync)(dir, { recursive: true, force: true });
  }
}
async function askCodex(o, notes) {
  const bin = codexOnPath(o.env);
  if (!bin) {
    notes.push(
      "codex is not on PATH: doctor read Codex's trust from config.toml and could not check that the trusted hashes still match .codex/hooks.json (Codex ignores a hook changed since it was trusted)."
    );
    return null;
  }
  let cwd = o.root;
  try {
    cwd = (0, import_node_fs3.realpathSync)(o.root);
  } catch {
  }
  const listed = await codexHooksList(bin, cwd, o.env);
  if (typeof listed === "string")
    notes.push(`Codex's own hook check did not answer (${listed}); doctor read config.toml.`);
  return listed;
}
function agentGuard(o, host) {
  const h = AGENT_HOSTS[host];
  const label = `${h.label} (${h.file})`;
  const settings = host === "opencode" ? opencodePlugin(o.root) : readJson(join3(o.root, h.file));
  const hooks = settings?.hooks ?? {};
  const missing = h.hooks.filter((x) => entryOf(hooks[x.event], x.hook) === void 0);
  if (missing.length)
    return {
      agent: host,
      label,
      status: "not loaded",
      why: `${h.file} does not run handover for ${missing.map((x) => x.event).join(", ")}`,
      fix: `handover init --agents ${host}`
    };
  const untrusted = untrustedGuard(o, { host, label, hooks });
  if (untrusted) return untrusted;
  const verified = [];
  for (const x of [h.hooks[1], h.hooks[0], ...h.hooks.slice(2)]) {
    if (o.quick && x !== h.hooks[1]) continue;
    const entry = entryOf(hooks[x.event], x.hook);
    const command = entry?.command ?? hostHookCommand(host, x.hook);
    const foreign = notInitsCommand({ host, hook: x.hook, event: x.event, command });
    if (foreign) return { agent: host, label, ...foreign };
    const probes = x === h.hooks[1] ? guardProbes(o, host) : [{ label: "", tool: "", payload: probePayload(o, host, x.hook) }];
    for (const p of probes) {
      if (p.tool && entry?.matcher !== void 0 && !matches(entry.matcher, p.tool, host))
        return {
          agent: host,
          label,
          status: "fails open",
          why: `its ${x.event} hook does not run for ${p.tool} (matcher "${entry.matcher}"), so ${p.label} goes through unchecked`,
          fix: `handover init --agents ${host}`
        };
      const problem = runProbe(o, { host, hook: x.hook, event: x.event, command, payload: p.payload, label: p.label });
      if (problem) return { agent: host, label, ...problem };
      if (p.label) verified.push(p.label);
    }
  }
  return { agent: host, label, status: "live", verified };
}
function untrustedGuard(o, x) {
  const { host, label } = x;
  const trust = trustProblem(host, o.root, o.env, { codex: o.codex, hooks: x.hooks });
  if (!trust) return null;
  const ext = host === "gemini" || host === "qwen" ? installedExtension(host, o.root, o.env) : null;
  if (ext && (host === "gemini" || host === "qwen")) return extensionGuard(o, { host, label, ext });
  return { agent: host, label, status: "not loaded", why: trust.why, fix: trust.fix };
}
function extensionGuard(o, x) {
  const { host, label, ext } = x;
  const h = AGENT_HOSTS[host];
  const { file } = folderTrust(host, o.root, o.env);
  const command = `/bin/sh ${shellQuote(join3(ext, "hooks", "run"))} ${h.hooks[1].hook}`;
  const verified = [];
  for (const p of guardProbes(o, host)) {
    const problem = runProbe(o, { host, hook: h.hooks[1].hook, event: h.hooks[1].event, command, ...p });
    if (problem)
      return { agent: host, label, ...problem, why: `${problem.why} (the handover extension installed in ${ext})` };
    verified.push(p.label);
  }
  return {
    agent: host,
    label,
    status: "live",
    why: `${h.label} loads project hooks only in a trusted folder, and ${o.root} is not trusted in ${file}; the handover extension installed in ${ext} guards a session there instead (refuses a rewrite by ${verified.join(", by ")})`,
    verified
  };
}
function matches(matcher, tool, host) {
  if (matcher === "" || matcher === "*") return true;
  try {
    return new RegExp(host === "gemini" ? matcher : `^(?:${matcher})$`).test(tool);
  } catch {
    return matcher === tool;
  }
}
function opencodePlugin(root) {
  let text;
  try {
    text = (0, import_node_fs3.readFileSync)(join3(root, AGENT_HOSTS.opencode.file), "utf8");
  } catch {
    return null;
  }
  if (!text.startsWith(OPENCODE_PLUGIN_MARK)) return null;
  const hooks = {};
  for (const x of AGENT_HOSTS.opencode.hooks)
    if (text.includes(`'${x.hook}'`)) hooks[x.event] = [{ bash: hostHookCommand("opencode", x.hook) }];
  return { hooks };
}
function entryOf(groups, hook) {
  if (!Array.isArray(groups)) return void 0;
  const runs = (c) => {
    const o = c ?? {};
    const command = typeof o.command === "string" ? o.command : o.bash;
    return typeof command === "string" && command.includes(hook) ? command : void 0;
  };
  for (const [g, group] of groups.entries()) {
    const list = group?.hooks;
    const m = group?.matcher;
    const matcher = typeof m === "string" ? m : void 0;
    if (!Array.isArray(list)) {
      const command = runs(group);
      if (command) return { command, at: [g, 0] };
      continue;
    }
    for (const [i, c] of list.entries()) {
      const command = runs(c);
      if (command) return { command, matcher, at: [g, i] };
    }
  }
  return void 0;
}
function trustProblem(host, root, env, seen = {}) {
  const home = env.HOME || homedir();
  if (host === "gemini" || host === "qwen") return folderTrustProblem(host, root, { env, home });
  if (host === "codex")
    return codexTrustProblem(root, { env, home, listed: seen.codex ?? null, hooks: seen.hooks ?? {} });
  if (host === "copilot") return copilotTrustProblem(root, { env, home });
  return null;
}
function copilotTrustProblem(root, o) {
  const path = join3(o.env.COPILOT_HOME || join3(o.home, ".copilot"), "config.json");
  const folders = readJson(path, { comments: true })?.trustedFolders;
  if (Array.isArray(folders) && folders.some((f) => typeof f === "string" && isWithin(f, root))) return null;
  return {
    why: `Copilot CLI loads .github/hooks only in a trusted folder, and ${root} is not in trustedFolders in ${path}: a session there (unless started with --trust-folder or COPILOT_ALLOW_ALL=true) runs without the guard`,
    fix: `copilot in ${root}, then trust the folder (or add "${root}" to "trustedFolders" in ${path})`
  };
}
function folderTrustProblem(host, root, o) {
  const { trusted, file } = folderTrust(host, root, { ...o.env, HOME: o.home });
  if (trusted) return null;
  const name = host === "gemini" ? "Gemini CLI" : "Qwen Code";
  const session = host === "gemini" ? "a session there (or one started with --skip-trust)" : "a session there (it asks before each edit, or edits with the tools the user allowed)";
  const trust = host === "gemini" ? 'choose "Trust folder"' : "run /trust";
  return {
    why: `${name} loads project hooks only in a trusted folder, and ${root} is not trusted in ${file}: ${session} runs without the guard, says nothing, and would let edits through`,
    fix: `${host} in ${root}, then ${trust} (or add "${root}": "TRUST_FOLDER" to ${file})`
  };
}
var CODEX_EVENTS = {
  PreToolUse: { listed: "preToolUse", key: "pre_tool_use" }
};
function codexTrustProblem(root, o) {
  const path = join3(o.env.CODEX_HOME || join3(o.home, ".codex"), "config.toml");
  const text = (0, import_node_fs3.existsSync)(path) ? (0, import_node_fs3.readFileSync)(path, "utf8") : "";
  if (!tomlProjects(text).some((p) => p.trusted && isWithin(p.path, root)))
    return {
      why: `Codex loads .codex/hooks.json only in a trusted project, and ${root} is not trusted in ${path}, so it would let edits through`,
      fix: `codex in ${root}, trust the folder, then review and trust handover's hooks at /hooks`
    };
  const fix = `codex in ${root}, then open /hooks and trust handover's hooks (automation: codex exec --dangerously-bypass-hook-trust)`;
  const hook = AGENT_HOSTS.codex.hooks[1];
  if (Array.isArray(o.listed)) {
    const mine = o.listed.find((h) => h.eventName === CODEX_EVENTS[hook.event].listed && h.command.includes(hook.hook));
    if (!mine)
      return { why: `Codex's own hook list (hooks/list) has no ${hook.event} hook of handover's for ${root}`, fix };
    if (mine.trustStatus === "trusted" || mine.trustStatus === "managed") return null;
    const state = mine.trustStatus === "modified" ? "was trusted, but its trusted hash no longer matches .codex/hooks.json (it changed since)" : `is ${mine.trustStatus}`;
    return {
      why: `Codex's own check (hooks/list) says handover's ${hook.event} hook ${state}: codex skips it silently and would let edits through`,
      fix
    };
  }
  const at = entryOf(o.hooks[hook.event], hook.hook)?.at ?? [0, 0];
  const file = join3(root, ".codex", "hooks.json");
  let real = file;
  try {
    real = (0, import_node_fs3.realpathSync)(file);
  } catch {
  }
  const keys = [file, real].map((f) => `${f}:${CODEX_EVENTS[hook.event].key}:${at[0]}:${at[1]}`);
  if (!trustedKeys(text).some((k) => keys.includes(k)))
    return {
      why: `Codex runs a project hook only after you trust it, and ${path} has no trusted hash for handover's ${hook.event} hook (${keys[0]}): codex exec skips it silently and would let edits through`,
      fix
    };
  return null;
}
function tomlProjects(text) {
  const out = [];
  let current = null;
  for (const line of text.split("\n")) {
    const table = /^\s*\[(.+)\]\s*$/.exec(line);
    if (table) {
      const m = /^projects\.(?:"((?:[^"\\]|\\.)*)"|'([^']*)')$/.exec(table[1].trim());
      current = m ? { path: m[1] !== void 0 ? JSON.parse(`"${m[1]}"`) : m[2], trusted: false } : null;
      if (current) out.push(current);
      continue;
    }
    if (current && /^\s*trust_level\s*=\s*["']trusted["']/.test(line)) current.trusted = true;
  }
  return out;
}
function trustedKeys(text) {
  const out = [];
  let key = null;
  for (const line of text.split("\n")) {
    const table = /^\s*\[(.+)\]\s*$/.exec(line);
    if (table) {
      const m = /^hooks\.state\.(?:"((?:[^"\\]|\\.)*)"|'([^']*)')$/.exec(table[1].trim());
      key = m ? m[1] !== void 0 ? JSON.parse(`"${m[1]}"`) : m[2] : null;
      continue;
    }
    if (key !== null && /^\s*trusted_hash\s*=/.test(line)) out.push(key);
  }
  return out;
}
function probedLog(config) {
  const { files, ignore } = config;
  return ignore.includes(files.handover) && !files.sync.endsWith("/") && !ignore.includes(files.sync) ? files.sync : files.handover;
}
function probeWrite(o) {
  const rel = probedLog(o.config);
  const text = rel === o.config.files.handover ? `# Handover: ${PROBE_WRITER}

## 1 \xB7 2026-01-01T00:00:00Z

Probe.
` : `# Sync

## ${PROBE_WRITER}

- **Current focus:** Probe.
- **Blocked on:** \u2014
- **Next action:** \u2014
`;
  return { rel, text };
}
function probePayload(o, host, hook) {
  const { rel, text } = probeWrite(o);
  const log = join3(o.root, rel);
  const base = { cwd: o.root, hook_event_name: "probe" };
  if (hook.endsWith("-session-start")) return { ...base, source: "resume" };
  if (hook.endsWith("-stop") || hook.endsWith("-after-agent")) return { ...base, stop_hook_active: true };
  const post = hook.endsWith("-post-tool-use") || hook.endsWith("-after-tool");
  if (host === "opencode")
    return post ? { ...base, tool_name: "bash", tool_input: { command: "true" } } : { ...base, tool_name: "write", tool_input: { filePath: log, content: text } };
  if (host === "copilot")
    return post ? { cwd: o.root, toolName: "bash", toolArgs: { command: "true" } } : { cwd: o.root, toolName: "create", toolArgs: { path: log, file_text: text } };
  if (post) {
    const tool = host === "claude" || host === "codex" ? "Bash" : "run_shell_command";
    return { ...base, tool_name: tool, tool_input: { command: "true" } };
  }
  if (host === "codex")
    return {
      ...base,
      tool_name: "apply_patch",
      tool_input: {
        command: `*** Begin Patch
*** Add File: ${rel}
${text.replace(/^/gm, "+").replace(/\+$/, "")}*** End Patch
`
      }
    };
  return {
    ...base,
    tool_name: host === "claude" ? "Write" : "write_file",
    tool_input: { file_path: log, content: text }
  };
}
function notInitsCommand(x) {
  if (x.command === hostHookCommand(x.host, x.hook)) return null;
  const file = AGENT_HOSTS[x.host].file;
  if (isOurs(x.command, x.hook))
    return {
      status: "not loaded",
      why: `its ${x.event} hook in ${file} was written by an older handover init; doctor runs only the current one`,
      fix: `handover init --agents ${x.host}`
    };
  const shown = x.command.length > 80 ? `${x.command.slice(0, 80)}\u2026` : x.command;
  return {
    status: "not loaded",
    why: `its ${x.event} hook in ${file} runs a command handover init did not write (${oneLine(shown)}); doctor does not run it, and cannot say whether it guards`,
    fix: `remove that entry from ${file}, then handover init --agents ${x.host}`
  };
}
function guardProbes(o, host) {
  const hook = AGENT_HOSTS[host].hooks[1].hook;
  const first = probePayload(o, host, hook);
  const { rel, text } = probeWrite(o);
  const patch = `*** Begin Patch
*** Add File: ${rel}
${text.replace(/^/gm, "+").replace(/\+$/, "")}*** End Patch
`;
  const base = { cwd: o.root, hook_event_name: "probe" };
  const mcp = (label, tool2, event) => ({
    label,
    tool: tool2,
    payload: {
      ...base,
      hook_event_name: event,
      tool_name: tool2,
      tool_input: { path: join3(o.root, rel), content: text }
    }
  });
  if (host === "codex")
    return [
      { label: "apply_patch", tool: "apply_patch", payload: first },
      {
        label: "apply_patch run through its shell tool",
        tool: "Bash",
        payload: { ...base, tool_name: "Bash", tool_input: { command: `apply_patch <<'EOF'
${patch}EOF
` } }
      },
      mcp("an MCP tool (deferred behind tool_search)", "mcp__fs__write_file", "PreToolUse")
    ];
  if (host === "gemini")
    return [
      { label: String(first.tool_name), tool: String(first.tool_name), payload: first },
      // (a name without write_file in it: Gemini CLI searches the name with the matcher, and the one init wrote
      // before MCP tools were guarded, `replace|write_file`, runs for `mcp_fs_write_file` by chance)
      mcp("an MCP tool (mcp_<server>_<tool>)", "mcp_fs_edit_file", "BeforeTool")
    ];
  if (host === "copilot")
    return [
      { label: "edit/create", tool: "create", payload: first },
      {
        label: "apply_patch (GPT-5 class models)",
        tool: "apply_patch",
        payload: { cwd: o.root, toolName: "apply_patch", toolArgs: patch }
      }
    ];
  if (host === "opencode")
    return [
      { label: "edit/write", tool: "write", payload: first },
      {
        label: "apply_patch (gpt-5 and the other GPT models but gpt-4)",
        tool: "apply_patch",
        payload: { ...base, tool_name: "apply_patch", tool_input: { patchText: patch } }
      }
    ];
  const tool = String(first.tool_name);
  const deferred = { claude: "ToolSearch", qwen: "tool_search, run by tool_call" }[host];
  if (deferred)
    return [
      { label: tool, tool, payload: first },
      mcp(`an MCP tool (deferred behind ${deferred})`, "mcp__fs__write_file", "PreToolUse")
    ];
  return [{ label: tool, tool, payload: first }];
}
function runProbe(o, x) {
  const v = AGENT_HOSTS[x.host].projectVar;
  const env = {
    PATH: o.env.PATH ?? "/usr/bin:/bin",
    HOME: o.env.HOME ?? homedir(),
    ...v ? { [v]: o.root } : {}
  };
  const r = spawnSync("/bin/sh", ["-c", x.command], {
    cwd: o.root,
    input: JSON.stringify(x.payload),
    encoding: "utf8",
    timeout: 6e4,
    env
  });
  const said = sentenceOf(r.stderr, r.stdout) || r.error?.message || "";
  const fix = "handover init";
  if (r.status !== 0 && r.status !== 2)
    return {
      status: "fails open",
      why: `its ${x.event} hook exits ${r.status ?? r.signal} (${said || "no message"}), which ${AGENT_HOSTS[x.host].label} does not treat as a block`,
      fix
    };
  const guard = x.hook.endsWith("-pre-tool-use") || x.hook.endsWith("-before-tool");
  if (guard) {
    const denied = r.status === 2 || /"permissionDecision":"deny"/.test(r.stdout);
    if (!denied)
      return {
        status: "fails open",
        why: `its ${x.event} hook let a rewrite of ${probedLog(o.config)} by another writer through` + (x.label ? ` (by ${x.label})` : ""),
        fix
      };
    if (/breaks the protocol|is refused: handover (cannot tell|does not know what the)/.test(r.stderr + r.stdout))
      return null;
    const unreadable = unreadableLog(o);
    if (unreadable) return { status: "not loaded", ...unreadable };
    return { status: "not loaded", why: `its ${x.event} hook cannot run handover: ${said || "no message"}`, fix };
  }
  if (/cannot run here|stopped \(exit|is not running: |not set up in this clone|cannot check this/.test(said))
    return { status: "not loaded", why: `its ${x.event} hook cannot run handover: ${said}`, fix };
  return null;
}
function unreadableLog(o) {
  const file = o.config.files.handover;
  const path = join3(o.root, file);
  try {
    if ((0, import_node_fs3.statSync)(path).isDirectory())
      return {
        why: `${file} is a directory, not a file, so the hook refuses every edit of it`,
        fix: `move the directory ${file} out of the way, then run handover init to write the log`
      };
    (0, import_node_fs3.accessSync)(path, import_node_fs3.constants.R_OK);
    return null;
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT") return null;
    return {
      why: `${file} cannot be read (${code ?? error.message}), so the hook refuses every edit of it`,
      fix: `make ${file} readable again: chmod 644 ${file}`
    };
  }
}
function systemMessage(stdout) {
  try {
    const v = JSON.parse(stdout.trim().split("\n").at(-1) ?? "");
    const said = [
      v.systemMessage,
      v.permissionDecisionReason,
      v.hookSpecificOutput?.permissionDecisionReason,
      v.additionalContext,
      v.hookSpecificOutput?.additionalContext,
      v.hookSpecificOutput?.permissionDecisionReason
    ];
    return said.find((x) => typeof x === "string") ?? "";
  } catch {
    return "";
  }
}
function sentenceOf(stderr, stdout) {
  const lines = stderr.split("\n").map((l) => l.trim()).filter(Boolean);
  const own = lines.filter((l) => /^handover\b/.test(l)).at(-1);
  if (own) return own;
  const json = systemMessage(stdout).trim().split("\n")[0];
  if (json) return json;
  const error = lines.find((l) => /^[A-Za-z]*?(?:Error|Exception)\b[^:]*:/.test(l));
  if (error) return error;
  if (lines.length && !/^(node:|at\s|\^|throw\b)|^\S+:\d+$/.test(lines[0])) return lines[0];
  return lines.length ? "it printed no sentence of handover's" : "";
}
function formatDoctor(r) {
  const shown = {
    live: "live",
    "not loaded": "not loaded",
    "fails open": "would let edits through",
    "refuses all": "refuses every commit"
  };
  const width = Math.max(...r.guards.map((g) => shown[g.status].length));
  const lines = [`handover doctor: ${r.root}`];
  for (const g of r.guards) {
    const checked = (g.verified?.length ?? 0) > 1 ? `: refuses a rewrite by ${g.verified?.join(", by ")}` : "";
    lines.push(`  ${shown[g.status].padEnd(width)}  ${g.label}${g.why ? `: ${g.why}` : checked}`);
    if (g.fix) lines.push(`  ${" ".repeat(width)}  fix: ${g.fix}`);
  }
  for (const n of r.notes) lines.push(`note: ${n}`);
  return `${lines.join("\n")}
`;
}

export {
  doctor,
  trustProblem,
  formatDoctor
};
