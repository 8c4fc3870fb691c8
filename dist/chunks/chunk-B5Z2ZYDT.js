import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  parseCommandArgs,
  workDir
} from "./chunk-3PXYGPLZ.js";
import {
  appendEntry
} from "./chunk-TKC2R3UZ.js";
import {
  resolveActor
} from "./chunk-OZS6RTDT.js";
import {
  findRoot,
  loadConfig
} from "./chunk-ZNCGIGJQ.js";
import {
  CliError
} from "./chunk-GTPCD622.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-SOISCQTY.js";

// fs-by-require:src/cli/commands/append.ts
var require_append = __commonJS({
  "fs-by-require:src/cli/commands/append.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// src/cli/commands/append.ts
var import_node_fs = __toESM(require_append(), 1);
import { isUtf8 } from "node:buffer";
import { resolve } from "node:path";
async function run(args, io) {
  const { values, positionals } = parseCommandArgs("append", args, {
    file: { type: "string" },
    corrects: { type: "string", multiple: true },
    title: { type: "string" },
    for: { type: "string" },
    artifact: { type: "string" },
    actor: { type: "string" },
    push: { type: "boolean" }
  });
  if (values.format !== void 0) throw new CliError("handover append prints no results, so it takes no --format.", 2);
  const cwd = workDir(io, values.cwd);
  const root = findRoot(cwd);
  const config = await loadConfig(root);
  const text = await entryText(positionals, values.file, cwd, io);
  const corrects = (values.corrects ?? []).flatMap((v) => v.split(",")).map((v) => {
    const s = v.trim().replace(/^#(?=\d+$)/, "");
    if (/^\d+$/.test(s) && Number(s) >= 1) return Number(s);
    if (/^[A-Za-z0-9_.:+-]+$/.test(s) && !/^\d+$/.test(s)) return s;
    throw new CliError(
      `--corrects takes an earlier entry's number (--corrects 3) or, in a log not numbered, its id (--corrects 2026-11-29), not "${v}".`,
      2
    );
  });
  const { actor } = await resolveActor({ root, config, flag: values.actor, env: io.env });
  const fields = {};
  for (const [flag, field] of [
    ["for", "for"],
    ["artifact", "artifact-path"]
  ]) {
    const v = values[flag];
    if (v === void 0) continue;
    if (!v.trim() || /[\r\n]/.test(v)) throw new CliError(`--${flag} must be one non-empty line.`, 2);
    fields[field] = v.trim();
  }
  const r = await appendEntry({
    root,
    config,
    actor,
    text,
    title: values.title,
    corrects: [...new Set(corrects)],
    fields
  });
  io.stdout.write(
    r.id && r.id !== String(r.seq) ? `Appended entry "${r.id}" (${r.timestamp}) to ${r.file}.
` : `Appended entry ${r.seq} (${r.timestamp}) to ${r.file}.
`
  );
  if (values.push) {
    const { publishWritten } = await import("./publish-6KSTPMVR.js");
    io.stdout.write(
      await publishWritten({
        root,
        path: r.file,
        subject: `handover: ${actor} appends entry ${r.id && r.id !== String(r.seq) ? `"${r.id}"` : r.seq}`,
        actor
      })
    );
  }
  return 0;
}
async function entryText(positionals, file, cwd, io) {
  const sources = positionals.length + (file !== void 0 ? 1 : 0);
  if (sources === 0) throw new CliError("Give the entry text: as an argument, with --file F, or on stdin with -.", 2);
  if (sources > 1)
    throw new CliError("Give the entry text once: one argument (quote it), --file F, or - for stdin.", 2);
  if (file !== void 0) {
    let bytes;
    try {
      bytes = (0, import_node_fs.readFileSync)(resolve(cwd, file));
    } catch (error) {
      throw new CliError(
        `--file ${file}: cannot be read (${error.code ?? error.message}); check the path.`,
        2
      );
    }
    return utf8(bytes, `--file ${file}`);
  }
  if (positionals[0] === "-") {
    const chunks = [];
    for await (const c of io.stdin) chunks.push(typeof c === "string" ? Buffer.from(c) : c);
    return utf8(Buffer.concat(chunks), "stdin");
  }
  return positionals[0];
}
function utf8(bytes, where) {
  if (!isUtf8(bytes))
    throw new CliError(`The entry text from ${where} is not valid UTF-8; convert it to UTF-8 first.`, 2);
  return bytes.toString("utf8");
}

export {
  run,
  entryText
};
