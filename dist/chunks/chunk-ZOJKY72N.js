import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  detectEol,
  splitGap
} from "./chunk-4QI5HIWJ.js";
import {
  readProtocolFile,
  writeProtocolFile
} from "./chunk-RWIQJ7M5.js";
import {
  conflictBlocks,
  encodingWhat,
  sourceFromBytes
} from "./chunk-O445MX7U.js";
import {
  CliError
} from "./chunk-GTPCD622.js";

// src/models/write/field-edit.ts
var FieldEditError = class extends Error {
};
var PREFIX = /^(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)?[^\n:]*:(?:\*\*|__|\*|_)?[ \t]*(?:\(\d{4}-\d{2}-\d{2}\)[ \t]*)?/;
function setSectionFields(text, section, writes, format) {
  const { eol, today } = format;
  const edits = [];
  const found = writes.map((w) => {
    const matches = section.fields.filter((f) => f.key === w.key);
    if (matches.length > 1) throw new FieldEditError(`"${w.label}" appears ${matches.length} times`);
    return matches[0] ?? null;
  });
  writes.forEach((w, i) => {
    if (w.value === null) return;
    const field = found[i];
    if (field) {
      const start = field.span.start.offset;
      const end = field.span.end.offset;
      const m = PREFIX.exec(text.slice(start, end));
      if (!m) throw new FieldEditError(`the "${w.label}" item is not written as "- Label: value"`);
      let prefix = m[0].replace(/\(\d{4}-\d{2}-\d{2}\)/, `(${today})`);
      if (!/[ \t]$/.test(prefix)) prefix += " ";
      edits.push({ start, end, insert: prefix + w.value });
      return;
    }
    const line = w.line ?? `- **${w.label}:** ${w.value}`;
    const before = found.slice(0, i).reverse().find((f) => f !== null);
    const after = found.slice(i + 1).find((f) => f !== null);
    if (before) edits.push({ start: before.span.end.offset, end: before.span.end.offset, insert: eol + line });
    else if (after) edits.push({ start: after.span.start.offset, end: after.span.start.offset, insert: line + eol });
    else {
      const at = section.chunk.start.offset + splitGap(section.chunk.text).body.length;
      edits.push({ start: at, end: at, insert: eol + eol + line });
    }
  });
  let out = text;
  edits.map((e, order) => ({ ...e, order })).sort((a, b) => b.start - a.start || b.order - a.order).forEach((e) => {
    out = out.slice(0, e.start) + e.insert + out.slice(e.end);
  });
  return out;
}
function appendSection(text, section, eol) {
  if (text === "") return section;
  const sep = text.endsWith(eol + eol) || text.endsWith("\n\n") ? "" : text.endsWith("\n") ? eol : eol + eol;
  return text + sep + section;
}

// src/cli/values.ts
function fieldValue(flag, raw) {
  const v = raw.trim();
  if (/[\u0000-\u0008\u000a-\u001f\u007f\u2028\u2029]/.test(v)) {
    throw new CliError(
      `--${flag} holds a line break or control character; a field is one line: write it on one line.`,
      2
    );
  }
  return v;
}
function readForWrite(root, file, command, template) {
  const bytes = readProtocolFile(root, file);
  const source = sourceFromBytes(file, bytes ?? "");
  if (source.encoding.length) {
    const e = source.encoding[0];
    throw new CliError(
      `${file}:${e.line}:${e.column}: ${encodingWhat(e)}; fix the file (handover lint shows where) before writing to it.`,
      1
    );
  }
  if (conflictBlocks(source.text).length)
    throw new CliError(`${file} holds git conflict markers; resolve the merge first, then run ${command} again.`, 1);
  const eol = detectEol(source.text);
  return { existed: bytes !== null, source, text: bytes === null ? template(eol) : source.text, eol };
}
function writeProtocolFile2(root, file, text, bom) {
  writeProtocolFile(root, file, (bom ? "\uFEFF" : "") + text);
}

export {
  FieldEditError,
  setSectionFields,
  appendSection,
  fieldValue,
  readForWrite,
  writeProtocolFile2 as writeProtocolFile
};
