import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  parseCommandArgs,
  pickFormat,
  useColor,
  workDir
} from "./chunk-Z2IXAY32.js";
import {
  FORMATS,
  formatters
} from "./chunk-YD3OSYXH.js";
import "./chunk-T274VZ4Q.js";
import {
  readIfExists
} from "./chunk-GUFB3L5F.js";
import "./chunk-XIKSHUB7.js";
import {
  findRoot,
  loadConfig
} from "./chunk-6JJVYX3F.js";
import {
  lintBytes
} from "./chunk-UFBQM3TK.js";
import "./chunk-G3N7XG6V.js";
import "./chunk-OKURYWCG.js";
import {
  CliError
} from "./chunk-L5OYBLGY.js";
import {
  detectKind
} from "./chunk-Z3BRSTKQ.js";
import "./chunk-UA5RHGZC.js";
import "./chunk-7XZO6OSN.js";

// src/cli/commands/lint.ts
import { statSync, existsSync, openSync, readSync, closeSync } from "node:fs";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
async function run(args, io) {
  const { values, positionals } = parseCommandArgs("lint", args, {});
  const format = pickFormat(values.format, FORMATS, "stylish");
  const cwd = workDir(io, values.cwd);
  const root = findRoot(cwd);
  const config = await loadConfig(root);
  const targets = positionals.length ? positionals.map((p) => namedTarget(resolve(cwd, p), p, root, config)) : defaultTargets(root, config);
  if (targets.length === 0) {
    io.stderr.write(`handover: no protocol files in ${root} (looked for ${Object.values(config.files).join(", ")}); run handover init, or name the files to lint.
`);
    return 0;
  }
  const results = targets.map((t) => lintBytes(t.display, readTarget(t), t.kind, config));
  const text = formatters[format](results, { color: useColor(io), version: io.version, docsUrl: io.env.HANDOVER_DOCS_URL });
  if (text) io.stdout.write(text);
  return results.some((r) => r.errorCount > 0) ? 1 : 0;
}
function displayPath(abs, root) {
  const rel = relative(root, abs);
  return rel.startsWith("..") || isAbsolute(rel) ? abs : rel.split(sep).join("/");
}
function defaultTargets(root, config) {
  return Object.entries(config.files).map(([kind, file]) => ({ abs: join(root, file), display: file.split(sep).join("/"), kind })).filter((t) => existsSync(t.abs) && statSync(t.abs).isFile());
}
function namedTarget(abs, given, root, config) {
  let st;
  try {
    st = statSync(abs);
  } catch {
    throw new CliError(`${given}: no such file; check the path.`, 2);
  }
  if (st.isDirectory()) throw new CliError(`${given} is a directory; name a protocol file, or run handover lint with no arguments to lint the repo's files.`, 2);
  if (!st.isFile()) throw new CliError(`${given} is not a regular file (a pipe or a device, say); name a protocol file.`, 2);
  const head = readHead(abs);
  const kind = detectKind(abs, head, config.files);
  if (!kind) throw new CliError(`${given} is not a protocol file: its name is not one of ${Object.values(config.files).join(", ")} and it has no "# Handover:", "# Sync" or "# Project registry" title; rename it or set its name under "files" in the config.`, 2);
  return { abs, display: displayPath(abs, root), kind };
}
function readTarget(t) {
  const bytes = readIfExists(t.abs, t.display);
  if (bytes === null) throw new CliError(`${t.display}: no such file (it was removed while lint ran); run lint again.`, 2);
  return bytes;
}
function readHead(abs) {
  try {
    const fd = openSync(abs, "r");
    try {
      const buf = Buffer.alloc(4096);
      return buf.subarray(0, readSync(fd, buf, 0, 4096, 0)).toString("utf8");
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    throw new CliError(`${abs}: cannot be read (${error.code ?? error.message}); check its permissions.`, 2);
  }
}
export {
  displayPath,
  run
};
