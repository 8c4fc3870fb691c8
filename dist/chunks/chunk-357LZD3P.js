import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);

// src/models/diff/archive-path.ts
function archivePatterns(archive) {
  if (!archive) return [];
  return typeof archive === "string" ? [archive] : [...archive];
}
var isArchivePattern = (pattern) => pattern.includes("*");
function isArchivePath(archive, path) {
  const folded = path.toLowerCase();
  return archivePatterns(archive).some((named) => {
    const star = named.indexOf("*");
    if (star === -1) return named === path;
    const p = named.toLowerCase();
    const [head, tail] = [p.slice(0, star), p.slice(star + 1)];
    if (folded.length <= head.length + tail.length || !folded.startsWith(head) || !folded.endsWith(tail)) return false;
    return !folded.slice(head.length, folded.length - tail.length).includes("/");
  });
}

export {
  archivePatterns,
  isArchivePattern,
  isArchivePath
};
