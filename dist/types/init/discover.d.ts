import { type DocKind } from '../models/index.js';
import { type Inference, type InferredConfig } from './infer.js';
import { type Writers } from './writers.js';
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
 * Looks through the repository for coordination files and chooses, per kind, the one the config reads: the file at
 * the configured name when it reads, else the surest reading. The others are shown with what to set to read them.
 */
export declare function discoverRepo(o: {
    root: string;
    files: Record<DocKind, string>;
    writer: string | null;
}): Promise<Discovery>;
