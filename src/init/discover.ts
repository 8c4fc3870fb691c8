import { statSync } from 'node:fs';
import { join } from 'node:path';
import { protocolPathProblem, readIfExists } from '../fsutil.js';
import { pathAuthors, pathVersions, trackedMarkdown } from '../git/tracked.js';
import { DEFAULT_FILES, detectKind, scanBlocks, sourceFromBytes, type DocKind } from '../models/index.js';
import { NAME } from '../config/schema.js';
import { inferFile, type Inference, type InferredConfig } from './infer.js';
import { agentNameOf, inferWriters, type Writers } from './writers.js';

/**
 * Discovery for `handover init`: the coordination files a repository keeps wherever they are and whatever their
 * name (`.ai/handoff/LOG.md`, `docs/STATUS_BOARD.md`), found by what they read as. It reads tracked Markdown files
 * only, a bounded number of a bounded size, outside vendored and generated folders; inference (infer.ts) says how
 * each reads; this module says how sure that is and which `files.*` key the config writes for it.
 */

/** How sure discovery is that a file is the coordination file it reads as. */
export type Sureness = 'sure' | 'likely' | 'unsure';

export interface Discovered extends Inference {
  sureness: Sureness;
  /** Why it is that sure, in words. */
  why: string;
  /** The key the config reads it by (`files.handover`), or null when the config leaves it alone. */
  key: string | null;
  /** What init does with it when it does not read it, in words. */
  note?: string;
}

export interface Discovery {
  found: Discovered[];
  /** The config that reads the chosen files as they are: their knobs, `files.*` where they are not at the default. */
  config: InferredConfig;
  /** Files left alone under a protocol file's name (a snapshot at HANDOVER.md): `ignore` in the config. */
  ignore: string[];
  /** The kinds of the files the config reads. */
  kinds: DocKind[];
  /** The log's writers as its text and history show them (null: no log is read). */
  writers: Writers | null;
  /** The writer the log's title or entries name: the agent init takes when none is given. */
  namedWriter: string | null;
  /** Why the files cannot be read together (two dialects), or null. */
  refusal: string | null;
  /** How many tracked Markdown files were looked at, and whether there were more than the bound. */
  scanned: number;
  more: boolean;
}

/**
 * At most this many tracked Markdown files are listed, this many read, each at most this size; a file whose path
 * names a coordination file (`docs/handoffs/SESSION_LOG.md`) or that the config names may be bigger: a log kept for
 * a year runs to megabytes, and one not found is one init asks a `--role` for.
 */
const LIST_LIMIT = 5000;
const READ_LIMIT = 300;
const SIZE_LIMIT = 512 * 1024;
const NAMED_SIZE_LIMIT = 16 * 1024 * 1024;

/** Folders of other people's or generated files: never looked in. */
const SKIPPED_DIRS = new Set([
  'node_modules',
  'vendor',
  'vendored',
  'third_party',
  'third-party',
  'bower_components',
  'dist',
  'build',
  'out',
  'target',
  'coverage',
  '.git',
  '.venv',
  'venv',
  'site-packages',
  '.next',
  '.nuxt',
  '_site',
  '.yarn',
  '.pnpm-store',
  'Pods',
]);
/** Files that are charters or project pages, never coordination files. */
const SKIPPED_NAMES =
  /^(?:readme|claude|agents|gemini|qwen|license|licence|contributing|code_of_conduct|security|changes|authors|notice)\.(?:md|markdown)$/i;

/** Words in a name, folder or title that say which coordination file it is. */
const HINTS: { kind: DocKind; re: RegExp }[] = [
  { kind: 'marker', re: /last[-_ ]?processed/i },
  { kind: 'registry', re: /registry/i },
  {
    kind: 'sync',
    re: /status[-_ ]?board|dashboard|(?:^|[/_\-. ])(?:sync|board|status)(?:[/_\-. ]|$)|agents?[-_]chat/i,
  },
  {
    kind: 'handover',
    re: /hand-?over|hand-?off|session[-_ ]?log|work[-_ ]?log|dev[-_ ]?log|journal|(?:^|[/_\-. ])(?:log|logs|progress)(?:[/_\-. ]|$)/i,
  },
];
/** A release history is a log by shape but not a coordination file: shown, never read without being asked. */
const RELEASE_NOTES = /(?:^|\/)(?:change-?log|history|releases?|news)\.(?:md|markdown)$/i;

/** Whether a path lies in a folder discovery never looks in, or is a page that is never a coordination file. */
function skipped(path: string): boolean {
  const parts = path.split('/');
  return parts.slice(0, -1).some((p) => SKIPPED_DIRS.has(p)) || SKIPPED_NAMES.test(parts[parts.length - 1]);
}

/** The kind a file's path names, or null. */
const nameHint = (path: string): DocKind | null => HINTS.find((h) => h.re.test(path))?.kind ?? null;

/** The kind a file's path or title names, or null. */
function hintOf(path: string, text: string): { kind: DocKind; from: 'name' | 'title' } | null {
  const named = nameHint(path);
  if (named) return { kind: named, from: 'name' };
  const title = /^ {0,3}#[ \t]+(.+)$/m.exec(text.slice(0, 4096))?.[1] ?? '';
  for (const h of HINTS) if (h.re.test(title)) return { kind: h.kind, from: 'title' };
  return null;
}

/** Whether a file without a telling name looks enough like a coordination file to be read (cheap, before inference). */
function looksCoordinating(text: string): boolean {
  if (/\[(?:SELF|RELAYED by [^\]]+)\]/.test(text)) return true;
  const headings = scanBlocks(text, 0, 2, 3).boundaries.map((b) => b.raw);
  const dated = headings.filter((h) => /\d{4}-\d{2}-\d{2}|^#{2,3}[ \t]+\d+[ \t]+[·—–|-]/.test(h)).length;
  return dated >= 3;
}

/** The files worth reading: the configured names that exist, then tracked Markdown files with a hint or the look. */
async function candidates(root: string, files: Record<DocKind, string>): Promise<{ paths: string[]; more: boolean }> {
  const configured = (['handover', 'sync', 'registry', 'marker'] as const)
    .map((k) => files[k])
    .filter((p) => !p.endsWith('/'));
  const tracked = await trackedMarkdown(root, LIST_LIMIT);
  const paths = [...new Set([...configured, ...tracked.paths.filter((p) => !skipped(p))])];
  return { paths: paths.slice(0, READ_LIMIT), more: tracked.more || paths.length > READ_LIMIT };
}

/** A file's bytes when it is a plain file inside the repo within its size bound, else null. */
function readBounded(root: string, path: string, named: boolean): Buffer | null {
  if (protocolPathProblem(root, path)) return null;
  try {
    if (statSync(join(root, path)).size > (named ? NAMED_SIZE_LIMIT : SIZE_LIMIT)) return null;
    return readIfExists(join(root, path), path);
  } catch {
    return null;
  }
}

const RANK: Record<Sureness, number> = { sure: 2, likely: 1, unsure: 0 };
const KEY: Record<DocKind, string> = {
  handover: 'files.handover',
  sync: 'files.sync',
  registry: 'files.registry',
  marker: 'files.marker',
  requests: 'files.requests',
};
const WHAT: Record<DocKind, string> = {
  handover: 'log',
  sync: 'board',
  registry: 'registry',
  marker: 'offsets file',
  requests: 'requests log',
};

/** How one candidate reads, and how sure that is; null when it is not worth showing. */
function discoverOne(o: {
  path: string;
  bytes: Buffer;
  configuredKind: DocKind | null;
  writer: string | null;
}): Discovered | null {
  const text = sourceFromBytes(o.path, o.bytes).text;
  if (!/\S/.test(text)) return null;
  const hint = o.configuredKind ? { kind: o.configuredKind, from: 'name' as const } : hintOf(o.path, text);
  const byContent = detectKind(o.path, text, DEFAULT_FILES);
  if (byContent === 'marker' || hint?.kind === 'marker') {
    if (byContent !== 'marker') return null;
    return {
      path: o.path,
      kind: 'marker',
      config: {},
      shape: 'an offsets file (front matter, per upstream the last entry processed)',
      matched: 0,
      total: 0,
      refusal: null,
      sureness: 'sure',
      why: 'its front matter and title say so',
      key: null,
    };
  }
  if (!hint && !looksCoordinating(text)) return null;
  // the writer is found from the text and the history afterwards (writers.ts): a stand-in keeps the shape plain
  const i = inferFile(o.path, o.bytes, o.configuredKind, o.writer ?? 'writer');
  if (i.config.log) {
    const { writer: _w, ...knobs } = i.config.log;
    i.config = { ...i.config, log: knobs };
    if (Object.keys(knobs).length === 0) delete i.config.log;
  }
  if (i.refusal !== null) {
    // a refused file is worth a line only when its name or title says it is a coordination file
    if (!hint) return null;
    const why = i.refusal.replace(/^.*?so init will not guess; /, '');
    return { ...i, refusal: why, sureness: 'sure', why: `its ${hint.from} says a coordination file`, key: null };
  }
  const share = i.total ? i.matched / i.total : 1;
  let sureness: Sureness;
  let why: string;
  if (hint && hint.kind === i.kind && !RELEASE_NOTES.test(o.path)) {
    sureness = share >= 0.9 ? 'sure' : 'likely';
    why = `its ${hint.from} and its shape agree`;
  } else if (hint && !RELEASE_NOTES.test(o.path)) {
    sureness = 'likely';
    why = `its ${hint.from} says a coordination file, its shape a ${WHAT[i.kind]}`;
  } else {
    sureness = 'unsure';
    why = RELEASE_NOTES.test(o.path)
      ? 'its name says release notes, its shape a log'
      : 'its shape alone (its name and title say no coordination file)';
  }
  return { ...i, sureness, why, key: null };
}

/** The level-2 and level-3 heading texts of a version. */
const headingsOf = (text: string) =>
  scanBlocks(text, 0, 2, 3).boundaries.map((b) => b.raw.replace(/^ {0,3}#+[ \t]*/, '').replace(/[ \t#]*$/, ''));
/** A heading that names an event: it carries a date, a time or a sequence number. */
const EVENT_HEADING = /\d{4}-\d{2}-\d{2}|\b\d{1,2}:\d{2}\b|^\d+\b/;

/**
 * A snapshot in any language, from its history: its headings name states, not events (no date, time or number),
 * and its versions keep the same headings while the text under them is rewritten in place, never only added to.
 */
async function snapshotByHistory(root: string, f: Discovered): Promise<void> {
  const versions = await pathVersions(root, f.path, 12);
  if (versions.length < 2) return;
  const newest = headingsOf(versions[versions.length - 1]);
  if (newest.length < 2 || newest.some((h) => EVENT_HEADING.test(h))) return;
  let rewrites = 0;
  for (let i = 1; i < versions.length; i++) {
    const [a, b] = [versions[i - 1].trim(), versions[i].trim()];
    if (a === b || b.startsWith(a) || b.endsWith(a)) continue;
    const before = new Set(headingsOf(a));
    const kept = headingsOf(b).filter((h) => before.has(h)).length;
    if (kept >= 2 && kept >= before.size - 1) rewrites++;
  }
  if (rewrites === 0) return;
  const shown = `"${newest.slice(0, 3).join('", "')}"`;
  f.shape = 'a snapshot document';
  f.refusal =
    `it is a snapshot document: its headings (${shown}) name states, not events, and ${rewrites} of its ` +
    `${versions.length - 1} changes rewrote the text under them in place, so it is rewritten every session rather ` +
    `than appended to; handover migrate ${f.path} will not invent times for it`;
}

/**
 * Looks through the repository for coordination files and chooses, per kind, the one the config reads: the file at
 * the configured name when it reads, else the surest reading. The others are shown with what to set to read them.
 */
export async function discoverRepo(o: {
  root: string;
  files: Record<DocKind, string>;
  writer: string | null;
}): Promise<Discovery> {
  const { paths, more } = await candidates(o.root, o.files);
  const configuredKind = new Map<string, DocKind>();
  for (const k of ['handover', 'sync', 'registry', 'marker'] as const) configuredKind.set(o.files[k], k);
  const found: Discovered[] = [];
  for (const path of paths) {
    const named = configuredKind.has(path) || nameHint(path) !== null;
    const bytes = readBounded(o.root, path, named);
    if (bytes === null) continue;
    const d = discoverOne({ path, bytes, configuredKind: configuredKind.get(path) ?? null, writer: o.writer });
    if (d) found.push(d);
  }
  for (const f of found)
    if (f.refusal !== null && f.shape !== 'a snapshot document') await snapshotByHistory(o.root, f);
  const d = choose(found, { files: o.files, scanned: paths.length, more });
  if (!d.refusal) await applyKeeper(o.root, d, o.writer);
  const log = d.found.find((f) => f.key === 'files.handover');
  if (!log || d.refusal) return d;
  const text = readIfExists(join(o.root, log.path), log.path)?.toString('utf8') ?? '';
  const writers = await inferWriters({ root: o.root, path: log.path, text, inferred: d.config, agent: o.writer });
  applyWriters(d.config, writers);
  const namedWriter = writers.named && NAME.test(writers.named) ? writers.named : null;
  return { ...d, writers, namedWriter };
}

/**
 * A board kept by one writer for every agent: its history (two commits or more) has one author, and it holds two
 * agents' sections or more. That writer (this clone's agent, else the author's name) is `sync.keeper`, who may write
 * every section; without it the keeper's next ordinary update of the board would fail sync/section-owner.
 */
async function applyKeeper(root: string, d: Discovery, agent: string | null): Promise<void> {
  const board = d.found.find((f) => f.key === 'files.sync');
  if (!board || d.config.dialect === 'cmap' || board.total < 2) return;
  const authors = await pathAuthors(root, board.path);
  if (authors.length !== 1 || authors[0].commits < 2) return;
  const keeper = agent ?? agentNameOf(authors[0].name);
  if (!keeper || !NAME.test(keeper)) return;
  board.config = { ...board.config, sync: { ...board.config.sync, keeper } };
  d.config.sync = { ...d.config.sync, keeper };
  board.why += `; one writer keeps it for every agent (its history: ${authors[0].name}, ${authors[0].commits} commits)`;
}

/**
 * The writer as the config says it: `log.writer`, or none when several write. Its email is said, not mapped: an
 * `agents` key would turn on sync/known-agents for every board the repo keeps.
 */
function applyWriters(config: InferredConfig, w: Writers): void {
  if (config.log) delete config.log.writer;
  // the cmap dialect names each entry's writer in its `from` field: no key says it
  if (config.dialect !== 'cmap' && w.writer !== null) {
    config.log = { ...config.log, writer: w.writer };
  }
  if (config.log && Object.keys(config.log).length === 0) delete config.log;
}

/**
 * The file of a kind the config reads: the one at the configured name when it reads, else the surest reading (never
 * one read by its shape alone); the others get a note saying what reads them instead.
 */
function pickOne(found: Discovered[], kind: DocKind, configured: string): Discovered | undefined {
  const readable = found.filter((f) => f.kind === kind && f.refusal === null);
  const best =
    readable.find((f) => f.path === configured) ??
    readable
      .filter((f) => f.sureness !== 'unsure')
      .sort(
        (a, b) =>
          RANK[b.sureness] - RANK[a.sureness] ||
          b.matched / (b.total || 1) - a.matched / (a.total || 1) ||
          b.matched - a.matched,
      )[0];
  for (const f of readable) {
    if (f === best) continue;
    const why = best ? `the config reads ${best.path} as its ${WHAT[kind]}` : 'read by its shape alone';
    f.note = `not read (${why}); to read this one instead, set ${KEY[kind]}: ${f.path}`;
  }
  return best;
}

/** Per kind, the file the config reads; the config keys that say so; what is left alone and why. */
function choose(found: Discovered[], o: { files: Record<DocKind, string>; scanned: number; more: boolean }): Discovery {
  const config: InferredConfig = {};
  const ignore: string[] = [];
  const kinds: DocKind[] = [];
  const files: Partial<Record<DocKind, string>> = {};
  for (const kind of ['handover', 'sync', 'registry', 'marker'] as const) {
    const best = pickOne(found, kind, o.files[kind]);
    if (!best) continue;
    best.key = KEY[kind];
    kinds.push(kind);
    if (best.path !== o.files[kind]) files[kind] = best.path;
    if (best.config.dialect) config.dialect = 'cmap';
    if (best.config.log) config.log = best.config.log;
    if (best.config.sync) config.sync = best.config.sync;
    if (best.config.registry) config.registry = best.config.registry;
  }
  for (const f of found.filter((x) => x.refusal !== null)) {
    // still read when some kind's file (as the config will have it) is this one
    const atName = (['handover', 'sync', 'registry', 'marker'] as const).some(
      (k) => (files[k] ?? o.files[k]) === f.path,
    );
    if (atName) ignore.push(f.path);
    f.note = atName
      ? `left alone: no historical rule guards it (config ignore: [${f.path}])`
      : 'left alone: the config does not read it, so nothing guards it';
  }
  // a kind read at another path leaves the file at the configured name (if any, and unread) alone too
  if (Object.keys(files).length) config.files = files;
  if (ignore.length) config.ignore = ignore;
  const mixed = config.dialect === 'cmap' && (config.log || config.sync);
  const refusal = mixed
    ? "one file is in the cmap dialect and another in the handover dialect's knobs, and a repo has one dialect; " +
      'convert one with handover migrate --to, then run handover init again.'
    : null;
  return { found, config, ignore, kinds, refusal, scanned: o.scanned, more: o.more, writers: null, namedWriter: null };
}
