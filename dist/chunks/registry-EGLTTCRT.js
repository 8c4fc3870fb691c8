import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  FieldEditError,
  appendSection,
  fieldValue,
  readForWrite,
  setSectionFields,
  writeProtocolFile
} from "./chunk-ZOJKY72N.js";
import {
  overlapsOf,
  registryOverview
} from "./chunk-XVXU5SFZ.js";
import {
  parseCommandArgs,
  pickFormat,
  useColor,
  workDir
} from "./chunk-3PXYGPLZ.js";
import {
  require_picocolors
} from "./chunk-K3UNWZRA.js";
import {
  resolveActor
} from "./chunk-OZS6RTDT.js";
import "./chunk-SOWN6PH7.js";
import "./chunk-4QI5HIWJ.js";
import {
  findRoot,
  loadConfig
} from "./chunk-ZNCGIGJQ.js";
import {
  lockPathFor,
  withLock
} from "./chunk-RWIQJ7M5.js";
import "./chunk-U75CFEDE.js";
import "./chunk-E5EXWXCP.js";
import {
  NAME
} from "./chunk-RHE6JALN.js";
import {
  parseRegistry,
  provenanceTag
} from "./chunk-H2I6UNX5.js";
import "./chunk-357LZD3P.js";
import {
  sourceFromBytes
} from "./chunk-O445MX7U.js";
import {
  CliError
} from "./chunk-GTPCD622.js";
import {
  shown
} from "./chunk-UPXTJPQD.js";
import {
  __toESM
} from "./chunk-SOISCQTY.js";

// src/cli/commands/registry.ts
var import_picocolors = __toESM(require_picocolors(), 1);
async function run(args, io) {
  const [sub, ...rest] = args;
  if (sub === "add") return add(rest, io);
  if (sub === "list") return list(rest, io);
  throw new CliError(
    `handover registry needs "add" or "list"${sub ? `, not "${sub}"` : ""}; run handover help registry for usage.`,
    2
  );
}
function subprojectsOf(values) {
  if (values === void 0) return null;
  const ids = values.flatMap((v) => fieldValue("subprojects", v).split(";")).map((s) => s.trim()).filter(Boolean);
  for (const id of ids)
    if (!NAME.test(id))
      throw new CliError(`--subprojects: "${id}" is not a project id (letters, digits, ".", "_", "-").`, 2);
  if (ids.length === 0) throw new CliError('--subprojects is empty; name the subprojects ("a; b").', 2);
  return [...new Set(ids)];
}
async function add(args, io) {
  const { values, positionals } = parseCommandArgs("registry", args, {
    owns: { type: "string", multiple: true },
    address: { type: "string" },
    "relayed-for": { type: "string" },
    head: { type: "string" },
    subprojects: { type: "string", multiple: true },
    ask: { type: "string" },
    actor: { type: "string" },
    push: { type: "boolean" }
  });
  if (positionals.length)
    throw new CliError(
      `handover registry add takes no arguments ("${positionals[0]}"); use --owns, --address and --relayed-for.`,
      2
    );
  const owns = (values.owns ?? []).flatMap((o) => fieldValue("owns", o).split(";")).map((s) => s.trim()).filter(Boolean);
  const optional = {
    head: values.head === void 0 ? null : fieldValue("head", values.head),
    subprojects: subprojectsOf(values.subprojects),
    ask: values.ask === void 0 ? null : fieldValue("ask", values.ask)
  };
  if (optional.head === "" || optional.ask === "")
    throw new CliError(`--${optional.head === "" ? "head" : "ask"} may not be empty.`, 2);
  if (values.owns !== void 0 && owns.length === 0)
    throw new CliError('--owns is empty; give at least one subject (several: "a; b" or --owns a --owns b).', 2);
  if (owns.length === 0 && values.address === void 0 && Object.values(optional).every((v) => v === null))
    throw new CliError(
      'handover registry add needs --owns with at least one subject (several: "a; b" or --owns a --owns b), or a field to change (--address, --head, --subprojects, --ask).',
      2
    );
  const address = values.address === void 0 ? null : fieldValue("address", values.address);
  if (address === "")
    throw new CliError("--address may not be empty; give a relative path or a URL to where the live state is.", 2);
  const root = findRoot(workDir(io, values.cwd));
  const config = await loadConfig(root);
  if (config.registryLayout !== "tagged")
    throw new CliError(
      `${config.files.registry} is read with registry.layout: ${config.registryLayout}, whose entries carry no provenance tag, and handover registry add writes tagged entries; convert it first with handover migrate --write ${config.files.registry} (then drop registry.layout), or edit it by hand. Nothing was written.`,
      2
    );
  const { actor } = await resolveActor({ root, config, flag: values.actor, env: io.env });
  const relayedFor = values["relayed-for"]?.trim();
  if (relayedFor !== void 0 && !NAME.test(relayedFor))
    throw new CliError(`--relayed-for "${relayedFor}" is not a project id (letters, digits, ".", "_", "-").`, 2);
  if (relayedFor !== void 0 && relayedFor.toLowerCase() === actor.toLowerCase()) {
    throw new CliError(
      `--relayed-for names the actor itself ("${actor}"); a project writes its own entry as [SELF]: drop --relayed-for.`,
      2
    );
  }
  const wanted = {
    id: relayedFor ?? actor,
    provenance: relayedFor ? { kind: "relayed", by: actor } : { kind: "self" },
    owns,
    address,
    ...optional
  };
  const file = config.files.registry;
  const result = await withLock(lockPathFor(root, file), () => writeEntry(root, file, wanted), { what: file });
  io.stdout.write(
    result.outcome === "unchanged" ? `${file}: "${result.heading}" already says that; nothing written.
` : `${file}: ${result.outcome} "${result.heading}".
`
  );
  if (values.push && result.outcome !== "unchanged") {
    const { publishWritten } = await import("./publish-6KSTPMVR.js");
    io.stdout.write(
      await publishWritten({ root, path: file, subject: `registry: ${actor} writes "${result.heading}"`, actor })
    );
  }
  for (const o of result.overlaps)
    io.stderr.write(
      `handover: warning: ${file}: "${o.subject}" is also owned by ${o.with.join(", ")}; settle who owns it (registry/subject-overlap).
`
    );
  return 0;
}
function optionalWrites(w) {
  const sub = w.subprojects === null ? null : w.subprojects.join("; ");
  return [
    { key: "head", label: "Head", value: w.head, line: `- Head: ${w.head}` },
    { key: "subprojects", label: "Subprojects", value: sub, line: `- Subprojects: ${sub}` },
    { key: "ask", label: "Ask", value: w.ask, line: `- Ask: ${w.ask}` }
  ];
}
var NEW_FILE = (eol) => `# Project registry${eol}`;
function writeEntry(root, file, wanted) {
  const { existed, source, text, eol } = readForWrite(root, file, "handover registry add", NEW_FILE);
  const doc = parseRegistry(sourceFromBytes(file, text));
  const same = doc.entries.filter((e) => e.id.toLowerCase() === wanted.id.toLowerCase());
  const tag = provenanceTag(wanted.provenance);
  if (same.length > 1)
    throw new CliError(
      `${file} has ${same.length} entries for "${wanted.id}" (lines ${same.map((e) => e.heading.start.line).join(", ")}); keep one (registry/unique), then run again.`,
      1
    );
  const ownsValue = wanted.owns.join("; ");
  let heading = `${wanted.id} ${tag}`;
  let next;
  if (same.length === 0) next = newEntry(text, { file, wanted, heading, ownsValue, eol });
  else {
    heading = `${same[0].id} ${tag}`;
    next = updatedEntry(text, same[0], { file, wanted, heading, ownsValue, eol });
  }
  const back = parseRegistry(sourceFromBytes(file, next));
  const mine = back.entries.find((e) => e.id.toLowerCase() === wanted.id.toLowerCase());
  if (!mine || back.entries.length !== doc.entries.length + (same.length ? 0 : 1) || ownsValue !== "" && mine.owns.join("; ") !== ownsValue || optionalWrites(wanted).some(
    (w) => w.value !== null && mine.fields.find((f) => f.key === w.key)?.value !== w.value
  ) || !mine.provenance || mine.provenance.kind !== wanted.provenance.kind) {
    throw new CliError(
      `${file}: the new text would not read back as the entry "${heading}"; nothing was written. Report this with the file.`,
      2
    );
  }
  const overlaps = overlapsOf(back.entries).get(mine) ?? [];
  if (existed && next === source.text) return { outcome: "unchanged", heading, overlaps };
  writeProtocolFile(root, file, next, source.bom);
  return { outcome: same.length ? "updated" : "created", heading, overlaps };
}
function newEntry(text, { file, wanted, heading, ownsValue, eol }) {
  if (wanted.address === null || wanted.owns.length === 0)
    throw new CliError(
      `${file} has no entry for "${wanted.id}" yet; a new entry needs --owns and --address (a relative path or URL to the live state). Nothing was written.`,
      1
    );
  const more = optionalWrites(wanted).filter((w) => w.value !== null).map((w) => `${w.line}${eol}`).join("");
  return appendSection(
    text,
    `## ${heading}${eol}${eol}- Owns: ${ownsValue}${eol}- Address: ${wanted.address}${eol}${more}`,
    eol
  );
}
function updatedEntry(text, entry, { file, wanted, heading, ownsValue, eol }) {
  const have = entry.provenance;
  if (!have)
    throw new CliError(
      `${file}:${entry.heading.start.line}: the entry for "${entry.id}" has ${entry.tagCount ? "more than one" : "no"} provenance tag; fix its heading by hand (registry/provenance), then run again.`,
      1
    );
  if (wanted.provenance.kind === "relayed" && have.kind === "self") {
    throw new CliError(
      `${file}:${entry.heading.start.line}: "${entry.id}" has a [SELF] entry, written by the project itself; a relayed entry never replaces it (registry/no-downgrade). Ask ${entry.id} to update its entry. Nothing was written.`,
      1
    );
  }
  if (wanted.provenance.kind === "relayed" && have.kind === "relayed" && have.by.toLowerCase() !== wanted.provenance.by.toLowerCase()) {
    throw new CliError(
      `${file}:${entry.heading.start.line}: the entry for "${entry.id}" is [RELAYED by ${have.by}]; only ${have.by} rewrites it (registry/relay-attribution). Ask ${have.by}, or ${entry.id} to write a [SELF] entry. Nothing was written.`,
      1
    );
  }
  let next;
  try {
    next = setSectionFields(
      text,
      entry,
      [
        { key: "owns", label: "Owns", value: ownsValue || null },
        { key: "address", label: "Address", value: wanted.address },
        ...optionalWrites(wanted)
      ],
      { eol, today: (/* @__PURE__ */ new Date()).toISOString().slice(0, 10) }
    );
  } catch (error) {
    if (error instanceof FieldEditError)
      throw new CliError(
        `${file}: entry "${entry.id}": ${error.message}; fix it by hand, then run again. Nothing was written.`,
        1
      );
    throw error;
  }
  if (have.kind !== wanted.provenance.kind) {
    const start = entry.chunk.start.offset;
    next = `${next.slice(0, start)}## ${heading}${next.slice(start + (entry.chunk.heading ?? "").length)}`;
  }
  return next;
}
async function list(args, io) {
  const { values, positionals } = parseCommandArgs("registry", args, {});
  if (positionals.length) throw new CliError(`handover registry list takes no arguments ("${positionals[0]}").`, 2);
  const format = pickFormat(values.format, ["stylish", "json"], "stylish");
  const root = findRoot(workDir(io, values.cwd));
  const config = await loadConfig(root);
  const overview = registryOverview(root, config);
  if (format === "json") {
    io.stdout.write(
      `${JSON.stringify({ file: overview.file, exists: overview.exists, entries: overview.entries }, null, 2)}
`
    );
    return 0;
  }
  if (!overview.exists) {
    io.stdout.write(`No ${overview.file} here; handover registry add --owns S --address A starts one.
`);
    return 0;
  }
  io.stdout.write(renderRegistry(overview.entries, useColor(io)));
  return 0;
}
function renderRegistry(entries, color) {
  const c = color ? import_picocolors.default : { yellow: (s) => s, dim: (s) => s, bold: (s) => s };
  if (entries.length === 0) return "No entries yet.\n";
  return `${entries.map((e) => {
    const tag = e.provenance === "self" ? "[SELF]" : e.provenance === "relayed" ? `[RELAYED by ${shown(String(e.relayedBy))}]` : c.yellow("(no valid provenance tag)");
    const lines = [
      `${c.bold(shown(e.id))} ${tag}`,
      `  owns:    ${shown(e.owns.join("; ")) || c.dim("(nothing)")}`,
      `  address: ${e.address !== null && e.address !== void 0 ? shown(e.address) : c.dim("(missing)")}`
    ];
    for (const o of e.overlaps)
      lines.push(c.yellow(shown(`  ! "${o.subject}" is also owned by ${o.with.join(", ")}`)));
    return lines.join("\n");
  }).join("\n\n")}
`;
}
export {
  renderRegistry,
  run
};
