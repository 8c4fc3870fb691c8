import { type LogHeading } from '../models/dialect.js';
import { type DocKind } from '../models/index.js';
/**
 * Inference reads an existing coordination file with each dialect description the models know and keeps the one
 * that reads the most of it (SPEC §7): it chooses among descriptions, it never parses on its own. What it returns
 * is the config that reads the file as it is, how many headings that reading matched, or a refusal that names the
 * closest shape.
 */
export interface Inference {
    path: string;
    kind: DocKind;
    /** The config keys that read the file as it is (empty: the defaults read it). */
    config: InferredConfig;
    /** The shape, in words, with an example heading from the file. */
    shape: string;
    /** Headings (or table rows) the chosen reading took as entries or sections, of those at its level. */
    matched: number;
    total: number;
    /** What `matched` and `total` count: headings, or the rows of a table. */
    unit?: 'rows';
    /** null when readable; else the sentence refusing to guess (naming the closest shape and migrate). */
    refusal: string | null;
}
export interface InferredConfig {
    dialect?: 'cmap';
    log?: {
        heading?: LogHeading;
        level?: 3;
        order?: 'newest-first';
        writer?: string;
    };
    registry?: {
        layout: 'sections' | 'table';
    };
    sync?: {
        level?: 3;
        layout?: 'table';
        fields?: Partial<Record<'focus' | 'blocked' | 'next', {
            label: string;
        }>>;
    };
}
/** Infers how to read one file; `kind` null: whichever kind reads it best. `writer`: the agent, for `log.writer`. */
export declare function inferFile(path: string, bytes: Uint8Array | string, kind: DocKind | null, writer: string | null): Inference;
/** The snapshot headings a document carries ("Current state", "Last session", "Next steps"), when it is one. */
export declare function snapshotShape(text: string): string | null;
/** One line of `init`'s report for an inference. */
export declare function describeInference(i: Inference): string;
/** Inferred config keys as YAML flow text, for messages. */
export declare function configText(c: InferredConfig): string;
/** The inferences for the protocol files a repo holds under its configured names, and the config they add up to. */
export declare function inferRepo(root: string, files: Record<DocKind, string>, writer: string | null, read: (path: string) => Uint8Array | null): {
    found: Inference[];
    config: InferredConfig;
    refusal: string | null;
};
