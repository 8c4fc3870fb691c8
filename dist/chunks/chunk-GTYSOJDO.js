import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  gitPath
} from "./chunk-VGF64KUY.js";
import {
  readIfExists,
  writeFileAtomic
} from "./chunk-RWIQJ7M5.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-SOISCQTY.js";

// fs-by-require:src/hooks/session.ts
var require_session = __commonJS({
  "fs-by-require:src/hooks/session.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// src/hooks/session.ts
var import_node_fs = __toESM(require_session(), 1);
import { join, dirname } from "node:path";
var SAFE_ID = /^[A-Za-z0-9_-]{1,128}$/;
async function recordPath(root, sessionId) {
  if (!sessionId || !SAFE_ID.test(sessionId)) return null;
  try {
    return join(await gitPath(root, "handover"), "sessions", `${sessionId}.json`);
  } catch {
    return null;
  }
}
async function readSession(root, sessionId) {
  const p = await recordPath(root, sessionId);
  if (!p || !(0, import_node_fs.existsSync)(p)) return {};
  try {
    return JSON.parse(readIfExists(p, p)?.toString("utf8") ?? "{}");
  } catch {
    return {};
  }
}
async function writeSession(root, sessionId, update) {
  const p = await recordPath(root, sessionId);
  if (!p) return;
  try {
    const old = await readSession(root, sessionId);
    (0, import_node_fs.mkdirSync)(dirname(p), { recursive: true });
    writeFileAtomic(p, `${JSON.stringify({ ...old, ...update })}
`);
  } catch {
  }
}

export {
  readSession,
  writeSession
};
