import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  redactUrl
} from "./chunk-UPXTJPQD.js";
import {
  DEFAULT_FILES,
  DIALECTS,
  LOG_HEADINGS,
  makeDialect
} from "./chunk-EL3CTBVU.js";
import {
  CliError
} from "./chunk-GTPCD622.js";

// src/config/schema.ts
import { isAbsolute, normalize } from "node:path";
var SEVERITIES = ["off", "warn", "error"];
var SHARED_MODES = ["append-only", "owner-only"];
var STOP_MODES = ["block", "remind", "off"];
function upstreamSourceProblem(source) {
  if (source.startsWith("-")) return "which git would read as an option";
  if (/^[A-Za-z][A-Za-z0-9+.-]*::/.test(source))
    return "a git remote-helper address; use a path or a file://, ssh or https URL";
  if (/[\0\r\n]/.test(source)) return "which holds control characters; use a path or a git URL";
  return null;
}
function signingKeyKind(key) {
  const k = key.trim();
  if (/^(?:ssh-ed25519|ssh-rsa|ecdsa-sha2-nistp(?:256|384|521)|sk-ssh-ed25519@openssh\.com|sk-ecdsa-sha2-nistp256@openssh\.com) [A-Za-z0-9+/]+={0,3}(?: [^\0\r\n]*)?$/.test(
    k
  ))
    return "ssh";
  if (/^(?:[0-9A-Fa-f]{16}|[0-9A-Fa-f]{40})$/.test(k)) return "gpg";
  return null;
}
function defaultConfig() {
  return {
    agent: null,
    owner: null,
    dispatchers: [],
    files: { ...DEFAULT_FILES },
    // No prototype on the maps keyed by names from the config or the command line: `config.upstreams.constructor`
    // or `"toString" in config.sync.shared` must not find Object.prototype's members.
    agents: /* @__PURE__ */ Object.create(null),
    upstreams: /* @__PURE__ */ Object.create(null),
    appendOnly: [],
    // no prototype: `heading in config.sync.shared` must not be true for "constructor" or "toString"
    sync: { shared: /* @__PURE__ */ Object.create(null), staleDays: 7, fields: {}, level: 2 },
    dialect: "handover",
    log: { heading: "seq", level: 2, order: "oldest-first" },
    hooks: { stop: "block" },
    requests: { maxDepth: 2, staleDays: 3 },
    registry: null,
    rules: /* @__PURE__ */ Object.create(null),
    identity: { signatures: "off" },
    server: { protect: null },
    mcp: { write: true },
    filepath: null
  };
}
var isObj = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var PUSHER = /^[A-Za-z0-9][A-Za-z0-9._@+-]{0,99}$/;
var GITHUB_OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\/[A-Za-z0-9](?:[A-Za-z0-9._-]{0,99}))?$/;
var NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
function validateConfig(raw, filepath, knownRules, ruleOptions) {
  const where = filepath ?? "the configuration";
  const fail = (key, what) => {
    throw new CliError(`${where}: "${key}" ${what}. Fix it and run again.`, 2);
  };
  const cfg = defaultConfig();
  cfg.filepath = filepath;
  if (raw === null || raw === void 0) return cfg;
  if (!isObj(raw)) fail("(top level)", "must be a mapping of keys to values");
  const r = raw;
  const str = (key, v) => typeof v === "string" && v.trim() ? v.trim() : fail(key, "must be a non-empty string");
  const name = (key, v) => {
    const s = str(key, v);
    return NAME.test(s) ? s : fail(key, `is "${s}": use letters, digits, ".", "_" or "-", starting with a letter or digit`);
  };
  const strList = (key, v) => Array.isArray(v) ? v.map((x, i) => str(`${key}[${i}]`, x)) : fail(key, "must be a list of strings");
  const fieldLabel = (key, v) => {
    const l = str(key, v);
    return /^[A-Za-z][A-Za-z0-9 _-]{0,40}$/.test(l) ? l : fail(key, `is "${l}": a label is letters, digits, spaces, "-" or "_"`);
  };
  const relPath = (key, v) => {
    const s = str(key, v);
    const n = normalize(s);
    if (isAbsolute(s) || n === ".." || n.startsWith("../") || n.startsWith("..\\") || s.includes("\0"))
      fail(key, `is "${s}": a path inside the repository is required`);
    return n;
  };
  const dialectName = (key, v) => DIALECTS.includes(v) ? v : fail(key, `must be one of ${DIALECTS.join(", ")}`);
  const logKnobs = (key, v) => {
    if (!isObj(v)) fail(key, "must be a mapping (heading, level, order, writer)");
    const out = {};
    for (const [k, x] of Object.entries(v)) {
      if (k === "heading")
        out.heading = LOG_HEADINGS.includes(x) ? x : fail(`${key}.heading`, `must be one of ${LOG_HEADINGS.join(", ")}`);
      else if (k === "writer") out.writer = name(`${key}.writer`, x);
      else if (k === "level") out.level = x === 2 || x === 3 ? x : fail(`${key}.level`, "must be 2 or 3");
      else if (k === "order")
        out.order = ["oldest-first", "newest-first"].includes(x) ? x : fail(`${key}.order`, "must be oldest-first or newest-first");
      else fail(`${key}.${k}`, "is not a known key (heading, level, order, writer)");
    }
    return out;
  };
  for (const [key, v] of Object.entries(r)) {
    switch (key) {
      case "agent":
        cfg.agent = name(key, v);
        break;
      case "owner":
        cfg.owner = name(key, v);
        break;
      case "dispatchers":
        cfg.dispatchers = strList(key, v).map((s, i) => name(`dispatchers[${i}]`, s));
        break;
      case "files": {
        if (!isObj(v)) fail(key, "must be a mapping with handover, sync, registry and marker");
        for (const [k, p] of Object.entries(v)) {
          if (!Object.hasOwn(DEFAULT_FILES, k))
            fail(`files.${k}`, "is not a known key (handover, sync, registry, marker, requests)");
          cfg.files[k] = relPath(`files.${k}`, p);
        }
        break;
      }
      case "agents": {
        if (!isObj(v)) fail(key, "must be a mapping of agent ids");
        for (const [id, a] of Object.entries(v)) {
          name(`agents.${id}`, id);
          const emails = [];
          const signingKeys = [];
          const github = [];
          const pushers = [];
          if (a !== null && a !== void 0) {
            if (!isObj(a)) fail(`agents.${id}`, "must be a mapping (emails, signingKeys, github, pushers)");
            for (const [k, e] of Object.entries(a)) {
              if (k === "emails") for (const x of strList(`agents.${id}.emails`, e)) emails.push(x.toLowerCase());
              else if (k === "signingKeys") {
                strList(`agents.${id}.signingKeys`, e).forEach((key2, i) => {
                  if (!signingKeyKind(key2))
                    fail(
                      `agents.${id}.signingKeys[${i}]`,
                      'must be an ssh public key ("ssh-ed25519 AAAA\u2026", one line) or a gpg key fingerprint (16 or 40 hex digits)'
                    );
                  signingKeys.push(key2.trim());
                });
              } else if (k === "github") {
                for (const x of typeof e === "string" ? [e] : strList(`agents.${id}.github`, e)) {
                  const g = x.replace(/^@/, "");
                  if (!GITHUB_OWNER.test(g))
                    fail(`agents.${id}.github`, `is "${g}": give GitHub user names (alice) or teams (org/team)`);
                  github.push(g);
                }
              } else if (k === "pushers") {
                for (const x of strList(`agents.${id}.pushers`, e)) {
                  if (!PUSHER.test(x))
                    fail(
                      `agents.${id}.pushers`,
                      `is "${x}": give the user names the git server reports for pushes (letters, digits, ".", "_", "@", "-")`
                    );
                  pushers.push(x);
                }
              } else fail(`agents.${id}.${k}`, "is not a known key (emails, signingKeys, github, pushers)");
            }
          }
          cfg.agents[id] = { emails, signingKeys, github, pushers };
        }
        break;
      }
      case "upstreams": {
        if (!isObj(v)) fail(key, "must be a mapping of upstream names");
        for (const [id, u] of Object.entries(v)) {
          name(`upstreams.${id}`, id);
          if (!isObj(u))
            fail(`upstreams.${id}`, "must be a mapping with source (and optionally ref, file, dialect, log)");
          const up = { source: "", ref: "main", file: "HANDOVER.md" };
          for (const [k, x] of Object.entries(u)) {
            const kk = `upstreams.${id}.${k}`;
            if (k === "source") up.source = str(kk, x);
            else if (k === "ref") up.ref = str(kk, x);
            else if (k === "file") up.file = relPath(kk, x);
            else if (k === "dialect") up.dialect = dialectName(kk, x);
            else if (k === "log") up.log = logKnobs(kk, x);
            else fail(kk, "is not a known key (source, ref, file, dialect, log)");
          }
          if (up.log && up.dialect && up.dialect !== "handover")
            fail(
              `upstreams.${id}.log`,
              `applies to the handover dialect only, and upstreams.${id}.dialect is ${up.dialect}; remove one of them`
            );
          if (!up.source) fail(`upstreams.${id}.source`, "is required");
          const sourceProblem = upstreamSourceProblem(up.source);
          if (sourceProblem) fail(`upstreams.${id}.source`, `is "${redactUrl(up.source)}", ${sourceProblem}`);
          if (up.ref.startsWith("-") || !/^[A-Za-z0-9._/-]+$/.test(up.ref) || up.ref.includes(".."))
            fail(`upstreams.${id}.ref`, `is "${up.ref}", which is not a plain branch, tag or commit name`);
          cfg.upstreams[id] = up;
        }
        break;
      }
      case "appendOnly":
        cfg.appendOnly = strList(key, v).map((p, i) => relPath(`appendOnly[${i}]`, p));
        break;
      case "sync": {
        if (!isObj(v)) fail(key, "must be a mapping (shared, staleDays)");
        for (const [k, x] of Object.entries(v)) {
          if (k === "shared") {
            if (!isObj(x)) fail("sync.shared", "must map section headings to append-only or owner-only");
            for (const [h, m] of Object.entries(x)) {
              if (!SHARED_MODES.includes(m))
                fail(`sync.shared.${h}`, `must be one of ${SHARED_MODES.join(", ")}`);
              cfg.sync.shared[h] = m;
            }
          } else if (k === "staleDays") {
            if (typeof x !== "number" || !(x > 0)) fail("sync.staleDays", "must be a positive number of days");
            cfg.sync.staleDays = x;
          } else if (k === "fields") {
            if (!isObj(x)) fail("sync.fields", "must map focus, blocked and next to { label, aliases }");
            for (const [f, spec] of Object.entries(x)) {
              if (!["focus", "blocked", "next"].includes(f))
                fail(`sync.fields.${f}`, "is not a known field (focus, blocked, next)");
              if (!isObj(spec)) fail(`sync.fields.${f}`, "must be a mapping (label, aliases)");
              const out = {};
              for (const [sk, sv] of Object.entries(spec)) {
                if (sk === "label") out.label = fieldLabel(`sync.fields.${f}.label`, sv);
                else if (sk === "aliases")
                  out.aliases = strList(`sync.fields.${f}.aliases`, sv).map(
                    (a, i) => fieldLabel(`sync.fields.${f}.aliases[${i}]`, a)
                  );
                else fail(`sync.fields.${f}.${sk}`, "is not a known key (label, aliases)");
              }
              cfg.sync.fields[f] = out;
            }
          } else if (k === "level") {
            cfg.sync.level = x === 2 || x === 3 ? x : fail("sync.level", "must be 2 or 3");
          } else fail(`sync.${k}`, "is not a known key (shared, staleDays, fields, level)");
        }
        break;
      }
      case "dialect":
        cfg.dialect = dialectName(key, v);
        break;
      case "log":
        cfg.log = { ...cfg.log, ...logKnobs(key, v) };
        break;
      case "hooks": {
        if (!isObj(v)) fail(key, "must be a mapping (stop)");
        for (const [k, x] of Object.entries(v)) {
          if (k !== "stop") fail(`hooks.${k}`, "is not a known key (stop)");
          if (!STOP_MODES.includes(x)) fail("hooks.stop", `must be one of ${STOP_MODES.join(", ")}`);
          cfg.hooks.stop = x;
        }
        break;
      }
      case "requests": {
        if (!isObj(v)) fail(key, "must be a mapping (maxDepth, staleDays)");
        for (const [k, x] of Object.entries(v)) {
          if (k === "maxDepth") {
            if (!Number.isInteger(x) || x < 1)
              fail("requests.maxDepth", "must be a whole number of hops, 1 or more");
            cfg.requests.maxDepth = x;
          } else if (k === "staleDays") {
            if (typeof x !== "number" || !(x > 0)) fail("requests.staleDays", "must be a positive number of days");
            cfg.requests.staleDays = x;
          } else fail(`requests.${k}`, "is not a known key (maxDepth, staleDays)");
        }
        break;
      }
      case "registry": {
        if (!isObj(v)) fail(key, "must be a mapping with source (and optionally ref, file)");
        const reg = { source: "", ref: "main", file: DEFAULT_FILES.registry };
        for (const [k, x] of Object.entries(v)) {
          if (k === "source") reg.source = str("registry.source", x);
          else if (k === "ref") reg.ref = str("registry.ref", x);
          else if (k === "file") reg.file = relPath("registry.file", x);
          else fail(`registry.${k}`, "is not a known key (source, ref, file)");
        }
        if (!reg.source) fail("registry.source", "is required");
        const problem = upstreamSourceProblem(reg.source);
        if (problem) fail("registry.source", `is "${reg.source}", ${problem}`);
        if (reg.ref.startsWith("-") || !/^[A-Za-z0-9._/-]+$/.test(reg.ref) || reg.ref.includes(".."))
          fail("registry.ref", `is "${reg.ref}", which is not a plain branch, tag or commit name`);
        cfg.registry = reg;
        break;
      }
      case "rules": {
        if (!isObj(v)) fail(key, "must map rule ids to off, warn or error");
        for (const [id, s] of Object.entries(v)) {
          if (!knownRules.has(id))
            fail(
              `rules.${id}`,
              `is not a known rule id (${ruleHint(id, knownRules)}; each has a page under rules/ in the package)`
            );
          const sev = Array.isArray(s) ? s[0] : s;
          if (!SEVERITIES.includes(sev))
            fail(`rules.${id}`, "must be off, warn or error (or [severity, options])");
          if (Array.isArray(s) && s.length > 1 && !isObj(s[1])) fail(`rules.${id}[1]`, "must be a mapping of options");
          if (Array.isArray(s) && isObj(s[1]) && ruleOptions)
            checkRuleOptions(id, s[1], ruleOptions.get(id) ?? {}, fail);
          cfg.rules[id] = s;
        }
        break;
      }
      case "identity": {
        if (!isObj(v)) fail(key, "must be a mapping (signatures)");
        for (const [k, x] of Object.entries(v)) {
          if (k !== "signatures") fail(`identity.${k}`, "is not a known key (signatures)");
          if (x !== "off" && x !== "required") fail("identity.signatures", "must be off or required");
          cfg.identity.signatures = x;
        }
        break;
      }
      case "server": {
        if (!isObj(v)) fail(key, "must be a mapping (protect)");
        for (const [k, x] of Object.entries(v)) {
          if (k !== "protect") fail(`server.${k}`, "is not a known key (protect)");
          cfg.server.protect = strList("server.protect", x).map(
            (b, i) => /^[A-Za-z0-9._/*-]+$/.test(b) && !b.startsWith("-") ? b : fail(
              `server.protect[${i}]`,
              `is "${b}": give a branch name such as main, or a pattern such as release/*`
            )
          );
        }
        break;
      }
      case "mcp": {
        if (!isObj(v)) fail(key, "must be a mapping (write)");
        for (const [k, x] of Object.entries(v)) {
          if (k !== "write") fail(`mcp.${k}`, "is not a known key (write)");
          if (typeof x !== "boolean") fail("mcp.write", "must be true or false");
          cfg.mcp.write = x;
        }
        break;
      }
      default:
        fail(
          key,
          "is not a known configuration key (agent, owner, dispatchers, files, agents, upstreams, appendOnly, sync, dialect, log, hooks, requests, registry, rules, identity, server, mcp)"
        );
    }
  }
  return cfg;
}
function ruleHint(id, known) {
  const group = id.split("/")[0];
  const same = [...known].filter((r) => r.startsWith(`${group}/`));
  if (same.length) return `the ${group} rules are ${same.join(", ")}`;
  return `rule ids start with ${[...new Set([...known].map((r) => `${r.split("/")[0]}/`))].join(", ")}`;
}
function checkRuleOptions(id, given, known, fail) {
  const names = Object.keys(known);
  for (const [k, v] of Object.entries(given)) {
    const key = `rules.${id}[1].${k}`;
    if (!Object.hasOwn(known, k))
      fail(
        key,
        names.length ? `is not an option of ${id} (${names.join(", ")})` : `is given, but ${id} has no options`
      );
    const d = known[k].default;
    if (typeof d === "number" && Number.isInteger(d) && !(Number.isInteger(v) && v >= 0))
      fail(key, "must be a whole number of 0 or more");
    if (d !== null && d !== void 0 && typeof v !== typeof d) fail(key, `must be a ${typeof d}`);
  }
}
var dialects = /* @__PURE__ */ new WeakMap();
function dialectOf(config) {
  let d = dialects.get(config);
  if (!d) {
    d = makeDialect({
      dialect: config.dialect ?? "handover",
      log: config.log,
      syncFields: config.sync.fields,
      syncLevel: config.sync.level,
      shared: config.sync.shared
    });
    dialects.set(config, d);
  }
  return d;
}
function unlistedAgentWarning(config, agent) {
  const listed = Object.keys(config.agents);
  if (listed.length === 0 || listed.includes(agent)) return null;
  const file = config.filepath ? config.filepath.split(/[\\/]/).pop() : "the handover config";
  return `${file} lists the agents ${listed.join(", ")} and not ${agent}, so a commit of ${agent}'s section will be refused (sync/known-agents); ${config.owner ?? "the owner of this repository"} must add "${agent}: {}" (with ${agent}'s emails) under agents in ${file}.`;
}

export {
  upstreamSourceProblem,
  signingKeyKind,
  defaultConfig,
  PUSHER,
  NAME,
  validateConfig,
  dialectOf,
  unlistedAgentWarning
};
