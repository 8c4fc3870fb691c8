import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-SOISCQTY.js";

// fs-by-require:src/hooks/folder-trust.ts
var require_folder_trust = __commonJS({
  "fs-by-require:src/hooks/folder-trust.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// src/hooks/folder-trust.ts
var import_node_fs = __toESM(require_folder_trust(), 1);
import { homedir, platform } from "node:os";
import { dirname, isAbsolute, join, normalize, parse, relative, resolve, sep } from "node:path";
var HOST = {
  gemini: {
    dir: ".gemini",
    system: "GEMINI_CLI_SYSTEM_SETTINGS_PATH",
    defaults: "GEMINI_CLI_SYSTEM_DEFAULTS_PATH",
    trusted: "GEMINI_CLI_TRUSTED_FOLDERS_PATH",
    systemDir: { darwin: "/Library/Application Support/GeminiCli", other: "/etc/gemini-cli" },
    /** Folder trust is checked unless turned off. */
    enabledByDefault: true
  },
  qwen: {
    dir: ".qwen",
    system: "QWEN_CODE_SYSTEM_SETTINGS_PATH",
    defaults: "QWEN_CODE_SYSTEM_DEFAULTS_PATH",
    trusted: "QWEN_CODE_TRUSTED_FOLDERS_PATH",
    systemDir: { darwin: "/Library/Application Support/QwenCode", other: "/etc/qwen-code" },
    /** Folder trust is checked only when turned on. */
    enabledByDefault: false
  }
};
function hostUserDir(host, env) {
  if (host === "gemini") return join(env.GEMINI_CLI_HOME || env.HOME || homedir(), ".gemini");
  return qwenDir(qwenEnv(env));
}
function qwenDir(env) {
  const home = env.HOME || homedir();
  const own = env.QWEN_HOME;
  if (!own) return join(home, ".qwen");
  if (own === "~" || own.startsWith("~/")) return join(home, own.slice(2));
  return resolve(own);
}
var QWEN_BOOTSTRAP = ["QWEN_HOME", "QWEN_CODE_TRUSTED_FOLDERS_PATH"];
function qwenEnv(env) {
  if (QWEN_BOOTSTRAP.every((k) => env[k])) return env;
  const out = { ...env };
  const first = qwenDir(env);
  for (const file of [join(first, ".env"), ...env.QWEN_HOME ? [] : [join(dirname(first), ".env")]])
    readEnvInto(file, out);
  if (out.QWEN_HOME && out.QWEN_HOME !== env.QWEN_HOME && qwenDir(out) !== first)
    readEnvInto(join(qwenDir(out), ".env"), out);
  return out;
}
function readEnvInto(file, env) {
  let text;
  try {
    text = (0, import_node_fs.readFileSync)(file, "utf8");
  } catch {
    return;
  }
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*(?:export\s+)?([\w.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^#]*))/.exec(line);
    if (!m || !QWEN_BOOTSTRAP.includes(m[1]) || env[m[1]] !== void 0) continue;
    const value = (m[2] ?? m[3] ?? m[4] ?? "").trim();
    if (value) env[m[1]] = value;
  }
}
function folderTrust(host, root, env) {
  const h = HOST[host];
  if (host === "qwen") env = qwenEnv(env);
  const dir = hostUserDir(host, env);
  const file = env[h.trusted] || join(dir, "trustedFolders.json");
  if (host === "gemini") {
    if (env.GEMINI_RESTRICTED_MODE === "true" || env.GEMINI_CLI_TRUST_WORKSPACE === "false")
      return { trusted: false, file };
    if (env.GEMINI_CLI_TRUST_WORKSPACE === "true") return { trusted: true, file };
  }
  const system = env[h.system] || join(platform() === "darwin" ? h.systemDir.darwin : h.systemDir.other, "settings.json");
  const defaults = env[h.defaults] || join(dirname(system), "system-defaults.json");
  const enabled = [system, join(dir, "settings.json"), defaults].map(
    (path) => (readJson(path, { comments: true })?.security ?? {}).folderTrust?.enabled
  ).find((v) => v !== void 0);
  if (!(enabled ?? h.enabledByDefault)) return { trusted: true, file };
  const rules = Object.entries(readJson(file, { comments: true }) ?? {});
  return { trusted: (host === "gemini" ? geminiTrusted : qwenTrusted)(rules, root) === true, file };
}
function projectHooksRun(host, root, env) {
  const own = host === "gemini" && env.GEMINI_CLI_TRUST_WORKSPACE === "true";
  return folderTrust(host, root, own ? { ...env, GEMINI_CLI_TRUST_WORKSPACE: void 0 } : env).trusted;
}
var ruleFolder = (path, rule) => rule === "TRUST_PARENT" ? dirname(path) : path;
function geminiTrusted(rules, root) {
  const location = real(root);
  let verdict;
  let longest = -1;
  for (const [key, rule] of rules) {
    if (rule !== "TRUST_FOLDER" && rule !== "TRUST_PARENT" && rule !== "DO_NOT_TRUST") continue;
    const path = resolve(key);
    if (!isWithin(real(ruleFolder(path, rule)), location) || path.length <= longest) continue;
    longest = path.length;
    verdict = rule !== "DO_NOT_TRUST";
  }
  return verdict;
}
function qwenTrusted(rules, root) {
  const locations = variants(root);
  let verdict;
  let deepest = -1;
  for (const [path, rule] of rules) {
    if (rule !== "TRUST_FOLDER" && rule !== "TRUST_PARENT" && rule !== "DO_NOT_TRUST") continue;
    let depth = -1;
    for (const folder of variants(ruleFolder(path, rule)))
      if (locations.some((l) => isWithin(folder, l))) depth = Math.max(depth, depthOf(folder));
    if (depth < 0) continue;
    const trusts = rule !== "DO_NOT_TRUST";
    if (depth > deepest || depth === deepest && !trusts && verdict !== false) {
      deepest = depth;
      verdict = trusts;
    }
  }
  return verdict;
}
var depthOf = (folder) => relative(parse(folder).root, folder).split(sep).filter(Boolean).length;
function variants(path) {
  const out = [normalize(resolve(path))];
  try {
    out.push(normalize((0, import_node_fs.realpathSync)(path)));
  } catch {
  }
  return out;
}
function real(path) {
  try {
    return (0, import_node_fs.existsSync)(path) ? (0, import_node_fs.realpathSync)(path) : path;
  } catch {
    return path;
  }
}
var isWithin = (folder, path) => {
  const r = relative(resolve(folder), resolve(path));
  return r === "" || !r.startsWith(`..${sep}`) && r !== ".." && !isAbsolute(r);
};
function readJson(path, o = {}) {
  try {
    const text = (0, import_node_fs.readFileSync)(path, "utf8").replace(/^\uFEFF/, "");
    const v = JSON.parse(o.comments ? stripComments(text) : text);
    return typeof v === "object" && v !== null && !Array.isArray(v) ? v : null;
  } catch {
    return null;
  }
}
function stripComments(text) {
  let out = "";
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '"') {
      const start = i;
      i++;
      while (i < text.length && text[i] !== '"') i += text[i] === "\\" ? 2 : 1;
      i++;
      out += text.slice(start, i);
    } else if (c === "/" && text[i + 1] === "/") {
      while (i < text.length && text[i] !== "\n") i++;
    } else if (c === "/" && text[i + 1] === "*") {
      const end = text.indexOf("*/", i + 2);
      i = end < 0 ? text.length : end + 2;
      out += " ";
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

export {
  hostUserDir,
  qwenEnv,
  folderTrust,
  projectHooksRun,
  isWithin,
  readJson
};
