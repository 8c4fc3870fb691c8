import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  parseCommandArgs,
  pickFormat,
  useColor,
  workDir
} from "./chunk-AIRSLKMU.js";
import {
  FORMATS,
  formatters
} from "./chunk-BRWIW7SK.js";
import "./chunk-7UX2OIFP.js";
import {
  gatherFacts
} from "./chunk-VVQ6LEX2.js";
import "./chunk-UCCOVZVT.js";
import {
  findRoot,
  loadConfig
} from "./chunk-Y33GVA2S.js";
import "./chunk-GKXAIYTP.js";
import {
  lintSyncDir,
  syncDirOnDisk
} from "./chunk-EFTN2LMO.js";
import "./chunk-KXVEM5C4.js";
import "./chunk-X6TG55U7.js";
import "./chunk-HJTKDU3X.js";
import "./chunk-JJIFUDFS.js";
import {
  lintBytes,
  toResult
} from "./chunk-KKWBWYTE.js";
import "./chunk-QH2IVLEH.js";
import "./chunk-HTEZ4XUI.js";
import "./chunk-UPXTJPQD.js";
import {
  existsNoFollow,
  protocolPathProblem,
  readIfExists,
  readProtocolFile
} from "./chunk-4PAOOPLX.js";
import {
  CliError
} from "./chunk-GTPCD622.js";
import {
  detectKind
} from "./chunk-MTBXZYAY.js";
import {
  isSyncDir,
  isSyncDirFile
} from "./chunk-5IDJGKSO.js";
import "./chunk-XIKSHUB7.js";
import "./chunk-7XZO6OSN.js";

// src/cli/commands/lint.ts
import { closeSync, constants, lstatSync, openSync, readSync, statSync } from "node:fs";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
async function run(args, io) {
  const { values, positionals } = parseCommandArgs("lint", args, {});
  const format = pickFormat(values.format, FORMATS, "stylish");
  const cwd = workDir(io, values.cwd);
  const root = findRoot(cwd);
  const config = await loadConfig(root);
  const targets = positionals.length ? positionals.map((p) => namedTarget(resolve(cwd, p), p, root, config)) : defaultTargets(root, config);
  if (targets.length === 0 && !(isSyncDir(config.files.sync) && !positionals.length && syncDirOnDisk(root, config.files.sync).length)) {
    io.stderr.write(
      `handover: no protocol files in ${root} (looked for ${Object.values(config.files).join(", ")}); run handover init, or name the files to lint.
`
    );
    return 0;
  }
  const facts = targets.some((t) => t.kind === "requests") ? (await gatherFacts(root, config, { fetch: false })).facts : void 0;
  const results = targets.map(
    (t) => t.problem ? toResult(t.display, t.kind, [{ ruleId: null, severity: "error", message: t.problem, line: 1, column: 1 }]) : lintBytes(t.display, readTarget(root, t), t.kind, config, t.kind === "requests" ? facts : void 0)
  );
  if (!positionals.length && isSyncDir(config.files.sync)) results.push(...lintDirOnDisk(root, config));
  const text = formatters[format](results, {
    color: useColor(io),
    version: io.version,
    docsUrl: io.env.HANDOVER_DOCS_URL
  });
  if (text) io.stdout.write(text);
  return results.some((r) => r.errorCount > 0) ? 1 : 0;
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
  return Object.entries(config.files).filter(([kind, file]) => !(kind === "sync" && isSyncDir(file))).map(([kind, file]) => {
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
    st = statSync(abs);
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
  const problem = inRepo !== void 0 ? protocolPathProblem(root, inRepo) : lstatSync(abs).isSymbolicLink() ? `${given} is a symbolic link; protocol files must be plain files: name the file itself` : null;
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
    const fd = openSync(abs, constants.O_RDONLY | constants.O_NONBLOCK);
    try {
      const buf = Buffer.alloc(4096);
      return buf.subarray(0, readSync(fd, buf, 0, 4096, 0)).toString("utf8");
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    throw new CliError(
      `${abs}: cannot be read (${error.code ?? error.message}); check its permissions.`,
      2
    );
  }
}
export {
  displayPath,
  run
};
