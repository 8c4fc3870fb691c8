import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  applyBaseline,
  baselineFindings,
  readBaseline,
  staleNote,
  withBaselineFindings
} from "./chunk-54QDPTUO.js";
import {
  joinNegativeValue,
  lintExitCode,
  maxWarnings,
  parseCommandArgs,
  pickFormat,
  useColor,
  workDir
} from "./chunk-3PXYGPLZ.js";
import {
  FORMATS,
  formatters
} from "./chunk-J4SWRRYJ.js";
import {
  gatherFacts
} from "./chunk-GQY6FBDC.js";
import {
  lintSyncDir,
  syncDirOnDisk
} from "./chunk-A6BGU5HM.js";
import {
  placeUnits
} from "./chunk-BWI6WBZC.js";
import {
  findRoot,
  loadConfig
} from "./chunk-ZNCGIGJQ.js";
import {
  existsNoFollow,
  protocolPathProblem,
  readIfExists,
  readProtocolFile
} from "./chunk-RWIQJ7M5.js";
import {
  lintSource,
  toResult
} from "./chunk-U75CFEDE.js";
import {
  BASELINE_FILE
} from "./chunk-E5EXWXCP.js";
import {
  readFilesOf
} from "./chunk-RHE6JALN.js";
import {
  detectKind
} from "./chunk-H2I6UNX5.js";
import {
  isSyncDir,
  isSyncDirFile,
  sourceFromBytes
} from "./chunk-O445MX7U.js";
import {
  CliError
} from "./chunk-GTPCD622.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-SOISCQTY.js";

// fs-by-require:src/cli/commands/lint.ts
var require_lint = __commonJS({
  "fs-by-require:src/cli/commands/lint.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// fs-by-require:src/cli/report.ts
var require_report = __commonJS({
  "fs-by-require:src/cli/report.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// src/cli/commands/lint.ts
var import_node_fs2 = __toESM(require_lint(), 1);
import { isAbsolute, join, relative, resolve, sep } from "node:path";

// src/cli/report.ts
var import_node_fs = __toESM(require_report(), 1);
async function writeReport(io, format, results, options) {
  const text = formatters[format](results, { ...options, version: io.version });
  if (text) io.stdout.write(text);
  const summary = io.env.GITHUB_STEP_SUMMARY;
  if (format !== "github" || !summary) return;
  const { githubOverflows, githubSummary } = await import("./github-MBZCHKT2.js");
  if (!githubOverflows(results)) return;
  try {
    (0, import_node_fs.appendFileSync)(summary, githubSummary(results));
  } catch (error) {
    io.stderr.write(
      `handover: could not write the step summary to ${summary} (${error.message}); the annotations above show the first findings of each level only.
`
    );
  }
}

// src/cli/commands/lint.ts
async function run(args, io) {
  const { values, positionals } = parseCommandArgs("lint", joinNegativeValue(args, "--max-warnings"), {
    "max-warnings": { type: "string" }
  });
  const max = maxWarnings(values["max-warnings"]);
  const format = pickFormat(values.format, FORMATS, "stylish");
  const cwd = workDir(io, values.cwd);
  const linted = await lintRepo(cwd, positionals);
  if (!linted) {
    const { root, config } = await repoAndConfig(cwd);
    io.stderr.write(
      `handover: no protocol files in ${root} (looked for ${Object.values(config.files).join(", ")}); run handover init, or name the files to lint.
`
    );
    return 0;
  }
  const baselineText = readBaselineFile(linted.root);
  const { baseline } = readBaseline(baselineText);
  const judged = positionals.length ? new Set(linted.results.map((r) => r.path)) : new Set(baseline.keys());
  const applied = applyBaseline(linted.results, baseline, judged);
  const { stale } = applied;
  const results = positionals.length ? applied.results : withBaselineFindings(
    applied.results,
    baselineFindings({ base: baselineText, head: baselineText }, linted.config)
  );
  await writeReport(io, format, results, { color: useColor(io), docsUrl: io.env.HANDOVER_DOCS_URL });
  io.stderr.write(staleNote(stale, true));
  return lintExitCode(results, max, io);
}
async function repoAndConfig(cwd) {
  const root = findRoot(cwd);
  return { root, config: await loadConfig(root) };
}
function readBaselineFile(root) {
  const problem = protocolPathProblem(root, BASELINE_FILE);
  if (problem) throw new CliError(`${problem}.`, 2);
  return readProtocolFile(root, BASELINE_FILE)?.toString("utf8") ?? null;
}
async function lintRepo(cwd, positionals) {
  const { root, config } = await repoAndConfig(cwd);
  const targets = positionals.length ? positionals.map((p) => namedTarget(resolve(cwd, p), p, root, config)) : defaultTargets(root, config);
  if (targets.length === 0 && !(isSyncDir(config.files.sync) && !positionals.length && syncDirOnDisk(root, config.files.sync).length))
    return null;
  const facts = targets.some((t) => t.kind === "requests") ? (await gatherFacts(root, config, { fetch: false })).facts : void 0;
  const results = targets.map((t) => {
    if (t.problem)
      return toResult(t.display, t.kind, [{ ruleId: null, severity: "error", message: t.problem, line: 1, column: 1 }]);
    const source = sourceFromBytes(t.display, readTarget(root, t));
    const { doc, messages } = lintSource(source, t.kind, config, t.kind === "requests" ? facts : void 0);
    return toResult(t.display, t.kind, placeUnits(messages, doc, config));
  });
  if (!positionals.length && isSyncDir(config.files.sync)) results.push(...lintDirOnDisk(root, config));
  return { root, config, results };
}
function displayPath(abs, root) {
  const rel = relative(root, abs);
  return rel.startsWith("..") || isAbsolute(rel) ? abs : rel.split(sep).join("/");
}
function lintDirOnDisk(root, config) {
  const dir = config.files.sync;
  const parts = syncDirOnDisk(root, dir);
  const messages = lintSyncDir(dir, parts, config);
  return [...parts.map((p) => p.path), ...[...messages.keys()].filter((k) => !parts.some((p) => p.path === k))].map(
    (path) => toResult(path, "sync", messages.get(path) ?? [])
  );
}
function defaultTargets(root, config) {
  return readFilesOf(config).filter(([kind, file]) => !(kind === "sync" && isSyncDir(file))).map(([kind, file]) => {
    const problem = protocolPathProblem(root, file);
    return {
      abs: join(root, file),
      display: file.split(sep).join("/"),
      kind,
      inRepo: file,
      ...problem ? { problem } : {}
    };
  }).filter((t) => t.problem !== void 0 || existsNoFollow(t.abs));
}
function namedTarget(abs, given, root, config) {
  let st;
  try {
    st = (0, import_node_fs2.statSync)(abs);
  } catch {
    throw new CliError(`${given}: no such file; check the path.`, 2);
  }
  if (st.isDirectory())
    throw new CliError(
      `${given} is a directory; name a protocol file, or run handover lint with no arguments to lint the repo's files.`,
      2
    );
  if (!st.isFile())
    throw new CliError(`${given} is not a regular file (a pipe or a device, say); name a protocol file.`, 2);
  const display = displayPath(abs, root);
  const inRepo = display === abs ? void 0 : display;
  const problem = inRepo !== void 0 ? protocolPathProblem(root, inRepo) : (0, import_node_fs2.lstatSync)(abs).isSymbolicLink() ? `${given} is a symbolic link; protocol files must be plain files: name the file itself` : null;
  const configured = inRepo !== void 0 ? Object.entries(config.files).find(([, f]) => f.split(sep).join("/") === inRepo) : void 0;
  if (problem && configured) return { abs, display, kind: configured[0], inRepo, problem };
  if (problem) throw new CliError(`${problem}.`, 2);
  const head = readHead(abs);
  const kind = isSyncDir(config.files.sync) && isSyncDirFile(config.files.sync, displayPath(abs, root)) ? "sync" : detectKind(abs, head, config.files);
  if (!kind)
    throw new CliError(
      `${given} is not a protocol file: its name is not one of ${Object.values(config.files).join(", ")} and it has no "# Handover:", "# Requests:", "# Sync" or "# Project registry" title; rename it or set its name under "files" in the config.`,
      2
    );
  return { abs, display, kind, ...inRepo !== void 0 ? { inRepo } : {} };
}
function readTarget(root, t) {
  const bytes = t.inRepo !== void 0 ? readProtocolFile(root, t.inRepo) : readIfExists(t.abs, t.display);
  if (bytes === null)
    throw new CliError(`${t.display}: no such file (it was removed while lint ran); run lint again.`, 2);
  return bytes;
}
function readHead(abs) {
  try {
    const fd = (0, import_node_fs2.openSync)(abs, import_node_fs2.constants.O_RDONLY | import_node_fs2.constants.O_NONBLOCK);
    try {
      const buf = Buffer.alloc(4096);
      return buf.subarray(0, (0, import_node_fs2.readSync)(fd, buf, 0, 4096, 0)).toString("utf8");
    } finally {
      (0, import_node_fs2.closeSync)(fd);
    }
  } catch (error) {
    throw new CliError(
      `${abs}: cannot be read (${error.code ?? error.message}); check its permissions.`,
      2
    );
  }
}

export {
  writeReport,
  run,
  readBaselineFile,
  lintRepo,
  displayPath
};
