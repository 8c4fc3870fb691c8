import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  AGENT_HOSTS,
  AGENT_NAMES,
  LAUNCHER,
  agentInUse,
  ensureHostSettings,
  installHookScript,
  installLauncher,
  launcherPath,
  shellRunner
} from "./chunk-IS7SUE3O.js";
import {
  CONFIG_FILE,
  ensureConfig,
  require_dist
} from "./chunk-R6VFCZBX.js";
import {
  BLOCK_BEGIN,
  BLOCK_END,
  charterBlock,
  charterVars,
  ensureOwnedFile,
  readText,
  rel,
  shellQuote,
  template,
  writeTarget,
  writeText
} from "./chunk-F654DEA3.js";
import "./chunk-CBSPE7GF.js";
import "./chunk-ZTCXB3MP.js";
import {
  parseCommandArgs,
  pickFormat,
  workDir
} from "./chunk-3PXYGPLZ.js";
import {
  gitPath,
  isWorkTree,
  setLocalConfig
} from "./chunk-VGF64KUY.js";
import {
  RELEASE_REF,
  repoSlug
} from "./chunk-GNOYYBO2.js";
import {
  defaultBranchOf
} from "./chunk-ZKFKBATN.js";
import {
  blobsAt,
  changedFiles,
  pathHistory,
  readAtCommits,
  readBlobs
} from "./chunk-E4PCTEHX.js";
import {
  gitClient
} from "./chunk-4S4F4G6Y.js";
import {
  checkPath
} from "./chunk-X6TG55U7.js";
import {
  configGet,
  plainGit
} from "./chunk-SOWN6PH7.js";
import {
  MigrateError,
  migrate
} from "./chunk-W6XLWICL.js";
import {
  detectEol
} from "./chunk-4QI5HIWJ.js";
import {
  findRoot,
  loadConfig
} from "./chunk-ZNCGIGJQ.js";
import {
  linkLeadingOut,
  lockPathFor,
  protocolPathProblem,
  readIfExists,
  withLock,
  writeFileAtomic,
  writeProtocolFile
} from "./chunk-RWIQJ7M5.js";
import {
  lintBytes
} from "./chunk-U75CFEDE.js";
import "./chunk-E5EXWXCP.js";
import {
  NAME,
  dialectOf,
  readFilesOf,
  unlistedAgentWarning,
  upstreamSourceProblem,
  validateConfig
} from "./chunk-RHE6JALN.js";
import {
  CMAP_LOG,
  CMAP_SYNC,
  CODE_HEADING,
  DEFAULT_FILES,
  DIALECTS,
  KNOWN_SYNC_ALIASES,
  LOG_HEADINGS,
  SNAPSHOT_HEADINGS,
  SYNC_FIELD_LABELS,
  detectKind,
  diffHandover,
  fieldKey,
  judgeRotation,
  makeDialect,
  parseHandover,
  parseRegistry,
  parseSync,
  plainText,
  readTitle,
  sectionMatch,
  trailingSharedGroups
} from "./chunk-H2I6UNX5.js";
import {
  isArchivePath
} from "./chunk-357LZD3P.js";
import {
  entryText,
  frontMatterEnd,
  headingOf,
  isSyncDir,
  normaliseText,
  scanBlocks,
  sourceFromBytes,
  splitAtLevel2,
  syncFileOf
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

// fs-by-require:src/init/index.ts
var require_init = __commonJS({
  "fs-by-require:src/init/index.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// fs-by-require:src/init/charter.ts
var require_charter = __commonJS({
  "fs-by-require:src/init/charter.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// fs-by-require:src/init/github.ts
var require_github = __commonJS({
  "fs-by-require:src/init/github.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// fs-by-require:src/init/hook-managers/index.ts
var require_hook_managers = __commonJS({
  "fs-by-require:src/init/hook-managers/index.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// fs-by-require:src/init/git-hook.ts
var require_git_hook = __commonJS({
  "fs-by-require:src/init/git-hook.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// fs-by-require:src/init/hook-managers/husky.ts
var require_husky = __commonJS({
  "fs-by-require:src/init/hook-managers/husky.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// fs-by-require:src/init/hook-managers/sh-file.ts
var require_sh_file = __commonJS({
  "fs-by-require:src/init/hook-managers/sh-file.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// fs-by-require:src/init/hook-managers/lefthook.ts
var require_lefthook = __commonJS({
  "fs-by-require:src/init/hook-managers/lefthook.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// fs-by-require:src/init/hook-managers/pre-commit-framework.ts
var require_pre_commit_framework = __commonJS({
  "fs-by-require:src/init/hook-managers/pre-commit-framework.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// fs-by-require:src/init/hook-managers/simple-git-hooks.ts
var require_simple_git_hooks = __commonJS({
  "fs-by-require:src/init/hook-managers/simple-git-hooks.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// fs-by-require:src/init/discover.ts
var require_discover = __commonJS({
  "fs-by-require:src/init/discover.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// src/init/index.ts
var import_node_fs11 = __toESM(require_init(), 1);
import { delimiter, join as join15 } from "node:path";

// src/merge/register.ts
import { join } from "node:path";
var DRIVER_NAME = "handover protocol files (section-wise merge)";
var PLACEHOLDERS = "%O %A %B %P";
async function registerMergeDriver(root, opts = {}) {
  const config = await loadConfig(root);
  const base = (opts.command ?? "handover merge-driver").trim();
  const driver = base.includes("%A") ? base : `${base} ${PLACEHOLDERS}`;
  const changed = [];
  const skipped2 = [];
  const git = gitClient(root, { unsafe: { allowUnsafeMergeDriver: true } });
  for (const [key, value] of [
    ["merge.handover.name", DRIVER_NAME],
    ["merge.handover.driver", driver]
  ]) {
    let current = null;
    try {
      current = (await git.raw(["config", "--local", "--get", key])).trim() || null;
    } catch {
      current = null;
    }
    if (current === value) continue;
    try {
      await git.raw(["config", "--local", key, value]);
    } catch (error) {
      throw new CliError(
        `Could not set git config ${key} in ${root} (${error.message.trim()}); is it a git clone?`,
        2
      );
    }
    changed.push(`git config ${key}`);
  }
  const patterns = [
    ...new Set(
      readFilesOf(config).map(([, f]) => f).map((f) => f.replace(/\\/g, "/")).map((f) => f.endsWith("/") ? `${f}*.md` : f)
    )
  ];
  const path = join(root, ".gitattributes");
  const text = readIfExists(path, ".gitattributes")?.toString("utf8") ?? "";
  const eol = text ? detectEol(text) : "\n";
  const existing = attributeLines(text);
  const add = [];
  for (const p of patterns) {
    const pattern2 = /\s/.test(p) ? `"${p.replace(/(["\\])/g, "\\$1")}"` : p;
    const merge = existing.get(pattern2);
    if (merge === "merge=handover") continue;
    if (merge !== void 0) {
      skipped2.push(`${p}: .gitattributes already says ${merge}`);
      continue;
    }
    add.push(`${pattern2} merge=handover`);
  }
  if (add.length) {
    const sep3 = text === "" || text.endsWith("\n") ? "" : eol;
    writeFileAtomic(path, text + sep3 + add.join(eol) + eol);
    changed.push(".gitattributes");
  }
  return { changed, skipped: skipped2 };
}
function attributeLines(text) {
  const out = /* @__PURE__ */ new Map();
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const m = /^("(?:[^"\\]|\\.)*"|\S+)\s*(.*)$/.exec(line);
    if (!m) continue;
    for (const attr of m[2].split(/\s+/)) if (/^[-!]?merge(=|$)/.test(attr)) out.set(m[1], attr);
  }
  return out;
}

// src/init/charter.ts
var import_node_fs = __toESM(require_charter(), 1);
import { isAbsolute, join as join2, normalize } from "node:path";
function charterPath(root) {
  const claude = join2(root, "CLAUDE.md");
  if ((0, import_node_fs.existsSync)(claude)) return claude;
  const agents = join2(root, "AGENTS.md");
  return (0, import_node_fs.existsSync)(agents) ? agents : claude;
}
var CHARTERS = ["CLAUDE.md", "AGENTS.md", "GEMINI.md", "QWEN.md"];
var OWN_CHARTER = { claude: "CLAUDE.md", gemini: "GEMINI.md" };
function ensureCharters(o) {
  for (const n of o.names) {
    const p = normalize(n);
    if (isAbsolute(p) || p.startsWith("..") || !/\.md$/i.test(p))
      throw new CliError(
        `--charter "${n}" must be a Markdown file inside the repository (e.g. CLAUDE.md, AGENTS.md, GEMINI.md).`,
        2
      );
  }
  const wanted = /* @__PURE__ */ new Set(["AGENTS.md", ...o.agents.flatMap((a) => OWN_CHARTER[a] ?? [])]);
  const files = o.names.length ? [...new Set(o.names.map((n) => normalize(n)))] : CHARTERS.filter((c) => wanted.has(c) || (0, import_node_fs.existsSync)(join2(o.root, c)));
  return files.map((f) => ensureCharter({ ...o, path: join2(o.root, f) }));
}
function ensureCharter(o) {
  const { root, force, path = charterPath(root) } = o;
  const what = rel(root, path);
  const old = readText(path);
  if (old === null) {
    writeText(path, template("CLAUDE.md", charterVars(o.agent, o.commons), o.dialect));
    return { what, action: "created" };
  }
  const target = writeTarget(root, path);
  if (target === null)
    return {
      what,
      action: "skipped",
      note: "a symlink to a file outside the repository; add the handover block by hand"
    };
  const eol = old.includes("\r\n") ? "\r\n" : "\n";
  const block2 = charterBlock(o).replace(/\n/g, eol);
  const begin = old.indexOf(BLOCK_BEGIN);
  if (begin === -1) {
    const sepr = old === "" ? "" : old.endsWith(eol + eol) ? "" : old.endsWith(eol) ? eol : eol + eol;
    writeText(target, old + sepr + block2 + eol);
    return { what, action: "extended", note: "protocol block appended" };
  }
  const end = old.indexOf(BLOCK_END, begin);
  if (end === -1)
    return { what, action: "skipped", note: `has "${BLOCK_BEGIN}" but no "${BLOCK_END}"; fix the block by hand` };
  const current = old.slice(begin, end + BLOCK_END.length);
  if (current === block2) return { what, action: "kept" };
  if (!force)
    return {
      what,
      action: "kept",
      note: "its handover block differs from the template; handover init --force refreshes the block"
    };
  writeText(target, old.slice(0, begin) + block2 + old.slice(end + BLOCK_END.length));
  return { what, action: "updated", note: "handover block refreshed" };
}

// src/init/github.ts
var import_node_fs2 = __toESM(require_github(), 1);
import { join as join3 } from "node:path";
var RULESET_PATH = ".github/rulesets/handover.json";
var WORKFLOW_PATH = ".github/workflows/handover.yml";
var WORKFLOW_ALT_PATH = ".github/workflows/handover-check.yml";
var WORKFLOW_MARK = "written by `handover init`";
var CODEOWNERS_PATH = ".github/CODEOWNERS";
var ACTIONS_APP_ID = 15368;
var CHECK_CONTEXT = "check";
var BEGIN = "# handover:begin (written by `handover init --github`; regenerated from the config)";
var END = "# handover:end";
function rulesetJson(config, workflow = { path: WORKFLOW_PATH, repositoryId: 0 }) {
  return {
    name: "handover",
    target: "branch",
    enforcement: "active",
    bypass_actors: [],
    conditions: { ref_name: { include: ["~DEFAULT_BRANCH"], exclude: [] } },
    rules: [
      { type: "deletion" },
      { type: "non_fast_forward" },
      ...config?.identity.signatures === "required" ? [{ type: "required_signatures" }] : [],
      {
        type: "pull_request",
        parameters: {
          required_approving_review_count: 0,
          dismiss_stale_reviews_on_push: true,
          require_code_owner_review: true,
          require_last_push_approval: false,
          required_review_thread_resolution: false
        }
      },
      {
        type: "required_status_checks",
        parameters: {
          strict_required_status_checks_policy: false,
          required_status_checks: [{ context: CHECK_CONTEXT, integration_id: ACTIONS_APP_ID }]
        }
      },
      // The check as the default branch has it: on pull_request GitHub runs the workflow the PR carries, so a PR
      // could point `uses:` elsewhere or replace the step with `run: true` and still report a green `check`. A
      // required workflow runs the file from the repository's default branch, which the PR cannot edit.
      {
        type: "workflows",
        parameters: {
          do_not_enforce_on_create: false,
          workflows: [{ path: workflow.path, repository_id: workflow.repositoryId }]
        }
      }
    ]
  };
}
function pattern(path) {
  return `/${path.replace(/([\\ #!*?[\]])/g, "\\$1")}`;
}
function codeownersLines(root, config) {
  const gh = (id) => id && config.agents[id]?.github.length ? config.agents[id].github.map((g) => `@${g}`).join(" ") : null;
  const dispatchers = config.dispatchers.map(gh).filter((x) => x !== null);
  const missing = /* @__PURE__ */ new Set();
  const lines = [];
  const add = (path, agent) => {
    const owner = gh(agent);
    if (!owner) {
      if (agent) missing.add(agent);
      if (!dispatchers.length) return;
    }
    lines.push(`${pattern(path)} ${[...new Set([owner, ...dispatchers].filter(Boolean))].join(" ")}`);
  };
  const writer = logWriter(root, config.files.handover) ?? config.agent;
  if ((0, import_node_fs2.existsSync)(join3(root, config.files.handover))) add(config.files.handover, writer);
  if (isSyncDir(config.files.sync)) {
    for (const id of Object.keys(config.agents)) add(syncFileOf(config.files.sync, id), id);
  } else {
    add(config.files.sync, config.owner);
  }
  add(config.files.registry, config.owner);
  for (const p of config.appendOnly) add(p, config.owner);
  if (config.filepath) add(config.filepath.replace(/^.*[\\/]/, ""), config.owner);
  return { lines, missing: [...missing] };
}
function logWriter(root, file) {
  try {
    const text = (0, import_node_fs2.readFileSync)(join3(root, file));
    return readTitle(splitAtLevel2(sourceFromBytes(file, text).text).preamble).writer;
  } catch {
    return null;
  }
}
function ensureGithubGuards(root, config, force) {
  const alt = readText(join3(root, WORKFLOW_ALT_PATH));
  const path = alt?.includes(WORKFLOW_MARK) ? WORKFLOW_ALT_PATH : WORKFLOW_PATH;
  const id = /^[1-9][0-9]{0,15}$/.test(process.env.GITHUB_REPOSITORY_ID ?? "") ? Number(process.env.GITHUB_REPOSITORY_ID) : 0;
  const ruleset = ensureOwnedFile(
    root,
    RULESET_PATH,
    `${JSON.stringify(rulesetJson(config, { path, repositoryId: id }), null, 2)}
`,
    { force }
  );
  if (id === 0 && ruleset.action !== "kept")
    ruleset.note = [
      ruleset.note,
      `set "repository_id" of the workflows rule to this repository's id (gh api repos/OWNER/REPO --jq .id) before importing`
    ].filter(Boolean).join("; ");
  const out = [ruleset];
  const { lines, missing } = codeownersLines(root, config);
  const block2 = [BEGIN, ...lines, END].join("\n");
  const abs = join3(root, CODEOWNERS_PATH);
  const old = readText(abs);
  const note = missing.length ? `no GitHub account for ${missing.join(", ")}: set agents.<id>.github in the config` : void 0;
  if (old === null) {
    writeText(abs, `${block2}
`);
    out.push({ what: CODEOWNERS_PATH, action: "created", note });
    return out;
  }
  const begin = old.indexOf(BEGIN);
  const end = begin === -1 ? -1 : old.indexOf(END, begin);
  if (begin !== -1 && end === -1) {
    out.push({
      what: CODEOWNERS_PATH,
      action: "skipped",
      note: `has "${BEGIN.slice(0, 17)}" but no "${END}"; fix the block by hand`
    });
    return out;
  }
  const next = begin === -1 ? `${old}${old.endsWith("\n") || old === "" ? "" : "\n"}${block2}
` : old.slice(0, begin) + block2 + old.slice(end + END.length);
  if (next === old) {
    out.push({ what: CODEOWNERS_PATH, action: "kept", note });
    return out;
  }
  writeText(abs, next);
  out.push({ what: CODEOWNERS_PATH, action: begin === -1 ? "extended" : "updated", note });
  return out;
}

// src/init/hook-managers/index.ts
var import_node_fs9 = __toESM(require_hook_managers(), 1);
import { join as join10 } from "node:path";

// src/init/git-hook.ts
var import_node_fs3 = __toESM(require_git_hook(), 1);
import { join as join4 } from "node:path";

// src/init/hook-managers/trailer.ts
var TRAILER_HOOK = "prepare-commit-msg";
var TRAILER_BEGIN = "# handover:trailer (added by handover init: names the clone agent on every commit; keep it)";
var TRAILER_END = "# handover:trailer-end";
function trailerLines(msg = '"$1"') {
  return [
    `m=${msg}`,
    // the same order as the check's actor (SPEC §3): HANDOVER_AGENT (an agent in a shared checkout), then the clone's
    // biome-ignore lint/suspicious/noTemplateCurlyInString: sh's own ${VAR:-default}, not a JavaScript template
    'a="${HANDOVER_AGENT:-$(git config --get handover.agent || :)}"',
    'case "$a" in',
    '  ""|[!A-Za-z0-9]*|*[!A-Za-z0-9._-]*) ;;',
    '  *) if [ -f "$m" ]; then',
    '    [ -z "$(tail -c 1 "$m")" ] || echo >> "$m"',
    '    git interpret-trailers --in-place --if-exists doNothing --trailer "Handover-Agent: $a" "$m"',
    "  fi ;;",
    "esac"
  ].join("\n");
}
function addsTrailer(text) {
  return text.includes('--trailer "Handover-Agent: $a"');
}

// src/init/git-hook.ts
var HOOK_MARK = "# handover:pre-commit";
var CHAINED = "pre-commit.handover-chained";
var TRAILER_CHAINED = `${TRAILER_HOOK}.handover-chained`;
async function installPreCommit(root, _cliPath) {
  return installPlainHook(root, {
    name: "pre-commit",
    mark: HOOK_MARK,
    text: template("git-hooks/pre-commit", { runner: shellRunner("check --staged", 2) })
  });
}
async function installPrepareCommitMsg(root) {
  return installPlainHook(root, {
    name: TRAILER_HOOK,
    mark: `# handover:${TRAILER_HOOK}`,
    text: template(`git-hooks/${TRAILER_HOOK}`, { trailer: trailerLines() })
  });
}
async function installPlainHook(root, hook) {
  const { text } = hook;
  const dir = await gitPath(root, "hooks");
  const path = join4(dir, hook.name);
  const what = rel(root, path);
  const chainedName = `${hook.name}.handover-chained`;
  let old;
  try {
    old = readText(path);
  } catch (error) {
    return {
      what,
      action: "skipped",
      note: `cannot be read (${error.code}); install the hook by hand from templates/git-hooks/${hook.name}`
    };
  }
  let action = "created";
  let note;
  if (old !== null) {
    if (old === text) return { what, action: "kept" };
    if (old.includes(hook.mark)) action = "updated";
    else {
      const chained = join4(dir, chainedName);
      if ((0, import_node_fs3.existsSync)(chained)) {
        return {
          what,
          action: "skipped",
          note: `a foreign hook is installed and ${chainedName} exists too; merge them by hand, then run handover init again`
        };
      }
      (0, import_node_fs3.renameSync)(path, chained);
      action = "chained";
      note = `the existing hook now runs first, as ${chainedName}`;
    }
  }
  writeText(path, text);
  (0, import_node_fs3.chmodSync)(path, 493);
  return { what, action, ...note ? { note } : {} };
}

// src/init/hook-managers/husky.ts
var import_node_fs5 = __toESM(require_husky(), 1);
import { join as join6 } from "node:path";

// src/init/hook-managers/block.ts
var CHECK_ARGS = "check --staged";
var BEGIN2 = "# handover:begin (added by handover init: checks the staged protocol files; keep it)";
var END2 = "# handover:end";
function runner() {
  return shellRunner(CHECK_ARGS);
}
var CHECK_BLOCK = { hook: "pre-commit", begin: BEGIN2, end: END2, body: runner };
var TRAILER_BLOCK = {
  hook: "prepare-commit-msg",
  begin: TRAILER_BEGIN,
  end: TRAILER_END,
  body: () => trailerLines()
};
function block(spec = CHECK_BLOCK) {
  return `${spec.begin}
${spec.body()}
${spec.end}
`;
}
function withBlock(text, spec = CHECK_BLOCK) {
  const ours = block(spec);
  if (text === null) return `#!/bin/sh
${ours}`;
  const begin = text.indexOf(spec.begin.slice(0, spec.begin.indexOf(" (")));
  const end = text.indexOf(spec.end, begin);
  if (begin !== -1 && end !== -1) {
    const tail = text.indexOf("\n", end);
    return text.slice(0, begin) + ours + (tail === -1 ? "" : text.slice(tail + 1));
  }
  const nl = text.startsWith("#!") ? text.indexOf("\n") + 1 || text.length : 0;
  const head = text.slice(0, nl);
  return (nl && !head.endsWith("\n") ? `${head}
` : head) + ours + text.slice(nl);
}
function runsCheck(text) {
  return text.includes(`handover ${CHECK_ARGS}`) || text.includes('/handover/bin/handover"') && text.includes(`" ${CHECK_ARGS}`) || text.includes("handover-check");
}

// src/init/hook-managers/sh-file.ts
var import_node_fs4 = __toESM(require_sh_file(), 1);
import { join as join5 } from "node:path";
function ensureShHook(root, relPath, manager, spec = CHECK_BLOCK) {
  const abs = join5(root, relPath);
  const target = writeTarget(root, abs);
  if (target === null)
    return {
      what: relPath,
      action: "skipped",
      note: `a symlink out of the repository; add these lines to the ${manager} ${spec.hook} hook by hand:
${block(
        spec
      )}`
    };
  const old = readText(target);
  const text = withBlock(old, spec);
  if (old === text) return { what: relPath, action: "kept" };
  writeText(target, text);
  const mode = (0, import_node_fs4.existsSync)(target) ? (0, import_node_fs4.statSync)(target).mode : 0;
  if (old === null || mode & 64) (0, import_node_fs4.chmodSync)(target, 493);
  return {
    what: rel(root, abs),
    action: old === null ? "created" : old.includes(spec.begin.slice(0, spec.begin.indexOf(" ("))) ? "updated" : "extended",
    note: `${manager} runs it; commit it`
  };
}

// src/init/hook-managers/types.ts
function depends(ctx, name) {
  return ["dependencies", "devDependencies", "optionalDependencies"].some((k) => {
    const deps = ctx.pkg?.[k];
    return typeof deps === "object" && deps !== null && Object.hasOwn(deps, name);
  });
}

// src/init/hook-managers/husky.ts
var husky = {
  name: "husky",
  detect: (ctx) => /(^|\/)\.husky(\/_)?\/?$/.test(ctx.hooksPath ?? "") || isDir(join6(ctx.root, ".husky")) || depends(ctx, "husky"),
  install: (ctx) => {
    const old = ctx.pkg?.husky;
    if (old && typeof old === "object" && "hooks" in old) {
      return {
        what: "package.json (husky)",
        action: "skipped",
        note: 'husky 4 hooks in package.json; move to husky 9 (npx husky init) and run handover init again, or add `handover check --staged` to its "pre-commit" entry'
      };
    }
    return ensureShHook(ctx.root, ".husky/pre-commit", "husky");
  },
  // husky 9 runs `.husky/prepare-commit-msg` with git's arguments ("$1": the message file).
  trailer: (ctx) => ctx.pkg?.husky && typeof ctx.pkg.husky === "object" && "hooks" in ctx.pkg.husky ? { what: "package.json (husky)", action: "skipped", note: "husky 4 hooks in package.json; move to husky 9" } : ensureShHook(ctx.root, ".husky/prepare-commit-msg", "husky", TRAILER_BLOCK)
};
function isDir(p) {
  return (0, import_node_fs5.existsSync)(p) && (0, import_node_fs5.statSync)(p).isDirectory();
}

// src/init/hook-managers/hooks-path.ts
import { isAbsolute as isAbsolute2, relative, resolve, sep } from "node:path";
function installTrackedHooksPath(ctx, dir) {
  return ensureShHook(ctx.root, `${dir}/pre-commit`, "git (core.hooksPath)");
}
function installTrackedTrailer(ctx, dir) {
  return ensureShHook(ctx.root, `${dir}/prepare-commit-msg`, "git (core.hooksPath)", TRAILER_BLOCK);
}
async function trackedHooksDir(ctx) {
  if (!ctx.hooksPath) return null;
  const r = relative(ctx.root, resolve(ctx.root, ctx.hooksPath));
  if (!r || r.startsWith("..") || isAbsolute2(r)) return null;
  const dir = r.split(sep).join("/");
  const tracked = (await gitClient(ctx.root).raw(["ls-files", "-z", "--", `:(literal)${dir}/`])).trim();
  return tracked ? dir : null;
}

// src/init/hook-managers/lefthook.ts
var import_node_fs6 = __toESM(require_lefthook(), 1);
var import_yaml = __toESM(require_dist(), 1);
import { join as join7 } from "node:path";
var YAML_CONFIGS = [
  "lefthook.yml",
  ".lefthook.yml",
  "lefthook.yaml",
  ".lefthook.yaml",
  ".config/lefthook.yml",
  ".config/lefthook.yaml"
];
var OTHER_CONFIGS = [
  "lefthook.json",
  ".lefthook.json",
  "lefthook.jsonc",
  ".lefthook.jsonc",
  "lefthook.toml",
  ".lefthook.toml"
];
var lefthook = {
  name: "lefthook",
  detect: (ctx) => [...YAML_CONFIGS, ...OTHER_CONFIGS].some((f) => (0, import_node_fs6.existsSync)(join7(ctx.root, f))) || depends(ctx, "lefthook"),
  install: (ctx) => addOrSay(ctx.root, CHECK_JOB, `a pre-commit job named handover whose run is:
${runner()}`),
  trailer: (ctx) => addOrSay(ctx.root, TRAILER_JOB, `a ${TRAILER_HOOK} job named handover-trailer whose run is:
${TRAILER_JOB.run()}`)
};
function addOrSay(root, job, what) {
  const file = YAML_CONFIGS.find((f) => (0, import_node_fs6.existsSync)(join7(root, f)));
  const other = OTHER_CONFIGS.find((f) => (0, import_node_fs6.existsSync)(join7(root, f)));
  if (!file && other) return { what: other, action: "skipped", note: `not YAML; add ${what}` };
  return addJob(root, file ?? "lefthook.yml", job);
}
var CHECK_JOB = { hook: "pre-commit", name: "handover", run: runner, present: runsCheck };
var TRAILER_JOB = {
  hook: TRAILER_HOOK,
  name: "handover-trailer",
  run: () => trailerLines("{1}"),
  present: addsTrailer
};
function addJob(root, relPath, spec) {
  const abs = join7(root, relPath);
  const target = writeTarget(root, abs);
  const old = target === null ? null : readText(target);
  if (old !== null && spec.present(old)) return { what: relPath, action: "kept" };
  const manual = (why) => ({
    what: relPath,
    action: "skipped",
    note: `${why}; add a ${spec.hook} job named ${spec.name} whose run is:
${spec.run()}`
  });
  if (target === null) return manual("a symlink out of the repository");
  const doc = (0, import_yaml.parseDocument)(old ?? "");
  if (doc.errors.length) return manual(`not valid YAML (${doc.errors[0].message.split("\n")[0]})`);
  if (doc.contents === null) doc.contents = new import_yaml.YAMLMap();
  if (!(0, import_yaml.isMap)(doc.contents)) return manual("its top level is not a mapping");
  const run2 = new import_yaml.Scalar(spec.run());
  run2.type = import_yaml.Scalar.BLOCK_LITERAL;
  let hook = doc.get(spec.hook, true);
  if (hook === void 0 || hook === null) {
    hook = new import_yaml.YAMLMap();
    doc.set(spec.hook, hook);
  }
  if (!(0, import_yaml.isMap)(hook)) return manual(`its ${spec.hook} entry is not a mapping`);
  const jobs = hook.get("jobs", true);
  const commands = hook.get("commands", true);
  if ((0, import_yaml.isMap)(commands) && !(0, import_yaml.isSeq)(jobs)) {
    const cmd = new import_yaml.YAMLMap();
    cmd.set("run", run2);
    commands.set(spec.name, cmd);
  } else {
    const list = (0, import_yaml.isSeq)(jobs) ? jobs : new import_yaml.YAMLSeq();
    const job = new import_yaml.YAMLMap();
    job.set("name", spec.name);
    job.set("run", run2);
    list.items.unshift(job);
    if (!(0, import_yaml.isSeq)(jobs)) hook.set("jobs", list);
  }
  writeText(target, doc.toString({ lineWidth: 0 }));
  return {
    what: relPath,
    action: old === null ? "created" : "extended",
    note: "lefthook runs it (lefthook install keeps it); commit it"
  };
}

// src/init/hook-managers/pre-commit-framework.ts
var import_node_fs7 = __toESM(require_pre_commit_framework(), 1);
var import_yaml2 = __toESM(require_dist(), 1);
import { join as join8 } from "node:path";
var CONFIG = ".pre-commit-config.yaml";
var preCommitFramework = {
  name: "pre-commit",
  detect: (ctx) => (0, import_node_fs7.existsSync)(join8(ctx.root, CONFIG)),
  install: (ctx) => {
    const abs = join8(ctx.root, CONFIG);
    const target = writeTarget(ctx.root, abs);
    const old = target === null ? null : readText(target);
    const manual = (why) => ({
      what: CONFIG,
      action: "skipped",
      note: `${why}; add under repos:
${snippet()}`
    });
    if (target === null || old === null) return manual("a symlink out of the repository");
    if (runsCheck(old)) return { what: CONFIG, action: "kept" };
    const doc = (0, import_yaml2.parseDocument)(old);
    if (doc.errors.length) return manual(`not valid YAML (${doc.errors[0].message.split("\n")[0]})`);
    if (!(0, import_yaml2.isMap)(doc.contents)) return manual("its top level is not a mapping");
    let repos = doc.get("repos", true);
    if (repos === void 0 || repos === null) {
      repos = new import_yaml2.YAMLSeq();
      doc.set("repos", repos);
    }
    if (!(0, import_yaml2.isSeq)(repos)) return manual("its repos entry is not a list");
    repos.items.push(doc.createNode(localRepo()));
    writeText(target, doc.toString({ lineWidth: 0 }));
    return {
      what: CONFIG,
      action: "extended",
      note: "a repo: local hook handover-check; pre-commit runs it; commit it"
    };
  },
  trailer: addTrailerHook
};
function addTrailerHook(ctx) {
  const abs = join8(ctx.root, CONFIG);
  const target = writeTarget(ctx.root, abs);
  const old = target === null ? null : readText(target);
  const manual = (why) => ({
    what: CONFIG,
    action: "skipped",
    note: `${why}; add under repos:
${snippet(trailerRepo())}and run pre-commit install --hook-type ${TRAILER_HOOK}`
  });
  if (target === null || old === null) return manual("a symlink out of the repository");
  const doc = (0, import_yaml2.parseDocument)(old);
  if (doc.errors.length) return manual(`not valid YAML (${doc.errors[0].message.split("\n")[0]})`);
  if (!(0, import_yaml2.isMap)(doc.contents)) return manual("its top level is not a mapping");
  let types = doc.get("default_install_hook_types", true);
  const listed = (0, import_yaml2.isSeq)(types) && types.items.some((t) => String((0, import_yaml2.isScalar)(t) ? t.value : t) === TRAILER_HOOK);
  if (addsTrailer(old) && listed) return { what: CONFIG, action: "kept" };
  if (types === void 0 || types === null) {
    types = doc.createNode(["pre-commit", TRAILER_HOOK]);
    doc.set("default_install_hook_types", types);
  } else if (!(0, import_yaml2.isSeq)(types)) return manual("its default_install_hook_types is not a list");
  else if (!listed) types.items.push(doc.createNode(TRAILER_HOOK));
  if (!addsTrailer(old)) {
    const repos = doc.get("repos", true);
    if (!(0, import_yaml2.isSeq)(repos)) return manual("its repos entry is not a list");
    repos.items.push(doc.createNode(trailerRepo()));
  }
  writeText(target, doc.toString({ lineWidth: 0 }));
  return {
    what: CONFIG,
    action: "extended",
    note: `a repo: local hook handover-trailer (stage ${TRAILER_HOOK}); pre-commit install installs it; commit it`
  };
}
function trailerRepo() {
  const entry = new import_yaml2.Scalar(`sh -c '
${trailerLines()}
' handover-trailer`);
  entry.type = import_yaml2.Scalar.BLOCK_LITERAL;
  return {
    repo: "local",
    hooks: [
      {
        id: "handover-trailer",
        name: "handover Handover-Agent trailer",
        entry,
        language: "system",
        stages: [TRAILER_HOOK],
        always_run: true
      }
    ]
  };
}
function localRepo() {
  const entry = new import_yaml2.Scalar(`sh -c '
${runner()}
'`);
  entry.type = import_yaml2.Scalar.BLOCK_LITERAL;
  return {
    repo: "local",
    hooks: [
      {
        id: "handover-check",
        name: "handover check --staged",
        // shlex keeps the newlines inside the quotes; the runner holds no single quote.
        entry,
        language: "system",
        pass_filenames: false,
        always_run: true
      }
    ]
  };
}
function snippet(repo = localRepo()) {
  const doc = (0, import_yaml2.parseDocument)("");
  doc.contents = doc.createNode([repo]);
  return doc.toString({ lineWidth: 0 });
}

// src/init/hook-managers/simple-git-hooks.ts
var import_node_fs8 = __toESM(require_simple_git_hooks(), 1);
import { join as join9 } from "node:path";
var KEY = "simple-git-hooks";
var JSON_CONFIGS = [".simple-git-hooks.json", "simple-git-hooks.json"];
var JS_CONFIGS = [
  ".simple-git-hooks.cjs",
  ".simple-git-hooks.js",
  ".simple-git-hooks.mjs",
  "simple-git-hooks.cjs",
  "simple-git-hooks.js",
  "simple-git-hooks.mjs"
];
var simpleGitHooks = {
  name: KEY,
  detect: (ctx) => Boolean(ctx.pkg && Object.hasOwn(ctx.pkg, KEY)) || [...JSON_CONFIGS, ...JS_CONFIGS].some((f) => (0, import_node_fs8.existsSync)(join9(ctx.root, f))) || depends(ctx, KEY),
  install: (ctx) => addTo(ctx, CHECK),
  trailer: (ctx) => addTo(ctx, TRAILER)
};
var CHECK = { hook: "pre-commit", lines: runner, present: runsCheck };
var TRAILER = { hook: TRAILER_HOOK, lines: () => trailerLines(), present: addsTrailer };
function addTo(ctx, spec) {
  const json = JSON_CONFIGS.find((f) => (0, import_node_fs8.existsSync)(join9(ctx.root, f)));
  if (json) return addCommand(ctx, { relPath: json, key: null, spec });
  const js = JS_CONFIGS.find((f) => (0, import_node_fs8.existsSync)(join9(ctx.root, f)));
  if (js && !(ctx.pkg && Object.hasOwn(ctx.pkg, KEY)))
    return {
      what: js,
      action: "skipped",
      note: `a JS config is not edited; put these lines first in its "${spec.hook}" command, then run npx simple-git-hooks:
${spec.lines()}`
    };
  return addCommand(ctx, { relPath: "package.json", key: KEY, spec });
}
function addCommand(ctx, o) {
  const { relPath, key, spec } = o;
  const what = key ? `${relPath} (${key})` : relPath;
  const manual = (why) => ({
    what,
    action: "skipped",
    note: `${why}; put these lines first in the "${spec.hook}" command, then run npx simple-git-hooks:
${spec.lines()}`
  });
  const abs = join9(ctx.root, relPath);
  const target = writeTarget(ctx.root, abs);
  const text = target === null ? null : readText(target);
  if (target === null || text === null) return manual("a symlink out of the repository");
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return manual("not valid JSON");
  }
  if (key) data[key] ??= {};
  const config = key ? data[key] : data;
  if (typeof config !== "object" || config === null || Array.isArray(config))
    return manual("its hooks are not an object");
  const old = config[spec.hook];
  if (old !== void 0 && typeof old !== "string") return manual(`its ${spec.hook} command is not a string`);
  if (old && spec.present(old)) return { what, action: "kept" };
  config[spec.hook] = old ? `${spec.lines()}
${old}` : spec.lines();
  const indent = /^[ \t]+(?=")/m.exec(text)?.[0] ?? "  ";
  writeText(target, JSON.stringify(data, null, indent) + (text.endsWith("\n") ? "\n" : ""));
  return { what, action: "extended", note: "run npx simple-git-hooks to write the git hook from it; commit it" };
}

// src/init/hook-managers/index.ts
var MANAGERS = [preCommitFramework, husky, lefthook, simpleGitHooks];
async function installHooks(root, cliPath) {
  const ctx = { root, hooksPath: await configGet(root, "core.hooksPath"), pkg: readPackage(root) };
  const used = MANAGERS.filter((m) => m.detect(ctx));
  if (used.length) {
    const out = [];
    for (const m of used) out.push(await m.install(ctx), await m.trailer(ctx));
    return out;
  }
  const dir = await trackedHooksDir(ctx);
  if (dir !== null) return [installTrackedHooksPath(ctx, dir), installTrackedTrailer(ctx, dir)];
  return [await installPreCommit(root, cliPath), await installPrepareCommitMsg(root)];
}
function readPackage(root) {
  try {
    const v = JSON.parse((0, import_node_fs9.readFileSync)(join10(root, "package.json"), "utf8"));
    return typeof v === "object" && v !== null && !Array.isArray(v) ? v : null;
  } catch {
    return null;
  }
}

// src/init/mcp.ts
import { join as join11 } from "node:path";
var isObj = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function mcpServerEntry() {
  return { command: "sh", args: ["-c", shellRunner("mcp", 2)] };
}
var isOurs = (entry) => isObj(entry) && entry.command === "sh" && Array.isArray(entry.args) && entry.args.some((a) => typeof a === "string" && a.includes(LAUNCHER));
function ensureJsonEntry(root, o) {
  const { what, key, entry } = o;
  const path = join11(root, ...what.split("/"));
  const old = readText(path);
  let settings = {};
  if (old !== null) {
    try {
      settings = JSON.parse(old.replace(/^\uFEFF/, ""));
    } catch (error) {
      const why = error.message;
      return { what, action: "skipped", note: `not valid JSON (${why}); fix it and run handover init again` };
    }
  }
  if (!isObj(settings) || settings[key] !== void 0 && !isObj(settings[key]))
    return { what, action: "skipped", note: `not a JSON object with an "${key}" object; fix it and run init again` };
  const servers = settings[key] ?? {};
  const have = servers.handover;
  if (have !== void 0 && !o.ours(have))
    return { what, action: "kept", note: 'has another server named "handover"; left as it is' };
  if (have !== void 0 && JSON.stringify(have) === JSON.stringify(entry)) return { what, action: "kept" };
  settings[key] = { ...servers, handover: entry };
  writeText(path, `${JSON.stringify(settings, null, 2)}
`);
  return { what, action: old === null ? "created" : have === void 0 ? "extended" : "updated" };
}
var ensureJsonServer = (root, what) => ensureJsonEntry(root, { what, key: "mcpServers", entry: mcpServerEntry(), ours: isOurs });
function ensureOpencodeServer(root) {
  const { command, args } = mcpServerEntry();
  const entry = { type: "local", command: [command, ...args] };
  if (readText(join11(root, "opencode.json")) === null && readText(join11(root, "opencode.jsonc")) !== null)
    return {
      what: "opencode.jsonc",
      action: "skipped",
      note: `not rewritten (it may hold comments); add "mcp": {"handover": ${JSON.stringify(entry)}} to it by hand`
    };
  const ours = (have) => isObj(have) && Array.isArray(have.command) && have.command.some((a) => typeof a === "string" && a.includes(LAUNCHER));
  return ensureJsonEntry(root, { what: "opencode.json", key: "mcp", entry, ours });
}
var tomlString = (s) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n").replace(/\t/g, "\\t")}"`;
function ensureCodexServer(root) {
  const what = ".codex/config.toml";
  const path = join11(root, ".codex", "config.toml");
  const old = readText(path) ?? "";
  if (/^\s*\[mcp_servers\.(handover|"handover")\]/m.test(old)) return { what, action: "kept" };
  const { command, args } = mcpServerEntry();
  const table = `[mcp_servers.handover]
command = ${tomlString(command)}
args = [${args.map(tomlString).join(", ")}]
`;
  writeText(path, `${old}${old && !old.endsWith("\n") ? "\n" : ""}${old ? "\n" : ""}${table}`);
  return { what, action: old ? "extended" : "created" };
}
function ensureMcpServers(root, agents) {
  const out = [];
  if (agents.includes("claude")) out.push(ensureJsonServer(root, ".mcp.json"));
  if (agents.includes("gemini")) out.push(ensureJsonServer(root, ".gemini/settings.json"));
  if (agents.includes("qwen")) out.push(ensureJsonServer(root, ".qwen/settings.json"));
  if (agents.includes("codex")) out.push(ensureCodexServer(root));
  if (agents.includes("opencode")) out.push(ensureOpencodeServer(root));
  if (agents.includes("copilot")) out.push(ensureJsonServer(root, ".github/mcp.json"));
  return out;
}

// src/init/state.ts
import { join as join12 } from "node:path";
var arg = (s) => /^[A-Za-z0-9._/-]+$/.test(s) ? s : shellQuote(s);
function fileStates(root, kinds, config) {
  const out = [];
  for (const kind of kinds) {
    const rel2 = config.files[kind];
    if (rel2.endsWith("/")) continue;
    const bytes = readIfExists(join12(root, rel2), rel2);
    if (bytes === null) continue;
    const state = fileState({ rel: rel2, kind, bytes, config });
    out.push(config.ignore.includes(rel2) ? { ...state, ignored: true } : state);
  }
  return out;
}
function fileState(o) {
  const { rel: rel2, kind, bytes, config } = o;
  const count = (text) => {
    const ms = lintBytes(rel2, text, kind, config).messages;
    const errors2 = ms.filter((m) => m.severity === "error").length;
    return { errors: errors2, warnings: ms.length - errors2 };
  };
  const { errors, warnings } = count(bytes);
  const base = {
    path: rel2,
    kind,
    state: errors + warnings ? "problems" : "clean",
    problems: errors + warnings,
    errors,
    warnings
  };
  if (errors + warnings === 0) return base;
  if (errors === 0 || kind !== "handover" && kind !== "sync") return { ...base, fix: `handover lint ${arg(rel2)}` };
  let fix = `handover lint ${arg(rel2)}`;
  let note;
  try {
    const m = migrate(bytes.toString("utf8"), kind, { what: rel2 }, config);
    const after = m.changed ? count(m.text) : null;
    if (after && after.errors < errors) {
      fix = `handover migrate --write ${arg(rel2)}`;
      if (after.errors)
        note = `${after.errors} error${after.errors === 1 ? "" : "s"} would remain after the migration; handover lint shows them`;
    }
  } catch (error) {
    if (!(error instanceof MigrateError)) throw error;
    note = `handover migrate cannot convert it: ${error.message}`;
  }
  return { ...base, fix, ...note ? { note } : {} };
}
function describeState(s) {
  const alone = s.ignored ? "; left alone (ignore): nothing guards it until it is read" : "";
  if (s.state === "clean") return `${s.path}  clean${alone}`;
  const what = `${s.problems} problem${s.problems === 1 ? "" : "s"} (${s.errors} error${s.errors === 1 ? "" : "s"}, ${s.warnings} warning${s.warnings === 1 ? "" : "s"})`;
  return `${s.path}  ${what}; fix: ${s.fix}${s.note ? ` (${s.note})` : ""}${alone}`;
}

// src/init/paths.ts
import { isAbsolute as isAbsolute3, join as join13, relative as relative2, resolve as resolve2 } from "node:path";
var TREE_FILES = [
  ".github/workflows/handover.yml",
  ".github/workflows/handover-check.yml",
  // every agent host's hooks file (.claude, .codex, .gemini, .qwen, .github/hooks, .opencode) and MCP file
  ...Object.values(AGENT_HOSTS).map((h) => h.file),
  ".mcp.json",
  ".github/mcp.json",
  "opencode.json",
  ".codex/config.toml",
  ".husky/pre-commit",
  ".gitattributes",
  CONFIG_FILE,
  "package.json",
  CONFIG,
  ...YAML_CONFIGS,
  ...JSON_CONFIGS
];
async function refuseLinksOut(root, o) {
  const [absGit, common] = (await gitClient(root).raw(["rev-parse", "--absolute-git-dir", "--git-common-dir"])).trim().split("\n");
  const within = [root, absGit, resolve2(root, common)];
  const checks = TREE_FILES.map((f) => [root, f, false]);
  if (o.github) checks.push([root, RULESET_PATH, false], [root, CODEOWNERS_PATH, false]);
  if (o.configPath) checks.push([root, relative2(root, resolve2(root, o.configPath)), false]);
  for (const c of o.charters?.length ? o.charters : CHARTERS) checks.push([root, c, true]);
  for (const [abs, fromHooks] of [
    [await gitPath(root, "hooks"), true],
    [await launcherPath(root), false]
  ]) {
    const hooks = ["pre-commit", CHAINED, "prepare-commit-msg", TRAILER_CHAINED];
    for (const file of fromHooks ? hooks.map((h) => join13(abs, h)) : [abs]) {
      const base = [resolve2(root, common), absGit, root].find((b) => isInside(b, file));
      if (base) checks.push([base, relative2(base, file), false]);
    }
  }
  for (const [base, file, foldersOnly] of checks) {
    if (file.startsWith("..") || isAbsolute3(file)) continue;
    const out = linkLeadingOut(base, file, within, foldersOnly);
    if (out) {
      throw new CliError(
        `${rel(root, out.path)} is a symbolic link to ${out.to}, outside the repository, and handover init would write ${rel(root, join13(base, file))} through it; nothing was written: replace the link with a real folder or file (or remove it), then run handover init again.`,
        2
      );
    }
  }
}
var isInside = (base, abs) => {
  const r = relative2(base, abs);
  return r !== "" && !r.startsWith("..") && !isAbsolute3(r);
};

// src/init/infer.ts
import { posix } from "node:path";
var ENOUGH = 0.6;
var pct = (n, d) => d === 0 ? 0 : n / d;
function inferFile(path, bytes, kind, writer) {
  const text = sourceFromBytes(path, bytes).text;
  if (scanBlocks(text, 0, 2, 3).boundaries.length === 0) return withoutHeadings({ path, text, kind, writer });
  const snapshot = snapshotShape(text);
  const tries = [];
  if (kind === null || kind === "handover") tries.push(inferLog(path, text, writer));
  if (kind === null || kind === "sync") tries.push(inferSync(path, text));
  if (kind === null || kind === "registry") tries.push(inferRegistry(path, text, kind === "registry"));
  const readable = tries.filter((t) => t.refusal === null);
  const pick = (list) => list.reduce((a, b) => pct(b.matched, b.total) > pct(a.matched, a.total) ? b : a);
  if (readable.length) return pick(readable);
  return refused({ path, kind, snapshot, closest: tries.length ? pick(tries) : null });
}
function refused(o) {
  const { path, snapshot, closest } = o;
  const what = snapshot ? `it is a snapshot document (${snapshot}), rewritten every session rather than appended to; handover migrate ${path} says what fits it (its current state into your SYNC.md section, a fresh log started after it)` : `the closest shape is ${closest ? `${closest.shape} (${closest.matched} of ${closest.total} ${closest.unit ?? "headings"})` : "none"}; handover migrate ${path} shows it converted into the handover form`;
  return {
    path,
    kind: closest?.kind ?? o.kind ?? "handover",
    config: {},
    shape: snapshot ? "a snapshot document" : closest?.shape ?? "unknown",
    matched: closest?.matched ?? 0,
    total: closest?.total ?? 0,
    refusal: `${path}: no shape handover reads matches this file, so init will not guess; ${what}.`
  };
}
function withoutHeadings(o) {
  const table = o.kind === null || o.kind === "sync" ? inferSync(o.path, o.text) : o.kind === "registry" ? registryReading(o.path, o.text, "table") : null;
  return table && table.refusal === null ? table : headingless(o);
}
var EMPTY_BODY_LINES = 12;
function headingless(o) {
  const kind = o.kind ?? "handover";
  const doc = parseHandover(sourceFromBytes(o.path, o.text));
  const { titled, body } = bodyLines(o.text);
  const dated = body.filter((l) => /\b\d{4}-\d{2}-\d{2}\b/.test(l)).length;
  const out = {
    path: o.path,
    kind,
    config: {},
    shape: "no entries or sections yet",
    matched: 0,
    total: 0,
    refusal: null
  };
  const empty = (titled || body.length === 0) && body.length <= EMPTY_BODY_LINES && dated < 2;
  if (empty && (o.kind !== null || body.length === 0)) {
    if (kind === "handover" && o.writer && !doc.writer) out.config = { log: { writer: o.writer } };
    return out;
  }
  const closest = empty ? `${body.length} line${body.length === 1 ? "" : "s"} and a name and title that say no protocol file` : dated >= 2 ? `${dated} dated lines` : `${body.length} line${body.length === 1 ? "" : "s"} of prose${titled ? "" : " and no title"}`;
  return {
    ...out,
    shape: closest,
    refusal: `${o.path}: no shape handover reads matches this file, so init will not guess; it has no level-2 or level-3 heading yet holds ${closest}, so it is not ${EMPTY_SHAPE[kind]} with no entries yet (the closest shape, which would judge every later change a rewrite); handover migrate ${o.path} shows what the handover form makes of it, and if it is not your ${kind} file, set files.${kind} to the one that is.`
  };
}
var EMPTY_SHAPE = {
  handover: "a log",
  sync: "a board",
  registry: "a registry",
  marker: "an offsets file",
  requests: "a requests log"
};
function bodyLines(text) {
  const lines = withoutComments(text.slice(frontMatterEnd(text))).split(/\r?\n/).filter((l) => /\S/.test(l));
  const titled = /^ {0,3}#[ \t]/.test(lines[0] ?? "");
  return { titled, body: titled ? lines.slice(1) : lines };
}
function withoutComments(text) {
  let out = "";
  let at = 0;
  for (let open = text.indexOf("<!--"); open !== -1; open = text.indexOf("<!--", at)) {
    out += text.slice(at, open);
    const close = text.indexOf("-->", open + 4);
    at = close === -1 ? text.length : close + 3;
  }
  return out + text.slice(at);
}
function snapshotShape(text) {
  const found = scanBlocks(text, 0, 2, 3).boundaries.map((b) => b.raw.replace(/^ {0,3}#+[ \t]*/, "").replace(/[ \t#]*$/, "")).filter((h) => SNAPSHOT_HEADINGS.some((re) => re.test(h)));
  return found.length >= 2 ? `"${found.slice(0, 3).join('", "')}"` : null;
}
function logCandidates() {
  const out = [];
  for (const level of [2, 3])
    for (const heading of LOG_HEADINGS) {
      const log = {};
      if (heading !== "seq") log.heading = heading;
      if (level === 3) log.level = 3;
      out.push({
        dialect: makeDialect({ log: { heading, level } }).log,
        config: Object.keys(log).length ? { log } : {}
      });
    }
  out.push({ dialect: CMAP_LOG, config: { dialect: "cmap" } });
  return out;
}
function readsNewestFirst(times, order) {
  const known = times.filter((t) => t !== null);
  let down = 0;
  for (let i = 1; i < known.length; i++) down += Math.sign(known[i] - known[i - 1]);
  return order === "oldest-first" ? down < 0 : down > 0;
}
function logReading(c, o) {
  const doc = parseHandover(sourceFromBytes(o.path, o.text), c.dialect);
  const matched = doc.entries.filter((e) => e.headingProblem === null && e.id !== null).length;
  const fielded = c.dialect.fields?.length ? doc.entries.filter((e) => e.fields.length > 0 && e.problems.length === 0).length : 0;
  const example = doc.entries.find((e) => e.headingProblem === null)?.headingText;
  const config = structuredClone(c.config);
  const own = c.dialect.name === "handover";
  const newestFirst = readsNewestFirst(
    doc.entries.map((e) => e.time),
    c.dialect.order
  );
  if (newestFirst && own) config.log = { ...config.log, order: "newest-first" };
  if (own && o.writer && !doc.writer) config.log = { ...config.log, writer: o.writer };
  const marks = "#".repeat(c.dialect.level);
  const order = !own || newestFirst ? "newest first" : "oldest first";
  const grammar = own ? `heading: ${c.dialect.heading}` : "the cmap dialect";
  const untitled = own && !o.writer && !doc.writer ? "; its title names no writer: pass --agent NAME to record it as log.writer" : "";
  return {
    path: o.path,
    kind: "handover",
    config,
    shape: `a log (${grammar}, ${order}${example ? `, e.g. "${marks} ${example}"` : ""})${untitled}`,
    matched,
    total: o.total,
    refusal: null,
    dialect: c.dialect,
    fielded
  };
}
function inferLog(path, text, writer) {
  const headings = scanBlocks(text, 0, 2, 3).boundaries;
  let best = null;
  for (const c of logCandidates()) {
    const total = headings.filter((h) => h.level === c.dialect.level).length;
    const r = logReading(c, { path, text, total, writer });
    if (!best || r.matched > best.matched || r.matched === best.matched && r.fielded > best.fielded) best = r;
  }
  const { dialect: _d, fielded: _f, ...out } = best;
  if (out.matched === 0 || pct(out.matched, out.total) < ENOUGH)
    return { ...out, refusal: `only ${out.matched} of ${out.total} headings read as entries` };
  return out;
}
function syncCandidates() {
  const fields = {
    focus: { aliases: KNOWN_SYNC_ALIASES.focus },
    blocked: { aliases: KNOWN_SYNC_ALIASES.blocked },
    next: { aliases: KNOWN_SYNC_ALIASES.next }
  };
  const of = (layout, level = 2) => makeDialect({ syncFields: fields, syncLevel: level, syncLayout: layout, syncOwnFields: true }).sync;
  const out = [];
  for (const level of [3, 2])
    out.push({ dialect: of("sections", level), config: {}, level, layout: "sections" });
  out.push({ dialect: CMAP_SYNC, config: { dialect: "cmap" }, level: 2, layout: "sections" });
  out.push({ dialect: of("table"), config: {}, level: 2, layout: "table" });
  out.push({ dialect: of("tables"), config: {}, level: 2, layout: "tables" });
  out.push({ dialect: of("list"), config: {}, level: 2, layout: "list", fallback: true });
  return out;
}
function boardShape(c, doc, example) {
  const groups = [...new Set(doc.sections.map((s) => s.group).filter((g) => !!g))];
  const shownGroups = groups.length ? ` (${groups.length} groups: "${groups.slice(0, 3).join('", "')}")` : "";
  const own = [...new Set(doc.sections.flatMap((s) => s.fields.filter((f) => f.name !== null).map((f) => f.label)))];
  const words = c.layout === "sections" && own.length ? `, fields "${own.join('", "')}"` : "";
  if (c.layout === "table")
    return `a board kept as a table, a row per agent${example ? `, e.g. "| ${example} |"` : ""}`;
  if (c.layout === "tables")
    return `a board kept as a table per status group${shownGroups}, a row per agent${example ? `, e.g. "| ${example} |"` : ""}`;
  if (c.layout === "list")
    return `a board of agents listed under status groups${shownGroups}${example ? `, e.g. "- **${example}**"` : ""}${words}`;
  const how = c.dialect.name === "cmap" ? "the cmap dialect" : `level ${c.level}`;
  return `a board of agent sections (${how}${example ? `, e.g. "${"#".repeat(c.level)} ${example}"` : ""}${words})`;
}
function boardConfig(c, doc) {
  const config = structuredClone(c.config);
  if (c.dialect.name !== "handover") return config;
  const sections = doc.sections.filter((s) => s.shared === null);
  const last = sections.findLastIndex((x) => x.fields.some((f) => f.name === "focus"));
  const trailing = c.layout === "sections" && last >= 0 ? sections.slice(last + 1) : [];
  const shared = trailing.length < last + 1 ? trailing : [];
  const first = sections.findIndex((x) => x.fields.some((f) => f.name === "focus"));
  const leading = c.layout === "sections" && first > 0 ? sections.slice(0, first) : [];
  const lead = leading.every((x) => x.fields.every((f) => f.name === null)) && leading.length < last + 1 - first ? leading : [];
  const groups = trailingSharedGroups(doc);
  const { labels, own } = boardLabels(sections.slice(lead.length, sections.length - shared.length));
  const sync = {};
  if (c.level === 3) sync.level = 3;
  if (c.layout !== "sections") sync.layout = c.layout;
  if (Object.keys(labels).length) sync.fields = labels;
  if (own) sync.ownFields = true;
  const sharedIds = [...lead.map((x) => x.id), ...shared.map((x) => x.id), ...groups];
  if (sharedIds.length) sync.shared = Object.fromEntries(sharedIds.map((id) => [id, "owner-only"]));
  if (Object.keys(sync).length) config.sync = sync;
  return config;
}
function boardLabels(agents) {
  const labels = {};
  let own = agents.some((s) => s.items.length > 0 || s.fields.some((f) => f.own));
  for (const name of ["focus", "blocked", "next"]) {
    const used = /* @__PURE__ */ new Map();
    for (const s of agents)
      for (const label of new Set(s.fields.filter((f) => f.name === name).map((f) => f.label)))
        used.set(label, (used.get(label) ?? 0) + 1);
    const rank = (l) => {
      const i = KNOWN_SYNC_ALIASES[name].indexOf(fieldKey(l));
      return i === -1 ? 99 : i;
    };
    const top = [...used].sort((a, b) => b[1] - a[1] || rank(a[0]) - rank(b[0]))[0]?.[0];
    const writers = agents.filter((s) => s.fields.some((f) => f.name === name)).length;
    if (!top || name !== "focus" && writers * 2 < agents.length) {
      if (name !== "focus") labels[name] = false;
      if (top) own = true;
      continue;
    }
    if (used.size > 1) own = true;
    if (top.toLowerCase() !== SYNC_FIELD_LABELS[name].toLowerCase()) labels[name] = { label: top };
  }
  return { labels, own };
}
function fullSections(doc) {
  return doc.sections.filter((s) => {
    if (s.shared !== null) return false;
    const named = s.fields.filter((f) => f.name !== null).map((f) => f.name);
    return doc.schema.every((f) => {
      const n = named.filter((x) => x === f.name).length;
      return n === 1 || f.optional === true && n === 0;
    });
  });
}
var DATED = /\d{4}-\d{2}-\d{2}/;
function repeatedIds(sections) {
  const count = /* @__PURE__ */ new Map();
  for (const s of sections) count.set(s.id.toLowerCase(), (count.get(s.id.toLowerCase()) ?? 0) + 1);
  return sections.filter((s) => count.get(s.id.toLowerCase()) > 1).length;
}
function syncReading(path, text, c) {
  const doc = parseSync(sourceFromBytes(path, text), c.dialect);
  const agents = doc.sections.filter((s2) => s2.shared === null);
  if (!agents.length) return null;
  if (agents.filter((x) => DATED.test(x.id)).length * 2 > agents.length) return null;
  if (c.layout === "list" && agents.filter((x) => /\s/.test(x.id)).length * 2 > agents.length) return null;
  const rows = c.layout === "table" || c.layout === "tables";
  if (!rows && repeatedIds(agents) * 2 > agents.length) return null;
  const config = boardConfig(c, doc);
  const s = config.sync;
  const dialect = c.dialect.name === "cmap" ? c.dialect : makeDialect({
    syncFields: s?.fields,
    syncLevel: s?.level,
    syncLayout: s?.layout,
    syncOwnFields: s?.ownFields,
    shared: s?.shared
  }).sync;
  const read = dialect === c.dialect ? doc : parseSync(sourceFromBytes(path, text), dialect);
  const groups = new Set(read.sections.map((x) => x.group).filter((g) => g !== void 0));
  if (read.schema.length < 2 && groups.size === 0) return null;
  if ((c.layout === "tables" || c.layout === "list") && groups.size < 2) return null;
  const full = fullSections(read);
  return {
    path,
    kind: "sync",
    config,
    shape: boardShape(c, read, full[0]?.id),
    ...c.layout === "table" || c.layout === "tables" ? { unit: "rows" } : c.layout === "list" ? { unit: "items" } : {},
    matched: full.length,
    total: read.sections.filter((x) => x.shared === null).length,
    refusal: null
  };
}
function inferSync(path, text) {
  let best = null;
  for (const c of syncCandidates()) {
    if (c.fallback && best && pct(best.matched, best.total) >= ENOUGH) continue;
    const r = syncReading(path, text, c);
    if (!r || best && r.matched <= best.matched) continue;
    best = r;
  }
  const b = best ?? { path, kind: "sync", config: {}, shape: "a board", matched: 0, total: 0, refusal: null };
  if (b.matched === 0 || pct(b.matched, b.total) < ENOUGH)
    return { ...b, refusal: `only ${b.matched} of ${b.total} sections carry the board's fields` };
  return b;
}
var REGISTRY_SHAPES = {
  tagged: "a registry of project sections with provenance tags",
  sections: 'a registry of "## CODE-NNN \u2014 Name" sections without provenance tags',
  table: "a registry kept as a table, a row per project"
};
function registryReading(path, text, layout) {
  const doc = parseRegistry(sourceFromBytes(path, text), layout);
  const fits = (e) => layout === "tagged" ? e.provenance !== null : e.id !== "" && e.fields.length > 0 && (layout === "table" || CODE_HEADING.test(e.headingText));
  const matched = doc.entries.filter(fits).length;
  const example = doc.entries.find(fits);
  const shown = example ? layout === "table" ? `| ${example.id} |` : `## ${example.headingText}` : null;
  const out = {
    path,
    kind: "registry",
    config: layout === "tagged" ? {} : { registry: { layout } },
    shape: `${REGISTRY_SHAPES[layout]}${shown ? `, e.g. "${shown}"` : ""}`,
    matched,
    total: doc.entries.length,
    refusal: null,
    ...layout === "table" ? { unit: "rows" } : {}
  };
  if (matched === 0 || pct(matched, doc.entries.length) < ENOUGH)
    return { ...out, refusal: `only ${matched} of ${doc.entries.length} sections carry a provenance tag` };
  return out;
}
function inferRegistry(path, text, known) {
  const tagged = registryReading(path, text, "tagged");
  if (tagged.refusal === null || !known) return tagged;
  const tries = ["sections", "table"].map((l) => registryReading(path, text, l));
  return tries.find((t) => t.refusal === null) ?? tagged;
}
function describeInference(i) {
  const sure = i.sureness ? `${i.sureness}: ${i.why}` : "";
  if (i.refusal)
    return i.note ? `${i.path}: not read: ${i.refusal.replace(/\.$/, "")}; ${i.note}` : `${i.path}: not read as it is. ${i.refusal}`;
  const { files: _f, ignore: _i, agents: _a, ...knobs } = i.config;
  const keys = configText(knobs);
  const unit = i.unit ?? "headings";
  const base = `${i.path}: ${i.shape}; ${i.matched} of ${i.total} ${unit} match`;
  if (i.sureness === void 0) return `${base}; config: ${keys || "the defaults read it"}`;
  const tail = i.key ? `read as ${i.key}${keys ? `, with ${keys}` : ""}` : i.note ?? "not read";
  return `${base}; ${sure}; ${tail}`;
}
function configText(c) {
  const flow = (v) => Array.isArray(v) ? `[${v.map(flow).join(", ")}]` : typeof v === "object" && v !== null ? `{ ${Object.entries(v).map(([k, x]) => `${/^[\w-]+$/.test(k) ? k : JSON.stringify(k)}: ${flow(x)}`).join(", ")} }` : /^[\w.-]+$/.test(String(v)) ? String(v) : JSON.stringify(v);
  return Object.entries(c).map(([k, v]) => `${k}: ${flow(v)}`).join("; ");
}
var HISTORY_VERSIONS = 50;
async function recentVersions(root, path) {
  const history = (await pathHistory(root, path)).slice(0, HISTORY_VERSIONS).reverse();
  const texts = await readAtCommits(
    root,
    history.map((c) => c.commit),
    path
  );
  const versions = history.map((c) => texts.get(c.commit)).filter((t) => typeof t === "string");
  return { history, texts, versions };
}
async function logConventions(root, path, o) {
  const out = {};
  const section = logSection(o.text, o.log);
  const candidates2 = section ? [] : referenceHeadings(o.text, o.log);
  if (section) out.section = section;
  else if (hasTrailer(o.text, o.log)) out.trailer = true;
  const { history, texts, versions } = await recentVersions(root, path);
  if (!out.trailer && keepsMarkerLast(o.text, versions, o.log)) out.trailer = true;
  const ends = addedEnds(versions, o.log);
  if (ends.top > 0 && ends.bottom > 0) out.order = "any";
  else if (newestFirstByHistory(o.text, versions, o.log)) out.order = "newest-first";
  else if ((o.log.order ?? "oldest-first") === "oldest-first" && ends.pinned > 0 && ends.lastPinned) out.pinned = true;
  stampAndReference({ text: o.text, versions, log: o.log, candidates: candidates2 }, out);
  const knobs = { ...o.log, ...out };
  for (let i = 1; i < versions.length; i++) {
    if (amendsNewest(versions[i - 1], versions[i], knobs)) {
      out.amendLast = true;
      break;
    }
  }
  const archive = await rotationArchive(root, { path, history, texts, log: knobs }) ?? await namedArchive(root, path, o.text);
  if (archive) out.archive = archive;
  return out;
}
function stampAndReference(o, out) {
  const maybe = (out.order ?? o.log.order ?? "oldest-first") === "oldest-first" && o.candidates.length > 0;
  const reference = maybe ? { reference: o.candidates } : {};
  if (rewritesStamp(o.versions, { ...o.log, ...out, ...reference })) out.stamp = true;
  if (!maybe || !copiesReference(o.versions, { ...o.log, ...out, ...reference })) return;
  out.reference = o.candidates;
  if (out.trailer && !hasTrailer(o.text, { ...o.log, ...out })) delete out.trailer;
}
var NAMED_MARKDOWN = /\]\(\s*<?([^)\s>]+?\.(?:md|markdown))(?:#[^)\s>]*)?>?(?:\s+"[^"]*")?\s*\)|`([^`\s]+?\.(?:md|markdown))`/gi;
async function namedArchive(root, path, text) {
  const dir = posix.dirname(path);
  const names = [];
  for (const m of text.matchAll(NAMED_MARKDOWN)) {
    const raw = m[1] ?? m[2];
    if (!/archive/i.test(raw) || /^[a-z][a-z0-9+.-]*:/i.test(raw) || raw.startsWith("/")) continue;
    for (const c of [posix.normalize(posix.join(dir, raw)), posix.normalize(raw)])
      if (!c.startsWith("../") && c !== ".." && c !== path && !names.includes(c)) names.push(c);
  }
  if (names.length === 0) return null;
  const tracked = await blobsAt(root, "HEAD", names).catch(() => null);
  return names.find((c) => ["100644", "100755"].includes(tracked?.get(c)?.mode ?? "")) ?? null;
}
async function rotationArchive(root, o) {
  const dialect = makeDialect({ log: o.log }).log;
  const archives = [];
  const read = (path, text) => typeof text === "string" || Buffer.isBuffer(text) ? parseHandover(sourceFromBytes(path, text), dialect) : null;
  for (let i = 1; i < o.history.length; i++) {
    const c = o.history[i];
    const [before, after] = [read(o.path, o.texts.get(o.history[i - 1].commit)), read(o.path, o.texts.get(c.commit))];
    if (!before || !after || !c.parents[0]) continue;
    const removed = diffHandover(before, after).changes.flatMap((x) => x.kind === "removed" ? [x.base] : []);
    if (removed.length === 0) continue;
    const found = await archiveOfCommit(root, { commit: c, path: o.path, removed, read });
    if (found && !archives.includes(found)) archives.push(found);
  }
  const periods = [...new Set(archives.map(periodPattern))];
  const [pattern2] = periods;
  return archives.length > 1 && periods.length === 1 && pattern2 && !isArchivePath(pattern2, o.path) ? pattern2 : archives[0] ?? null;
}
var FILE_PERIOD = /(?<![0-9])(?:19|20)[0-9]{2}(?:[-_.]?(?:[01][0-9](?:[-_.]?[0-3][0-9])?|Q[1-4]|W[0-5][0-9]))?(?![0-9])/gi;
function periodPattern(path) {
  const slash = path.lastIndexOf("/") + 1;
  const name = path.slice(slash);
  const dates = [...name.matchAll(FILE_PERIOD)];
  if (dates.length !== 1) return null;
  const d = dates[0];
  return `${path.slice(0, slash)}${name.slice(0, d.index)}*${name.slice(d.index + d[0].length)}`;
}
async function archiveOfCommit(root, o) {
  const changed = (await changedFiles(root, o.commit.parents[0], o.commit.commit, []).catch(() => [])).filter(
    (f) => f.path !== o.path && f.after !== null && /\.(?:md|markdown)$/i.test(f.path)
  );
  const blobs = await readBlobs(
    root,
    changed.flatMap((f) => [f.before, f.after].filter((x) => x !== null))
  );
  for (const f of changed) {
    const base = f.before ? o.read(f.path, blobs.get(f.before)) : null;
    const verdict = judgeRotation(o.removed, [{ path: f.path, base, head: o.read(f.path, blobs.get(f.after)) }]);
    if ([...verdict.problems.values()].every((v) => v === null)) return f.path;
  }
  return null;
}
var PERIOD = /\b\d{4}\b|\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|week|month|quarter|year|today)\b/i;
function logSection(text, log) {
  if ((log.level ?? 2) !== 3) return null;
  const doc = parseHandover(sourceFromBytes("", text), makeDialect({ log }).log);
  const entries = doc.entries.filter((e) => e.headingProblem === null && e.id !== null);
  const tops = doc.frame.filter((c) => (c.level ?? 2) === 2);
  if (entries.length === 0 || tops.length < 2) return null;
  const holding = /* @__PURE__ */ new Set();
  let k = -1;
  for (const e of [...entries].sort((a, b) => a.chunk.start.offset - b.chunk.start.offset)) {
    while (k + 1 < tops.length && tops[k + 1].start.offset < e.chunk.start.offset) k++;
    holding.add(k < 0 ? "" : plainText(headingOf(tops[k])).trim());
  }
  const [section] = [...holding];
  if (holding.size !== 1 || !section || PERIOD.test(section)) return null;
  if (tops.filter((c) => sectionMatch(section).test(plainText(headingOf(c)).trim())).length !== 1) return null;
  const read = parseHandover(sourceFromBytes("", text), makeDialect({ log: { ...log, section } }).log);
  return read.entries.filter((e) => e.headingProblem === null && e.id !== null).length === entries.length ? section : null;
}
function referenceHeadings(text, log) {
  if ((log.level ?? 2) !== 2 || (log.order ?? "oldest-first") !== "oldest-first") return [];
  const { entries } = parseHandover(sourceFromBytes("", text), makeDialect({ log }).log);
  const reads = entries.flatMap((e, i) => e.headingProblem === null ? [i] : []);
  const out = [];
  for (const e of entries.slice(reads[0] ?? 0, reads.at(-1) ?? 0)) {
    const heading = plainText(e.headingText).trim();
    if (e.headingProblem === null || /\d/.test(heading) || !heading || heading.length > 200) continue;
    if (!out.some((h) => sectionMatch(h).test(heading))) out.push(heading);
  }
  return out;
}
function copiesReference(versions, log) {
  const dialect = makeDialect({ log }).log;
  const read = (t) => parseHandover(sourceFromBytes("", t), dialect);
  for (let i = 1; i < versions.length; i++) {
    const [before, after] = [read(versions[i - 1]), read(versions[i])];
    const [old, added] = [before.references ?? [], (after.references ?? []).slice(before.references?.length ?? 0)];
    const heading = (r) => plainText(headingOf(r.chunk)).trim().toLowerCase();
    const copies = added.every((r) => r.after === after.entries.length && old.some((o) => heading(o) === heading(r)));
    if (added.length === 0 || !copies) continue;
    const diff = diffHandover(before, after);
    if (diff.preambleChanged || diff.references.length > 0) continue;
    if (diff.changes.length > 0 && diff.changes.every((c) => c.kind === "added")) return true;
  }
  return false;
}
function hasTrailer(text, log) {
  if ((log.level ?? 2) !== 2) return false;
  const dialect = makeDialect({ log: { ...log, trailer: true } }).log;
  return parseHandover(sourceFromBytes("", text), dialect).frame.some((c) => c.heading !== null);
}
function keepsMarkerLast(text, versions, log) {
  if ((log.level ?? 2) !== 2) return false;
  const dialect = makeDialect({ log: { ...log, trailer: true } }).log;
  const read = (t) => parseHandover(sourceFromBytes("", t), dialect);
  const marked = (d) => d.frame.length > 0 && d.frame[0].heading === null;
  if (!marked(read(text))) return false;
  for (let i = 1; i < versions.length; i++) {
    const [before, after] = [read(versions[i - 1]), read(versions[i])];
    if (!marked(before) || after.entries.length <= before.entries.length) continue;
    const diff = diffHandover(before, after);
    if (!diff.preambleChanged && diff.changes.every((c) => c.kind === "added")) return true;
  }
  return false;
}
function rewritesStamp(versions, log) {
  if (log.section) return false;
  const plain = makeDialect({ log }).log;
  const stamped = makeDialect({ log: { ...log, stamp: true } }).log;
  const read = (t, d) => parseHandover(sourceFromBytes("", t), d);
  for (let i = 1; i < versions.length; i++) {
    const [before, after] = [read(versions[i - 1], stamped), read(versions[i], stamped)];
    if (!before.stamp || !after.stamp || normaliseText(before.stamp.text) === normaliseText(after.stamp.text)) continue;
    const diff = diffHandover(before, after);
    if (diff.preambleChanged || diff.references.length || !diff.changes.every((c) => c.kind === "added")) continue;
    const without = diffHandover(read(versions[i - 1], plain), read(versions[i], plain));
    if (without.preambleChanged || without.changes.some((c) => c.kind !== "added")) return true;
  }
  return false;
}
function newestFirstByHistory(text, versions, log) {
  if (log.order === "newest-first") return false;
  const dialect = makeDialect({ log }).log;
  const entriesOf = (t) => parseHandover(sourceFromBytes("", t), dialect).entries;
  const times = new Set(entriesOf(text).flatMap((e) => e.time === null ? [] : [e.time]));
  if (times.size > 1) return false;
  let [top, bottom] = [0, 0];
  for (let i = 1; i < versions.length; i++) {
    const [a, b] = [versions[i - 1], versions[i]].map((t) => entriesOf(t).map((e) => entryText(e.chunk.text)));
    if (a.length === 0 || b.length <= a.length) continue;
    const same = (from) => a.every((x, k) => b[from + k] === x);
    if (same(b.length - a.length)) top++;
    else if (same(0)) bottom++;
  }
  return top > bottom;
}
function addedEnds(versions, log) {
  const dialect = makeDialect({ log: { ...log, order: "oldest-first" } }).log;
  const entriesOf = (t) => parseHandover(sourceFromBytes("", t), dialect).entries.map((e) => entryText(e.chunk.text));
  const out = { top: 0, bottom: 0, pinned: 0, lastPinned: false };
  let b = versions.length ? entriesOf(versions[0]) : [];
  for (let i = 1; i < versions.length; i++) {
    const a = b;
    b = entriesOf(versions[i]);
    if (a.length === 0 || b.length <= a.length) continue;
    const at = (from, list = a) => list.every((x, k) => b[from + k] === x);
    const n = a.length;
    const start = b.indexOf(a[0]);
    if (start >= 0 && at(start)) {
      if (start > 0) out.top++;
      if (start + n < b.length) out.bottom++;
      out.lastPinned = false;
    } else if (n >= 2 && at(0, a.slice(0, -1)) && b[b.length - 1] === a[n - 1]) {
      out.pinned++;
      out.lastPinned = true;
    }
  }
  return out;
}
function amendsNewest(before, after, log) {
  const [a, b] = [normaliseText(before), normaliseText(after)];
  if (a === b) return false;
  const dialect = makeDialect({ log: { ...log, amendLast: false } }).log;
  const [old, now] = [a, b].map((t) => parseHandover(sourceFromBytes("", t), dialect));
  if (!diffHandover(old, now).changes.some((c) => c.kind === "changed")) return false;
  const amending = { ...dialect, amendLast: true };
  const loose = diffHandover({ ...old, dialect: amending }, { ...now, dialect: amending });
  return !loose.preambleChanged && loose.changes.every((c) => c.kind === "added");
}
function shapeWith(shape, more) {
  let out = shape;
  if (more.order === "newest-first") out = out.replace("oldest first", "newest first, as its history adds entries");
  if (more.order === "any")
    out = out.replace("oldest first", "in no one order, as its history adds entries at both ends");
  if (more.stamp) out += ", a stamp last (its history rewrites the closing emphasis lines)";
  if (more.pinned) out += ", its last entry pinned last (its history inserts new entries above it)";
  if (more.reference)
    out += `, reference sections between its entries (${more.reference.map((h) => `"## ${h}"`).join(", ")})`;
  return out;
}
function readsAs(f, kind, read) {
  return f.kind !== kind || f.refusal || f.config.dialect ? null : read(f.path);
}
async function withLogConventions(root, found, read, config) {
  for (const f of found) {
    const bytes = readsAs(f, "handover", read);
    if (!bytes) continue;
    const log = f.config.log ?? {};
    const more = await logConventions(root, f.path, { text: Buffer.from(bytes).toString("utf8"), log });
    if (Object.keys(more).length === 0) continue;
    f.config.log = { ...log, ...more };
    if (config) config.log = { ...config.log ?? {}, ...more };
    f.shape = shapeWith(f.shape, more);
    if (more.section) {
      const text = Buffer.from(bytes).toString("utf8");
      f.total = parseHandover(sourceFromBytes(f.path, text), makeDialect({ log: f.config.log }).log).entries.length;
      f.shape = f.shape.replace(/^a log \(/, `a log kept as its "## ${more.section}" section, the rest not the log (`);
    }
    if (more.reference) {
      const text = Buffer.from(bytes).toString("utf8");
      const doc = parseHandover(sourceFromBytes(f.path, text), makeDialect({ log: f.config.log }).log);
      f.matched = Math.min(f.total, f.matched + (doc.references?.length ?? 0));
    }
    const archives = found.filter((g) => g !== f && isArchivePath(more.archive, g.path));
    const what = `the archive ${f.path} rotates its oldest entries into (log.archive)`;
    for (const a of archives) a.note = a.refusal ? `it is ${what}` : `not read: ${what}`;
  }
}

// src/init/discover.ts
var import_node_fs10 = __toESM(require_discover(), 1);
import { join as join14 } from "node:path";

// src/git/tracked.ts
async function trackedMarkdown(root, limit) {
  let out;
  try {
    out = (await plainGit(root, ["ls-files", "-z", "--cached", "--full-name"])).toString("utf8");
  } catch {
    return { paths: [], more: false };
  }
  const all = [...new Set(out.split("\0"))].filter((p) => /\.(?:md|markdown)$/i.test(p));
  return { paths: all.slice(0, limit), more: all.length > limit };
}
async function pathAuthors(root, relPath) {
  let out;
  try {
    const args = ["--literal-pathspecs", "log", "--no-mailmap", "--format=%an%x00%ae", "HEAD", "--"];
    out = (await plainGit(root, [...args, checkPath(relPath)])).toString("utf8");
  } catch {
    return [];
  }
  const byEmail = /* @__PURE__ */ new Map();
  for (const line of out.split("\n")) {
    const [name, email] = line.split("\0");
    if (!email?.trim()) continue;
    const key = email.trim().toLowerCase();
    const seen = byEmail.get(key);
    if (seen) seen.commits++;
    else byEmail.set(key, { name: name.trim(), email: key, commits: 1 });
  }
  return [...byEmail.values()].sort((a, b) => b.commits - a.commits);
}
async function pathVersions(root, relPath, limit) {
  let shas;
  try {
    const args = ["--literal-pathspecs", "log", `--max-count=${limit}`, "--format=%H", "HEAD", "--"];
    shas = (await plainGit(root, [...args, checkPath(relPath)])).toString("utf8").split("\n").filter(Boolean);
  } catch {
    return [];
  }
  const out = [];
  for (const sha of shas.reverse()) {
    if (!/^[0-9a-f]{40,64}$/.test(sha)) continue;
    try {
      out.push((await plainGit(root, ["cat-file", "blob", `${sha}:${checkPath(relPath)}`])).toString("utf8"));
    } catch {
    }
  }
  return out;
}

// src/init/writers.ts
var AUTHOR_LINE = /^[ \t]*(?:[-*][ \t]+)?\*{0,2}(?:author|agent|writer|from|by)\*{0,2}[ \t]*:\*{0,2}[ \t]*([A-Za-z][\w.-]{0,39})/im;
var TITLE_AUTHOR = /^\[?([A-Za-z][\w.-]{0,39})\]?[ \t]*:[ \t]/;
function agentNameOf(author) {
  const n = author.toLowerCase().replace(/[^a-z0-9._-]+/g, "-").replace(/^[^a-z0-9]+|[-.]+$/g, "");
  return n ? n.slice(0, 40) : null;
}
function entryWriters(text, inferred) {
  const raw = { ...inferred };
  delete raw.files;
  delete raw.ignore;
  delete raw.agents;
  if (raw.log) raw.log = { ...raw.log, writer: void 0 };
  let doc;
  try {
    const config = validateConfig(JSON.parse(JSON.stringify(raw)), null, /* @__PURE__ */ new Set());
    doc = parseHandover(sourceFromBytes("log", text), dialectOf(config).log);
  } catch {
    return { names: [], titled: false };
  }
  if (doc.writer && !doc.dialect.authorField) return { names: [doc.writer], titled: true };
  const count = /* @__PURE__ */ new Map();
  for (const e of doc.entries) {
    const named = e.author ?? TITLE_AUTHOR.exec(e.title ?? "")?.[1] ?? AUTHOR_LINE.exec(e.chunk.text.split("\n").slice(1).join("\n"))?.[1];
    if (named) count.set(named, (count.get(named) ?? 0) + 1);
  }
  return { names: [...count].sort((a, b) => b[1] - a[1]).map(([n]) => n), titled: false };
}
var who = (a) => `${a.name} <${a.email}>, ${a.commits} commit${a.commits === 1 ? "" : "s"}`;
async function inferWriters(o) {
  const found = entryWriters(o.text, o.inferred);
  const named = found.names;
  const authors = await pathAuthors(o.root, o.path);
  if (found.titled)
    return {
      writer: null,
      email: null,
      named: named[0],
      several: [],
      line: `one writer, ${named[0]}, named by its title`
    };
  if (named.length > 1)
    return {
      writer: null,
      email: null,
      named: null,
      several: named,
      line: `written by several (its entries name ${named.slice(0, 5).join(", ")}): no single writer is guessed`
    };
  if (named.length === 1) {
    const author = authors.length === 1 ? authors[0] : null;
    return {
      writer: named[0],
      email: author?.email ?? null,
      named: named[0],
      several: [],
      line: `one writer, ${named[0]}, named by its entries${author ? ` (history: ${who(author)})` : ""}`
    };
  }
  if (authors.length > 1)
    return {
      writer: null,
      email: null,
      named: null,
      several: authors.map((a) => a.name),
      line: `written by several (its history has ${authors.length} authors: ${authors.slice(0, 3).map(who).join("; ")}): no single writer is guessed`
    };
  if (authors.length === 1) {
    const writer = o.agent ?? agentNameOf(authors[0].name);
    return {
      writer,
      email: authors[0].email,
      named: null,
      several: [],
      line: `one writer in its history (${who(authors[0])})${writer ? `, recorded as ${writer}` : ""}`
    };
  }
  return {
    writer: o.agent,
    email: null,
    named: null,
    several: [],
    line: o.agent ? `no history yet: its writer is this clone's agent, ${o.agent}` : "no history yet and no writer named: pass --agent NAME"
  };
}

// src/init/discover.ts
var LIST_LIMIT = 5e3;
var READ_LIMIT = 300;
var SIZE_LIMIT = 512 * 1024;
var NAMED_SIZE_LIMIT = 16 * 1024 * 1024;
var SKIPPED_DIRS = /* @__PURE__ */ new Set([
  "node_modules",
  "vendor",
  "vendored",
  "third_party",
  "third-party",
  "bower_components",
  "dist",
  "build",
  "out",
  "target",
  "coverage",
  ".git",
  ".venv",
  "venv",
  "site-packages",
  ".next",
  ".nuxt",
  "_site",
  ".yarn",
  ".pnpm-store",
  "Pods"
]);
var SKIPPED_NAMES = /^(?:readme|claude|agents|gemini|qwen|license|licence|contributing|code_of_conduct|security|changes|authors|notice)\.(?:md|markdown)$/i;
var HINTS = [
  { kind: "marker", re: /last[-_ ]?processed/i },
  { kind: "registry", re: /registry/i },
  {
    kind: "sync",
    re: /status[-_ ]?board|dashboard|(?:^|[/_\-. ])(?:sync|board|status)(?:[/_\-. ]|$)|agents?[-_]chat/i
  },
  {
    kind: "handover",
    re: /hand-?over|hand-?off|session[-_ ]?log|work[-_ ]?log|dev[-_ ]?log|journal|(?:^|[/_\-. ])(?:log|logs|progress)(?:[/_\-. ]|$)/i
  }
];
var RELEASE_NOTES = /(?:^|\/)(?:change-?log|history|releases?|news)\.(?:md|markdown)$/i;
function skipped(path) {
  const parts = path.split("/");
  return parts.slice(0, -1).some((p) => SKIPPED_DIRS.has(p)) || SKIPPED_NAMES.test(parts[parts.length - 1]);
}
var nameHint = (path) => HINTS.find((h) => h.re.test(path))?.kind ?? null;
function hintOf(path, text) {
  const named = nameHint(path);
  if (named) return { kind: named, from: "name" };
  const title = /^ {0,3}#[ \t]+(.+)$/m.exec(text.slice(0, 4096))?.[1] ?? "";
  for (const h of HINTS) if (h.re.test(title)) return { kind: h.kind, from: "title" };
  return null;
}
function looksCoordinating(text) {
  if (/\[(?:SELF|RELAYED by [^\]]+)\]/.test(text)) return true;
  const headings = scanBlocks(text, 0, 2, 3).boundaries.map((b) => b.raw);
  const dated = headings.filter((h) => /\d{4}-\d{2}-\d{2}|^#{2,3}[ \t]+\d+[ \t]+[·—–|-]/.test(h)).length;
  return dated >= 3;
}
async function candidates(root, files) {
  const configured = ["handover", "sync", "registry", "marker"].map((k) => files[k]).filter((p) => !p.endsWith("/"));
  const tracked = await trackedMarkdown(root, LIST_LIMIT);
  const paths = [.../* @__PURE__ */ new Set([...configured, ...tracked.paths.filter((p) => !skipped(p))])];
  return { paths: paths.slice(0, READ_LIMIT), more: tracked.more || paths.length > READ_LIMIT };
}
function readBounded(root, path, named) {
  if (protocolPathProblem(root, path)) return null;
  try {
    if ((0, import_node_fs10.statSync)(join14(root, path)).size > (named ? NAMED_SIZE_LIMIT : SIZE_LIMIT)) return null;
    return readIfExists(join14(root, path), path);
  } catch {
    return null;
  }
}
var RANK = { sure: 2, likely: 1, unsure: 0 };
var KEY2 = {
  handover: "files.handover",
  sync: "files.sync",
  registry: "files.registry",
  marker: "files.marker",
  requests: "files.requests"
};
var WHAT = {
  handover: "log",
  sync: "board",
  registry: "registry",
  marker: "offsets file",
  requests: "requests log"
};
function discoverOne(o) {
  const text = sourceFromBytes(o.path, o.bytes).text;
  if (!/\S/.test(text)) return null;
  const hint = o.configuredKind ? { kind: o.configuredKind, from: "name" } : hintOf(o.path, text);
  const byContent = detectKind(o.path, text, DEFAULT_FILES);
  if (byContent === "marker" || hint?.kind === "marker") {
    if (byContent !== "marker") return null;
    return {
      path: o.path,
      kind: "marker",
      config: {},
      shape: "an offsets file (front matter, per upstream the last entry processed)",
      matched: 0,
      total: 0,
      refusal: null,
      sureness: "sure",
      why: "its front matter and title say so",
      key: null
    };
  }
  if (!hint && !looksCoordinating(text)) return null;
  const i = inferFile(o.path, o.bytes, o.configuredKind, o.writer ?? "writer");
  if (i.config.log) {
    const { writer: _w, ...knobs } = i.config.log;
    i.config = { ...i.config, log: knobs };
    if (Object.keys(knobs).length === 0) delete i.config.log;
  }
  if (i.refusal !== null) {
    if (!hint) return null;
    const why2 = i.refusal.replace(/^.*?so init will not guess; /, "");
    return { ...i, refusal: why2, sureness: "sure", why: `its ${hint.from} says a coordination file`, key: null };
  }
  const share = i.total ? i.matched / i.total : 1;
  let sureness;
  let why;
  if (hint && hint.kind === i.kind && !RELEASE_NOTES.test(o.path)) {
    sureness = share >= 0.9 ? "sure" : "likely";
    why = `its ${hint.from} and its shape agree`;
  } else if (hint && !RELEASE_NOTES.test(o.path)) {
    sureness = "likely";
    why = `its ${hint.from} says a coordination file, its shape a ${WHAT[i.kind]}`;
  } else {
    sureness = "unsure";
    why = RELEASE_NOTES.test(o.path) ? "its name says release notes, its shape a log" : "its shape alone (its name and title say no coordination file)";
  }
  return { ...i, sureness, why, key: null };
}
var headingsOf = (text) => scanBlocks(text, 0, 2, 3).boundaries.map((b) => b.raw.replace(/^ {0,3}#+[ \t]*/, "").replace(/[ \t#]*$/, ""));
var EVENT_HEADING = /\d{4}-\d{2}-\d{2}|\b\d{1,2}:\d{2}\b|^\d+\b/;
async function snapshotByHistory(root, f) {
  const versions = await pathVersions(root, f.path, 12);
  if (versions.length < 2) return;
  const newest = headingsOf(versions[versions.length - 1]);
  if (newest.length < 2 || newest.some((h) => EVENT_HEADING.test(h))) return;
  let rewrites = 0;
  for (let i = 1; i < versions.length; i++) {
    const [a, b] = [versions[i - 1].trim(), versions[i].trim()];
    if (a === b || b.startsWith(a) || b.endsWith(a)) continue;
    const before = new Set(headingsOf(a));
    const kept = headingsOf(b).filter((h) => before.has(h)).length;
    if (kept >= 2 && kept >= before.size - 1) rewrites++;
  }
  if (rewrites === 0) return;
  const shown = `"${newest.slice(0, 3).join('", "')}"`;
  f.shape = "a snapshot document";
  f.refusal = `it is a snapshot document: its headings (${shown}) name states, not events, and ${rewrites} of its ${versions.length - 1} changes rewrote the text under them in place, so it is rewritten every session rather than appended to; handover migrate ${f.path} will not invent times for it`;
}
async function discoverRepo(o) {
  const { paths, more } = await candidates(o.root, o.files);
  const configuredKind = /* @__PURE__ */ new Map();
  for (const k of ["handover", "sync", "registry", "marker"]) configuredKind.set(o.files[k], k);
  const found = [];
  for (const path of paths) {
    const named = configuredKind.has(path) || nameHint(path) !== null;
    const bytes = readBounded(o.root, path, named);
    if (bytes === null) continue;
    const d2 = discoverOne({ path, bytes, configuredKind: configuredKind.get(path) ?? null, writer: o.writer });
    if (d2) found.push(d2);
  }
  for (const f of found)
    if (f.refusal !== null && f.shape !== "a snapshot document") await snapshotByHistory(o.root, f);
  const d = choose(found, { files: o.files, scanned: paths.length, more });
  if (!d.refusal) await applyKeeper(o.root, d, o.writer);
  const log = d.found.find((f) => f.key === "files.handover");
  if (!log || d.refusal) return d;
  const text = readIfExists(join14(o.root, log.path), log.path)?.toString("utf8") ?? "";
  const writers = await inferWriters({ root: o.root, path: log.path, text, inferred: d.config, agent: o.writer });
  applyWriters(d.config, writers);
  const namedWriter = writers.named && NAME.test(writers.named) ? writers.named : null;
  return { ...d, writers, namedWriter };
}
async function applyKeeper(root, d, agent) {
  const board = d.found.find((f) => f.key === "files.sync");
  if (!board || d.config.dialect === "cmap" || board.total < 2) return;
  const authors = await pathAuthors(root, board.path);
  if (authors.length !== 1 || authors[0].commits < 2) return;
  const keeper = agent ?? agentNameOf(authors[0].name);
  if (!keeper || !NAME.test(keeper)) return;
  board.config = { ...board.config, sync: { ...board.config.sync, keeper } };
  d.config.sync = { ...d.config.sync, keeper };
  board.why += `; one writer keeps it for every agent (its history: ${authors[0].name}, ${authors[0].commits} commits)`;
}
function applyWriters(config, w) {
  if (config.log) delete config.log.writer;
  if (config.dialect !== "cmap" && w.writer !== null) {
    config.log = { ...config.log, writer: w.writer };
  }
  if (config.log && Object.keys(config.log).length === 0) delete config.log;
}
function pickOne(found, kind, configured) {
  const readable = found.filter((f) => f.kind === kind && f.refusal === null);
  const best = readable.find((f) => f.path === configured) ?? readable.filter((f) => f.sureness !== "unsure").sort(
    (a, b) => RANK[b.sureness] - RANK[a.sureness] || b.matched / (b.total || 1) - a.matched / (a.total || 1) || b.matched - a.matched
  )[0];
  for (const f of readable) {
    if (f === best) continue;
    const why = best ? `the config reads ${best.path} as its ${WHAT[kind]}` : "read by its shape alone";
    f.note = `not read (${why}); to read this one instead, set ${KEY2[kind]}: ${f.path}`;
  }
  return best;
}
function choose(found, o) {
  const config = {};
  const ignore = [];
  const kinds = [];
  const files = {};
  for (const kind of ["handover", "sync", "registry", "marker"]) {
    const best = pickOne(found, kind, o.files[kind]);
    if (!best) continue;
    best.key = KEY2[kind];
    kinds.push(kind);
    if (best.path !== o.files[kind]) files[kind] = best.path;
    if (best.config.dialect) config.dialect = "cmap";
    if (best.config.log) config.log = best.config.log;
    if (best.config.sync) config.sync = best.config.sync;
    if (best.config.registry) config.registry = best.config.registry;
  }
  for (const f of found.filter((x) => x.refusal !== null)) {
    const atName = ["handover", "sync", "registry", "marker"].some(
      (k) => (files[k] ?? o.files[k]) === f.path
    );
    if (atName) ignore.push(f.path);
    f.note = atName ? `left alone: no historical rule guards it (config ignore: [${f.path}])` : "left alone: the config does not read it, so nothing guards it";
  }
  if (Object.keys(files).length) config.files = files;
  if (ignore.length) config.ignore = ignore;
  const mixed = config.dialect === "cmap" && (config.log || config.sync);
  const refusal = mixed ? "one file is in the cmap dialect and another in the handover dialect's knobs, and a repo has one dialect; convert one with handover migrate --to, then run handover init again." : null;
  return { found, config, ignore, kinds, refusal, scanned: o.scanned, more: o.more, writers: null, namedWriter: null };
}

// src/init/board.ts
function boardDialect(s) {
  return makeDialect({
    syncFields: s?.fields,
    syncLevel: s?.level,
    syncLayout: s?.layout,
    syncOwnFields: s?.ownFields,
    shared: s?.shared
  }).sync;
}
var agentsOf = (doc) => doc.sections.filter((s) => s.shared === null);
var carries = (s, name) => s.fields.some((f) => f.name === name);
function optionalFields(path, versions, dialect) {
  const docs = versions.map((t) => parseSync(sourceFromBytes(path, t), dialect));
  const newest = docs[docs.length - 1];
  if (!newest) return [];
  const agents = agentsOf(newest);
  const out = [];
  for (const f of dialect.fields) {
    const lacking = agents.filter((s) => !carries(s, f.name));
    if (lacking.length === 0 || lacking.length * 2 > agents.length) continue;
    let removed = false;
    let kept = false;
    for (const s of lacking) {
      const id = s.id.toLowerCase();
      const same = docs.flatMap((d) => agentsOf(d).filter((x) => x.id.toLowerCase() === id));
      if (same.some((x) => carries(x, f.name))) removed = true;
      if (docs.filter((d) => agentsOf(d).some((x) => x.id.toLowerCase() === id)).length >= 2) kept = true;
    }
    if (!removed && kept) out.push(f.name);
  }
  return out;
}
async function withBoardConventions(root, found, read, config) {
  for (const f of found) {
    const bytes = readsAs(f, "sync", read);
    if (!bytes) continue;
    const text = Buffer.from(bytes).toString("utf8");
    const { versions } = await recentVersions(root, f.path);
    if (versions[versions.length - 1] !== text) versions.push(text);
    const optional = optionalFields(f.path, versions, boardDialect(f.config.sync));
    if (!optional.length) continue;
    const fields = { ...f.config.sync?.fields ?? {} };
    for (const name of optional) fields[name] = { ...fields[name] || {}, optional: true };
    f.config = { ...f.config, sync: { ...f.config.sync, fields } };
    if (config) config.sync = { ...config.sync, fields: { ...config.sync?.fields ?? {}, ...fields } };
    const doc = parseSync(sourceFromBytes(f.path, text), boardDialect(f.config.sync));
    f.matched = fullSections(doc).length;
    const labels = doc.schema.filter((x) => x.optional).map((x) => `"${x.label}"`);
    f.shape += `, ${labels.join(" and ")} optional (a section has gone without it through the board's history)`;
  }
}

// src/init/index.ts
var ROLES = ["upstream", "downstream", "commons"];
var ROLE_FILES = {
  upstream: ["handover"],
  downstream: ["marker"],
  commons: ["sync", "registry"]
};
var TEMPLATE_OF = {
  handover: "HANDOVER.md",
  sync: "SYNC.md",
  registry: "PROJECT_REGISTRY.md",
  marker: ".last-processed.md",
  requests: "REQUESTS.md"
};
var WORKFLOW = ".github/workflows/handover.yml";
var WORKFLOW_ALT = ".github/workflows/handover-check.yml";
var WORKFLOW_MARK2 = "written by `handover init`";
async function initRepo(o) {
  return withLock(lockPathFor(o.root, "init"), () => initUnlocked(o), { what: "handover init", waitMs: 6e4 });
}
async function initUnlocked(o) {
  const existing = await loadConfig(o.root);
  const cloneBefore = await configGet(o.root, "handover.agent");
  const found = existing.filepath === null ? await discoverShapes(o, existing.files, o.agent ?? cloneBefore) : null;
  const agent = existing.agent ?? o.agent ?? cloneBefore ?? found?.namedWriter;
  if (!agent)
    throw new CliError("No agent name: pass --agent NAME (the agent that owns this repo, e.g. --agent lab).", 2);
  const cloneAgent = o.agent ?? cloneBefore ?? agent;
  const files = { ...existing.files, ...found?.config.files ?? {} };
  const ignore = [...existing.ignore, ...found?.config.ignore ?? []];
  const roles = o.roles.length ? o.roles : found ? rolesOf(found.kinds) : inferRoles(o.root, existing.files);
  refuseUnclear(o, { roles, existing, leftAlone: found?.found.some((f) => f.refusal !== null) ?? false });
  const { dialect: inferredDialect, ...inferredKeys } = found?.config ?? {};
  const dialect = existing.filepath !== null ? existing.dialect : o.dialect ?? inferredDialect ?? "handover";
  await refuseLinksOut(o.root, { github: o.github, charters: o.charters, configPath: existing.filepath });
  const outcomes = protocolFiles(o.root, { roles, files, ignore, agent, dialect });
  const owner = roles.includes("commons") ? agent : null;
  const refs = await upstreamBranches(o.root, o.upstreams);
  outcomes.push(
    ensureConfig(o.root, existing, { agent, owner, upstreams: o.upstreams, refs, dialect, inferred: inferredKeys })
  );
  const agents = agentsToWire(o.root, o.agents);
  const commons = owner !== null || Boolean(existing.owner);
  const names = o.charters ?? [];
  outcomes.push(...ensureCharters({ root: o.root, agent, force: o.force, names, agents, dialect, commons }));
  outcomes.push(ensureWorkflow(o.root, template(WORKFLOW, { action: actionRef() }), o.force));
  for (const host of agents) outcomes.push(ensureHostSettings(o.root, host));
  outcomes.push(...ensureMcpServers(o.root, agents));
  if (o.github) outcomes.push(...ensureGithubGuards(o.root, await loadConfig(o.root), o.force));
  outcomes.push(...await cloneLocalParts(o));
  if (cloneBefore !== cloneAgent) {
    await setLocalConfig(o.root, "handover.agent", cloneAgent);
    outcomes.push({ what: "git config handover.agent", action: "set", note: cloneAgent });
  } else outcomes.push({ what: "git config handover.agent", action: "kept", note: cloneAgent });
  const kinds = ROLES.filter((r) => roles.includes(r)).flatMap((r) => ROLE_FILES[r]);
  return {
    agent,
    cloneAgent,
    roles,
    outcomes,
    ...found?.found.length ? { inferred: found.found } : {},
    ...found?.writers ? { writers: found.writers.line } : {},
    files: fileStates(
      o.root,
      kinds,
      existing.filepath !== null ? { ...existing, agent: existing.agent ?? agent } : await loadConfig(o.root)
    )
  };
}
function rolesOf(kinds) {
  return ROLES.filter((r) => ROLE_FILES[r].some((k) => kinds.includes(k)));
}
function refuseUnclear(o, x) {
  const { existing } = x;
  if (x.roles.length === 0 && !x.leftAlone) {
    throw new CliError(
      `${o.root} has no protocol files yet, so its role is unknown: pass --role upstream, downstream or commons (several allowed).`,
      2
    );
  }
  if (o.dialect && existing.filepath !== null && existing.dialect !== o.dialect) {
    throw new CliError(
      `${existing.filepath} says dialect ${existing.dialect}${existing.dialect === "handover" ? " (the default)" : ""}, not ${o.dialect}: set "dialect: ${o.dialect}" there (and convert existing files with handover migrate --to ${o.dialect}), or drop --dialect.`,
      2
    );
  }
}
function protocolFiles(root, o) {
  const out = [];
  const { files, agent } = o;
  for (const kind of ROLES.filter((r) => o.roles.includes(r)).flatMap((r) => ROLE_FILES[r])) {
    if (o.ignore.includes(files[kind])) {
      out.push({
        what: files[kind],
        action: "kept",
        note: `left alone (ignore); to keep your ${kind} file beside it, set files.${kind} to a new file`
      });
      continue;
    }
    const text = template(TEMPLATE_OF[kind], { agent, date: (/* @__PURE__ */ new Date()).toISOString().slice(0, 10) }, o.dialect);
    if (kind === "sync" && files.sync.endsWith("/"))
      out.push(ensureProtocolFile(root, `${files.sync}${agent}.md`, text.slice(text.lastIndexOf("\n## ") + 1)));
    else out.push(ensureProtocolFile(root, files[kind], text));
  }
  return out;
}
async function cloneLocalParts(o) {
  const out = [];
  out.push(await installLauncher(o.root, o.cliPath));
  out.push(await installHookScript(o.root, o.cliPath));
  out.push(...await installHooks(o.root, o.cliPath));
  const hadAttributes = (0, import_node_fs11.existsSync)(join15(o.root, ".gitattributes"));
  const merge = await registerMergeDriver(o.root, { command: `${commandFor(o.cliPath, o.env)} merge-driver` });
  if (merge.changed.length === 0) out.push({ what: "merge driver (git config, .gitattributes)", action: "kept" });
  for (const what of merge.changed) {
    if (what === "git config merge.handover.name") continue;
    out.push({ what, action: what !== ".gitattributes" ? "set" : hadAttributes ? "extended" : "created" });
  }
  for (const note of merge.skipped ?? []) out.push({ what: ".gitattributes", action: "skipped", note });
  return out;
}
async function upstreamBranches(root, upstreams) {
  const refs = {};
  for (const [n, source] of Object.entries(upstreams)) {
    const branch = await defaultBranchOf(root, n, source);
    if (branch) refs[n] = branch;
  }
  return refs;
}
async function discoverShapes(o, files, agent) {
  const d = await discoverRepo({ root: o.root, files, writer: agent });
  if (d.refusal) throw new CliError(`${o.root}: ${d.refusal}`, 1);
  if (o.dialect && d.config.dialect && o.dialect !== d.config.dialect)
    throw new CliError(
      `The existing files are in the ${d.config.dialect} dialect, not ${o.dialect}: drop --dialect, or convert them first with handover migrate --to ${o.dialect}.`,
      2
    );
  await withLogConventions(o.root, d.found, (p) => readIfExists(join15(o.root, p), p), d.config);
  await withBoardConventions(o.root, d.found, (p) => readIfExists(join15(o.root, p), p), d.config);
  return d;
}
function agentsToWire(root, asked) {
  if (asked?.length) return asked;
  return Object.keys(AGENT_HOSTS).filter((h) => h === "claude" || agentInUse(root, h));
}
function ensureProtocolFile(root, relPath, text) {
  const problem = protocolPathProblem(root, relPath);
  if (problem) return { what: relPath, action: "skipped", note: problem };
  if ((0, import_node_fs11.existsSync)(join15(root, relPath))) return { what: relPath, action: "kept" };
  writeProtocolFile(root, relPath, text);
  return { what: relPath, action: "created" };
}
function inferRoles(root, files) {
  return ROLES.filter((r) => ROLE_FILES[r].some((k) => (0, import_node_fs11.existsSync)(join15(root, files[k]))));
}
function ensureWorkflow(root, text, force) {
  const existing = readText(join15(root, WORKFLOW));
  if (existing === null || existing.includes(WORKFLOW_MARK2)) return ensureOwnedFile(root, WORKFLOW, text, { force });
  const alt = ensureOwnedFile(root, WORKFLOW_ALT, text, { force, ownMark: WORKFLOW_MARK2 });
  return {
    ...alt,
    note: [`${WORKFLOW} exists and is not handover's, so the check lives here`, alt.note].filter(Boolean).join("; ")
  };
}
function actionRef() {
  return `${repoSlug() ?? "handover-dev/handover"}@${RELEASE_REF}`;
}
function commandFor(cliPath, env) {
  const onPath = (env.PATH ?? "").split(delimiter).some((d) => d && (0, import_node_fs11.existsSync)(join15(d, "handover")));
  return onPath ? "handover" : `node ${shellQuote(cliPath)}`;
}
function cliPathOf(argv1) {
  try {
    return argv1 ? (0, import_node_fs11.realpathSync)(argv1) : "";
  } catch {
    return argv1 ?? "";
  }
}
function parseUpstream(spec) {
  const eq = spec.indexOf("=");
  const name = eq > 0 ? spec.slice(0, eq).trim() : "";
  const source = eq > 0 ? spec.slice(eq + 1).trim() : "";
  if (!name || !source)
    throw new CliError(
      `--upstream "${spec}" must be NAME=SOURCE (e.g. --upstream lab=../lab or lab=https://example.org/lab.git).`,
      2
    );
  if (!NAME.test(name))
    throw new CliError(
      `--upstream "${spec}": the name "${name}" must use letters, digits, ".", "_" or "-", starting with a letter or digit.`,
      2
    );
  const problem = upstreamSourceProblem(source);
  if (problem)
    throw new CliError(
      `--upstream "${spec}": the source must be a path or a git URL; "${source}" is refused, ${problem}.`,
      2
    );
  return [name, source];
}

// src/cli/commands/init.ts
import { isAbsolute as isAbsolute4, relative as relative3, resolve as resolve3, sep as sep2 } from "node:path";
async function run(args, io) {
  const { values, positionals } = parseCommandArgs(
    "init",
    args,
    {
      role: { type: "string", multiple: true },
      agent: { type: "string" },
      upstream: { type: "string", multiple: true },
      force: { type: "boolean" },
      charter: { type: "string", multiple: true },
      github: { type: "boolean" },
      dialect: { type: "string" },
      detect: { type: "boolean" },
      agents: { type: "string", multiple: true }
    },
    true
  );
  const format = pickFormat(values.format, ["text", "json"], "text");
  const cwd = workDir(io, values.cwd);
  const root = findRoot(cwd);
  if (values.detect) return detect({ io, cwd, root, files: positionals, agent: values.agent, format });
  if (positionals.length)
    throw new CliError(
      `Unexpected argument "${positionals[0]}": handover init takes no files (to report on files, use handover init --detect FILE...); run handover help init for usage.`,
      2
    );
  if (!await isWorkTree(root))
    throw new CliError(
      `${cwd} is not inside a git work tree; run git init (or clone the repo) first, then handover init.`,
      2
    );
  const roles = listOf(values.role);
  for (const r of roles)
    if (!ROLES.includes(r))
      throw new CliError(
        `--role "${r}" is not a role; use upstream, downstream or commons (repeat --role or separate with commas).`,
        2
      );
  if (values.dialect !== void 0 && !DIALECTS.includes(values.dialect))
    throw new CliError(`--dialect "${values.dialect}" is not a dialect; use ${DIALECTS.join(" or ")}.`, 2);
  const agents = listOf(values.agents).map((a) => a.toLowerCase());
  for (const a of agents)
    if (!AGENT_NAMES.includes(a))
      throw new CliError(
        `--agents "${a}" is not an agent handover can wire; use ${AGENT_NAMES.join(", ")} (comma-separated).`,
        2
      );
  const agent = values.agent?.trim();
  if (agent !== void 0 && !NAME.test(agent))
    throw new CliError(
      `--agent "${agent}" is not a valid agent name: use letters, digits, ".", "_" or "-", starting with a letter or digit.`,
      2
    );
  const result = await initRepo({
    root,
    roles: [...new Set(roles)],
    agent,
    upstreams: upstreamsOf(values.upstream),
    force: Boolean(values.force),
    charters: listOf(values.charter),
    github: Boolean(values.github),
    dialect: values.dialect,
    agents: [...new Set(agents)],
    cliPath: cliPathOf(process.argv[1]),
    version: io.version,
    env: io.env
  });
  await printOutcome(io, { root, report: result, format });
  return 0;
}
async function printOutcome(io, o) {
  const { root, report } = o;
  const after = await (await import("./load-BDXLVFD3.js")).loadConfig(root, { trusted: false });
  const unlisted = unlistedAgentWarning(after, report.cloneAgent);
  if (unlisted) io.stderr.write(`handover: warning: ${unlisted}
`);
  if (o.format === "json") {
    io.stdout.write(`${JSON.stringify(report, null, 2)}
`);
    return;
  }
  const width = Math.max(...report.outcomes.map((x) => x.action.length));
  const lines = report.outcomes.map((x) => `  ${x.action.padEnd(width)}  ${x.what}${x.note ? `  (${x.note})` : ""}`);
  const clone = report.cloneAgent !== report.agent ? `; this clone acts as ${report.cloneAgent}` : "";
  const roles = report.roles.length ? report.roles.join(", ") : "none yet (no file it found is read)";
  io.stdout.write(`handover init: ${root}
agent ${report.agent}, roles ${roles}${clone}
${lines.join("\n")}
`);
  if (report.inferred?.length)
    io.stdout.write(
      `found in this repository:
${report.inferred.map((i) => `  ${describeInference(i)}`).join("\n")}
` + (report.writers ? `  the log's writer: ${report.writers}
` : "")
    );
  if (report.files.length)
    io.stdout.write(`protocol files:
${report.files.map((f) => `  ${describeState(f)}`).join("\n")}
`);
  const changed = report.outcomes.filter(
    (x) => !["kept", "skipped", "checked", "failed"].includes(x.action) && !x.what.startsWith("git config") && !x.what.includes(".git/") && !x.what.startsWith("merge driver")
  );
  if (changed.length)
    io.stdout.write(
      `Next: review and commit the new files (git add -A && git commit -m "Join the handover protocol").
`
    );
  const { doctor, formatDoctor } = await import("./doctor-5OP236NT.js");
  const { loadConfig: loadConfig2 } = await import("./load-BDXLVFD3.js");
  const checked = await doctor({ root, config: await loadConfig2(root, { trusted: false }), env: io.env, quick: true });
  io.stdout.write(formatDoctor(checked));
  for (const s of report.outcomes.filter((x) => x.action === "skipped"))
    io.stderr.write(`handover: ${s.what} was skipped: ${s.note}
`);
  for (const s of report.outcomes.filter((x) => x.action === "failed"))
    io.stderr.write(`handover: warning: ${s.what}: ${s.note}
`);
}
function mergeKeys(a, b) {
  return { ...a, ...b, ...a.files || b.files ? { files: { ...a.files, ...b.files } } : {} };
}
function listOf(values) {
  return (values ?? []).flatMap((v) => v.split(",")).map((v) => v.trim()).filter(Boolean);
}
function upstreamsOf(specs) {
  const upstreams = {};
  for (const spec of specs ?? []) {
    const [name, source] = parseUpstream(spec);
    if (upstreams[name] !== void 0 && upstreams[name] !== source)
      throw new CliError(`--upstream ${name} is given twice with different sources; give it once.`, 2);
    upstreams[name] = source;
  }
  return upstreams;
}
async function detect(o) {
  const config = await loadConfig(o.root);
  const writer = o.agent ?? config.agent ?? await configGet(o.root, "handover.agent").catch(() => null);
  let found;
  let keys = {};
  let writers = null;
  let nothingRead = false;
  if (o.files.length) {
    found = o.files.map((f) => {
      const abs = resolve3(o.cwd, f);
      const rel2 = relative3(o.root, abs);
      const shown = rel2.startsWith("..") || isAbsolute4(rel2) ? f : rel2.split(sep2).join("/");
      const bytes = readIfExists(abs, shown);
      if (bytes === null) throw new CliError(`${shown} does not exist; name a file that does.`, 2);
      const i = inferFile(shown, bytes, detectKind(shown, bytes.toString("utf8"), config.files), writer);
      if (!i.refusal && config.files[i.kind] !== shown) i.config = { ...i.config, files: { [i.kind]: shown } };
      return i;
    });
    for (const i of found.filter((f) => !f.refusal)) keys = mergeKeys(keys, i.config);
  } else {
    const d = await discoverRepo({ root: o.root, files: config.files, writer });
    found = d.found;
    keys = d.config;
    writers = d.writers?.line ?? null;
    nothingRead = d.kinds.length === 0;
    if (!found.length)
      throw new CliError(
        `${o.root} has no file that reads as a log, board, registry or offsets file (looked at ${d.scanned} Markdown files); name the files: handover init --detect FILE...`,
        2
      );
  }
  await withLogConventions(o.root, found, (p) => readIfExists(resolve3(o.root, p), p), keys);
  await withBoardConventions(o.root, found, (p) => readIfExists(resolve3(o.root, p), p), keys);
  if (o.format === "json") o.io.stdout.write(`${JSON.stringify(found, null, 2)}
`);
  else {
    o.io.stdout.write(`${found.map((f) => describeInference(f)).join("\n")}
`);
    if (writers) o.io.stdout.write(`the log's writer: ${writers}
`);
    if (Object.keys(keys).length) o.io.stdout.write(`handover init would write: ${configText(keys)}
`);
  }
  return (o.files.length ? found.some((f) => f.refusal) : nothingRead) ? 1 : 0;
}
export {
  run
};
