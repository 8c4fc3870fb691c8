import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  parseCommandArgs
} from "./chunk-3PXYGPLZ.js";
import {
  mergeBytes
} from "./chunk-FCXL344C.js";
import {
  HISTORY_AS_WRITTEN
} from "./chunk-SOWN6PH7.js";
import "./chunk-4QI5HIWJ.js";
import {
  findRoot,
  loadConfig
} from "./chunk-ZNCGIGJQ.js";
import {
  protocolPathProblem,
  readIfExists,
  writeFileAtomic
} from "./chunk-RWIQJ7M5.js";
import "./chunk-E5EXWXCP.js";
import {
  defaultConfig
} from "./chunk-RHE6JALN.js";
import {
  detectKind
} from "./chunk-H2I6UNX5.js";
import "./chunk-357LZD3P.js";
import {
  isSyncDir,
  isSyncDirFile
} from "./chunk-O445MX7U.js";
import {
  CliError
} from "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";

// src/cli/commands/merge-driver.ts
import { basename, resolve } from "node:path";

// src/merge/fallback.ts
import { spawnSync } from "node:child_process";
function gitMergeFile(oursPath, basePath, theirsPath, cwd) {
  const r = spawnSync(
    "git",
    ["merge-file", "-p", "-L", "ours", "-L", "base", "-L", "theirs", "--", oursPath, basePath, theirsPath],
    {
      cwd,
      env: { ...process.env, ...HISTORY_AS_WRITTEN },
      maxBuffer: 1024 * 1024 * 1024,
      stdio: ["ignore", "pipe", "pipe"]
    }
  );
  if (r.error || r.status === null || r.status < 0 || r.status > 127) return null;
  return { bytes: r.stdout, conflicts: r.status };
}

// src/cli/commands/merge-driver.ts
async function run(args, io) {
  const { values, positionals } = parseCommandArgs("merge-driver", args, {});
  if (positionals.length < 3 || positionals.length > 4) {
    throw new CliError(
      "merge-driver takes %O %A %B and optionally %P (base, ours, theirs, path); register it with handover init rather than running it by hand.",
      2
    );
  }
  const cwd = values.cwd ? resolve(io.cwd, values.cwd) : io.cwd;
  const [basePath, oursPath, theirsPath] = positionals.map((p) => resolve(cwd, p));
  const shown = positionals[3] ?? positionals[1];
  const read = (p) => {
    let bytes;
    try {
      bytes = readIfExists(p, p);
    } catch (error) {
      throw new CliError(
        `${shown}: ${error.message.replace(/\.$/, "")}; git's merge left the file as it was.`,
        2
      );
    }
    if (bytes === null)
      throw new CliError(`${shown}: cannot read ${p} (ENOENT); git's merge left the file as it was.`, 2);
    return bytes;
  };
  if (positionals[3] !== void 0) {
    const problem = protocolPathProblem(findRoot(cwd), positionals[3]);
    if (problem) throw new CliError(`${problem}; git's merge left the file as it was.`, 2);
  }
  const base = read(basePath);
  const ours = read(oursPath);
  const theirs = read(theirsPath);
  if (ours.equals(theirs) || theirs.equals(base)) return 0;
  if (ours.equals(base)) {
    writeFileAtomic(oursPath, theirs);
    return 0;
  }
  const root = findRoot(cwd);
  const config = await readConfig(root);
  const kind = kindOf(config.files, shown, ours);
  const { outcome, bom } = kind ? mergeBytes(kind, { base, ours, theirs, path: shown }, config) : { outcome: { kind: "fallback", reason: "not a protocol file" }, bom: false };
  if (outcome.kind === "fallback") {
    const merged = gitMergeFile(oursPath, basePath, theirsPath, root);
    if (!merged)
      throw new CliError(
        `${shown}: cannot be merged (${outcome.reason}, and git merge-file failed); resolve it by hand.`,
        2
      );
    writeFileAtomic(oursPath, merged.bytes);
    const left = merged.conflicts ? `; ${merged.conflicts} conflict(s) left to resolve` : "";
    io.stderr.write(`handover: ${shown}: merged line by line with git merge-file (${outcome.reason})${left}.
`);
    return merged.conflicts ? 1 : 0;
  }
  writeFileAtomic(oursPath, (bom ? "\uFEFF" : "") + outcome.text);
  for (const note of outcome.notes) io.stderr.write(`handover: ${note}.
`);
  for (const c of outcome.conflicts) io.stderr.write(`handover: ${c}.
`);
  return outcome.conflicts.length ? 1 : 0;
}
async function readConfig(root) {
  try {
    return await loadConfig(root, { trusted: false });
  } catch {
    return defaultConfig();
  }
}
function kindOf(files, path, ours) {
  const rel = path.replace(/\\/g, "/");
  for (const [k, f] of Object.entries(files)) if (f.replace(/\\/g, "/") === rel) return k;
  if (isSyncDir(files.sync) && isSyncDirFile(files.sync, rel)) return "sync";
  return detectKind(basename(rel), ours.subarray(0, 4096).toString("utf8"), files);
}
export {
  run
};
