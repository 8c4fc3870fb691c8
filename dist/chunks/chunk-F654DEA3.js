import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  readIfExists,
  writeFileAtomic
} from "./chunk-RWIQJ7M5.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-SOISCQTY.js";

// fs-by-require:src/init/templates.ts
var require_templates = __commonJS({
  "fs-by-require:src/init/templates.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// fs-by-require:src/init/outcome.ts
var require_outcome = __commonJS({
  "fs-by-require:src/init/outcome.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// src/init/templates.ts
var import_node_fs = __toESM(require_templates(), 1);
import { fileURLToPath } from "node:url";
var TEMPLATE_DIR = fileURLToPath(new URL("../../templates/", import.meta.url));
function render(text, vars) {
  return text.replace(/\{\{([a-z]+)\}\}/g, (m, k) => k in vars ? vars[k] : m);
}
function template(name, vars = {}, dialect = "handover") {
  const own = `${TEMPLATE_DIR}${dialect}/${name}`;
  return render((0, import_node_fs.readFileSync)(dialect !== "handover" && (0, import_node_fs.existsSync)(own) ? own : TEMPLATE_DIR + name, "utf8"), vars);
}
var BLOCK_BEGIN = "<!-- handover:begin";
var BLOCK_END = "<!-- handover:end -->";
function charterVars(agent, commons = false) {
  if (!commons)
    return {
      agent,
      charterof: `this repo's agent, \`${agent}\``,
      whois: `This repo's agent is \`${agent}\`.`,
      self: agent
    };
  return {
    agent,
    charterof: `the commons \`${agent}\` and of every agent working in a clone of it`,
    whois: `This repo is a commons owned by \`${agent}\`; each agent works in its own clone and acts as the agent
\`handover init --agent NAME\` set there (session start names it).`,
    self: "<your agent>"
  };
}
function charterBlock(o) {
  const text = template("CLAUDE.md", charterVars(o.agent, o.commons), o.dialect);
  return text.slice(text.indexOf(BLOCK_BEGIN), text.indexOf(BLOCK_END) + BLOCK_END.length);
}
function shellQuote(s) {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

// src/init/outcome.ts
var import_node_fs2 = __toESM(require_outcome(), 1);
import { dirname, join, relative, isAbsolute, sep } from "node:path";
function rel(root, abs) {
  const r = relative(root, abs);
  return r.startsWith("..") || isAbsolute(r) ? abs : r.split(sep).join("/");
}
function writeTarget(root, abs) {
  if (!(0, import_node_fs2.existsSync)(abs) || !(0, import_node_fs2.lstatSync)(abs).isSymbolicLink()) return abs;
  const real = (0, import_node_fs2.realpathSync)(abs);
  const r = relative((0, import_node_fs2.realpathSync)(root), real);
  return r.startsWith("..") || isAbsolute(r) ? null : real;
}
function readText(abs) {
  return readIfExists(abs, abs)?.toString("utf8") ?? null;
}
function writeText(abs, text) {
  (0, import_node_fs2.mkdirSync)(dirname(abs), { recursive: true });
  writeFileAtomic(abs, text);
}
function ensureOwnedFile(root, relPath, text, opts) {
  const abs = join(root, relPath);
  const old = readText(abs);
  if (old === null) {
    writeText(abs, text);
    return { what: relPath, action: "created" };
  }
  if (old === text) return { what: relPath, action: "kept" };
  if (opts.ownMark !== void 0 && !old.includes(opts.ownMark))
    return { what: relPath, action: "kept", note: "not written by handover init; left as it is" };
  if (!opts.force)
    return { what: relPath, action: "kept", note: "differs from the template; handover init --force rewrites it" };
  writeText(abs, text);
  return { what: relPath, action: "updated" };
}

export {
  template,
  BLOCK_BEGIN,
  BLOCK_END,
  charterVars,
  charterBlock,
  shellQuote,
  rel,
  writeTarget,
  readText,
  writeText,
  ensureOwnedFile
};
