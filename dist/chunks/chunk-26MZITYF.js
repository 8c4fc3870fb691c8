import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  upstreamFilesAt
} from "./chunk-TFD4VZJ6.js";
import {
  CODE_PLACES,
  DATA_PLACES,
  parseConfigText
} from "./chunk-LCY7OKIW.js";
import {
  RULE_IDS,
  RULE_OPTIONS
} from "./chunk-FISEVLQW.js";
import {
  validateConfig
} from "./chunk-KWRSWJOR.js";
import {
  CliError
} from "./chunk-GTPCD622.js";
import {
  CANONICAL,
  makeDialect
} from "./chunk-OZWJXZ6M.js";

// src/consume/dialect.ts
var UPSTREAM_CONFIG_MAX_BYTES = 256 * 1024;
function declaredDialect(up) {
  if (!up.dialect && !up.log) return null;
  const d = makeDialect({ dialect: up.dialect ?? "handover", log: up.log });
  return { name: d.name, log: d.log, from: "config" };
}
async function upstreamDialect(name, up, blob, own = CANONICAL) {
  const declared = declaredDialect(up);
  if (declared) return declared;
  const dirs = [.../* @__PURE__ */ new Set([blob.prefix, ""])];
  const files = await upstreamFilesAt(
    blob,
    dirs.flatMap((d) => [...DATA_PLACES, ...CODE_PLACES].map((p) => d + p)),
    UPSTREAM_CONFIG_MAX_BYTES
  );
  for (const dir of dirs) {
    for (const place of DATA_PLACES) {
      const path = dir + place;
      const f = files.get(path);
      if (!f || !("bytes" in f)) continue;
      const text = f.bytes.toString("utf8");
      if (place !== "package.json" && text.trim() === "") continue;
      const raw = rawConfig(name, path, text, blob);
      if (raw === void 0) continue;
      return fromUpstream(name, path, raw, blob);
    }
    if (CODE_PLACES.some((p) => files.has(dir + p))) break;
  }
  return { name: own.name, log: own.log, from: "consumer" };
}
var fix = (name) => `ask the upstream's writer to fix it, or declare upstreams.${name}.dialect (handover or cmap) in this repo's config to read its log without it`;
function rawConfig(name, path, text, blob) {
  if (path.endsWith("package.json")) {
    try {
      const pkg = JSON.parse(text);
      if (typeof pkg !== "object" || pkg === null || !Object.hasOwn(pkg, "handover")) return void 0;
    } catch {
      return void 0;
    }
  }
  try {
    return parseConfigText(path, text);
  } catch (error) {
    throw new CliError(
      `Upstream ${name}: its config ${path} (commit ${blob.commit.slice(0, 12)}): ${reason(error, path)}; ${fix(name)}.`,
      2
    );
  }
}
function fromUpstream(name, path, raw, blob) {
  const r = typeof raw === "object" && raw !== null && !Array.isArray(raw) ? raw : null;
  if (raw !== null && !r)
    throw new CliError(
      `Upstream ${name}: its config ${path} (commit ${blob.commit.slice(0, 12)}) is not a mapping of keys to values; ${fix(name)}.`,
      2
    );
  const picked = {};
  for (const k of ["dialect", "log"]) if (r && Object.hasOwn(r, k)) picked[k] = r[k];
  let cfg;
  try {
    cfg = validateConfig(picked, path, RULE_IDS, RULE_OPTIONS);
  } catch (error) {
    throw new CliError(
      `Upstream ${name}: its config ${path} (commit ${blob.commit.slice(0, 12)}): ${reason(error, path)}; ${fix(name)}.`,
      2
    );
  }
  const d = makeDialect({ dialect: cfg.dialect, log: cfg.log });
  return { name: d.name, log: d.log, from: "upstream", file: path };
}
function reason(error, path) {
  const m = error.message;
  const own = m.startsWith(path) && m.includes(": ") ? m.slice(m.indexOf(": ") + 2) : m;
  return own.replace(/(?:\.|;) ?[Ff]ix (?:it|the file) and run again\.$/, "");
}

export {
  declaredDialect,
  upstreamDialect
};
