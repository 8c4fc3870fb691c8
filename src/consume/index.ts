import { join } from 'node:path';
import type { Config } from '../config/schema.js';
import { CliError } from '../errors.js';
import { lockPathFor, readProtocolFile, withLock, writeProtocolFile } from '../fsutil.js';
import { offsetProblem, parseMarker, renderMarker, type MarkerOffset } from '../models/marker.js';
import { encodingWhat, sourceFromBytes } from '../models/source.js';
import { nowRfc3339 } from '../models/time.js';
import { readBeyond, type NewEntry, type Offset } from './read.js';
import { renderJson, renderMarkdown, selectWithin, type Batch } from './render.js';

export interface ConsumeOptions {
  root: string;
  config: Config;
  upstreams?: string[];
  dryRun?: boolean;
  maxChars?: number;
  format: 'markdown' | 'json';
  replayLast?: boolean;
}

export interface ConsumePlan {
  output: string;
  upToDate: boolean;
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
  if (source.encoding.length) throw new CliError(`${file}: the marker has ${encodingWhat(source.encoding[0])} at line ${source.encoding[0].line}; ${fix}.`, 1);
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
  if (problem) throw new CliError(`${config.files.marker}:${o.span.start.line}: ${problem}; fix it, or delete the "${name}" key to consume ${name} from its first entry.`, 1);
  const b = o.value.byteOffset;
  return { seq: o.seq!, digest: o.digest, byteOffset: typeof b === 'number' && Number.isInteger(b) && b >= 0 ? b : null };
}

/** The upstream names to consume: the ones asked for (each must be configured) or every configured one. */
function pickUpstreams(config: Config, asked: string[] | undefined): string[] {
  const known = Object.keys(config.upstreams);
  const where = config.filepath ?? 'the handover config';
  if (!known.length) throw new CliError(`No upstreams are configured in ${where}; add upstreams.<name>.source (or run handover init --role downstream --upstream NAME=SOURCE).`, 2);
  if (!asked || !asked.length) return known;
  for (const n of asked) if (!known.includes(n)) throw new CliError(`"${n}" is not an upstream in ${where} (known: ${known.join(', ')}); name a configured upstream.`, 2);
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
  const pending: { upstream: string; from: number; entries: NewEntry[] }[] = [];
  for (const name of names) {
    const offset = offsetFor(marker, config, name);
    if (opts.replayLast) {
      const from = marker.offsets.get(name)?.value.from;
      if (offset.seq === 0 || typeof from !== 'number' || !Number.isInteger(from) || from >= offset.seq) {
        pending.push({ upstream: name, from: offset.seq, entries: [] });
        continue;
      }
      const read = await readBeyond(root, name, config.upstreams[name], offset, { replayFrom: Math.max(0, from) });
      pending.push({ upstream: name, from, entries: read.replay });
      continue;
    }
    const read = await readBeyond(root, name, config.upstreams[name], offset);
    pending.push({ upstream: name, from: offset.seq, entries: read.after });
  }
  const replay = Boolean(opts.replayLast);
  const batches = selectWithin(pending, opts.maxChars, replay);
  const upToDate = batches.every((b) => b.entries.length === 0);
  const output = opts.format === 'json' ? renderJson(batches, opts.maxChars, replay) : upToDate ? upToDateLine(batches, replay) : renderMarkdown(batches, opts.maxChars, replay);
  const moving = replay || opts.dryRun ? [] : batches.filter((b) => b.entries.length);
  let done = false;
  return {
    output,
    upToDate,
    moves: moving.map((b) => ({ upstream: b.upstream, from: b.from, to: b.to })),
    async commit() {
      if (done || !moving.length) return;
      done = true;
      await withMarkerLock(root, config, async () => moveOffsets(root, config, moving));
    },
  };
}

function upToDateLine(batches: Batch[], replay: boolean): string {
  const at = batches.map((b) => `${b.upstream} at ${b.from === 0 ? 'no entry yet' : `entry ${b.from}`}`).join(', ');
  return replay ? `Nothing consumed yet to show again (${at}).\n` : `Up to date: ${at}.\n`;
}

/** Under the lock: re-reads the marker (another consumer may have written it) and moves each offset forward only. */
function moveOffsets(root: string, config: Config, batches: Batch[]): void {
  const marker = readMarker(root, config);
  const at = nowRfc3339();
  let changed = false;
  for (const b of batches) {
    const current = marker.offsets.get(b.upstream);
    if (current && current.seq !== null && current.seq >= b.to) continue;
    const last = b.entries[b.entries.length - 1];
    const { seq: _s, at: _a, digest: _d, from: _f, byteOffset: _b, ...extra } = marker.values[b.upstream] ?? {};
    marker.values[b.upstream] = { seq: b.to, at, digest: last.digest, from: b.from, byteOffset: last.byteOffset, ...extra };
    changed = true;
  }
  if (changed) writeProtocolFile(root, config.files.marker, (marker.bom ? '\ufeff' : '') + renderMarker(marker.values, marker.eol));
}

/**
 * Where one upstream stands for this repo: the last seq in its log, the seq consumed, and how many
 * entries wait. Fetches a URL upstream unless `fetch: false` (then a cached copy is used when there
 * is one). Throws CliError (exit 1) when the upstream rewrote the entry at the offset.
 */
export async function upstreamState(root: string, config: Config, name: string, opts: { fetch?: boolean } = {}): Promise<{ lastSeq: number; consumedSeq: number; pending: number }> {
  const up = config.upstreams[name];
  if (!up) throw new CliError(`"${name}" is not an upstream in ${config.filepath ?? 'the handover config'}; name a configured upstream.`, 2);
  const offset = offsetFor(readMarker(root, config), config, name);
  const read = await readBeyond(root, name, up, offset, { fetch: opts.fetch });
  const last = read.after[read.after.length - 1];
  return { lastSeq: last ? last.seq : offset.seq, consumedSeq: offset.seq, pending: read.after.length };
}
