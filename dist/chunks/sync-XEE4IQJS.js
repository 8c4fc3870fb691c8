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
  parseCommandArgs,
  pickFormat,
  useColor,
  workDir
} from "./chunk-3PXYGPLZ.js";
import {
  agentsOverview
} from "./chunk-ZTPRBQJ7.js";
import "./chunk-VGF64KUY.js";
import {
  require_picocolors
} from "./chunk-K3UNWZRA.js";
import "./chunk-E4PCTEHX.js";
import "./chunk-4S4F4G6Y.js";
import "./chunk-X6TG55U7.js";
import "./chunk-A6BGU5HM.js";
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
  dialectOf,
  unlistedAgentWarning
} from "./chunk-RHE6JALN.js";
import {
  parseSync,
  renderSyncSection,
  syncFieldLine,
  syncTableOf
} from "./chunk-H2I6UNX5.js";
import "./chunk-357LZD3P.js";
import {
  isSyncDir,
  sourceFromBytes,
  syncFileOf
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

// src/cli/commands/sync.ts
var import_picocolors = __toESM(require_picocolors(), 1);
import { basename } from "node:path";

// src/models/write/table-row.ts
var cellText = (value) => value.replace(/\r?\n/g, " ").replace(/(?<!\\)\|/g, "\\|");
function setTableRow(text, dialect, row) {
  const board = syncTableOf(text, dialect);
  if (!board) return null;
  const { table, names, idAt } = board;
  const mine = table.rows.find((r) => r.cells[idAt]?.text.toLowerCase() === row.actor.toLowerCase());
  if (mine) {
    let line = mine.chunk.text.replace(/\r?\n$/, "");
    const ending = mine.chunk.text.slice(line.length);
    const start = mine.span.start.offset;
    const edits = names.map((name, i) => ({ name, i })).filter(({ name, i }) => name !== null && i !== idAt && row.given[name] != null).reverse();
    for (const { name, i } of edits) {
      const value = cellText(row.given[name]);
      const cell = mine.cells[i];
      if (cell) line = line.slice(0, cell.span.start.offset - start) + value + line.slice(cell.span.end.offset - start);
      else line = `${line.replace(/\|?\s*$/, "")} | ${value} |`;
    }
    const at = mine.chunk.start.offset;
    return { next: text.slice(0, at) + line + ending + text.slice(at + mine.chunk.text.length), created: false };
  }
  const cells = table.header.map((_, i) => {
    if (i === idAt) return cellText(row.actor);
    const name = names[i];
    return name === null ? "" : cellText(row.given[name] ?? "\u2014");
  });
  const added = `| ${cells.join(" | ")} |`;
  const last = table.rows.at(-1);
  const after = last ? last.chunk.start.offset + last.chunk.text.length : text.indexOf("\n", text.indexOf("\n", table.headerSpan.start.offset) + 1) + 1 || text.length;
  const lead = after > 0 && text[after - 1] !== "\n" ? row.eol : "";
  return { next: text.slice(0, after) + lead + added + row.eol + text.slice(after), created: true };
}

// src/cli/commands/sync.ts
async function run(args, io) {
  const [sub, ...rest] = args;
  if (sub === "set") return set(rest, io);
  if (sub === "show") return show(rest, io);
  throw new CliError(
    `handover sync needs "set" or "show"${sub ? `, not "${sub}"` : ""}; run handover help sync for usage.`,
    2
  );
}
var FLAGS = ["focus", "blocked", "next", "shift", "question"];
async function set(args, io) {
  const { values, positionals } = parseCommandArgs("sync", args, {
    focus: { type: "string" },
    blocked: { type: "string" },
    next: { type: "string" },
    shift: { type: "string" },
    question: { type: "string" },
    actor: { type: "string" },
    push: { type: "boolean" }
  });
  const root = findRoot(workDir(io, values.cwd));
  const config = await loadConfig(root);
  const dialect = dialectOf(config).sync;
  const fields = dialect.fields;
  const flagList = fields.map((f) => `--${f.name}`).join(", ");
  if (positionals.length)
    throw new CliError(`handover sync set takes no arguments ("${positionals[0]}"); use ${flagList}.`, 2);
  for (const flag of FLAGS) {
    if (values[flag] !== void 0 && !fields.some((f) => f.name === flag))
      throw new CliError(
        `--${flag} is not a field of this repo's SYNC.md (dialect ${dialect.name}); use ${flagList}.`,
        2
      );
  }
  const given = Object.fromEntries(
    fields.map((f) => [
      f.name,
      values[f.name] === void 0 ? null : fieldValue(f.name, values[f.name])
    ])
  );
  if (fields.every((f) => given[f.name] === null))
    throw new CliError(`handover sync set needs at least one of ${flagList}.`, 2);
  const dir = isSyncDir(config.files.sync) ? config.files.sync : null;
  let file = config.files.sync;
  for (const f of fields) {
    if (given[f.name] === "" && !f.mayBeEmpty)
      throw new CliError(
        `${file}: "${f.label}" may not be empty (rule sync/fields); nothing was written. Say what it is.`,
        1
      );
    if (given[f.name] === "") given[f.name] = "\u2014";
  }
  const { actor } = await resolveActor({ root, config, flag: values.actor, env: io.env });
  if (actor in config.sync.shared || dialect.top.some((t) => t.match.test(actor)))
    throw new CliError(
      `"${actor}" is a shared section of ${file} (sync.shared), not an agent's; pick the agent with --actor.`,
      2
    );
  if (dir) file = syncFileOf(dir, actor);
  const outcome = await withLock(
    lockPathFor(root, file),
    () => writeSection({ root, file, actor, given, dialect, repo: basename(root), own: dir !== null }),
    { what: file }
  );
  io.stdout.write(
    outcome === "unchanged" ? `${file}: section "${actor}" already says that; nothing written.
` : `${file}: ${outcome} section "${actor}".
`
  );
  const unlisted = unlistedAgentWarning(config, actor);
  if (unlisted) io.stderr.write(`handover: warning: ${unlisted}
`);
  if (values.push) {
    const { publishWritten } = await import("./publish-6KSTPMVR.js");
    io.stdout.write(await publishWritten({ root, path: file, subject: `sync: ${actor} updates its section`, actor }));
  }
  return 0;
}
var NEW_FILE = (eol) => `# Sync${eol}${eol}Each agent writes only its own section.${eol}`;
function writeSection({
  root,
  file,
  actor,
  given,
  dialect,
  repo,
  own = false
}) {
  const { existed, source, text, eol } = readForWrite(root, file, "handover sync set", own ? () => "" : NEW_FILE);
  if (dialect.layout === "table")
    return writeRow({ root, file, actor, given, dialect }, { existed, source, text, eol });
  if (dialect.layout === "tables" || dialect.layout === "list")
    throw new CliError(
      `${file} is kept as ${dialect.layout === "tables" ? "a table per status group" : "agents listed under status groups"} (sync.layout: ${dialect.layout}), which sync set does not write; edit your own ${dialect.layout === "tables" ? "row" : "line"} by hand (moving it to another group is yours to do). Nothing was written.`,
      1
    );
  const doc = parseSync(sourceFromBytes(file, text), dialect);
  const mine = doc.sections.filter((s) => !s.shared && s.id.toLowerCase() === actor.toLowerCase());
  const others = doc.sections.filter((s) => !mine.includes(s));
  if (own && others.length)
    throw new CliError(
      `${file} holds the section "${others[0].id}", but the file is ${actor}'s own; a file of the sync directory holds only its agent's section \u2014 fix it by hand, then run again. Nothing was written.`,
      1
    );
  if (mine.length > 1)
    throw new CliError(
      `${file} has ${mine.length} sections headed "${actor}" (lines ${mine.map((s) => s.heading.start.line).join(", ")}); merge them into one, then run again.`,
      1
    );
  const today = (/* @__PURE__ */ new Date()).toISOString().slice(0, 10);
  let next;
  if (mine.length === 0) {
    const missing = dialect.fields.filter((f) => !f.mayBeEmpty && given[f.name] === null);
    if (missing.length) {
      const flags = missing.map((f) => `--${f.name}`).join(" and ");
      throw new CliError(
        `${file} has no section "${actor}" yet; a new section needs ${flags} (${missing.map((f) => f.label).join(", ")} may not be empty). Nothing was written.`,
        1
      );
    }
    const values = Object.fromEntries(dialect.fields.map((f) => [f.name, given[f.name] ?? "\u2014"]));
    next = appendSection(text, renderSyncSection(dialect, { agent: actor, repo, values, eol, today }), eol);
  } else {
    try {
      next = setSectionFields(
        text,
        mine[0],
        dialect.fields.map((f) => ({
          key: fieldKeyOf(mine[0], f.name) ?? f.label.toLowerCase().replace(/[\s_-]+/g, " "),
          label: f.label,
          value: given[f.name],
          line: given[f.name] === null ? void 0 : syncFieldLine(dialect, f, given[f.name], today)
        })),
        { eol, today }
      );
    } catch (error) {
      if (error instanceof FieldEditError)
        throw new CliError(
          `${file}: section "${actor}": ${error.message}; fix the section by hand (handover lint shows where), then run again. Nothing was written.`,
          1
        );
      throw error;
    }
  }
  verify(next, { file, actor, sectionCount: doc.sections.length + (mine.length ? 0 : 1), dialect });
  if (existed && next === source.text) return "unchanged";
  writeProtocolFile(root, file, next, source.bom);
  return !existed || mine.length === 0 ? "created" : "updated";
}
function writeRow({ root, file, actor, given, dialect }, read) {
  const before = parseSync(sourceFromBytes(file, read.text), dialect);
  const set2 = setTableRow(read.text, dialect, { actor, given, eol: read.eol });
  if (!set2)
    throw new CliError(
      `${file} holds no table whose header names the board's fields (sync.layout: table); add the header row ("| Agent | ${dialect.fields.map((f) => f.label).join(" | ")} |" and its "| --- |" line), then run again. Nothing was written.`,
      1
    );
  if (set2.created) {
    const missing = dialect.fields.filter((f) => !f.mayBeEmpty && given[f.name] === null);
    if (missing.length)
      throw new CliError(
        `${file} has no row "${actor}" yet; a new row needs ${missing.map((f) => `--${f.name}`).join(" and ")} (${missing.map((f) => f.label).join(", ")} may not be empty). Nothing was written.`,
        1
      );
  }
  verify(set2.next, { file, actor, sectionCount: before.sections.length + (set2.created ? 1 : 0), dialect });
  if (read.existed && set2.next === read.source.text) return "unchanged";
  writeProtocolFile(root, file, set2.next, read.source.bom);
  return set2.created ? "created" : "updated";
}
function fieldKeyOf(section, name) {
  return section.fields.find((f) => f.name === name)?.key ?? null;
}
function verify(text, { file, actor, sectionCount, dialect }) {
  const doc = parseSync(sourceFromBytes(file, text), dialect);
  const s = doc.sections.find((x) => !x.shared && x.id.toLowerCase() === actor.toLowerCase());
  if (!s || doc.sections.length !== sectionCount)
    throw new CliError(
      `${file}: the new text would not read back as section "${actor}"; nothing was written. Report this with the file.`,
      2
    );
  const problems = [];
  for (const f of dialect.fields) {
    const n = s.fields.filter((x) => x.name === f.name).length;
    if (n === 0) problems.push(`it has no ${f.label} (pass --${f.name})`);
    else if (!f.mayBeEmpty && s.fields.find((x) => x.name === f.name).value === "")
      problems.push(`${f.label} would be empty (pass --${f.name})`);
  }
  if (problems.length)
    throw new CliError(`${file}: section "${actor}": ${problems.join("; ")}. Nothing was written.`, 1);
}
async function show(args, io) {
  const { values, positionals } = parseCommandArgs("sync", args, {});
  if (positionals.length) throw new CliError(`handover sync show takes no arguments ("${positionals[0]}").`, 2);
  const format = pickFormat(values.format, ["stylish", "json"], "stylish");
  const root = findRoot(workDir(io, values.cwd));
  const config = await loadConfig(root);
  const overview = await agentsOverview(root, config);
  if (format === "json") {
    io.stdout.write(`${JSON.stringify(overview, null, 2)}
`);
    return 0;
  }
  if (!overview.exists) {
    io.stdout.write(`No ${overview.file} here; run handover init --role commons, or handover sync set to start one.
`);
    return 0;
  }
  io.stdout.write(renderAgents(overview.agents, overview.staleDays, useColor(io), overview.staleBy));
  return 0;
}
function renderAgents(agents, staleDays, color, staleBy = "history") {
  const c = color ? import_picocolors.default : { red: (s) => s, yellow: (s) => s, dim: (s) => s, bold: (s) => s };
  if (agents.length === 0) return "No agent sections yet.\n";
  const staleText = staleBy === "dates" ? `stale (every field dated more than ${staleDays} days ago)` : `stale (unchanged for more than ${staleDays} days)`;
  return `${agents.map((a) => {
    const tags = [a.blocked ? c.red("blocked") : null, a.stale ? c.yellow(staleText) : null].filter(Boolean);
    const when = a.uncommitted ? "changed, not committed" : a.lastChanged ? `last changed ${a.lastChanged}` : "no history";
    const fields = a.status === void 0 ? a.fields : [{ name: "status", label: "Status", value: a.status ?? "\u2014", date: null }, ...a.fields];
    const heads = fields.map(
      (f) => `${f.label}${f.date ? ` (${f.date})` : staleBy === "dates" && f.value !== null ? " (undated)" : ""}:`
    );
    const width = Math.max(0, ...heads.map((h) => h.length)) + 1;
    return [
      `${c.bold(shown(a.id))}${tags.length ? `  ${tags.join(", ")}` : ""}  ${c.dim(when)}`,
      ...fields.map(
        (f, i) => `  ${shown(heads[i]).padEnd(width)}${f.value !== null ? shown(f.value) : c.dim("(missing)")}`
      )
    ].join("\n");
  }).join("\n\n")}
`;
}
export {
  renderAgents,
  run
};
