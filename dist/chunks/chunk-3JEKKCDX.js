import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);

// src/models/diff/archive-path.ts
function archivePatterns(archive) {
  if (!archive) return [];
  return typeof archive === "string" ? [archive] : [...archive];
}
var isArchivePattern = (pattern) => pattern.includes("*");
function isArchivePath(archive, path) {
  return archivePatterns(archive).some((p) => {
    const star = p.indexOf("*");
    if (star === -1) return p === path;
    const [head, tail] = [p.slice(0, star), p.slice(star + 1)];
    if (path.length <= head.length + tail.length || !path.startsWith(head) || !path.endsWith(tail)) return false;
    return !path.slice(head.length, path.length - tail.length).includes("/");
  });
}

export {
  archivePatterns,
  isArchivePattern,
  isArchivePath
};
