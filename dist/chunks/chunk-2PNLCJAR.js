import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  PACKAGE_ROOT,
  RELEASE_REF,
  packageInfo,
  repoSlug
} from "./chunk-GNOYYBO2.js";
import {
  findingKey
} from "./chunk-BWI6WBZC.js";
import {
  ALL_RULES,
  ruleUrl
} from "./chunk-E5EXWXCP.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-SOISCQTY.js";

// fs-by-require:src/format/sarif.ts
var require_sarif = __commonJS({
  "fs-by-require:src/format/sarif.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// src/format/sarif.ts
var import_node_fs = __toESM(require_sarif(), 1);

// src/format/fingerprint.ts
import { createHash } from "node:crypto";
function fingerprinter() {
  const seen = /* @__PURE__ */ new Map();
  return (path, m) => {
    const identity = `${path}\0${findingKey(m)}`;
    const n = seen.get(identity) ?? 0;
    seen.set(identity, n + 1);
    return createHash("sha256").update(`${identity}\0${n}`).digest("hex");
  };
}
function withFingerprints(results, all = (r) => r.messages) {
  const print = fingerprinter();
  return results.flatMap(
    (result) => all(result).map((message) => ({ result, message, fingerprint: print(result.path, message) }))
  );
}

// src/format/sarif.ts
var PROBLEM_ID = "handover";
var SCHEMA = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";
function sarif(results, { version, docsUrl }) {
  const base = docsBase(docsUrl);
  const known = new Map(ALL_RULES.map((r) => [r.id, r]));
  const ids = [...known.keys()];
  const all = (r) => [...r.messages, ...r.suppressedMessages ?? []];
  for (const r of results)
    for (const m of all(r)) if (!ids.includes(m.ruleId ?? PROBLEM_ID)) ids.push(m.ruleId ?? PROBLEM_ID);
  const rules = ids.map((id) => {
    const rule = known.get(id);
    const doc = ruleDoc(id);
    const short = rule?.meta.description ?? doc?.short ?? (id === PROBLEM_ID ? "A problem that stops handover from checking a file (not a rule finding)." : `Finding ${id}.`);
    return {
      id,
      shortDescription: { text: short },
      fullDescription: { text: doc?.full ?? short },
      ...doc ? { help: { text: doc.markdown, markdown: doc.markdown }, helpUri: base + encodeURI(ruleUrl(id)) } : {},
      defaultConfiguration: { level: rule?.meta.defaultSeverity !== "warn" ? "error" : "warning" }
    };
  });
  const index = new Map(rules.map((r, i) => [r.id, i]));
  const out = withFingerprints(results, all).map(({ result: r, message: m, fingerprint }) => {
    const ruleId = m.ruleId ?? PROBLEM_ID;
    return {
      ruleId,
      ruleIndex: index.get(ruleId),
      level: m.severity === "error" ? "error" : "warning",
      message: { text: m.message + (m.commit ? ` [${m.commit}]` : "") },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: fileUri(r.path), uriBaseId: "%SRCROOT%" },
            region: {
              startLine: Math.max(1, m.line),
              startColumn: Math.max(1, m.column),
              ...m.endLine ? { endLine: m.endLine } : {},
              ...m.endColumn ? { endColumn: m.endColumn } : {}
            }
          }
        }
      ],
      // stable across line moves (the file and the finding's identity), as GitLab's fingerprint is
      partialFingerprints: { "handoverFinding/v1": fingerprint },
      ...suppressionsOf(m)
    };
  });
  const pkg = packageInfo();
  const log = {
    $schema: SCHEMA,
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "handover",
            version,
            semanticVersion: version,
            ...pkg.homepage ? { informationUri: pkg.homepage } : {},
            rules
          }
        },
        results: out,
        columnKind: "utf16CodeUnits"
      }
    ]
  };
  return `${JSON.stringify(log, null, 2)}
`;
}
function suppressionsOf(m) {
  const list = [];
  if (m.override) list.push({ kind: "external", status: "accepted", justification: m.override });
  for (const s of m.suppressions ?? [])
    list.push({
      kind: s.kind === "inline" ? "inSource" : "external",
      status: "accepted",
      justification: s.justification
    });
  return list.length ? { suppressions: list } : {};
}
function fileUri(path) {
  return path.replace(/\\/g, "/").split("/").map((s) => encodeURIComponent(s)).join("/");
}
function docsBase(docsUrl) {
  if (docsUrl) return docsUrl.endsWith("/") ? docsUrl : `${docsUrl}/`;
  const slug = repoSlug();
  return slug ? `https://github.com/${slug}/blob/${RELEASE_REF}/` : "";
}
function ruleDoc(id) {
  if (!/^[a-z0-9-]+\/[a-z0-9-]+$/.test(id)) return null;
  let text;
  try {
    text = (0, import_node_fs.readFileSync)(new URL(ruleUrl(id), PACKAGE_ROOT), "utf8");
  } catch {
    return null;
  }
  const paragraphs = text.replace(/\r\n?/g, "\n").split(/\n{2,}/).map((p) => p.trim()).filter((p) => p && !p.startsWith("#"));
  const first = (paragraphs[0] ?? id).replace(/\s*\n\s*/g, " ");
  return { short: first, full: first, markdown: text };
}

export {
  withFingerprints,
  sarif,
  docsBase
};
