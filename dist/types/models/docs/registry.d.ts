import type { SourceFile, Span } from '../markdown/source.js';
import { type Chunk } from '../markdown/split.js';
import { type DocBase, type FieldItem, type PlainItem } from './base.js';
export type Provenance = {
    kind: 'self';
} | {
    kind: 'relayed';
    by: string;
};
/** Field labels a registry entry may carry, normalised. */
export declare const REGISTRY_FIELDS: readonly ["owns", "address", "head", "subprojects", "ask"];
export declare const REQUIRED_REGISTRY_FIELDS: readonly ["owns", "address"];
/** One project entry: `## <id> [SELF]` or `## <id> [RELAYED by X]` and its fields. */
export interface RegistryEntry {
    id: string;
    chunk: Chunk;
    heading: Span;
    headingText: string;
    /** The single provenance tag, or null when there is none or more than one. */
    provenance: Provenance | null;
    /** How many provenance tags the heading carries. */
    tagCount: number;
    span: Span;
    fields: FieldItem[];
    items: PlainItem[];
    /** Subjects from `Owns:`, split at `;`, trimmed, empty ones dropped. */
    owns: string[];
    address: string | null;
}
export interface RegistryDoc extends DocBase {
    kind: 'registry';
    /** How the file lays out its projects (config `registry.layout`): only `tagged` entries carry provenance. */
    layout: RegistryLayout;
    entries: RegistryEntry[];
}
/**
 * `tagged`: SPEC §2's `## <project> [SELF]` sections; `sections`: `## CODE-NNN — Name` sections with `- key: value`
 * lines and no provenance tag; `table`: one Markdown table, a row per project.
 */
export type RegistryLayout = 'tagged' | 'sections' | 'table';
export declare const REGISTRY_LAYOUTS: RegistryLayout[];
/** A `## CODE-NNN — Name` heading: the id, and the name after the separator. */
export declare const CODE_HEADING: RegExp;
/** Reads a registry heading into the project id and its provenance tags. */
export declare function parseRegistryHeading(text: string): {
    id: string;
    provenance: Provenance | null;
    tagCount: number;
};
/** Parses PROJECT_REGISTRY.md in a layout (SPEC §2's tagged sections by default). */
export declare function parseRegistry(source: SourceFile, layout?: RegistryLayout): RegistryDoc;
/** Column headers read as a project's id, what it owns, and where it lives (normalised). */
export declare const ID_COLUMNS: RegExp;
/** How subjects compare across entries: case and runs of white space do not count. */
export declare function subjectKey(subject: string): string;
/** Renders a provenance tag the way tools write it. */
export declare function provenanceTag(p: Provenance): string;
