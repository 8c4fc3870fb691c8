import { isUtf8 } from 'node:buffer';
import { applyHunks } from './apply-patch.js';
import type { Payload } from './payload.js';

/**
 * The tools that write files. Edit and Write are computed; NotebookEdit (Jupyter cells) and
 * MultiEdit (gone from Claude Code 2.1, still read in case an older version sends it) are handled
 * as Claude Code would run them, or reported as not reproducible. Patch and Delete are apply_patch's, one file at a
 * time; Unknown is a tool handover does not know that names the file (src/hooks/hosts.ts), never reproduced.
 */
export const EDIT_TOOLS = new Set(['Edit', 'Write', 'MultiEdit', 'NotebookEdit', 'Patch', 'Delete', 'Unknown']);

/**
 * What a tool would leave in a file: its text, or why the guard cannot tell (Claude Code itself would refuse or do
 * something else).
 */
export type After = { text: string } | { unknown: string } | { deleted: true };

const LSQ = '\u2018';
const RSQ = '\u2019';
const LDQ = '\u201C';
const RDQ = '\u201D';
const straightQuotes = (s: string): string =>
  s.replaceAll(LSQ, "'").replaceAll(RSQ, "'").replaceAll(LDQ, '"').replaceAll(RDQ, '"');
const ESCAPE = /\\u[0-9a-fA-F]{4}/;
const unescapeU = (s: string): string =>
  s.replace(/(\\\\)|\\u([0-9a-fA-F]{4})/g, (m, bs: string | undefined, hex: string) =>
    bs !== undefined ? m : String.fromCharCode(parseInt(hex, 16)),
  );

/**
 * The text in the file that Claude Code's Edit takes `old` to mean: `old` itself; else the same
 * text with the file's curly quotes (‘’“”) read as straight ones (Claude Code 2.1 matches that way,
 * position for position); else `old` with `\uXXXX` escapes decoded. Null when none is in the file.
 */
export function actualOldString(file: string, old: string): string | null {
  if (file.includes(old)) return old;
  const at = straightQuotes(file).indexOf(straightQuotes(old));
  if (at !== -1) return file.substring(at, at + old.length);
  if (ESCAPE.test(old)) {
    const decoded = unescapeU(old);
    if (decoded !== old && file.includes(decoded)) return decoded;
  }
  return null;
}

const opensQuote = (chars: string[], i: number): boolean => {
  if (i === 0) return true;
  const c = chars[i - 1];
  return (
    c === ' ' ||
    c === '\t' ||
    c === '\n' ||
    c === '\r' ||
    c === '(' ||
    c === '[' ||
    c === '{' ||
    c === '\u2014' ||
    c === '\u2013'
  );
};
const LETTER = /\p{L}/u;

/** Claude Code's new_string once the matched text had curly quotes: straight quotes in it are curled the same way. */
export function actualNewString(old: string, actualOld: string, next: string): string {
  let out = next;
  if (old !== actualOld) {
    const double = actualOld.includes(LDQ) || actualOld.includes(RDQ);
    const single = actualOld.includes(LSQ) || actualOld.includes(RSQ);
    if (double) {
      const cs = [...out];
      out = cs.map((c, i) => (c === '"' ? (opensQuote(cs, i) ? LDQ : RDQ) : c)).join('');
    }
    if (single) {
      const cs = [...out];
      out = cs
        .map((c, i) => {
          if (c !== "'") return c;
          if (i > 0 && i < cs.length - 1 && LETTER.test(cs[i - 1]) && LETTER.test(cs[i + 1])) return RSQ;
          return opensQuote(cs, i) ? LSQ : RSQ;
        })
        .join('');
    }
  }
  if (ESCAPE.test(old) && unescapeU(old) === actualOld) out = unescapeU(out);
  return out;
}

interface Replacement {
  old_string: string;
  new_string: string;
  replace_all: boolean;
}

function asReplacement(v: unknown): Replacement | null {
  if (typeof v !== 'object' || v === null) return null;
  const o = v as Record<string, unknown>;
  if (typeof o.old_string !== 'string' || typeof o.new_string !== 'string') return null;
  return { old_string: o.old_string, new_string: o.new_string, replace_all: o.replace_all === true };
}

/** One Edit on LF text, as Claude Code 2.1 applies it. */
function applyEdit(text: string, r: Replacement): { text: string } | { unknown: string } {
  if (r.old_string === '') {
    // An empty old_string creates the file (or fills a blank one) with new_string; a BOM already there stays.
    if (text.trim() !== '') return { unknown: 'old_string is empty but the file has text (Claude Code refuses that)' };
    return {
      text:
        r.new_string !== '' && text.charCodeAt(0) === 0xfeff && r.new_string.charCodeAt(0) !== 0xfeff
          ? `\uFEFF${r.new_string}`
          : r.new_string,
    };
  }
  const old = actualOldString(text, r.old_string);
  if (old === null) return { unknown: 'old_string is not in the file as it is now' };
  const next = actualNewString(r.old_string, old, r.new_string);
  const first = text.indexOf(old);
  if (!r.replace_all && text.indexOf(old, first + old.length) !== -1)
    return { unknown: 'old_string is in the file more than once and replace_all is false' };
  // Deleting a line (new_string empty) takes the line's own newline with it.
  const from = next === '' && !old.endsWith('\n') && text.includes(`${old}\n`) ? `${old}\n` : old;
  const out = r.replace_all
    ? text.split(from).join(next)
    : text.slice(0, text.indexOf(from)) + next + text.slice(text.indexOf(from) + from.length);
  if (out === text) return { unknown: 'the edit changes nothing' };
  return { text: out };
}

/** Codex's apply_patch, one file at a time (src/hooks/hosts.ts): a deletion, or an update's hunks on the file. */
function patchAfter(tool: 'Delete' | 'Patch', input: Payload, current: string | null): After {
  if (current === null) return { unknown: 'the file does not exist' };
  if (tool === 'Delete') return { deleted: true };
  if (typeof input.problem === 'string') return { unknown: input.problem };
  return applyHunks(current, input.hunks as Parameters<typeof applyHunks>[1]);
}

/**
 * The file's text after the tool runs, from its current text (null: absent) and the tool input, the way
 * Claude Code 2.1 does it: the file is read with CRLF as LF and written back with its own line endings;
 * Write stores the content as sent (a BOM the file had is kept). `{ unknown }` when the guard cannot
 * reproduce the tool's effect (then a protocol file's edit is refused, never waved through).
 */
export function textAfter(tool: string, input: Payload, current: string | null): After {
  if (tool === 'Delete' || tool === 'Patch') return patchAfter(tool, input, current);
  if (tool === 'Write') {
    if (typeof input.content !== 'string') return { unknown: 'the Write has no content' };
    const c = input.content;
    return {
      text:
        c !== '' && current !== null && current.charCodeAt(0) === 0xfeff && c.charCodeAt(0) !== 0xfeff
          ? `\uFEFF${c}`
          : c,
    };
  }
  const edits =
    tool === 'Edit' ? [input] : tool === 'MultiEdit' && Array.isArray(input.edits) ? (input.edits as unknown[]) : null;
  if (edits === null) return { unknown: `handover cannot compute what ${tool} does to a Markdown file` };
  const crlf = current?.includes('\r\n');
  let text = (current ?? '').replaceAll('\r\n', '\n');
  for (const e of edits) {
    const r = asReplacement(e);
    if (r === null) return { unknown: 'the edit has no old_string and new_string' };
    if (current === null && r.old_string !== '') return { unknown: 'the file does not exist' };
    const step = applyEdit(text, r);
    if ('unknown' in step) return step;
    text = step.text;
  }
  return { text: crlf ? text.replaceAll('\n', '\r\n') : text };
}

const LONE_SURROGATE = /[\uD800-\uDFFF]/;

/** An edit of a file's bytes: the `removed` bytes at `at` replaced by `inserted`. */
export interface Splice {
  at: number;
  removed: number;
  inserted: Buffer;
}

/**
 * An Edit located in the file's bytes, without decoding them or copying the file (a 40 MB log costs a native search):
 * what `editBytes` applies. Null where `editBytes` is null.
 */
export function editSplice(tool: string, input: Payload, current: Buffer | null): Splice | null {
  if (tool !== 'Edit' || current === null) return null;
  const r = asReplacement(input);
  if (!r || r.replace_all || r.old_string === '' || r.old_string === r.new_string) return null;
  if (ESCAPE.test(r.old_string) || LONE_SURROGATE.test(r.old_string) || LONE_SURROGATE.test(r.new_string)) return null;
  if (current.includes(0x0d) || !isUtf8(current)) return null;
  const old = Buffer.from(r.old_string, 'utf8');
  const first = current.indexOf(old);
  if (first === -1 || current.indexOf(old, first + old.length) !== -1) return null;
  const next = Buffer.from(r.new_string, 'utf8');
  // Deleting a line (new_string empty) takes the line's own newline with it, as applyEdit does.
  const withNewline = Buffer.concat([old, Buffer.from('\n')]);
  const from = next.length === 0 && !r.old_string.endsWith('\n') && current.includes(withNewline) ? withNewline : old;
  const at = from === old ? first : current.indexOf(from);
  return { at, removed: from.length, inserted: next };
}

/** The bytes a splice leaves: a copy of the whole file. */
export function applySplice(current: Buffer, s: Splice): Buffer {
  return Buffer.concat([current.subarray(0, s.at), s.inserted, current.subarray(s.at + s.removed)]);
}

/**
 * An Edit applied to the file's bytes, without decoding them (a 40 MB log costs a native search and a copy): the
 * same result as `textAfter` whenever it answers, which is for one exact, unique old_string in valid UTF-8 text
 * without CR. Null for anything else (curly quotes or escapes to match, replace_all, an empty or absent old_string,
 * a lone surrogate, an edit that changes nothing), which `textAfter` then reads as before.
 */
export function editBytes(tool: string, input: Payload, current: Buffer | null): Buffer | null {
  const s = editSplice(tool, input, current);
  return s && current ? applySplice(current, s) : null;
}
