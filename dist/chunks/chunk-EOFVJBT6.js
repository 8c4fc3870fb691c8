import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  checkPath
} from "./chunk-X6TG55U7.js";
import {
  plainGit
} from "./chunk-SOWN6PH7.js";

// src/git/blame.ts
var ZERO = /^0+$/;
async function lineOrigins(root, relPath) {
  let out;
  try {
    out = (await plainGit(root, ["--literal-pathspecs", "blame", "--porcelain", "--", checkPath(relPath)])).toString(
      "utf8"
    );
  } catch {
    return null;
  }
  return parsePorcelain(out);
}
async function lineOriginsAt(root, sha, relPath) {
  if (sha !== "HEAD" && !/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/.test(sha)) return null;
  let out;
  try {
    out = (await plainGit(root, ["--literal-pathspecs", "blame", "--porcelain", sha, "--", checkPath(relPath)])).toString("utf8");
  } catch {
    return null;
  }
  return parsePorcelain(out);
}
function parsePorcelain(out) {
  const times = /* @__PURE__ */ new Map();
  const lines = [];
  let sha = null;
  let final = 0;
  for (const line of out.split("\n")) {
    if (line.startsWith("	")) {
      if (sha !== null) lines[final - 1] = ZERO.test(sha) ? null : { commit: sha, time: times.get(sha) ?? 0 };
      sha = null;
      continue;
    }
    const header = /^([0-9a-f]{40,64}) \d+ (\d+)/.exec(line);
    if (header && sha === null) {
      sha = header[1];
      final = Number(header[2]);
      continue;
    }
    if (sha !== null && line.startsWith("author-time ")) times.set(sha, Number(line.slice(12)));
  }
  return lines;
}

export {
  lineOrigins,
  lineOriginsAt
};
