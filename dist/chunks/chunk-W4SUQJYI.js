import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  AGENT_HOSTS,
  AGENT_NAMES,
  OPENCODE_PLUGIN_MARK,
  agentInUse,
  hostHookCommand
} from "./chunk-ZNBI3P3I.js";
import {
  gitPath
} from "./chunk-P5TBDYHN.js";
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

// src/doctor/index.ts
var import_node_fs = __toESM(require_doctor(), 1);
import { spawnSync } from "node:child_process";
import { homedir } from "node:os";
import { dirname, join, relative, resolve, sep, isAbsolute } from "node:path";
var PROBE_WRITER = "handover-doctor-probe";
async function doctor(o) {
  const guards = [await gitGuard(o)];
  for (const host of AGENT_NAMES) {
    const file = join(o.root, AGENT_HOSTS[host].file);
    if (!(0, import_node_fs.existsSync)(file) && !agentInUse(o.root, host)) continue;
    guards.push(agentGuard(o, host));
  }
  const notes = [];
  if (guards.some((g) => g.agent === "claude"))
    notes.push(
      `Claude Code reads ${AGENT_HOSTS.claude.file} only in the folder a session starts in: a session started in a subfolder of ${o.root} is not guarded by these project hooks. Install the handover plugin, which guards every session wherever it starts: claude plugin marketplace add handover-dev/handover && claude plugin install handover@handover`
    );
  return { root: o.root, guards, notes };
}
async function gitGuard(o) {
  const label = "git pre-commit hook";
  const hooksDir = await gitPath(o.root, "hooks").catch(() => null);
  const hook = hooksDir ? join(hooksDir, "pre-commit") : null;
  if (!hook || !(0, import_node_fs.existsSync)(hook))
    return { agent: "git", label, status: "not loaded", why: "no pre-commit hook in this clone", fix: "handover init" };
  const text = (0, import_node_fs.readFileSync)(hook, "utf8");
  if (!text.includes("handover"))
    return {
      agent: "git",
      label,
      status: "not loaded",
      why: `${hook} does not run handover (a hook manager's hook?)`,
      fix: "handover init"
    };
  return { agent: "git", label, status: "live" };
}
function agentGuard(o, host) {
  const h = AGENT_HOSTS[host];
  const label = `${h.label} (${h.file})`;
  const settings = host === "opencode" ? opencodePlugin(o.root) : readJson(join(o.root, h.file));
  const hooks = settings?.hooks ?? {};
  const missing = h.hooks.filter((x) => commandOf(hooks[x.event], x.hook) === void 0);
  if (missing.length)
    return {
      agent: host,
      label,
      status: "not loaded",
      why: `${h.file} does not run handover for ${missing.map((x) => x.event).join(", ")}`,
      fix: `handover init --agents ${host}`
    };
  const trust = trustProblem(host, o.root, o.env);
  if (trust) return { agent: host, label, status: "not loaded", why: trust.why, fix: trust.fix };
  for (const x of [h.hooks[1], h.hooks[0], ...h.hooks.slice(2)]) {
    if (o.quick && x !== h.hooks[1]) continue;
    const command = commandOf(hooks[x.event], x.hook) ?? hostHookCommand(host, x.hook);
    const problem = runProbe(o, { host, hook: x.hook, event: x.event, command });
    if (problem) return { agent: host, label, ...problem };
  }
  return { agent: host, label, status: "live" };
}
function opencodePlugin(root) {
  let text;
  try {
    text = (0, import_node_fs.readFileSync)(join(root, AGENT_HOSTS.opencode.file), "utf8");
  } catch {
    return null;
  }
  if (!text.startsWith(OPENCODE_PLUGIN_MARK)) return null;
  const hooks = {};
  for (const x of AGENT_HOSTS.opencode.hooks)
    if (text.includes(`'${x.hook}'`)) hooks[x.event] = [{ bash: hostHookCommand("opencode", x.hook) }];
  return { hooks };
}
function commandOf(groups, hook) {
  if (!Array.isArray(groups)) return void 0;
  const runs = (c) => {
    const o = c ?? {};
    const command = typeof o.command === "string" ? o.command : o.bash;
    return typeof command === "string" && command.includes(hook) ? command : void 0;
  };
  for (const g of groups) {
    const list = g?.hooks;
    const found = Array.isArray(list) ? list.map(runs).find(Boolean) : runs(g);
    if (found) return found;
  }
  return void 0;
}
function trustProblem(host, root, env) {
  const home = env.HOME || homedir();
  if (host === "gemini" || host === "qwen") return folderTrustProblem(host, root, { env, home });
  if (host === "codex") return codexTrustProblem(root, { env, home });
  if (host === "copilot") return copilotTrustProblem(root, { env, home });
  return null;
}
function copilotTrustProblem(root, o) {
  const path = join(o.env.COPILOT_HOME || join(o.home, ".copilot"), "config.json");
  const folders = readJson(path, { comments: true })?.trustedFolders;
  if (Array.isArray(folders) && folders.some((f) => typeof f === "string" && isWithin(f, root))) return null;
  return {
    why: `Copilot CLI loads .github/hooks only in a trusted folder, and ${root} is not in trustedFolders in ${path}: a session there (unless started with --trust-folder or COPILOT_ALLOW_ALL=true) runs without the guard`,
    fix: `copilot in ${root}, then trust the folder (or add "${root}" to "trustedFolders" in ${path})`
  };
}
function folderTrustProblem(host, root, o) {
  const dir = join(o.home, host === "gemini" ? ".gemini" : ".qwen");
  const security = readJson(join(dir, "settings.json"))?.security ?? {};
  const enabled = host === "gemini" ? security.folderTrust?.enabled !== false : security.folderTrust?.enabled === true;
  if (!enabled) return null;
  const path = (host === "gemini" ? o.env.GEMINI_CLI_TRUSTED_FOLDERS_PATH : o.env.QWEN_CODE_TRUSTED_FOLDERS_PATH) || join(dir, "trustedFolders.json");
  if (folderTrusted(readJson(path) ?? {}, root)) return null;
  const name = host === "gemini" ? "Gemini CLI" : "Qwen Code";
  return {
    why: `${name} loads project hooks only in a trusted folder, and ${root} is not trusted in ${path}: a session there (or one started with --skip-trust) runs without the guard, says nothing, and would let edits through`,
    fix: `${host} in ${root}, then choose "Trust folder" (or add "${root}": "TRUST_FOLDER" to ${path})`
  };
}
function codexTrustProblem(root, o) {
  const path = join(o.env.CODEX_HOME || join(o.home, ".codex"), "config.toml");
  const text = (0, import_node_fs.existsSync)(path) ? (0, import_node_fs.readFileSync)(path, "utf8") : "";
  if (!tomlProjects(text).some((p) => p.trusted && isWithin(p.path, root)))
    return {
      why: `Codex loads .codex/hooks.json only in a trusted project, and ${root} is not trusted in ${path}, so it would let edits through`,
      fix: `codex in ${root}, trust the folder, then review and trust handover's hooks at /hooks`
    };
  if (!hookSetTrusted(text, root))
    return {
      why: `Codex runs project hooks only after you trust them, and ${path} has no trusted hook from ${join(root, ".codex", "hooks.json")}: codex exec skips them silently and would let edits through`,
      fix: `codex in ${root}, then open /hooks and trust handover's hooks (automation: codex exec --dangerously-bypass-hook-trust)`
    };
  return null;
}
function folderTrusted(rules, root) {
  let verdict = null;
  let best = -1;
  for (const [path, rule] of Object.entries(rules)) {
    const folder = rule === "TRUST_PARENT" ? dirname(path) : path;
    if (!isWithin(folder, root) || folder.length < best) continue;
    best = folder.length;
    verdict = rule === "TRUST_FOLDER" || rule === "TRUST_PARENT";
  }
  return verdict === true;
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
function hookSetTrusted(text, root) {
  const file = join(root, ".codex", "hooks.json");
  let inHook = false;
  for (const line of text.split("\n")) {
    const table = /^\s*\[(.+)\]\s*$/.exec(line);
    if (table) {
      inHook = table[1].startsWith("hooks.state.") && (table[1].includes(file) || table[1].includes(root));
      continue;
    }
    if (inHook && /^\s*trusted_hash\s*=/.test(line)) return true;
  }
  return false;
}
var isWithin = (folder, path) => {
  const r = relative(resolve(folder), resolve(path));
  return r === "" || !r.startsWith(`..${sep}`) && r !== ".." && !isAbsolute(r);
};
function readJson(path, o = {}) {
  try {
    let text = (0, import_node_fs.readFileSync)(path, "utf8").replace(/^\uFEFF/, "");
    if (o.comments) text = text.replace(/^\s*\/\/.*$/gm, "");
    const v = JSON.parse(text);
    return typeof v === "object" && v !== null && !Array.isArray(v) ? v : null;
  } catch {
    return null;
  }
}
function probePayload(o, host, hook) {
  const log = join(o.root, o.config.files.handover);
  const text = `# Handover: ${PROBE_WRITER}

## 1 \xB7 2026-01-01T00:00:00Z

Probe.
`;
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
*** Add File: ${o.config.files.handover}
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
function runProbe(o, x) {
  const v = AGENT_HOSTS[x.host].projectVar;
  const env = {
    PATH: o.env.PATH ?? "/usr/bin:/bin",
    HOME: o.env.HOME ?? homedir(),
    ...v ? { [v]: o.root } : {}
  };
  const r = spawnSync("/bin/sh", ["-c", x.command], {
    cwd: o.root,
    input: JSON.stringify(probePayload(o, x.host, x.hook)),
    encoding: "utf8",
    timeout: 6e4,
    env
  });
  const said = firstLine(r.stderr) || firstLine(systemMessage(r.stdout)) || r.error?.message || "";
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
        why: `its ${x.event} hook let a rewrite of ${o.config.files.handover} by another writer through`,
        fix
      };
    if (/breaks the protocol|is refused: handover cannot tell/.test(r.stderr + r.stdout)) return null;
    return { status: "not loaded", why: `its ${x.event} hook cannot run handover: ${said}`, fix };
  }
  if (/cannot run here|stopped \(exit|not set up in this clone|cannot check this/.test(said))
    return { status: "not loaded", why: `its ${x.event} hook cannot run handover: ${said}`, fix };
  return null;
}
function systemMessage(stdout) {
  try {
    const v = JSON.parse(stdout.trim().split("\n").at(-1) ?? "");
    const said = [
      v.systemMessage,
      v.permissionDecisionReason,
      v.additionalContext,
      v.hookSpecificOutput?.additionalContext
    ];
    return said.find((x) => typeof x === "string") ?? "";
  } catch {
    return "";
  }
}
var firstLine = (s) => s.trim().split("\n")[0] ?? "";
function formatDoctor(r) {
  const shown = {
    live: "live",
    "not loaded": "not loaded",
    "fails open": "would let edits through"
  };
  const width = Math.max(...r.guards.map((g) => shown[g.status].length));
  const lines = [`handover doctor: ${r.root}`];
  for (const g of r.guards) {
    lines.push(`  ${shown[g.status].padEnd(width)}  ${g.label}${g.why ? `: ${g.why}` : ""}`);
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
