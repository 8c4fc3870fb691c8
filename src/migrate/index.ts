import type { Config } from '../config/schema.js';
import type { DocKind } from '../models/index.js';
import { splitAtLevel2, atxHeadingText } from '../models/markdown/split.js';
import { parseHandover, readTitle } from '../models/docs/handover.js';
import { CMAP_LOG } from '../models/dialect.js';
import { sourceFromBytes } from '../models/markdown/source.js';
import { migrateHandover } from './handover.js';
import { migrateSync } from './sync.js';
import { migrateRegistry } from './registry.js';
import { logFromCmap, logToCmap, syncFromCmapMigration, syncToCmapMigration, undatedDate } from './cmap.js';
import type { LineOrigin } from '../git/blame.js';
import { MigrateError, type FromName, type MigrateOptions, type Migration, type OrderChoice } from './types.js';

export { MigrateError, type Migration, type MigrateOptions, type FromName } from './types.js';

/** The dialects a file can be migrated to (SPEC §7); `cmap` is read and written by the dialect layer. */
export const DIALECTS = ['handover', 'cmap'] as const;
/** What a migration can read: `legacy` (every shape this tool knows, the default) or a dialect. */
export const SOURCES: readonly FromName[] = ['legacy', 'handover', 'cmap'];

type Renderer = (text: string, options: MigrateOptions, config: Config, what: string) => Migration;

/**
 * One renderer per target dialect, file kind and source. A new dialect plugs in here with its renderers; the
 * command, the trailer and the check need no change. `legacy` reads every shape the tool knows (the canonical
 * form included), so `handover` as a source is read by it too.
 */
const RENDERERS: Record<string, Partial<Record<DocKind, Partial<Record<FromName, Renderer>>>>> = {
  handover: {
    handover: { legacy: migrateHandover, handover: migrateHandover, cmap: logFromCmap },
    sync: {
      legacy: (text, _o, config, what) => migrateSync(text, config, what),
      handover: (text, _o, config, what) => migrateSync(text, config, what),
      cmap: syncFromCmapMigration,
    },
    registry: { legacy: migrateRegistry, handover: migrateRegistry },
  },
  cmap: {
    handover: { legacy: logToCmap, handover: logToCmap },
    sync: { legacy: syncToCmapMigration, handover: syncToCmapMigration },
  },
};

/** The repo's dialect: the config's `dialect`, else `handover`. */
export function repoDialect(config: Config): string {
  return (config as Config & { dialect?: string }).dialect ?? 'handover';
}

/** Why a migration from `from` to `to` of a kind cannot run, or null when it can. */
export function unsupported(kind: DocKind, from: string, to: string): string | null {
  if (!(DIALECTS as readonly string[]).includes(to)) return `"${to}" is not a dialect; use ${DIALECTS.join(' or ')}`;
  if (!(SOURCES as readonly string[]).includes(from))
    return `"${from}" is not a source shape; use ${SOURCES.join(', ')}`;
  const target = RENDERERS[to]!;
  if (!target[kind])
    return (
      'migrate converts HANDOVER.md, SYNC.md and PROJECT_REGISTRY.md; a ' +
      `${kind} file has no other shape to convert from`
    );
  if (!target[kind]![from as FromName])
    return from === to
      ? `the file is read and written in the ${to} dialect already; name another --to`
      : `reading the ${from} dialect into ${to} is not supported; use --from ` +
          Object.keys(target[kind]!).join(' or ');
  return null;
}

/**
 * The source a migration reads by default: the repo's own dialect when it is cmap and the target is not, else `legacy`.
 */
export function defaultSource(config: Config, to: string): FromName {
  return repoDialect(config) === 'cmap' && to !== 'cmap' ? 'cmap' : 'legacy';
}

/** Converts one protocol file's text into the canonical form of a dialect. Throws MigrateError on bad input. */
export function migrate(
  text: string,
  kind: DocKind,
  opts: MigrateOptions & { from?: string; to?: string; what?: string; today?: string },
  config: Config,
): Migration {
  const to = opts.to ?? repoDialect(config);
  const from = opts.from ?? defaultSource(config, to);
  const why = unsupported(kind, from, to);
  if (why) throw new MigrateError(why);
  const m = RENDERERS[to]![kind]![from as FromName]!(text, opts, config, opts.what ?? config.files[kind]);
  return { ...m, from: from as FromName, to };
}

/** The `Handover-Migrate: <from> -> <to>` trailer that records a migration. */
export function migrateTrailer(from: string, to: string): string {
  return `Handover-Migrate: ${from} -> ${to}`;
}

/** Reads a `Handover-Migrate` trailer's value (`legacy -> handover`), or null when it is not of that form. */
export function parseMigrateClaim(value: string): { from: string; to: string } | null {
  const m = /^\s*([A-Za-z][A-Za-z0-9_-]*)\s*->\s*([A-Za-z][A-Za-z0-9_-]*)\s*$/.exec(value);
  return m ? { from: m[1].toLowerCase(), to: m[2].toLowerCase() } : null;
}

/** Where two texts first differ: the 1-based line and both lines (null past the end). */
export function firstDifference(
  expected: string,
  actual: string,
): { line: number; expected: string | null; actual: string | null } | null {
  if (expected === actual) return null;
  const a = expected.split('\n');
  const b = actual.split('\n');
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const strip = (s: string | undefined) => (s === undefined ? null : s.replace(/\r$/, ''));
  return { line: i + 1, expected: strip(a[i]), actual: strip(b[i]) };
}

/** A change of one protocol file a `Handover-Migrate: <from> -> <to>` trailer claims is a migration. */
export interface MigrationChange {
  oldText: string;
  newText: string;
  kind: DocKind;
  from: string;
  to: string;
  /** The commits that last wrote each line of `oldText` (git blame), for a log that states no time. */
  origins?: (LineOrigin | null)[] | null;
}

/** The result of comparing a new text with the migrations of the old one. */
export type MigrationVerdict =
  | { exact: true; migration: Migration }
  /** `needsHistory`: the old version states no time, and no `origins` were given to date it by. */
  | { exact: false; reason: string; line?: number; needsHistory?: boolean };

/**
 * Whether `newText` is exactly a migration of `oldText` from `from` to `to`. The choices a user may make
 * (the order, the sections kept in the preamble, the writer of a title-less log) are read off the new
 * text and each legitimate one is tried: the new text passes only when it is byte for byte what
 * `migrate` renders from the old text with one of them. Anything else fails with the first difference.
 */
export function judgeMigration(change: MigrationChange, config: Config): MigrationVerdict {
  const { oldText, newText, kind, from, to } = change;
  const why = unsupported(kind, from, to);
  if (why) return { exact: false, reason: why };
  let expected: string | null = null;
  let error: string | null = null;
  let needsHistory = false;
  const tried = new Set<string>();
  for (const c of migrationCandidates(change)) {
    if (c.order && tried.has(c.order)) continue;
    try {
      const m = migrate(oldText, kind, { ...c, from, to }, config);
      tried.add(m.options.order);
      if (m.text === newText) return { exact: true, migration: m };
      expected ??= m.text;
    } catch (e) {
      if (!(e instanceof MigrateError)) throw e;
      error ??= e.message;
      needsHistory ||= e.needsHistory;
    }
  }
  if (expected === null)
    return {
      exact: false,
      reason: `the old version cannot be migrated (${error ?? 'no reading applies'})`,
      ...(needsHistory ? { needsHistory } : {}),
    };
  const d = firstDifference(expected, newText)!;
  const show = (s: string | null) =>
    s === null ? 'the end of the file' : `"${s.length > 80 ? `${s.slice(0, 77)}...` : s}"`;
  return {
    exact: false,
    line: d.line,
    reason: `at line ${d.line} the migration has ${show(d.expected)} but the file has ${show(d.actual)}`,
  };
}

/** The choices a migrator may have made, read off the new text: each is one migration to compare with it. */
function migrationCandidates(change: MigrationChange): (MigrateOptions & { today?: string })[] {
  const { newText, kind, from, to } = change;
  if (kind === 'handover' && from !== 'cmap') {
    const split = splitAtLevel2(newText.replace(/^\uFEFF/, ''));
    // In cmap the writer is the entries' `from`, and the old preamble ends at `## Queue`.
    const writer =
      to === 'cmap' ? parseHandover(sourceFromBytes('', newText), CMAP_LOG).writer : readTitle(split.preamble).writer;
    const preamble = [...split.preamble.text.matchAll(/^ {0,3}###[ \t]+(.*)$/gm)].map((m) =>
      atxHeadingText(`### ${m[1].replace(/\r$/, '')}`),
    );
    // The order read off the dates first (what a plain `migrate --write` renders), then the other two.
    return ([undefined, 'keep', 'reverse', 'date'] as (OrderChoice | undefined)[]).map((order) => ({
      writer,
      preamble,
      order,
      lenient: true,
      origins: change.origins ?? null,
    }));
  }
  // The date the fields without one were given is the migrator's choice, read off the new text.
  if (kind === 'sync' && to === 'cmap') return [{ today: undatedDate(newText.replace(/\r\n/g, '\n')) ?? undefined }];
  // the migrator its entries are relayed by is read off the new text
  if (kind === 'registry') return [{ writer: /\[\s*RELAYED\s+by\s+([^\]]*?)\s*\]/i.exec(newText)?.[1] ?? null }];
  return [{}];
}

/** True when `newText` is exactly the migration of `oldText` (see `judgeMigration`). */
export function isExactMigration(change: MigrationChange, config: Config): boolean {
  return judgeMigration(change, config).exact;
}
