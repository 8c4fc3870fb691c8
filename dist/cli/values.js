import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { CliError } from '../errors.js';
import { writeFileAtomic } from '../fsutil.js';
import { conflictBlocks, encodingWhat, sourceFromBytes } from '../models/index.js';
import { detectEol } from '../models/sections.js';
import { readIfExists } from '../fsutil.js';
/**
 * A field value from the command line as it will be written: trimmed, on one line. Line breaks and
 * control characters would split the field or the section, so they are refused (exit 2), never
 * silently rewritten. Markdown in the value (`#`, `##`, backticks) is harmless: it follows the label.
 */
export function fieldValue(flag, raw) {
    const v = raw.trim();
    if (/[\u0000-\u0008\u000a-\u001f\u007f\u2028\u2029]/.test(v)) {
        throw new CliError(`--${flag} holds a line break or control character; a field is one line: write it on one line.`, 2);
    }
    return v;
}
/** Reads a file for a writer; refuses (exit 1) text that is not clean UTF-8 or holds conflict markers. */
export function readForWrite(abs, file, command, template) {
    const bytes = readIfExists(abs, file);
    const source = sourceFromBytes(file, bytes ?? '');
    if (source.encoding.length) {
        const e = source.encoding[0];
        throw new CliError(`${file}:${e.line}:${e.column}: ${encodingWhat(e)}; fix the file (handover lint shows where) before writing to it.`, 1);
    }
    if (conflictBlocks(source.text).length)
        throw new CliError(`${file} holds git conflict markers; resolve the merge first, then run ${command} again.`, 1);
    const eol = detectEol(source.text);
    return { existed: bytes !== null, source, text: bytes === null ? template(eol) : source.text, eol };
}
/** Writes a protocol file atomically (its folder created if need be), with the BOM it had. */
export function writeProtocolFile(abs, text, bom) {
    mkdirSync(dirname(abs), { recursive: true });
    writeFileAtomic(abs, (bom ? '\uFEFF' : '') + text);
}
