import type { Config } from '../config/schema.js';
import { type NewEntry, type Offset } from './read.js';
import { type DialectName } from '../models/dialect.js';
import { type Batch } from './render.js';
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
    select?: (pending: {
        upstream: string;
        from: number;
        entries: NewEntry[];
    }[]) => Batch[];
}
export interface ConsumePlan {
    output: string;
    upToDate: boolean;
    /** What was chosen per upstream: the entries shown whole are the ones `commit()` consumes. */
    batches: Batch[];
    moves: {
        upstream: string;
        from: number;
        to: number;
    }[];
    commit(): Promise<void>;
}
/**
 * Runs `fn` holding the marker's lock (reentrant within this process, so a command can hold it across
 * plan, print and commit while `commit()` takes it too). A second process waits, then fails with exit 2.
 */
export declare function withMarkerLock<T>(root: string, config: Config, fn: () => Promise<T>): Promise<T>;
/**
 * Plans a consume: reads every upstream beyond its offset (checking the entry at the offset is
 * unchanged), chooses what fits in `maxChars`, renders it. Nothing moves until `commit()`, which the
 * caller runs only after `output` is written; `commit()` never moves an offset backwards.
 */
export declare function planConsume(opts: ConsumeOptions): Promise<ConsumePlan>;
/**
 * Where one upstream stands for this repo: the last seq in its log, the seq consumed, and how many
 * entries wait. Fetches a URL upstream unless `fetch: false` (then a cached copy is used when there
 * is one). Throws CliError (exit 1) when the upstream rewrote the entry at the offset.
 */
export declare function upstreamState(root: string, config: Config, name: string, opts?: {
    fetch?: boolean;
}): Promise<{
    lastSeq: number;
    consumedSeq: number;
    pending: number;
    dialect: DialectName;
    lastId: string | null;
    consumedId: string | null;
}>;
/** Every entry of a configured upstream's log as its ref holds it, oldest first, read as consume reads it. */
export declare function upstreamLog(root: string, config: Config, name: string, env?: NodeJS.ProcessEnv): Promise<NewEntry[]>;
/** A marker key that is not an upstream's: a requester's offset into a peer's answers (`<peer>/answers`). */
export interface RecordOffset {
    key: string;
    seq: number;
    digest: string;
}
/** The offsets held under keys that are not upstreams (seq 0 when none); exit 1 when the marker is broken. */
export declare function recordOffsets(root: string, config: Config, keys: string[]): Map<string, Offset>;
/**
 * Moves record offsets forward (never back), under the marker's lock, re-reading the marker first: what a
 * reader showed is consumed, on the record, as consume moves an upstream's offset.
 */
export declare function moveRecordOffsets(root: string, config: Config, moves: RecordOffset[]): Promise<void>;
/**
 * `consume --rebase-offset KEY`: after an upstream rewrote its history (the entry at the offset changed or is
 * gone), the consumer accepts the log as it is now, on purpose and on the record: the offset is set to the
 * entry now at its seq (or the log's last entry when it is shorter), with its digest, and the marker keeps
 * `rebased: { at, seq, digest }` (what it held before). KEY is an upstream name, or `<peer>/answers`
 * (a requester's offset into a peer's answers; `answers` reads that peer's REQUESTS.md). Nothing is printed
 * for the entries: consume reads on from the new offset.
 */
export declare function rebaseOffset(root: string, config: Config, key: string, answers?: (peer: string) => Promise<{
    seq: number;
    digest: string;
}[]>): Promise<string>;
