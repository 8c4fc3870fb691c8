import { type SourceFile } from '../models/index.js';
/**
 * A field value from the command line as it will be written: trimmed, on one line. Line breaks and
 * control characters would split the field or the section, so they are refused (exit 2), never
 * silently rewritten. Markdown in the value (`#`, `##`, backticks) is harmless: it follows the label.
 */
export declare function fieldValue(flag: string, raw: string): string;
/** A protocol file about to be rewritten by `command`: its decoded text (a template when absent). */
export interface ToWrite {
    existed: boolean;
    source: SourceFile;
    /** The text to edit: the file's text without BOM, or the template. */
    text: string;
    eol: '\n' | '\r\n';
}
/**
 * Reads the protocol file `file` (repo-relative) for a writer; refuses (exit 1) a symlink on its path, a file
 * that is not a plain file, text that is not clean UTF-8 or holds conflict markers.
 */
export declare function readForWrite(root: string, file: string, command: string, template: (eol: string) => string): ToWrite;
/** Writes a protocol file atomically (its folder created if need be), with the BOM it had; never through a symlink. */
export declare function writeProtocolFile(root: string, file: string, text: string, bom: boolean): void;
