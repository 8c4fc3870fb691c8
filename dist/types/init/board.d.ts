import { type SyncDialect } from '../models/dialect.js';
import { type Inference, type InferredConfig } from './infer.js';
type SyncKnobs = NonNullable<InferredConfig['sync']>;
type FieldName = 'focus' | 'blocked' | 'next';
/** The dialect the inferred `sync` knobs describe. */
export declare function boardDialect(s: SyncKnobs | undefined): SyncDialect;
/**
 * The fields a board carries in part (`sync.fields.<field>.optional`), from its versions (oldest first, the newest
 * last): a field most of its newest version's agent sections carry, that a section goes without and has gone without
 * in every version holding it, two versions or more (its writers kept it so through a later commit). A field a
 * section lacking it now carried in an earlier version keeps required: it was removed, and that is a finding, not
 * the board's way.
 */
export declare function optionalFields(path: string, versions: string[], dialect: SyncDialect): FieldName[];
/**
 * Adds the conventions a board's history shows (its optional fields) to each board inference that reads, in the
 * handover dialect (and to the repo's config, when given), so `init` writes them and `init --detect` shows them.
 */
export declare function withBoardConventions(root: string, found: Inference[], read: (path: string) => Uint8Array | null, config?: InferredConfig): Promise<void>;
export {};
