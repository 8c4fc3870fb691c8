import type { FieldItem } from '../docs/base.js';
import type { Chunk } from '../markdown/split.js';
/** One field to write: its normalised key, the label to use if it must be added, the value (null: keep). */
export interface FieldWrite {
    key: string;
    label: string;
    value: string | null;
    /** The whole line to add when the field is missing (default `- **Label:** value`). */
    line?: string;
}
/** Why a section's fields cannot be edited in place. */
export declare class FieldEditError extends Error {
}
/**
 * Sets field values of one section inside a document's text and returns the new text; every byte
 * outside the fields written stays as it was. An existing field keeps its bullet, label, emphasis
 * and date position (a date is moved to `today`); its value, continuation lines included, is
 * replaced. A missing field is added next to its neighbours in `writes` order, as `- **Label:** value`.
 * `writes` lists the section's fields in their canonical order.
 */
export declare function setSectionFields(text: string, section: {
    chunk: Chunk;
    fields: FieldItem[];
}, writes: FieldWrite[], format: {
    eol: string;
    today: string;
}): string;
/** Appends a new section at the end of a text, separated from what is there by one blank line. */
export declare function appendSection(text: string, section: string, eol: string): string;
