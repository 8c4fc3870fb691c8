import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  readIfExists
} from "./chunk-RWIQJ7M5.js";
import {
  checkChange,
  lintSource,
  ruleSetting,
  sortMessages
} from "./chunk-U75CFEDE.js";
import {
  HISTORICAL_RULES,
  STATIC_RULES,
  ruleUrl
} from "./chunk-E5EXWXCP.js";
import {
  parseDoc
} from "./chunk-H2I6UNX5.js";
import {
  assembleSync,
  isSyncDirFile
} from "./chunk-O445MX7U.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-SOISCQTY.js";

// fs-by-require:src/engine/sync-dir.ts
var require_sync_dir = __commonJS({
  "fs-by-require:src/engine/sync-dir.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// src/engine/sync-dir.ts
var import_node_fs = __toESM(require_sync_dir(), 1);
import { join } from "node:path";
var LAYOUT_RULE = {
  sections: "sync/unique-sections",
  owner: "sync/section-owner",
  preamble: "sync/section-owner",
  name: "sync/section-owner"
};
function push(out, path, m) {
  out.set(path, [...out.get(path) ?? [], m]);
}
function place(view, dir, messages, out) {
  for (const m of messages) {
    const at = view.locate(m.line);
    if (!at) {
      push(out, dir, { ...m, line: 1, column: 1, endLine: void 0, endColumn: void 0 });
      continue;
    }
    const end = m.endLine !== void 0 ? view.locate(m.endLine) : null;
    const moved = { ...m, line: at.line };
    if (end && end.path === at.path) moved.endLine = end.line;
    else {
      delete moved.endLine;
      delete moved.endColumn;
    }
    push(out, at.path, moved);
  }
}
function layoutMessages(view, config, out) {
  for (const p of view.layout) {
    const id = LAYOUT_RULE[p.kind];
    const rule = [...STATIC_RULES, ...HISTORICAL_RULES].find((r) => r.id === id);
    const { severity } = ruleSetting(rule, config);
    if (severity === "off") continue;
    push(out, p.path, {
      ruleId: id,
      severity: severity === "warn" ? "warning" : "error",
      message: p.message,
      line: p.line,
      column: 1,
      docs: ruleUrl(id)
    });
  }
  for (const bad of view.unreadable)
    for (const m of lintSource(bad, "sync", config).messages)
      if (m.ruleId === "protocol/encoding") push(out, bad.path, m);
}
function lintSyncDir(dir, parts, config) {
  const out = /* @__PURE__ */ new Map();
  const view = assembleSync(dir, parts);
  layoutMessages(view, config, out);
  place(view, dir, lintSource(view.source, "sync", config).messages, out);
  for (const [k, v] of out) out.set(k, sortMessages(v));
  return out;
}
function checkSyncDir(change) {
  const { dir, base, head, actor, config } = change;
  const out = lintSyncDir(dir, head, config);
  if (actor === null) return out;
  const headView = assembleSync(dir, head);
  const baseView = base ? assembleSync(dir, base) : null;
  const headDoc = parseDoc("sync", headView.source);
  const baseDoc = baseView ? parseDoc("sync", baseView.source) : null;
  const historical = /* @__PURE__ */ new Map();
  place(headView, dir, checkChange("sync", baseDoc, headDoc, actor, config), historical);
  for (const [k, v] of historical) out.set(k, sortMessages([...out.get(k) ?? [], ...v]));
  return out;
}
function syncDirOnDisk(root, dir) {
  let names;
  try {
    names = (0, import_node_fs.readdirSync)(join(root, dir));
  } catch {
    return [];
  }
  const out = [];
  for (const name of names.sort()) {
    const path = `${dir}${name}`;
    if (!isSyncDirFile(dir, path)) continue;
    const abs = join(root, path);
    const st = (0, import_node_fs.lstatSync)(abs);
    if (st.isSymbolicLink()) {
      out.push({ path, bytes: "", notAFile: "a symbolic link" });
      continue;
    }
    if (!st.isFile()) continue;
    const bytes = readIfExists(abs, path);
    if (bytes) out.push({ path, bytes });
  }
  return out;
}
function sameParts(a, b) {
  if (a.length !== b.length) return false;
  const m = new Map(a.map((p) => [p.path, p]));
  return b.every((p) => {
    const q = m.get(p.path);
    return q !== void 0 && q.notAFile === p.notAFile && Buffer.from(q.bytes).equals(Buffer.from(p.bytes));
  });
}

export {
  lintSyncDir,
  checkSyncDir,
  syncDirOnDisk,
  sameParts
};
