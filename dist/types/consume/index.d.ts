import type { Config } from '../config/schema.js';
import { type DialectName } from '../models/dialect.js';
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
}
export interface ConsumePlan {
    output: string;
    upToDate: boolean;
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
