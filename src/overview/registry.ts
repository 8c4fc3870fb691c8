import type { Config } from '../config/schema.js';
import { readProtocolFile } from '../fsutil.js';
import { lintSource, type Message } from '../engine/lint.js';
import { sourceFromBytes, subjectKey, type RegistryDoc, type RegistryEntry } from '../models/index.js';

/** A registry entry as `registry list` and `status` show it. */
export interface RegistryRow {
  id: string;
  line: number;
  provenance: 'self' | 'relayed' | null;
  relayedBy: string | null;
  owns: string[];
  address: string | null;
  /** Subjects another project also owns, with those projects. */
  overlaps: { subject: string; with: string[] }[];
}

export interface RegistryOverview {
  file: string;
  exists: boolean;
  entries: RegistryRow[];
  /** The static rules' findings for the registry file. */
  messages: Message[];
}

/** For each entry, the subjects it shares with other projects. */
export function overlapsOf(entries: RegistryEntry[]): Map<RegistryEntry, { subject: string; with: string[] }[]> {
  const owners = new Map<string, Set<string>>();
  for (const e of entries)
    for (const s of e.owns) {
      const k = subjectKey(s);
      if (!owners.has(k)) owners.set(k, new Set());
      owners.get(k)!.add(e.id);
    }
  return new Map(
    entries.map((e) => [
      e,
      e.owns
        .map((subject) => ({
          subject,
          with: [...owners.get(subjectKey(subject))!].filter((id) => id.toLowerCase() !== e.id.toLowerCase()),
        }))
        .filter((o) => o.with.length > 0),
    ]),
  );
}

/** Reads the registry: its entries with provenance and overlaps, and the static rules' messages. */
export function registryOverview(root: string, config: Config): RegistryOverview {
  const file = config.files.registry;
  const bytes = readProtocolFile(root, file); // a symlink on its path is refused, never followed
  if (bytes === null) return { file, exists: false, entries: [], messages: [] };
  const { doc, messages } = lintSource(sourceFromBytes(file, bytes), 'registry', config);
  const entries = doc ? (doc as RegistryDoc).entries : [];
  const overlaps = overlapsOf(entries);
  return {
    file,
    exists: true,
    messages,
    entries: entries.map((e) => ({
      id: e.id,
      line: e.heading.start.line,
      provenance: e.provenance?.kind ?? null,
      relayedBy: e.provenance?.kind === 'relayed' ? e.provenance.by : null,
      owns: e.owns,
      address: e.address,
      overlaps: overlaps.get(e) ?? [],
    })),
  };
}
