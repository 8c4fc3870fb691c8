import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  DEFAULT_FILES,
  DIALECTS,
  LOG_HEADINGS,
  REGISTRY_LAYOUTS,
  SYNC_LAYOUTS,
  makeDialect
} from "./chunk-H2I6UNX5.js";
import {
  archivePatterns,
  isArchivePath
} from "./chunk-357LZD3P.js";
import {
  CliError
} from "./chunk-GTPCD622.js";
import {
  redactUrl
} from "./chunk-UPXTJPQD.js";

// src/config/schema.ts
import { isAbsolute, normalize } from "node:path";
var SHAPE_KNOBS = ["heading", "level", "order", "section", "reference", "trailer"];
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
var SSH_PUBLIC_KEY = new RegExp(
  "^(?:ssh-ed25519|ssh-rsa|ecdsa-sha2-nistp(?:256|384|521)|sk-ssh-ed25519@openssh\\.com|sk-ecdsa-sha2-nistp256@openssh\\.com) [A-Za-z0-9+/]+={0,3}(?: [^\\0\\r\\n]*)?$"
);
function signingKeyKind(key) {
  const k = key.trim();
  if (SSH_PUBLIC_KEY.test(k)) return "ssh";
  if (/^(?:[0-9A-Fa-f]{16}|[0-9A-Fa-f]{40})$/.test(k)) return "gpg";
  return null;
}
function readFilesOf(config) {
  const left = new Set(config.ignore ?? []);
  return Object.entries(config.files).filter(([, p]) => !left.has(p.split("\\").join("/")));
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
    ignore: [],
    // no prototype: `heading in config.sync.shared` must not be true for "constructor" or "toString"
    sync: {
      shared: /* @__PURE__ */ Object.create(null),
      staleDays: 7,
      fields: {},
      level: 2,
      layout: "sections",
      ownFields: false,
      keeper: null
    },
    dialect: "handover",
    log: { heading: "seq", level: 2, order: "oldest-first" },
    hooks: { stop: "block" },
    requests: { maxDepth: 2, staleDays: 3 },
    registry: null,
    registryLayout: "tagged",
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
  const c = checksFor(filepath ?? "the configuration");
  const cfg = defaultConfig();
  cfg.filepath = filepath;
  if (raw === null || raw === void 0) return cfg;
  if (!isObj(raw)) c.fail("(top level)", "must be a mapping of keys to values");
  const known = { knownRules, ruleOptions };
  for (const [key, v] of Object.entries(raw)) {
    if (!Object.hasOwn(SECTIONS, key))
      c.fail(
        key,
        "is not a known configuration key ($schema, agent, owner, dispatchers, files, agents, upstreams, appendOnly, ignore, sync, dialect, log, hooks, requests, registry, rules, identity, server, mcp)"
      );
    SECTIONS[key](c, v, cfg, known);
  }
  const archive = cfg.log?.archive;
  const inFolder = (p) => p.endsWith("/") && archivePatterns(archive).some((a) => a.startsWith(p));
  const sameName = (p) => archivePatterns(archive).some((a) => a.toLowerCase() === p.toLowerCase());
  const protocol = Object.values(cfg.files).map((p) => p.split("\\").join("/")).find((p) => isArchivePath(archive, p) || inFolder(p) || sameName(p));
  if (protocol !== void 0)
    c.fail(
      "log.archive",
      `names ${protocol.endsWith("/") ? `files in ${protocol}, a folder of protocol files` : `${protocol}, a protocol file`}${protocol.endsWith("/") || isArchivePath(archive, protocol) ? "" : " (in another case: one file on a macOS or Windows checkout)"}: name a file of its own for the rotated entries`
    );
  return cfg;
}
var SECTIONS = {
  // the JSON Schema an editor reads (`"$schema": ".../schema/config.schema.json"`); nothing to set
  $schema: (c, v) => {
    if (typeof v !== "string") c.fail("$schema", "must be the URL or path of a JSON Schema");
  },
  agent: (c, v, cfg) => {
    cfg.agent = c.name("agent", v);
  },
  owner: (c, v, cfg) => {
    cfg.owner = c.name("owner", v);
  },
  dispatchers: (c, v, cfg) => {
    cfg.dispatchers = c.strList("dispatchers", v).map((s, i) => c.name(`dispatchers[${i}]`, s));
  },
  files: (c, v, cfg) => readFiles(c, v, cfg),
  agents: (c, v, cfg) => {
    if (!isObj(v)) c.fail("agents", "must be a mapping of agent ids");
    for (const [id, a] of Object.entries(v)) cfg.agents[id] = readAgent(c, id, a);
  },
  upstreams: (c, v, cfg) => {
    if (!isObj(v)) c.fail("upstreams", "must be a mapping of upstream names");
    for (const [id, u] of Object.entries(v)) cfg.upstreams[id] = readUpstream(c, id, u);
  },
  appendOnly: (c, v, cfg) => {
    cfg.appendOnly = c.strList("appendOnly", v).map((p, i) => c.relPath(`appendOnly[${i}]`, p));
  },
  ignore: (c, v, cfg) => {
    cfg.ignore = c.strList("ignore", v).map((p, i) => c.relPath(`ignore[${i}]`, p).split("\\").join("/"));
  },
  sync: (c, v, cfg) => readSync(c, v, cfg.sync),
  dialect: (c, v, cfg) => {
    cfg.dialect = c.dialectName("dialect", v);
  },
  log: (c, v, cfg) => {
    const knobs = c.logKnobs("log", v);
    if (knobs.section && knobs.level === 2)
      c.fail("log.level", 'is 2, but log.section reads the "###" entries under one "##" heading: drop it, or write 3');
    if (knobs.reference && (knobs.section || knobs.level === 3 || (knobs.order ?? "oldest-first") !== "oldest-first"))
      c.fail("log.reference", 'reads "##" sections between the entries of a level-2 log kept oldest first: drop it');
    cfg.log = { ...cfg.log, ...knobs };
  },
  hooks: (c, v, cfg) => {
    if (!isObj(v)) c.fail("hooks", "must be a mapping (stop)");
    for (const [k, x] of Object.entries(v)) {
      if (k !== "stop") c.fail(`hooks.${k}`, "is not a known key (stop)");
      if (!STOP_MODES.includes(x)) c.fail("hooks.stop", `must be one of ${STOP_MODES.join(", ")}`);
      cfg.hooks.stop = x;
    }
  },
  requests: (c, v, cfg) => readRequests(c, v, cfg.requests),
  registry: (c, v, cfg) => {
    if (!isObj(v)) c.fail("registry", "must be a mapping with source (and optionally ref, file) or layout");
    const { layout, ...where } = v;
    if (layout !== void 0)
      cfg.registryLayout = REGISTRY_LAYOUTS.includes(layout) ? layout : c.fail("registry.layout", `must be one of ${REGISTRY_LAYOUTS.join(", ")}`);
    if (layout === void 0 || Object.keys(where).length) cfg.registry = readRegistry(c, where);
  },
  rules: (c, v, cfg, known) => readRules(c, v, cfg.rules, known),
  identity: (c, v, cfg) => {
    if (!isObj(v)) c.fail("identity", "must be a mapping (signatures)");
    for (const [k, x] of Object.entries(v)) {
      if (k !== "signatures") c.fail(`identity.${k}`, "is not a known key (signatures)");
      if (x !== "off" && x !== "required") c.fail("identity.signatures", "must be off or required");
      cfg.identity.signatures = x;
    }
  },
  server: (c, v, cfg) => readServer(c, v, cfg.server),
  mcp: (c, v, cfg) => {
    if (!isObj(v)) c.fail("mcp", "must be a mapping (write)");
    for (const [k, x] of Object.entries(v)) {
      if (k !== "write") c.fail(`mcp.${k}`, "is not a known key (write)");
      if (typeof x !== "boolean") c.fail("mcp.write", "must be true or false");
      cfg.mcp.write = x;
    }
  }
};
function checksFor(where) {
  const fail = (key, what) => {
    throw new CliError(`${where}: "${key}" ${what}. Fix it and run again.`, 2);
  };
  const str = (key, v) => typeof v === "string" && v.trim() ? v.trim() : fail(key, "must be a non-empty string");
  const c = {
    fail,
    str,
    name: (key, v) => {
      const s = str(key, v);
      return NAME.test(s) ? s : fail(key, `is "${s}": use letters, digits, ".", "_" or "-", starting with a letter or digit`);
    },
    strList: (key, v) => Array.isArray(v) ? v.map((x, i) => str(`${key}[${i}]`, x)) : fail(key, "must be a list of strings"),
    fieldLabel: (key, v) => {
      const l = str(key, v);
      return /^[A-Za-z][A-Za-z0-9 _-]{0,40}$/.test(l) ? l : fail(key, `is "${l}": a label is letters, digits, spaces, "-" or "_"`);
    },
    relPath: (key, v) => {
      const s = str(key, v);
      const n = normalize(s);
      if (isAbsolute(s) || n === ".." || n.startsWith("../") || n.startsWith("..\\") || s.includes("\0"))
        fail(key, `is "${s}": a path inside the repository is required`);
      return n;
    },
    dialectName: (key, v) => DIALECTS.includes(v) ? v : fail(key, `must be one of ${DIALECTS.join(", ")}`),
    logKnobs: (key, v) => {
      if (!isObj(v))
        fail(
          key,
          "must be a mapping (heading, level, order, writer, amendLast, trailer, stamp, pinned, archive, section, reference)"
        );
      const out = {};
      for (const [k, x] of Object.entries(v)) Object.assign(out, logKnob(c, `${key}.${k}`, x));
      return out;
    }
  };
  return c;
}
function archiveKnob(c, key, x) {
  const one = (k, v) => {
    const p = c.relPath(k, v).split("\\").join("/");
    const stars = p.split("*").length - 1;
    if (stars > 1 || stars === 1 && p.slice(p.indexOf("*")).includes("/"))
      c.fail(k, `is "${p}": a pattern has one \`*\`, in the file name (LOG-*.md, archive/*.md)`);
    return p;
  };
  if (!Array.isArray(x)) return one(key, x);
  if (x.length === 0) c.fail(key, "must be a path, a pattern with one `*`, or a non-empty list of them");
  return x.map((v, i) => one(`${key}[${i}]`, v));
}
function logKnob(c, key, x) {
  switch (key.slice(key.lastIndexOf(".") + 1)) {
    case "heading":
      return {
        heading: LOG_HEADINGS.includes(x) ? x : c.fail(key, `must be one of ${LOG_HEADINGS.join(", ")}`)
      };
    case "writer":
      return { writer: c.name(key, x) };
    case "amendLast":
      return { amendLast: typeof x === "boolean" ? x : c.fail(key, "must be true or false") };
    case "trailer":
      return { trailer: typeof x === "boolean" ? x : c.fail(key, "must be true or false") };
    case "stamp":
      return { stamp: typeof x === "boolean" ? x : c.fail(key, "must be true or false") };
    case "pinned":
      return { pinned: typeof x === "boolean" ? x : c.fail(key, "must be true or false") };
    case "archive":
      return { archive: archiveKnob(c, key, x) };
    case "section":
      return { section: sectionKnob(c, key, x) };
    case "reference":
      return {
        reference: Array.isArray(x) && x.length > 0 ? x.map((h, i) => sectionKnob(c, `${key}[${i}]`, h)) : typeof x === "string" ? sectionKnob(c, key, x) : c.fail(key, 'must be a "##" heading, or a non-empty list of them')
      };
    case "level":
      return { level: x === 2 || x === 3 ? x : c.fail(key, "must be 2 or 3") };
    case "order":
      return {
        order: ["oldest-first", "newest-first", "any"].includes(x) ? x : c.fail(key, "must be oldest-first, newest-first or any")
      };
    default:
      return c.fail(
        key,
        "is not a known key (heading, level, order, writer, amendLast, trailer, stamp, pinned, archive, section, reference)"
      );
  }
}
function sectionKnob(c, key, x) {
  const s = c.str(key, x);
  if (/[\r\n]/.test(s) || s.length > 200) return c.fail(key, "must be one heading, on one line");
  if (s.startsWith("#")) return c.fail(key, `is "${s}": write the heading's text without its "##" marks`);
  return s;
}
function readFiles(c, v, cfg) {
  if (!isObj(v)) c.fail("files", "must be a mapping with handover, sync, registry and marker");
  for (const [k, p] of Object.entries(v)) {
    if (!Object.hasOwn(DEFAULT_FILES, k))
      c.fail(`files.${k}`, "is not a known key (handover, sync, registry, marker, requests)");
    cfg.files[k] = c.relPath(`files.${k}`, p);
  }
}
function readAgent(c, id, a) {
  c.name(`agents.${id}`, id);
  const agent = { emails: [], signingKeys: [], github: [], pushers: [] };
  if (a === null || a === void 0) return agent;
  if (!isObj(a)) c.fail(`agents.${id}`, "must be a mapping (emails, signingKeys, github, pushers)");
  for (const [k, e] of Object.entries(a)) {
    if (!Object.hasOwn(AGENT_KEYS, k))
      c.fail(`agents.${id}.${k}`, "is not a known key (emails, signingKeys, github, pushers)");
    agent[k].push(...AGENT_KEYS[k](c, `agents.${id}.${k}`, e));
  }
  return agent;
}
var AGENT_KEYS = {
  emails: (c, key, e) => c.strList(key, e).map((x) => x.toLowerCase()),
  signingKeys: (c, key, e) => c.strList(key, e).map((k, i) => {
    if (!signingKeyKind(k))
      c.fail(
        `${key}[${i}]`,
        'must be an ssh public key ("ssh-ed25519 AAAA\u2026", one line) or a gpg key fingerprint (16 or 40 hex digits)'
      );
    return k.trim();
  }),
  github: (c, key, e) => (typeof e === "string" ? [e] : c.strList(key, e)).map((x) => {
    const g = x.replace(/^@/, "");
    if (!GITHUB_OWNER.test(g)) c.fail(key, `is "${g}": give GitHub user names (alice) or teams (org/team)`);
    return g;
  }),
  pushers: (c, key, e) => c.strList(key, e).map((x) => {
    if (!PUSHER.test(x))
      c.fail(
        key,
        `is "${x}": give the user names the git server reports for pushes (letters, digits, ".", "_", "@", "-")`
      );
    return x;
  })
};
function readUpstream(c, id, u) {
  c.name(`upstreams.${id}`, id);
  if (!isObj(u)) c.fail(`upstreams.${id}`, "must be a mapping with source (and optionally ref, file, dialect, log)");
  const up = { source: "", ref: "main", file: "HANDOVER.md" };
  for (const [k, x] of Object.entries(u)) {
    const kk = `upstreams.${id}.${k}`;
    if (k === "source") up.source = c.str(kk, x);
    else if (k === "ref") up.ref = c.str(kk, x);
    else if (k === "file") up.file = c.relPath(kk, x);
    else if (k === "dialect") up.dialect = c.dialectName(kk, x);
    else if (k === "log") up.log = c.logKnobs(kk, x);
    else c.fail(kk, "is not a known key (source, ref, file, dialect, log)");
  }
  if (up.log && up.dialect && up.dialect !== "handover")
    c.fail(
      `upstreams.${id}.log`,
      `applies to the handover dialect only, and upstreams.${id}.dialect is ${up.dialect}; remove one of them`
    );
  if (!up.source) c.fail(`upstreams.${id}.source`, "is required");
  const sourceProblem = upstreamSourceProblem(up.source);
  if (sourceProblem) c.fail(`upstreams.${id}.source`, `is "${redactUrl(up.source)}", ${sourceProblem}`);
  if (up.ref.startsWith("-") || !/^[A-Za-z0-9._/-]+$/.test(up.ref) || up.ref.includes(".."))
    c.fail(`upstreams.${id}.ref`, `is "${up.ref}", which is not a plain branch, tag or commit name`);
  return up;
}
var SYNC_KEYS = {
  shared: (c, x, sync) => readShared(c, x, sync.shared),
  staleDays: (c, x, sync) => {
    if (typeof x !== "number" || !(x > 0)) c.fail("sync.staleDays", "must be a positive number of days");
    sync.staleDays = x;
  },
  fields: (c, x, sync) => {
    if (!isObj(x)) c.fail("sync.fields", "must map focus, blocked and next to { label, aliases, optional }");
    for (const [f, spec] of Object.entries(x)) sync.fields[f] = readSyncField(c, f, spec);
  },
  level: (c, x, sync) => {
    sync.level = x === 2 || x === 3 ? x : c.fail("sync.level", "must be 2 or 3");
  },
  layout: (c, x, sync) => {
    sync.layout = SYNC_LAYOUTS.includes(x) ? x : c.fail("sync.layout", `must be one of ${SYNC_LAYOUTS.join(", ")}`);
  },
  keeper: (c, x, sync) => {
    sync.keeper = c.name("sync.keeper", x);
  },
  ownFields: (c, x, sync) => {
    sync.ownFields = typeof x === "boolean" ? x : c.fail("sync.ownFields", "must be true or false");
  }
};
function readSync(c, v, sync) {
  if (!isObj(v)) c.fail("sync", "must be a mapping (shared, staleDays)");
  for (const [k, x] of Object.entries(v)) {
    if (!Object.hasOwn(SYNC_KEYS, k))
      c.fail(`sync.${k}`, "is not a known key (shared, staleDays, fields, level, layout, ownFields, keeper)");
    SYNC_KEYS[k](c, x, sync);
  }
  if (sync.layout !== "sections" && sync.level === 3)
    c.fail(
      "sync.level",
      `is 3, but sync.layout is ${sync.layout}, whose agents have no heading level; drop one of them`
    );
  if (sync.fields.focus === false) c.fail("sync.fields.focus", "cannot be false: every board says what an agent is on");
}
function readShared(c, x, shared) {
  if (!isObj(x)) c.fail("sync.shared", "must map section headings to append-only or owner-only");
  for (const [h, m] of Object.entries(x)) {
    if (!SHARED_MODES.includes(m)) c.fail(`sync.shared.${h}`, `must be one of ${SHARED_MODES.join(", ")}`);
    shared[h] = m;
  }
}
function readSyncField(c, f, spec) {
  if (!["focus", "blocked", "next"].includes(f))
    c.fail(`sync.fields.${f}`, "is not a known field (focus, blocked, next)");
  if (spec === false) return false;
  if (!isObj(spec))
    c.fail(`sync.fields.${f}`, "must be a mapping (label, aliases, optional), or false when the board has none");
  const out = {};
  for (const [sk, sv] of Object.entries(spec)) {
    if (sk === "label") out.label = c.fieldLabel(`sync.fields.${f}.label`, sv);
    else if (sk === "aliases")
      out.aliases = c.strList(`sync.fields.${f}.aliases`, sv).map((a, i) => c.fieldLabel(`sync.fields.${f}.aliases[${i}]`, a));
    else if (sk === "optional")
      out.optional = typeof sv === "boolean" ? sv : c.fail(`sync.fields.${f}.optional`, "must be true or false");
    else c.fail(`sync.fields.${f}.${sk}`, "is not a known key (label, aliases, optional)");
  }
  return out;
}
function readRequests(c, v, requests) {
  if (!isObj(v)) c.fail("requests", "must be a mapping (maxDepth, staleDays)");
  for (const [k, x] of Object.entries(v)) {
    if (k === "maxDepth") {
      if (!Number.isInteger(x) || x < 1)
        c.fail("requests.maxDepth", "must be a whole number of hops, 1 or more");
      requests.maxDepth = x;
    } else if (k === "staleDays") {
      if (typeof x !== "number" || !(x > 0)) c.fail("requests.staleDays", "must be a positive number of days");
      requests.staleDays = x;
    } else c.fail(`requests.${k}`, "is not a known key (maxDepth, staleDays)");
  }
}
function readRegistry(c, v) {
  if (!isObj(v)) c.fail("registry", "must be a mapping with source (and optionally ref, file)");
  const reg = { source: "", ref: "main", file: DEFAULT_FILES.registry };
  for (const [k, x] of Object.entries(v)) {
    if (k === "source") reg.source = c.str("registry.source", x);
    else if (k === "ref") reg.ref = c.str("registry.ref", x);
    else if (k === "file") reg.file = c.relPath("registry.file", x);
    else c.fail(`registry.${k}`, "is not a known key (source, ref, file, layout)");
  }
  if (!reg.source) c.fail("registry.source", "is required");
  const problem = upstreamSourceProblem(reg.source);
  if (problem) c.fail("registry.source", `is "${reg.source}", ${problem}`);
  if (reg.ref.startsWith("-") || !/^[A-Za-z0-9._/-]+$/.test(reg.ref) || reg.ref.includes(".."))
    c.fail("registry.ref", `is "${reg.ref}", which is not a plain branch, tag or commit name`);
  return reg;
}
function readRules(c, v, rules, known) {
  if (!isObj(v)) c.fail("rules", "must map rule ids to off, warn or error");
  for (const [id, s] of Object.entries(v)) {
    if (!known.knownRules.has(id))
      c.fail(
        `rules.${id}`,
        `is not a known rule id (${ruleHint(id, known.knownRules)}; each has a page under rules/ in the package)`
      );
    const sev = Array.isArray(s) ? s[0] : s;
    if (!SEVERITIES.includes(sev))
      c.fail(`rules.${id}`, "must be off, warn or error (or [severity, options])");
    if (Array.isArray(s) && s.length > 1 && !isObj(s[1])) c.fail(`rules.${id}[1]`, "must be a mapping of options");
    if (Array.isArray(s) && isObj(s[1]) && known.ruleOptions)
      checkRuleOptions(id, s[1], known.ruleOptions.get(id) ?? {}, c.fail);
    rules[id] = s;
  }
}
function readServer(c, v, server) {
  if (!isObj(v)) c.fail("server", "must be a mapping (protect)");
  for (const [k, x] of Object.entries(v)) {
    if (k !== "protect") c.fail(`server.${k}`, "is not a known key (protect)");
    server.protect = c.strList("server.protect", x).map(
      (b, i) => /^[A-Za-z0-9._/*-]+$/.test(b) && !b.startsWith("-") ? b : c.fail(
        `server.protect[${i}]`,
        `is "${b}": give a branch name such as main, or a pattern such as release/*`
      )
    );
  }
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
      syncLayout: config.sync.layout,
      syncOwnFields: config.sync.ownFields,
      registryLayout: config.registryLayout,
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
  const owner = config.owner ?? "the owner of this repository";
  return `${file} lists the agents ${listed.join(", ")} and not ${agent}, so a commit of ${agent}'s section will be refused (sync/known-agents); ${owner} must add "${agent}: {}" (with ${agent}'s emails) under agents in ${file}.`;
}

export {
  SHAPE_KNOBS,
  upstreamSourceProblem,
  signingKeyKind,
  readFilesOf,
  defaultConfig,
  PUSHER,
  NAME,
  validateConfig,
  dialectOf,
  unlistedAgentWarning
};
