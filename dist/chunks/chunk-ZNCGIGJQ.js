import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  existsNoFollow,
  readIfExists
} from "./chunk-RWIQJ7M5.js";
import {
  RULE_IDS,
  RULE_OPTIONS
} from "./chunk-E5EXWXCP.js";
import {
  validateConfig
} from "./chunk-RHE6JALN.js";
import {
  CliError
} from "./chunk-GTPCD622.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-SOISCQTY.js";

// fs-by-require:src/config/load.ts
var require_load = __commonJS({
  "fs-by-require:src/config/load.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// src/config/load.ts
var import_node_fs = __toESM(require_load(), 1);
import { pathToFileURL } from "node:url";
import { dirname, join, resolve } from "node:path";
import { createRequire } from "node:module";

// src/config/plain-yaml.ts
var WORD = /^[A-Za-z][A-Za-z0-9_./@-]*$/;
var NOT_STRING = /* @__PURE__ */ new Set(["True", "TRUE", "False", "FALSE", "null", "Null", "NULL"]);
var LINE = /^( *)([A-Za-z][A-Za-z0-9_./@-]*):(?: +([^ ]+))? *$/;
function plainYaml(text) {
  const root = {};
  const stack = [{ indent: 0, map: root }];
  let pending = null;
  let keys = 0;
  for (const line of text.split("\n")) {
    if (line === "" || /^ +$/.test(line) || line.startsWith("#")) continue;
    const m = LINE.exec(line);
    if (!m) return void 0;
    const indent = m[1].length;
    const [, , key, raw] = m;
    if (NOT_STRING.has(key) || key === "true" || key === "false") return void 0;
    if (pending) {
      if (indent > pending.indent) {
        const map = {};
        pending.map[pending.key] = map;
        stack.push({ indent, map });
      } else pending.map[pending.key] = null;
      pending = null;
    }
    while (stack.length > 1 && indent < stack[stack.length - 1].indent) stack.pop();
    const top = stack[stack.length - 1];
    if (indent !== top.indent || Object.hasOwn(top.map, key)) return void 0;
    keys++;
    if (raw === void 0) {
      pending = { indent, map: top.map, key };
      top.map[key] = null;
      continue;
    }
    const value = scalar(raw);
    if (value === void 0) return void 0;
    top.map[key] = value;
  }
  return keys === 0 ? void 0 : root;
}
function scalar(raw) {
  if (raw === "true") return true;
  if (raw === "false") return false;
  if (/^(?:0|[1-9][0-9]{0,14})$/.test(raw)) return Number(raw);
  return WORD.test(raw) && !NOT_STRING.has(raw) ? raw : void 0;
}

// src/config/load.ts
var DATA_PLACES = ["package.json", ".handoverrc", ".handoverrc.json", ".handoverrc.yaml", ".handoverrc.yml"];
var CODE_PLACES = ["handover.config.js", "handover.config.mjs", "handover.config.cjs"];
var UNREAD_CODE_PLACES = [".handoverrc.js", ".handoverrc.cjs", ".handoverrc.mjs"];
var ConfigError = class extends CliError {
  constructor(message, file, at = null) {
    super(message, 2);
    this.file = file;
    this.at = at;
  }
  file;
  at;
};
var processReader = null;
function refuseCodeConfig(reader) {
  processReader = reader;
}
function findRoot(cwd) {
  let dir = resolve(cwd);
  for (; ; ) {
    if ((0, import_node_fs.existsSync)(join(dir, ".git"))) return dir;
    const up = dirname(dir);
    if (up === dir) return resolve(cwd);
    dir = up;
  }
}
async function loadConfig(root, asked = { trusted: true }) {
  const options = processReader ? { trusted: false, reader: processReader } : asked;
  if (!(0, import_node_fs.existsSync)(root) || !(0, import_node_fs.statSync)(root).isDirectory())
    throw new CliError(`${root} is not a directory; pass an existing folder to --cwd.`, 2);
  const data = dataConfig(root);
  if (data) return data;
  const trusted = options.trusted;
  const code = CODE_PLACES.find((p) => existsNoFollow(join(root, p)));
  const unread = options.reader ? UNREAD_CODE_PLACES.find((p) => existsNoFollow(join(root, p))) : void 0;
  if (!code && !unread) return validateConfig(null, null, RULE_IDS, RULE_OPTIONS);
  if (!trusted || !code) {
    const file = code ?? unread;
    const reader = options.reader ? `${options.reader} reads only JSON or YAML config` : "the agent hooks and the merge driver read only JSON or YAML config";
    throw new ConfigError(
      `${file} is a JavaScript config, and handover does not run a repository's code here (${reader}); write it as .handoverrc.yaml or .handoverrc.json.`,
      join(root, file)
    );
  }
  const abs = join(root, code);
  readIfExists(abs, code);
  let loaded;
  try {
    loaded = await import(`${pathToFileURL(abs).href}?load=${Date.now()}`);
  } catch (error) {
    const why = String(error.message ?? error).split("\n")[0].replace(/[.:]$/, "");
    throw new CliError(`${code}: could not be loaded (${why}); fix the file and run again.`, 2);
  }
  return validateConfig(loaded.default ?? null, abs, RULE_IDS, RULE_OPTIONS);
}
function dataConfig(root) {
  for (const place of DATA_PLACES) {
    const bytes = readIfExists(join(root, place), place);
    if (bytes === null) continue;
    const text = bytes.toString("utf8");
    if (place === "package.json") {
      let pkg;
      try {
        pkg = JSON.parse(text);
      } catch (error) {
        throw new ConfigError(
          `package.json: not valid JSON (${jsonReason(error, text)}); fix the file and run again.`,
          join(root, place),
          positionIn(text, error)
        );
      }
      if (!isObject(pkg) || !Object.hasOwn(pkg, "handover")) continue;
    } else if (text.trim() === "") continue;
    return configAt(join(root, place), text);
  }
  return null;
}
function configAt(file, text) {
  try {
    return configFromText(file, text);
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    throw new ConfigError(error.message, file, placeOf(error.message, file, text));
  }
}
function placeOf(message, file, text) {
  const rest = message.startsWith(file) ? message.slice(file.length) : "";
  const m = /^:(\d+):(\d+):/.exec(rest);
  if (m) return { line: Number(m[1]), column: Number(m[2]) };
  const at = /at line (\d+), column (\d+)/.exec(message);
  if (at) return { line: Number(at[1]), column: Number(at[2]) };
  const key = /^[^"]*"([^"]+)"/.exec(message.slice(file.length))?.[1]?.split(".").pop();
  if (!key) return null;
  const lines = text.split("\n");
  const i = lines.findIndex((l) => l.includes(key));
  return i === -1 ? null : { line: i + 1, column: lines[i].indexOf(key) + 1 };
}
function positionIn(text, error) {
  const m = /at line (\d+), column (\d+)/.exec(jsonReason(error, text));
  return m ? { line: Number(m[1]), column: Number(m[2]) } : null;
}
function configFromText(name, text) {
  return validateConfig(parseConfigText(name, text), name, RULE_IDS, RULE_OPTIONS);
}
function parseConfigText(name, text) {
  const json = name.endsWith(".json");
  try {
    if (name.endsWith("package.json")) return JSON.parse(text).handover ?? null;
    if (json) return JSON.parse(text);
    return plainYaml(text) ?? createRequire(import.meta.url)("../vendor/yaml.cjs").parse(text);
  } catch (error) {
    if (json)
      throw new CliError(
        `${name}: not valid JSON (${jsonReason(error, text)}); fix the file and run again.`,
        2
      );
    const e = error;
    const reason = e.message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "");
    const at = e.linePos?.[0];
    const where = at ? `:${at.line}:${at.col}` : "";
    const position = at ? `, at line ${at.line}, column ${at.col}` : "";
    throw new CliError(`${name}${where}: not valid YAML (${reason}${position}); fix the file and run again.`, 2);
  }
}
function jsonReason(error, text) {
  const m = /at position (\d+)/.exec(error.message);
  const reason = error.message.replace(/ in JSON at position \d+.*$/, "").replace(/ at position \d+.*$/, "");
  if (!m) return reason;
  const before = text.slice(0, Number(m[1]));
  const line = before.split("\n").length;
  return `${reason}, at line ${line}, column ${before.length - before.lastIndexOf("\n")}`;
}
function isObject(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

export {
  DATA_PLACES,
  CODE_PLACES,
  UNREAD_CODE_PLACES,
  ConfigError,
  refuseCodeConfig,
  findRoot,
  loadConfig,
  configFromText,
  parseConfigText
};
