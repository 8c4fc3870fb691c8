import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  FieldEditError,
  appendSection,
  fieldValue,
  readForWrite,
  setSectionFields,
  writeProtocolFile
} from "./chunk-EU4TBXZY.js";
import {
  agentsOverview
} from "./chunk-DDGSWPYA.js";
import {
  parseCommandArgs,
  pickFormat,
  useColor,
  workDir
} from "./chunk-K6NOIWDH.js";
import "./chunk-J2Z4E6C2.js";
import {
  resolveActor
} from "./chunk-W6FCSHN2.js";
import "./chunk-MERAP2RB.js";
import "./chunk-OKBGD2UO.js";
import {
  require_picocolors
} from "./chunk-XIKSHUB7.js";
import {
  findRoot,
  loadConfig
} from "./chunk-JMVUCVSP.js";
import {
  lockPathFor,
  withLock
} from "./chunk-YAJ6PI5B.js";
import "./chunk-26XSRAK3.js";
import "./chunk-INWV5Z5H.js";
import "./chunk-7VFS2CMM.js";
import {
  shown
} from "./chunk-L3JUMNOF.js";
import {
  CliError
} from "./chunk-OBKVNHAI.js";
import {
  SYNC_FIELD_LABELS,
  parseSync,
  syncField
} from "./chunk-UQB3G3DB.js";
import "./chunk-DIB5KY33.js";
import {
  isSyncDir,
  syncFileOf
} from "./chunk-FHEDWR74.js";
import {
  sourceFromBytes
} from "./chunk-IRDQGPMW.js";
import {
  __toESM
} from "./chunk-7XZO6OSN.js";

// src/cli/commands/sync.ts
var import_picocolors = __toESM(require_picocolors(), 1);
async function run(args, io) {
  const [sub, ...rest] = args;
  if (sub === "set") return set(rest, io);
  if (sub === "show") return show(rest, io);
  throw new CliError(`handover sync needs "set" or "show"${sub ? `, not "${sub}"` : ""}; run handover help sync for usage.`, 2);
}
var FIELDS = ["focus", "blocked", "next"];
async function set(args, io) {
  const { values, positionals } = parseCommandArgs("sync", args, {
    focus: { type: "string" },
    blocked: { type: "string" },
    next: { type: "string" },
    actor: { type: "string" },
    push: { type: "boolean" }
  });
  if (positionals.length) throw new CliError(`handover sync set takes no arguments ("${positionals[0]}"); use --focus, --blocked and --next.`, 2);
  const given = {
    focus: values.focus === void 0 ? null : fieldValue("focus", values.focus),
    blocked: values.blocked === void 0 ? null : fieldValue("blocked", values.blocked),
    next: values.next === void 0 ? null : fieldValue("next", values.next)
  };
  if (FIELDS.every((f) => given[f] === null)) throw new CliError("handover sync set needs at least one of --focus, --blocked, --next.", 2);
  const root = findRoot(workDir(io, values.cwd));
  const config = await loadConfig(root);
  const dir = isSyncDir(config.files.sync) ? config.files.sync : null;
  let file = config.files.sync;
  for (const f of ["focus", "next"]) {
    if (given[f] === "") throw new CliError(`${file}: "${SYNC_FIELD_LABELS[f]}" may not be empty (rule sync/fields); nothing was written. Say what it is.`, 1);
  }
  if (given.blocked === "") given.blocked = "\u2014";
  const { actor } = await resolveActor({ root, config, flag: values.actor, env: io.env });
  if (actor in config.sync.shared) throw new CliError(`"${actor}" is a shared section of ${file} (sync.shared), not an agent's; pick the agent with --actor.`, 2);
  if (dir) file = syncFileOf(dir, actor);
  const outcome = await withLock(lockPathFor(root, file), () => writeSection(root, file, actor, given, dir !== null), { what: file });
  io.stdout.write(outcome === "unchanged" ? `${file}: section "${actor}" already says that; nothing written.
` : `${file}: ${outcome} section "${actor}".
`);
  if (values.push) {
    const { commitAndPush } = await import("./publish-G6BK734Y.js");
    const r = await commitAndPush({ root, path: file, subject: `sync: ${actor} updates its section`, actor });
    io.stdout.write(`Pushed ${r.commit.slice(0, 7)} to ${r.remote}/${r.branch}${r.retries ? ` after ${r.retries} refused push${r.retries === 1 ? "" : "es"} (rebased each time)` : ""}.
`);
  }
  return 0;
}
var NEW_FILE = (eol) => `# Sync${eol}${eol}Each agent writes only its own section.${eol}`;
function writeSection(root, file, actor, given, own = false) {
  const { existed, source, text, eol } = readForWrite(root, file, "handover sync set", own ? () => "" : NEW_FILE);
  const doc = parseSync(sourceFromBytes(file, text));
  const mine = doc.sections.filter((s) => s.id.toLowerCase() === actor.toLowerCase());
  const others = doc.sections.filter((s) => !mine.includes(s));
  if (own && others.length) throw new CliError(`${file} holds the section "${others[0].id}", but the file is ${actor}'s own; a file of the sync directory holds only its agent's section \u2014 fix it by hand, then run again. Nothing was written.`, 1);
  if (mine.length > 1) throw new CliError(`${file} has ${mine.length} sections headed "${actor}" (lines ${mine.map((s) => s.heading.start.line).join(", ")}); merge them into one, then run again.`, 1);
  let next;
  if (mine.length === 0) {
    const missing = ["focus", "next"].filter((f) => given[f] === null);
    if (missing.length) {
      throw new CliError(`${file} has no section "${actor}" yet; a new section needs ${missing.map((f) => `--${f}`).join(" and ")} (Current focus and Next action may not be empty). Nothing was written.`, 1);
    }
    const lines = FIELDS.map((f) => `- **${SYNC_FIELD_LABELS[f]}:** ${given[f] ?? "\u2014"}`);
    next = appendSection(text, `## ${actor}${eol}${eol}${lines.join(eol)}${eol}`, eol);
  } else {
    try {
      next = setSectionFields(text, mine[0], FIELDS.map((f) => ({ key: SYNC_FIELD_LABELS[f].toLowerCase(), label: SYNC_FIELD_LABELS[f], value: given[f] })), eol, (/* @__PURE__ */ new Date()).toISOString().slice(0, 10));
    } catch (error) {
      if (error instanceof FieldEditError) throw new CliError(`${file}: section "${actor}": ${error.message}; fix the section by hand (handover lint shows where), then run again. Nothing was written.`, 1);
      throw error;
    }
  }
  verify(next, file, actor, doc.sections.length + (mine.length ? 0 : 1));
  if (existed && next === source.text) return "unchanged";
  writeProtocolFile(root, file, next, source.bom);
  return !existed || mine.length === 0 ? "created" : "updated";
}
function verify(text, file, actor, sectionCount) {
  const doc = parseSync(sourceFromBytes(file, text));
  const s = doc.sections.find((x) => x.id.toLowerCase() === actor.toLowerCase());
  if (!s || doc.sections.length !== sectionCount) throw new CliError(`${file}: the new text would not read back as section "${actor}"; nothing was written. Report this with the file.`, 2);
  const problems = [];
  for (const f of FIELDS) {
    const n = s.fields.filter((x) => x.name === f).length;
    const label = SYNC_FIELD_LABELS[f];
    if (n === 0) problems.push(`it has no ${label} (pass --${f})`);
    else if (f !== "blocked" && syncField(s, f).value === "") problems.push(`${label} would be empty (pass --${f})`);
  }
  if (problems.length) throw new CliError(`${file}: section "${actor}": ${problems.join("; ")}. Nothing was written.`, 1);
}
async function show(args, io) {
  const { values, positionals } = parseCommandArgs("sync", args, {});
  if (positionals.length) throw new CliError(`handover sync show takes no arguments ("${positionals[0]}").`, 2);
  const format = pickFormat(values.format, ["stylish", "json"], "stylish");
  const root = findRoot(workDir(io, values.cwd));
  const config = await loadConfig(root);
  const overview = agentsOverview(root, config);
  if (format === "json") {
    io.stdout.write(JSON.stringify(overview, null, 2) + "\n");
    return 0;
  }
  if (!overview.exists) {
    io.stdout.write(`No ${overview.file} here; run handover init --role commons, or handover sync set to start one.
`);
    return 0;
  }
  io.stdout.write(renderAgents(overview.agents, overview.staleDays, useColor(io)));
  return 0;
}
function renderAgents(agents, staleDays, color) {
  const c = color ? import_picocolors.default : { red: (s) => s, yellow: (s) => s, dim: (s) => s, bold: (s) => s };
  if (agents.length === 0) return "No agent sections yet.\n";
  return agents.map((a) => {
    const tags = [a.blocked ? c.red("blocked") : null, a.stale ? c.yellow(`stale (unchanged for more than ${staleDays} days)`) : null].filter(Boolean);
    const when = a.uncommitted ? "changed, not committed" : a.lastChanged ? `last changed ${a.lastChanged}` : "no history";
    return [
      `${c.bold(shown(a.id))}${tags.length ? "  " + tags.join(", ") : ""}  ${c.dim(when)}`,
      `  Current focus: ${a.focus !== null && a.focus !== void 0 ? shown(a.focus) : c.dim("(missing)")}`,
      `  Blocked on:    ${a.blockedOn !== null && a.blockedOn !== void 0 ? shown(a.blockedOn) : c.dim("(missing)")}`,
      `  Next action:   ${a.next !== null && a.next !== void 0 ? shown(a.next) : c.dim("(missing)")}`
    ].join("\n");
  }).join("\n\n") + "\n";
}
export {
  renderAgents,
  run
};
