import { CliError } from '../errors.js';
import { readProtocolFile, writeProtocolFile as writeInRepo } from '../fsutil.js';
import { conflictBlocks, encodingWhat, sourceFromBytes, type SourceFile } from '../models/index.js';
import { detectEol } from '../models/diff/keyed-sections.js';

/**
 * A field value from the command line as it will be written: trimmed, on one line. Line breaks and
 * control characters would split the field or the section, so they are refused (exit 2), never
 * silently rewritten. Markdown in the value (`#`, `##`, backticks) is harmless: it follows the label.
 */
export function fieldValue(flag: string, raw: string): string {
  const v = raw.trim();
  if (/[\u0000-\u0008\u000a-\u001f\u007f\u2028\u2029]/.test(v)) {
    throw new CliError(
      `--${flag} holds a line break or control character; a field is one line: write it on one line.`,
      2,
    );
  }
  return v;
}

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
export function readForWrite(root: string, file: string, command: string, template: (eol: string) => string): ToWrite {
  const bytes = readProtocolFile(root, file);
  const source = sourceFromBytes(file, bytes ?? '');
  if (source.encoding.length) {
    const e = source.encoding[0];
    throw new CliError(
      `${file}:${e.line}:${e.column}: ${encodingWhat(e)}; fix the file (handover lint shows where) before writing to ` +
        `it.`,
      1,
    );
  }
  if (conflictBlocks(source.text).length)
    throw new CliError(`${file} holds git conflict markers; resolve the merge first, then run ${command} again.`, 1);
  const eol = detectEol(source.text);
  return { existed: bytes !== null, source, text: bytes === null ? template(eol) : source.text, eol };
}

/** Writes a protocol file atomically (its folder created if need be), with the BOM it had; never through a symlink. */
export function writeProtocolFile(root: string, file: string, text: string, bom: boolean): void {
  writeInRepo(root, file, (bom ? '\uFEFF' : '') + text);
}
