import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  dropLogHeadingKnobs,
  readAgain
} from "./chunk-R6VFCZBX.js";
import "./chunk-F654DEA3.js";
import {
  parseCommandArgs,
  pickFormat,
  workDir
} from "./chunk-3PXYGPLZ.js";
import {
  lineOrigins
} from "./chunk-EOFVJBT6.js";
import "./chunk-X6TG55U7.js";
import "./chunk-SOWN6PH7.js";
import {
  MigrateError,
  defaultSource,
  migrate,
  migrateTrailer,
  repoDialect
} from "./chunk-W6XLWICL.js";
import "./chunk-4QI5HIWJ.js";
import {
  findRoot,
  loadConfig
} from "./chunk-ZNCGIGJQ.js";
import {
  lockPathFor,
  protocolPathProblem,
  readProtocolFile,
  withLock,
  writeProtocolFile
} from "./chunk-RWIQJ7M5.js";
import "./chunk-E5EXWXCP.js";
import "./chunk-RHE6JALN.js";
import {
  detectKind
} from "./chunk-H2I6UNX5.js";
import "./chunk-357LZD3P.js";
import {
  encodingWhat,
  sourceFromBytes
} from "./chunk-O445MX7U.js";
import {
  CliError
} from "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-SOISCQTY.js";

// fs-by-require:src/cli/commands/migrate.ts
var require_migrate = __commonJS({
  "fs-by-require:src/cli/commands/migrate.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// src/cli/commands/migrate.ts
var import_node_fs = __toESM(require_migrate(), 1);
import { join, relative, resolve, isAbsolute, sep } from "node:path";
var ORDERS = ["keep", "reverse", "date"];
var MIGRATABLE = ["handover", "sync", "registry"];
async function run(args, io) {
  const { values, positionals } = parseCommandArgs("migrate", args, {
    to: { type: "string" },
    from: { type: "string" },
    write: { type: "boolean" },
    writer: { type: "string" },
    "preamble-until": { type: "string" },
    preamble: { type: "string", multiple: true },
    order: { type: "string" }
  });
  const format = pickFormat(values.format, ["text", "json"], "text");
  const cwd = workDir(io, values.cwd);
  const root = findRoot(cwd);
  const config = await loadConfig(root);
  const order = values.order === void 0 ? void 0 : pickOrder(values.order);
  const until = values["preamble-until"] === void 0 ? void 0 : count(values["preamble-until"]);
  const logOnly = Boolean(values.writer || until !== void 0 || values.preamble || order);
  const targets = positionals.length ? positionals.map((p) => named(root, cwd, p, config)) : defaults(root, config).filter((t) => !logOnly || t.kind === "handover");
  if (targets.length === 0) {
    io.stderr.write(
      `handover: no HANDOVER.md or SYNC.md to migrate in ${root} (looked for ${MIGRATABLE.map((k) => config.files[k]).join(", ")}); name the files.
`
    );
    return 0;
  }
  const to = values.to ?? repoDialect(config);
  const from = values.from ?? defaultSource(config, to);
  const options = { from, to, writer: values.writer, until, preamble: values.preamble, order, config };
  const done = [];
  for (const t of targets) done.push(await convert(root, t, options));
  if (values.write) await writeMigrated(root, done);
  const changed = done.filter((d) => d.m.changed);
  const trailers = [...new Set(changed.map((d) => migrateTrailer(d.m.from, d.m.to)))];
  const configChanges = values.write ? configNotes(config, { changed, to }) : [];
  if (format === "json") {
    const files = done.map(({ t, m }) => ({
      path: t.rel,
      kind: m.kind,
      from: m.from,
      to: m.to,
      changed: m.changed,
      written: Boolean(values.write && m.changed),
      summary: m.summary,
      notes: m.notes,
      hints: m.hints,
      ...values.write ? {} : { text: m.text }
    }));
    io.stdout.write(`${JSON.stringify({ files, trailers, config: configChanges }, null, 2)}
`);
    return 0;
  }
  const report = done.flatMap(fileReport);
  if (values.write) {
    if (changed.length) report.push(...commitAdvice(changed, { from, to, trailers }));
    report.push(...configChanges);
    io.stdout.write(`${report.join("\n")}
`);
    return 0;
  }
  io.stderr.write(`${report.join("\n")}
`);
  if (done.length === 1) io.stdout.write(done[0].m.text);
  else for (const { t, m } of done) io.stdout.write(`==> ${t.rel} <==
${m.text}
`);
  return 0;
}
function configNotes(config, o) {
  const report = [];
  const { changed, to } = o;
  const back = readAgain(
    config,
    changed.map((d) => d.t.rel)
  );
  if (back)
    report.push(
      back.edited ? `${back.paths.join(", ")} ${back.paths.length === 1 ? "is" : "are"} read now: dropped from ignore in ${back.what}; commit ${back.what} with ${back.paths.length === 1 ? "it" : "them"}.` : `Remove ${back.paths.join(", ")} from ignore in ${back.what} (not edited: not YAML or JSON), so it is read.`
    );
  const knobs = changed.some((d) => d.m.kind === "handover") && to === "handover" ? dropLogHeadingKnobs(config) : null;
  const whole = knobs?.keys.includes("log.section") ? " and is the whole file (every section an entry)" : "";
  if (knobs?.edited)
    report.push(
      `Dropped ${knobs.keys.join(", ")} from ${knobs.what}: the log now has the handover form's headings${whole}; commit ${knobs.what} with it.`
    );
  else if (knobs)
    report.push(
      `Remove ${knobs.keys.join(", ")} from ${knobs.what} (not edited: not YAML or JSON): the log now has the handover form's headings${whole}.`
    );
  return report;
}
async function convert(root, t, o) {
  try {
    try {
      return convertWith(t, o, null);
    } catch (error) {
      if (!(error instanceof MigrateError) || !error.needsHistory) throw error;
      const origins = await lineOrigins(root, t.rel);
      if (!origins) throw new MigrateError(`${error.message} (${t.rel} is not committed in git)`);
      return convertWith(t, o, origins);
    }
  } catch (error) {
    if (error instanceof MigrateError) throw new CliError(`${t.rel}: ${error.message}.`.replace(/\.\.$/, "."), 2);
    throw error;
  }
}
function convertWith(t, { from, to, writer, until, preamble, order, config }, origins) {
  const source = sourceFromBytes(t.rel, t.bytes);
  if (source.encoding.length) {
    const p = source.encoding[0];
    throw new CliError(
      `${t.rel} has ${encodingWhat(p)} at line ${p.line}, column ${p.column}; fix the encoding first (a migration keeps every byte of text).`,
      1
    );
  }
  const opts = { from, to, what: t.rel, writer, preambleUntil: until, preamble, order, origins };
  if (t.kind !== "handover" && (writer && t.kind !== "registry" || until !== void 0 || preamble || order)) {
    throw new MigrateError(
      `--writer, --preamble, --preamble-until and --order apply to a handover log (--writer also to a registry), not to ${t.rel}; migrate it on its own`
    );
  }
  return { t, m: migrate(t.bytes.toString("utf8"), t.kind, opts, config) };
}
async function writeMigrated(root, done) {
  for (const { t, m } of done) {
    if (!m.changed) continue;
    await withLock(
      lockPathFor(root, t.rel),
      () => {
        const now = readProtocolFile(root, t.rel);
        if (!now?.equals(t.bytes))
          throw new CliError(
            `${t.rel} changed while it was being migrated; nothing more was written \u2014 run handover migrate --write again.`,
            2
          );
        writeProtocolFile(root, t.rel, m.text);
      },
      { what: t.rel }
    );
  }
}
function fileReport({ t, m }) {
  if (!m.changed) return [`${t.rel}: already in ${m.to} form; nothing to change`];
  return [
    `${t.rel}: ${m.summary}`,
    ...m.notes.map((n) => `  line ${n.line}: "${n.from}" -> ${n.to.startsWith("#") ? `"${n.to}"` : n.to}`),
    ...m.hints.map((h) => `  note: ${h}`)
  ];
}
function commitAdvice(changed, { from, to, trailers }) {
  const paths = changed.map((d) => d.t.rel);
  const out = [
    `Wrote ${paths.join(", ")}. Commit ${paths.length === 1 ? "it" : "them"} on ${paths.length === 1 ? "its" : "their"} own, unedited, with the trailer that records the migration:`,
    ...trailers.map((tr) => `  ${tr}`),
    `  git commit -m "Migrate ${paths.join(", ")} to the ${to} protocol" ${trailers.map((tr) => `--trailer "${tr}"`).join(" ")} -- ${paths.join(" ")}`
  ];
  if (changed.some((d) => d.m.kind === "handover"))
    out.push(
      `Consumers of this log keep offsets by entry number (or id) and digest: tell them it was ${to === "cmap" || from === "cmap" ? "converted" : "renumbered"} (their next consume reports the entry at their offset as changed).`
    );
  return out;
}
function pickOrder(v) {
  if (!ORDERS.includes(v)) throw new CliError(`--order must be keep, reverse or date, not "${v}".`, 2);
  return v;
}
function count(v) {
  if (!/^\d{1,6}$/.test(v))
    throw new CliError(`--preamble-until must be a number of sections (0 or more), not "${v}".`, 2);
  return Number(v);
}
function defaults(root, config) {
  return MIGRATABLE.flatMap((kind) => {
    const rel = config.files[kind];
    if (rel.endsWith("/")) return [];
    const abs = join(root, rel);
    const bytes = plainFile(abs, rel, root, false);
    return bytes ? [{ abs, rel: rel.split(sep).join("/"), kind, bytes }] : [];
  });
}
function named(root, cwd, given, config) {
  const abs = resolve(cwd, given);
  const r = relative(root, abs);
  if (r.startsWith("..") || isAbsolute(r))
    throw new CliError(`${given} is outside the repository (${root}); migrate files inside it.`, 2);
  const rel = r.split(sep).join("/");
  const bytes = plainFile(abs, given, root, true);
  const kind = detectKind(abs, bytes.subarray(0, 4096).toString("utf8"), config.files);
  if (!kind || !MIGRATABLE.includes(kind)) {
    throw new CliError(
      `${given} is ${kind ? `a ${kind} file` : "not a protocol file"}; migrate converts HANDOVER.md, SYNC.md and PROJECT_REGISTRY.md (by name, the config's "files", or a "# Handover" / "# Sync" / "# Project registry" title).`,
      2
    );
  }
  return { abs, rel, kind, bytes };
}
function plainFile(abs, shown, root, required) {
  const rel = relative(root, abs).split(sep).join("/");
  const problem = protocolPathProblem(root, rel);
  if (problem) throw new CliError(`${problem}.`, 2);
  let st;
  try {
    st = (0, import_node_fs.lstatSync)(abs);
  } catch {
    if (required) throw new CliError(`${shown}: no such file; check the path.`, 2);
    return null;
  }
  if (!st.isFile()) throw new CliError(`${shown} is not a regular file; name a protocol file.`, 2);
  return readProtocolFile(root, rel);
}
export {
  run
};
