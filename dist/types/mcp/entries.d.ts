/**
 * The tools that return log entries, within the budget: `consume` (new upstream entries; the offset moves past what
 * a result holds whole, never further) and `entries` (any entries of this project's log or an upstream's, by range
 * and cursor, read-only).
 */
import { z } from 'zod';
import type { Config } from '../config/schema.js';
import { type ToolResult } from './run.js';
/** An entry as a result carries it. */
export declare const entryShape: z.ZodObject<{
    upstream: z.ZodNullable<z.ZodString>;
    seq: z.ZodNullable<z.ZodNumber>;
    id: z.ZodString;
    timestamp: z.ZodNullable<z.ZodString>;
    title: z.ZodNullable<z.ZodString>;
    corrects: z.ZodArray<z.ZodNumber>;
    text: z.ZodString;
}, z.core.$strip>;
/** What a budgeted result says beside its items. */
export declare const pageShape: {
    returned: z.ZodNumber;
    left: z.ZodNumber;
    cursor: z.ZodNullable<z.ZodString>;
    note: z.ZodString;
};
export declare const consumeOutput: {
    returned: z.ZodNumber;
    left: z.ZodNumber;
    cursor: z.ZodNullable<z.ZodString>;
    note: z.ZodString;
    entries: z.ZodArray<z.ZodObject<{
        upstream: z.ZodNullable<z.ZodString>;
        seq: z.ZodNullable<z.ZodNumber>;
        id: z.ZodString;
        timestamp: z.ZodNullable<z.ZodString>;
        title: z.ZodNullable<z.ZodString>;
        corrects: z.ZodArray<z.ZodNumber>;
        text: z.ZodString;
    }, z.core.$strip>>;
    consumed: z.ZodBoolean;
};
export declare const entriesOutput: {
    returned: z.ZodNumber;
    left: z.ZodNumber;
    cursor: z.ZodNullable<z.ZodString>;
    note: z.ZodString;
    log: z.ZodString;
    entries: z.ZodArray<z.ZodObject<{
        upstream: z.ZodNullable<z.ZodString>;
        seq: z.ZodNullable<z.ZodNumber>;
        id: z.ZodString;
        timestamp: z.ZodNullable<z.ZodString>;
        title: z.ZodNullable<z.ZodString>;
        corrects: z.ZodArray<z.ZodNumber>;
        text: z.ZodString;
    }, z.core.$strip>>;
};
/** `consume`: new upstream entries within the budget; moves the offset past the whole ones returned unless dry. */
export declare function consumeEntries(o: {
    root: string;
    config: Config;
    env: NodeJS.ProcessEnv;
    args: {
        upstreams?: string[];
        dry_run?: boolean;
        max_chars?: number;
        cursor?: string;
    };
    dryRun: boolean;
}): Promise<ToolResult>;
/** `entries`: entries of this project's log or an upstream's, from a number (or a cursor), within the budget. */
export declare function readEntries(o: {
    root: string;
    config: Config;
    env: NodeJS.ProcessEnv;
    args: {
        upstream?: string;
        from?: number;
        to?: number;
        cursor?: string;
        max_chars?: number;
    };
}): Promise<ToolResult>;
