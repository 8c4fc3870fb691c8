import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  readProtocolFile
} from "./chunk-RWIQJ7M5.js";
import {
  lintSource
} from "./chunk-U75CFEDE.js";
import {
  subjectKey
} from "./chunk-H2I6UNX5.js";
import {
  sourceFromBytes
} from "./chunk-O445MX7U.js";

// src/overview/registry.ts
function overlapsOf(entries) {
  const owners = /* @__PURE__ */ new Map();
  for (const e of entries)
    for (const s of e.owns) {
      const k = subjectKey(s);
      if (!owners.has(k)) owners.set(k, /* @__PURE__ */ new Set());
      owners.get(k).add(e.id);
    }
  return new Map(
    entries.map((e) => [
      e,
      e.owns.map((subject) => ({
        subject,
        with: [...owners.get(subjectKey(subject))].filter((id) => id.toLowerCase() !== e.id.toLowerCase())
      })).filter((o) => o.with.length > 0)
    ])
  );
}
function registryOverview(root, config) {
  const file = config.files.registry;
  const bytes = readProtocolFile(root, file);
  if (bytes === null) return { file, exists: false, entries: [], messages: [] };
  const { doc, messages } = lintSource(sourceFromBytes(file, bytes), "registry", config);
  const entries = doc ? doc.entries : [];
  const overlaps = overlapsOf(entries);
  return {
    file,
    exists: true,
    messages,
    entries: entries.map((e) => ({
      id: e.id,
      line: e.heading.start.line,
      provenance: e.provenance?.kind ?? null,
      relayedBy: e.provenance?.kind === "relayed" ? e.provenance.by : null,
      owns: e.owns,
      address: e.address,
      overlaps: overlaps.get(e) ?? []
    }))
  };
}

export {
  overlapsOf,
  registryOverview
};
