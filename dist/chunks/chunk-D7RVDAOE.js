import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  gitPath
} from "./chunk-3P2CESSR.js";
import {
  readIfExists,
  writeFileAtomic
} from "./chunk-Y7RBW4TX.js";

// src/hooks/session.ts
import { existsSync, mkdirSync } from "node:fs";
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
  if (!p || !existsSync(p)) return {};
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
    mkdirSync(dirname(p), { recursive: true });
    writeFileAtomic(p, `${JSON.stringify({ ...old, ...update })}
`);
  } catch {
  }
}

export {
  readSession,
  writeSession
};
