import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);

// src/hooks/apply-patch.ts
function parsePatch(patch) {
  const lines = patch.replace(/\r\n/g, "\n").split("\n");
  let i = lines.findIndex((l) => l.trim() === "*** Begin Patch");
  if (i === -1) return { problem: 'the patch has no "*** Begin Patch" line' };
  const ops = [];
  const header = /^\*\*\* (Add File|Delete File|Update File): (.+)$/;
  for (i++; i < lines.length; ) {
    const line = lines[i];
    if (line.trim() === "*** End Patch") return { ops };
    const m = header.exec(line);
    if (!m) {
      if (line.trim() === "") {
        i++;
        continue;
      }
      return { problem: `unexpected line ${i + 1} in the patch: ${line.slice(0, 80)}` };
    }
    const path = m[2].trim();
    i++;
    if (m[1] === "Delete File") {
      ops.push({ kind: "delete", path });
      continue;
    }
    if (m[1] === "Add File") {
      const body = [];
      while (i < lines.length && lines[i].startsWith("+")) body.push(lines[i++].slice(1));
      ops.push({ kind: "add", path, text: body.length ? `${body.join("\n")}
` : "" });
      continue;
    }
    const update = readUpdate(lines, i, path);
    if ("problem" in update) return update;
    ops.push(update.op);
    i = update.next;
  }
  return { problem: 'the patch has no "*** End Patch" line' };
}
function readUpdate(lines, start, path) {
  let i = start;
  const op = { kind: "update", path, hunks: [] };
  if (lines[i]?.startsWith("*** Move to: ")) op.moveTo = lines[i++].slice("*** Move to: ".length).trim();
  let hunk = null;
  for (; i < lines.length && !lines[i].startsWith("*** "); i++) {
    const l = lines[i];
    if (l.startsWith("@@") || hunk === null) {
      hunk = { anchor: l.startsWith("@@") ? l.slice(2).trim() : "", old: [], next: [] };
      op.hunks.push(hunk);
      if (l.startsWith("@@")) continue;
    }
    const body = l.slice(1);
    if (l.startsWith("+")) hunk.next.push(body);
    else if (l.startsWith("-")) hunk.old.push(body);
    else if (l.startsWith(" ") || l === "") {
      hunk.old.push(body);
      hunk.next.push(body);
    } else return { problem: `unexpected line ${i + 1} in the patch: ${l.slice(0, 80)}` };
  }
  if (lines[i]?.trim() === "*** End of File") i++;
  return { op, next: i };
}
function seek(lines, want, from) {
  const tries = [(s) => s, (s) => s.trimEnd(), (s) => s.trim()];
  for (const norm of tries) {
    for (let at = from; at + want.length <= lines.length; at++) {
      if (want.every((w, k) => norm(lines[at + k]) === norm(w))) return at;
    }
  }
  return -1;
}
function applyHunks(current, hunks) {
  const crlf = current.includes("\r\n");
  const lines = current.replace(/\r\n/g, "\n").split("\n");
  if (lines.at(-1) === "") lines.pop();
  let from = 0;
  for (const h of hunks) {
    if (h.anchor) {
      const a = seek(lines, [h.anchor], from);
      if (a === -1) return { unknown: `the patch's "@@ ${h.anchor}" line is not in the file` };
      from = a + 1;
    }
    const old = h.old.length && h.old.at(-1) === "" && h.next.at(-1) === "" ? h.old.slice(0, -1) : h.old;
    const next = old === h.old ? h.next : h.next.slice(0, -1);
    const at = old.length === 0 ? lines.length : seek(lines, old, from);
    if (at === -1) return { unknown: "the lines the patch replaces are not in the file as it is now" };
    lines.splice(at, old.length, ...next);
    from = at + next.length;
  }
  const text = `${lines.join("\n")}
`;
  return { text: crlf ? text.replace(/\n/g, "\r\n") : text };
}

export {
  parsePatch,
  applyHunks
};
