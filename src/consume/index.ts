import { join } from 'node:path';
import type { Config } from '../config/schema.js';
import { CliError } from '../errors.js';
import { lockPathFor, readProtocolFile, withLock, writeProtocolFile } from '../fsutil.js';
import { offsetProblem, parseMarker, renderMarker, type MarkerOffset } from '../models/docs/marker.js';
import { encodingWhat, sourceFromBytes } from '../models/markdown/source.js';
import { nowRfc3339 } from '../models/docs/time.js';
import { readBeyond, type NewEntry, type Offset, type UpstreamAt } from './read.js';
import { dialectOf } from '../config/schema.js';
import type { UpstreamBlob } from '../git/upstream.js';
import { CANONICAL, type DialectName, type LogDialect } from '../models/dialect.js';
import { upstreamDialect, type UpstreamDialect } from './dialect.js';
import { resolveActor } from '../identity.js';

/** The consumer's agent name (SPEC §3 order), or null when none is declared: then every entry is handed on. */
async function consumerName(root: string, config: Config, env: NodeJS.ProcessEnv | undefined): Promise<string | null> {
  try {
    return (await resolveActor({ root, config, env, authorEmail: null })).actor;
  } catch {
    return null;
  }
}
import { renderJson, renderMarkdown, selectWithin, type Batch } from './render.js';

export interface ConsumeOptions {
  root: string;
  config: Config;
  upstreams?: string[];
  dryRun?: boolean;
  maxChars?: number;
  format: 'markdown' | 'json';
  replayLast?: boolean;
  /** The environment (HANDOVER_AGENT names the consumer). */
  env?: NodeJS.ProcessEnv;
  /** Chooses what is shown and consumed, instead of whole entries within maxChars (the MCP server's budget). */
  select?: (pending: { upstream: string; from: number; entries: NewEntry[] }[]) => Batch[];
}

export interface ConsumePlan {
  output: string;
  upToDate: boolean;
  /** What was chosen per upstream: the entries shown whole are the ones `commit()` consumes. */
  batches: Batch[];
  moves: { upstream: string; from: number; to: number }[];
  commit(): Promise<void>;
}

/** The marker as read from disk: its offsets (raw values kept) and how to write it back. */
interface MarkerState {
  path: string;
  bom: boolean;
  eol: string;
  values: Record<string, Record<string, unknown>>;
  offsets: Map<string, MarkerOffset>;
}

/** Reads `.last-processed.md`; a missing file is an empty marker, a broken one exit 1. */
function readMarker(root: string, config: Config): MarkerState {
  const file = config.files.marker;
  const path = join(root, file);
  const state: MarkerState = { path, bom: false, eol: '\n', values: {}, offsets: new Map() };
  const bytes = readProtocolFile(root, file);
  if (bytes === null) return state;
  const source = sourceFromBytes(file, bytes);
  const fix = `fix it (handover lint ${file} shows where) or delete it to consume every upstream from its first entry`;
  if (source.encoding.length)
    throw new CliError(
      `${file}: the marker has ${encodingWhat(source.encoding[0])} at line ${source.encoding[0].line}; ${fix}.`,
      1,
    );
  state.bom = source.bom;
  state.eol = /\r\n/.test(source.text) ? '\r\n' : '\n';
  if (source.text.trim() === '') return state;
  const doc = parseMarker(source);
  if (doc.problems.length) {
    const p = doc.problems[0];
    throw new CliError(`${file}:${p.at.start.line}:${p.at.start.column}: ${p.message}; ${fix}.`, 1);
  }
  if (!doc.hasFrontmatter) throw new CliError(`${file}: the marker has no YAML front matter; ${fix}.`, 1);
  for (const o of doc.offsets) {
    state.values[o.upstream] = o.value;
    state.offsets.set(o.upstream, o);
  }
  return state;
}

/** The offset held for an upstream (seq 0 when none), exit 1 when its entry in the marker is malformed. */
function offsetFor(marker: MarkerState, config: Config, name: string): Offset {
  const o = marker.offsets.get(name);
  if (!o) return { seq: 0, digest: null, byteOffset: null };
  const problem = offsetProblem(o);
  if (problem)
    throw new CliError(
      `${config.files.marker}:${o.span.start.line}: ${problem}; fix it, or delete the "${name}" key to consume ` +
        `${name} from its first entry.`,
      1,
    );
  const { byteOffset: b, topId, topDigest, pinned } = o.value;
  return {
    seq: o.seq ?? 0,
    id: o.id,
    digest: o.digest,
    byteOffset: typeof b === 'number' && Number.isInteger(b) && b >= 0 ? b : null,
    top: typeof topId === 'string' && typeof topDigest === 'string' ? { id: topId, digest: topDigest } : null,
    pinned: typeof pinned === 'string' ? pinned : null,
  };
}

/** The upstream names to consume: the ones asked for (each must be configured) or every configured one. */
function pickUpstreams(config: Config, asked: string[] | undefined): string[] {
  const known = Object.keys(config.upstreams);
  const where = config.filepath ?? 'the handover config';
  if (!known.length)
    throw new CliError(
      `No upstreams are configured in ${where}; add upstreams.<name>.source (or run handover init --role downstream ` +
        `--upstream NAME=SOURCE).`,
      2,
    );
  if (!asked?.length) return known;
  for (const n of asked)
    if (!known.includes(n))
      throw new CliError(
        `"${n}" is not an upstream in ${where} (known: ${known.join(', ')}); name a configured upstream.`,
        2,
      );
  return [...new Set(asked)];
}

const held = new Set<string>();

/**
 * Runs `fn` holding the marker's lock (reentrant within this process, so a command can hold it across
 * plan, print and commit while `commit()` takes it too). A second process waits, then fails with exit 2.
 */
export async function withMarkerLock<T>(root: string, config: Config, fn: () => Promise<T>): Promise<T> {
  const path = lockPathFor(root, config.files.marker);
  if (held.has(path)) return fn();
  return withLock(
    path,
    async () => {
      held.add(path);
      try {
        return await fn();
      } finally {
        held.delete(path);
      }
    },
    { what: `${config.files.marker} (the consume offsets)` },
  );
}

/**
 * Plans a consume: reads every upstream beyond its offset (checking the entry at the offset is
 * unchanged), chooses what fits in `maxChars`, renders it. Nothing moves until `commit()`, which the
 * caller runs only after `output` is written; `commit()` never moves an offset backwards.
 */
export async function planConsume(opts: ConsumeOptions): Promise<ConsumePlan> {
  const { root, config } = opts;
  const names = pickUpstreams(config, opts.upstreams);
  const marker = readMarker(root, config);
  // Who this consumer is, for logs whose entries say who they are for (`for: any` or a name).
  const consumer = await consumerName(root, config, opts.env);
  const pending: { upstream: string; from: number; fromId?: string | null; entries: NewEntry[] }[] = [];
  for (const name of names) {
    const up = config.upstreams[name];
    const offset = offsetFor(marker, config, name);
    // Each upstream's log is read in its writer's dialect (SPEC §7), learnt per upstream.
    const seen: { dialect?: UpstreamDialect } = {};
    const at: UpstreamAt = { name, up, offset };
    const dialect = dialectReader(config, at, seen);
    if (opts.replayLast) {
      const from = marker.offsets.get(name)?.value.from;
      // A log whose entries are not numbered keeps no `from`: nothing to show again.
      if (offset.id || offset.seq === 0 || typeof from !== 'number' || !Number.isInteger(from) || from >= offset.seq) {
        pending.push({ upstream: name, from: offset.seq, fromId: offset.id ?? null, entries: [] });
        continue;
      }
      const read = await readBeyond(root, at, { replayFrom: Math.max(0, from), dialect, consumer }).catch(
        hinted(name, seen),
      );
      pending.push({ upstream: name, from, entries: read.replay });
      continue;
    }
    const read = await readBeyond(root, at, { dialect, consumer }).catch(hinted(name, seen));
    pending.push({ upstream: name, from: offset.seq, fromId: offset.id ?? null, entries: read.after });
  }
  const replay = Boolean(opts.replayLast);
  const batches = opts.select ? opts.select(pending) : selectWithin(pending, opts.maxChars, replay);
  const upToDate = batches.every((b) => b.entries.length === 0 && !b.cutEntry);
  const output =
    opts.format === 'json'
      ? renderJson(batches, opts.maxChars, replay)
      : upToDate
        ? upToDateLine(batches, replay, new Map(pending.map((p) => [p.upstream, p.fromId ?? null])))
        : renderMarkdown(batches, opts.maxChars, replay);
  const moving = replay || opts.dryRun ? [] : batches.filter((b) => b.entries.length);
  let done = false;
  return {
    output,
    upToDate,
    batches,
    moves: moving.map((b) => ({ upstream: b.upstream, from: b.from, to: b.to })),
    async commit() {
      if (done || !moving.length) return;
      done = true;
      await withMarkerLock(root, config, async () => moveOffsets(root, config, moving));
    },
  };
}

function upToDateLine(batches: Batch[], replay: boolean, ids: Map<string, string | null>): string {
  const where = (b: Batch) => {
    const id = ids.get(b.upstream);
    return id ? `entry "${id}"` : b.from === 0 ? 'no entry yet' : `entry ${b.from}`;
  };
  const at = batches.map((b) => `${b.upstream} at ${where(b)}`).join(', ');
  return replay ? `Nothing consumed yet to show again (${at}).\n` : `Up to date: ${at}.\n`;
}

/** Under the lock: re-reads the marker (another consumer may have written it) and moves each offset forward only. */
function moveOffsets(root: string, config: Config, batches: Batch[]): void {
  const marker = readMarker(root, config);
  const at = nowRfc3339();
  let changed = false;
  for (const b of batches) {
    const current = marker.offsets.get(b.upstream);
    const last = b.entries[b.entries.length - 1];
    const { seq: _s, id: _i, at: _a, digest: _d, from: _f, byteOffset: _b, ...rest } = marker.values[b.upstream] ?? {};
    if (last.heading) {
      // A log whose entries are not numbered: the offset is the entry's id and digest (SPEC §7); in a log whose new
      // entries also enter above old ones, what consuming up to the entry leaves (`marks`).
      const { topId: _t, topDigest: _g, pinned: _p, ...extra } = rest;
      const next: Record<string, unknown> = last.marks ?? { id: last.id, digest: last.digest };
      const held = current?.value ?? {};
      if (current && Object.entries(next).every(([k, v]) => held[k] === v)) continue;
      marker.values[b.upstream] = { id: next.id, at, digest: next.digest, ...next, ...extra };
      changed = true;
      continue;
    }
    if (current && current.seq !== null && current.seq >= b.to) continue;
    marker.values[b.upstream] = {
      seq: b.to,
      at,
      digest: last.digest,
      from: b.from,
      byteOffset: last.byteOffset,
      ...rest,
    };
    changed = true;
  }
  if (changed) writeMarker(root, config, marker);
}

/** Writes the marker file back as read: its BOM and line endings kept, the human summary regenerated. */
function writeMarker(
  root: string,
  config: Config,
  marker: { values: Record<string, Record<string, unknown>>; bom: boolean; eol: string },
): void {
  writeProtocolFile(root, config.files.marker, (marker.bom ? '\ufeff' : '') + renderMarker(marker.values, marker.eol));
}

/**
 * Where one upstream stands for this repo: the last seq in its log, the seq consumed, and how many
 * entries wait. Fetches a URL upstream unless `fetch: false` (then a cached copy is used when there
 * is one). Throws CliError (exit 1) when the upstream rewrote the entry at the offset.
 */
export async function upstreamState(
  root: string,
  config: Config,
  name: string,
  opts: { fetch?: boolean } = {},
): Promise<{
  lastSeq: number;
  consumedSeq: number;
  pending: number;
  dialect: DialectName;
  lastId: string | null;
  consumedId: string | null;
}> {
  const up = config.upstreams[name];
  if (!up)
    throw new CliError(
      `"${name}" is not an upstream in ${config.filepath ?? 'the handover config'}; name a configured upstream.`,
      2,
    );
  const offset = offsetFor(readMarker(root, config), config, name);
  const seen: { dialect?: UpstreamDialect } = {};
  const at: UpstreamAt = { name, up, offset };
  const read = await readBeyond(root, at, {
    fetch: opts.fetch,
    dialect: dialectReader(config, at, seen),
    consumer: await consumerName(root, config, undefined),
  }).catch(hinted(name, seen));
  const last = read.after[read.after.length - 1];
  const numbered = !offset.id && !last?.heading;
  return {
    lastSeq: last ? last.seq : offset.seq,
    consumedSeq: offset.seq,
    pending: read.after.length,
    dialect: seen.dialect?.name ?? 'handover',
    lastId: numbered ? null : last ? last.id : (offset.id ?? null),
    consumedId: numbered ? null : (offset.id ?? null),
  };
}

/**
 * A log whose headings do not read in the dialect it was read in may be written in another: the error says
 * which dialect was used and where that came from, and how to name the right one.
 */
function hinted(name: string, seen: { dialect?: UpstreamDialect }): (error: unknown) => never {
  return (error) => {
    const d = seen.dialect;
    if (
      !(error instanceof CliError) ||
      error.exitCode !== 1 ||
      !d ||
      d.from === 'config' ||
      !/is not a valid entry heading/.test(error.message)
    )
      throw error;
    const learnt =
      d.from === 'upstream'
        ? `as its own config ${d.file} says`
        : "this repo's own, as the upstream has no config of its own";
    throw new CliError(
      `${error.message} (It was read in the ${d.name} dialect, ${learnt}; if ${name} writes another, declare ` +
        `upstreams.${name}.dialect.)`,
      1,
    );
  };
}

/**
 * How to learn an upstream's dialect from the commit its log is read from (`upstreamDialect`), refusing (exit 2)
 * an offset kept for a log of the other shape (an entry id against a numbered log, or a number against one
 * that is not): reading on would hand every entry on again.
 */
function dialectReader(
  config: Config,
  { name, up, offset }: UpstreamAt,
  seen: { dialect?: UpstreamDialect } = {},
): (blob: UpstreamBlob) => Promise<LogDialect> {
  return async (blob) => {
    const d = await upstreamDialect(name, up, blob, dialectOf(config));
    seen.dialect = d;
    const numbered = d.log === CANONICAL.log;
    if (offset.id ? numbered : offset.seq > 0 && !numbered) {
      const learnt =
        d.from === 'config'
          ? `upstreams.${name} in this repo's config`
          : d.from === 'upstream'
            ? `its own config, ${d.file}`
            : "this repo's own dialect, as neither this repo's config nor the upstream's says otherwise";
      const held = offset.id ? `entry "${offset.id}"` : `entry ${offset.seq}`;
      throw new CliError(
        `${config.files.marker}: the offset for ${name} holds ${held}, an offset into a log ` +
          `${offset.id ? 'whose entries are not numbered' : 'of numbered entries'}, but ${name}'s log is read ` +
          `${numbered ? 'as numbered entries' : 'by entry id'} (dialect ${d.name}, from ${learnt}); if the dialect ` +
          `is right, delete the "${name}" key of the marker to consume ${name} from its first entry, else declare ` +
          `upstreams.${name}.dialect. Nothing was moved.`,
        2,
      );
    }
    return d.log;
  };
}

/** Every entry of a configured upstream's log as its ref holds it, oldest first, read as consume reads it. */
export async function upstreamLog(
  root: string,
  config: Config,
  name: string,
  env?: NodeJS.ProcessEnv,
): Promise<NewEntry[]> {
  const up = config.upstreams[name];
  if (!up)
    throw new CliError(
      `"${name}" is not an upstream in ${config.filepath ?? 'the handover config'} ` +
        `(known: ${Object.keys(config.upstreams).join(', ') || 'none'}); name a configured upstream.`,
      2,
    );
  const seen: { dialect?: UpstreamDialect } = {};
  const at: UpstreamAt = { name, up, offset: { seq: 0, digest: null, byteOffset: null } };
  const read = await readBeyond(root, at, {
    dialect: dialectReader(config, at, seen),
    consumer: await consumerName(root, config, env),
  }).catch(hinted(name, seen));
  return read.after;
}

/** A marker key that is not an upstream's: a requester's offset into a peer's answers (`<peer>/answers`). */
export interface RecordOffset {
  key: string;
  seq: number;
  digest: string;
}

/** The offsets held under keys that are not upstreams (seq 0 when none); exit 1 when the marker is broken. */
export function recordOffsets(root: string, config: Config, keys: string[]): Map<string, Offset> {
  const marker = readMarker(root, config);
  return new Map(keys.map((k) => [k, offsetFor(marker, config, k)]));
}

/**
 * Moves record offsets forward (never back), under the marker's lock, re-reading the marker first: what a
 * reader showed is consumed, on the record, as consume moves an upstream's offset.
 */
export async function moveRecordOffsets(root: string, config: Config, moves: RecordOffset[]): Promise<void> {
  if (!moves.length) return;
  await withMarkerLock(root, config, async () => {
    const marker = readMarker(root, config);
    const at = nowRfc3339();
    let changed = false;
    for (const m of moves) {
      const current = marker.offsets.get(m.key);
      if (current && current.seq !== null && current.seq >= m.seq) continue;
      const { seq: _s, at: _a, digest: _d, ...extra } = marker.values[m.key] ?? {};
      marker.values[m.key] = { seq: m.seq, at, digest: m.digest, ...extra };
      changed = true;
    }
    if (changed) writeMarker(root, config, marker);
  });
}

/**
 * `consume --rebase-offset KEY`: after an upstream rewrote its history (the entry at the offset changed or is
 * gone), the consumer accepts the log as it is now, on purpose and on the record: the offset is set to the
 * entry now at its seq (or the log's last entry when it is shorter), with its digest, and the marker keeps
 * `rebased: { at, seq, digest }` (what it held before). KEY is an upstream name, or `<peer>/answers`
 * (a requester's offset into a peer's answers; `answers` reads that peer's REQUESTS.md). Nothing is printed
 * for the entries: consume reads on from the new offset.
 */
export async function rebaseOffset(
  root: string,
  config: Config,
  key: string,
  answers?: (peer: string) => Promise<{ seq: number; digest: string }[]>,
): Promise<string> {
  return withMarkerLock(root, config, async () => {
    const marker = readMarker(root, config);
    const held = marker.offsets.get(key);
    if (!held || held.seq === null)
      throw new CliError(
        `${config.files.marker} holds no offset "${key}" to rebase ` +
          `(it has: ${[...marker.offsets.keys()].join(', ') || 'none'}).`,
        2,
      );
    const peer = /^(.+)\/answers$/.exec(key)?.[1];
    let entries: { seq: number; digest: string; byteOffset?: number }[];
    if (peer) {
      if (!answers) throw new CliError(`"${key}" is a requester's offset; it is rebased through the inbox.`, 2);
      entries = await answers(peer);
    } else {
      const up = config.upstreams[key];
      if (!up)
        throw new CliError(
          `"${key}" is not an upstream in ${config.filepath ?? 'the handover config'} nor a <peer>/answers offset.`,
          2,
        );
      const read = await readBeyond(root, { name: key, up, offset: { seq: 0, digest: null, byteOffset: null } });
      if (read.after.some((e) => e.heading))
        throw new CliError(
          `${key}'s log does not number its entries; delete the "${key}" key of the marker instead.`,
          2,
        );
      entries = read.after;
    }
    const at = entries.filter((e) => e.seq <= held.seq!).pop();
    if (!at)
      throw new CliError(
        `${key}: the log now has no entry at or before ${held.seq}; ` +
          `delete the "${key}" key of the marker to read it from its first entry.`,
        1,
      );
    if (at.seq === held.seq && at.digest === held.digest)
      return `${key}: the offset already matches entry ${at.seq}; nothing moved.\n`;
    const now = nowRfc3339();
    const { seq: _s, at: _a, digest: _d, from: _f, byteOffset: _b, rebased: _r, ...extra } = marker.values[key] ?? {};
    marker.values[key] = {
      seq: at.seq,
      at: now,
      digest: at.digest,
      ...(at.byteOffset !== undefined ? { from: at.seq, byteOffset: at.byteOffset } : {}),
      rebased: { at: now, seq: held.seq, digest: held.digest },
      ...extra,
    };
    writeMarker(root, config, marker);
    return (
      `${config.files.marker}: the offset for ${key} now stands at entry ${at.seq} as the log is now ` +
      `(it held entry ${held.seq}, ${held.digest?.slice(0, 15)}…; kept under rebased:). ` +
      'Commit it to put it on the record.\n'
    );
  });
}
