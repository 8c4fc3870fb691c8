import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  atxHeadingText,
  sourceFromBytes,
  splitAtLevel2
} from "./chunk-IRDQGPMW.js";

// src/models/sync-dir.ts
function isSyncDir(path) {
  return path.endsWith("/");
}
function syncFileOf(dir, agent) {
  return `${dir}${agent}.md`;
}
function isSyncDirFile(dir, path) {
  return path.startsWith(dir) && path.endsWith(".md") && !path.slice(dir.length).includes("/") && path.length > dir.length + 3;
}
var TITLE = "# Sync\n\n";
var AGENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
function assembleSync(dir, parts) {
  const sorted = parts.filter((p) => isSyncDirFile(dir, p.path)).sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  const unreadable = [];
  const layout = [];
  const owners = /* @__PURE__ */ new Map();
  const regions = [];
  let text = TITLE;
  let line = 3;
  for (const part of sorted) {
    if (part.notAFile) {
      layout.push({ path: part.path, kind: "name", message: `${part.path} is ${part.notAFile}, not a regular file; a file of the sync directory must be the file itself \u2014 replace it`, line: 1 });
      continue;
    }
    const source2 = sourceFromBytes(part.path, part.bytes);
    if (source2.encoding.length) {
      unreadable.push(source2);
      continue;
    }
    const agent = part.path.slice(dir.length, -3);
    const split = splitAtLevel2(source2.text);
    const pre = split.preamble.text;
    const problem = (kind, message, at = 1) => layout.push({ path: part.path, kind, message, line: at });
    if (!AGENT.test(agent)) problem("name", `${part.path}: "${agent}" is not an agent id (letters, digits, ".", "_", "-"); name the file after its agent`);
    if (pre.trim() !== "") problem("preamble", `${part.path} has text before its section heading; a file of the sync directory holds only its agent's section ("## ${agent}") \u2014 move the text into the section or remove it`);
    if (split.sections.length === 0) problem("sections", `${part.path} holds no section; write "## ${agent}" and its three fields`);
    if (split.sections.length > 1) problem("sections", `${part.path} holds ${split.sections.length} sections; a file of the sync directory holds one, its agent's ("## ${agent}")`, split.sections[1].start.line);
    const first = split.sections[0];
    if (first && atxHeadingText(first.heading ?? "") !== agent) {
      problem("owner", `${part.path} holds the section "${atxHeadingText(first.heading ?? "")}", but the file belongs to ${agent}; each agent writes only its own file, with "## ${agent}" as its heading`, first.start.line);
    }
    owners.set(part.path, agent);
    const body = source2.text.slice(pre.length);
    const skip = lineCount(pre);
    if (body === "") continue;
    const chunk = body.endsWith("\n") ? body : `${body}
`;
    regions.push({ path: part.path, from: line, skip });
    text += `${chunk}
`;
    line += lineCount(chunk) + 1;
  }
  const source = { path: dir, text, bom: false, encoding: [] };
  const locate = (l) => {
    let found = null;
    for (const r of regions) if (r.from <= l) found = r;
    else break;
    return found ? { path: found.path, line: l - found.from + 1 + found.skip } : null;
  };
  return { source, locate, unreadable, layout, owners };
}
function lineCount(s) {
  let n = 0;
  for (let i = s.indexOf("\n"); i !== -1; i = s.indexOf("\n", i + 1)) n++;
  return n;
}
function splitSyncToDir(text, dir) {
  const clean = text.replace(/^\uFEFF/, "");
  const split = splitAtLevel2(clean);
  const files = /* @__PURE__ */ new Map();
  for (const s of split.sections) {
    const id = atxHeadingText(s.heading ?? "");
    const path = syncFileOf(dir, id);
    const eol = s.text.includes("\r\n") ? "\r\n" : "\n";
    const body = s.text.replace(/\s+$/, "") + eol;
    files.set(path, files.has(path) ? `${files.get(path)}${eol}${body}` : body);
  }
  return { files, preamble: split.preamble.text };
}
function joinSyncDir(dir, parts, preamble = "# Sync\n\nEach agent writes only its own section.\n") {
  const sorted = parts.filter((p) => isSyncDirFile(dir, p.path)).sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  let out = preamble.replace(/\s+$/, "") + "\n";
  for (const p of sorted) {
    const text = (typeof p.bytes === "string" ? p.bytes : Buffer.from(p.bytes).toString("utf8")).replace(/^\uFEFF/, "").replace(/^\s+/, "").replace(/\s+$/, "");
    if (text) out += `
${text}
`;
  }
  return out;
}

export {
  isSyncDir,
  syncFileOf,
  isSyncDirFile,
  assembleSync,
  splitSyncToDir,
  joinSyncDir
};
