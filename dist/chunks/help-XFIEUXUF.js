import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import "./chunk-SOISCQTY.js";

// src/cli/help.ts
var COMMAND_HELP = {
  lint: `handover lint [FILE...] [--format stylish|json|sarif|github|gitlab] [--max-warnings N] [--cwd DIR]

Checks the protocol files against the static rules. With no FILE, lints the files named by the
config (or HANDOVER.md, SYNC.md, PROJECT_REGISTRY.md, .last-processed.md) at the repo root.
  --max-warnings N     exit 1 when there are more than N warnings (-1, the default: no limit)
Exit 0: no errors (warnings alone pass, up to --max-warnings); 1: a rule was broken, or too many
warnings; 2: usage, config or file error.`,
  check: `handover check [--staged | --range BASE..HEAD | --pre-receive] [--actor NAME] [--format stylish|json|sarif|github|gitlab] [--max-warnings N] [--cwd DIR]

Static rules on the new version of each changed protocol file, historical rules from the old version
to the new, as the acting agent.
  --staged             the index against HEAD (the pre-commit hook); no commit yet: static rules only
  --range BASE..HEAD   every commit of the range against its parent(s), and the net change BASE..HEAD
                       (the pull-request check): a merge answers for what its result drops; each
                       finding once, on its HEAD line, naming the commits that introduced it;
                       config is read from BASE, JSON/YAML only
  --pre-receive        git's server hook: "<old> <new> <ref>" lines on stdin; each ref's new commits
                       checked as --range does (a new branch: the commits no ref has), config from
                       the server's branch; deleting or force-pushing a protected branch (server.protect,
                       default: the default branch) and pushing refs/replace/* are refused;
                       findings on stderr; exit 1 rejects
  (neither)            the working tree against HEAD (untracked files git does not ignore count as added)
  --actor NAME         who is acting (else HANDOVER_AGENT, git config handover.agent, config agent,
                       author email mapping); in --range only a fallback for commits that carry no
                       Handover-Agent trailer and no mapped email
  --max-warnings N     exit 1 when there are more than N warnings (-1, the default: no limit);
                       not with --pre-receive
  --attested-by github:LOGIN
                       (--range) who the host says opened the pull request (the Action passes
                       github.event.pull_request.user.login), mapped by agents.<id>.github: each
                       commit's actor must agree with it unless that agent is a dispatcher; --pre-receive
                       reads the pusher from GL_USER, GL_USERNAME, GITEA_PUSHER_NAME, GITHUB_USER_LOGIN
                       or REMOTE_USER, mapped by agents.<id>.pushers
A problem the old version already had (same rule, same entry or section) is a warning saying
"already in HEAD" (or BASE) and whose it is: only what the change introduces fails.
A dispatcher's "Handover-Override: <reason>" trailer turns that commit's violations into overrides,
when the dispatcher is established by something the committer cannot type: a good signature by one of
agents.<id>.signingKeys, or the host's attested identity (--attested-by, the pusher); an author email
or a trailer alone never (the same for Handover-Approve); otherwise it is a protocol/identity violation.
protocol/config-owner: only the owner or a dispatcher changes the config and the hook lines that run handover.
A commit whose file is exactly the migration of the old one (see handover help migrate), by its writer,
the owner or a dispatcher, passes the historical rules, trailer or not (the content proves it), and the
range's later commits are judged against the migrated version; in --staged it passes with a warning.
Exit 0: no errors; 1: a rule was broken, or too many warnings; 2: usage, config, git or identity problem.`,
  append: `handover append [TEXT | --file F | -] [--corrects N] [--title T] [--for AGENT] [--artifact PATH] [--actor NAME] [--push] [--cwd DIR]

Appends the next entry to this repo's HANDOVER.md: the next seq, the current UTC time, the canonical
heading "## <seq> \xB7 <timestamp>[ \xB7 <title>]", a "Corrects: #N" line with --corrects (repeatable, or 3,4;
in a log whose entries are not numbered, --corrects takes the entry's id and writes "Corrects: <id>"),
then the text (one argument, --file F, or - for stdin). Keeps the file's BOM and line endings; two appends
at once take turns on a lock. Only the log's writer (# Handover: <agent>) may append. In another dialect
(config dialect, log) the entry is written in that dialect's form; in cmap, --for and --artifact fill
the for and artifact-path fields (for defaults to any) and the entry goes to the top of ## Queue.
--push commits the log alone and pushes it, rebasing and retrying when others pushed first (never forced).
Exit 0: appended; 1: the actor is not the writer, or the log's end is broken; 2: bad text or options.`,
  consume: `handover consume [UPSTREAM...] [--dry-run] [--format markdown|json] [--max-chars N] | --rebase-offset KEY [--cwd DIR]

Prints the upstream entries newer than this repo's offset (.last-processed.md), oldest first, then
moves the offset; when nothing is new, prints one line. Upstreams come from the config (a working-tree
path, read at its ref, or a git URL fetched into .git/handover/upstreams/). Delivery is at-least-once.
Each upstream's log is read in its writer's dialect: upstreams.<name>.dialect (and .log) in the config,
else the upstream's own JSON/YAML config at that ref (never its JS), else this repo's dialect.
  --dry-run        print only; move nothing
  --max-chars N    whole entries within N characters, never more; a first entry too long alone is
                   shown cut, with a note, and not consumed; the offset moves only that far
  --rebase-offset KEY  after an upstream rewrote its history: set the offset KEY (an upstream, or
                   <peer>/answers) to the entry now at its seq, the old one kept under rebased:
  --format F       markdown (default) or json: one array, one {upstream, from, to, entries, more} per upstream
Exit 0: printed or up to date; 1: the upstream rewrote or lost the entry at the offset (nothing moves),
or the marker is broken; 2: config, fetch, ref, lock or usage error.`,
  sync: `handover sync set [--focus T] [--blocked T] [--next T] [--shift T] [--question T] [--actor NAME] [--push] | handover sync show [--format stylish|json]

(--shift and --question are cmap's recent-shift and open-question; cmap has no --blocked or --next.)

sync set writes only the actor's section of SYNC.md (created at the end when absent): given fields
get the new value in place, the others keep theirs, every other byte stays. Values are one line.
With files.sync: sync/ (a directory) it writes the actor's own file, sync/<actor>.md. On a table board
(sync.layout: table) it writes the actor's row: the given fields' cells in place, or a new row after the
last one. A board kept as a table per status group or as agents listed under status groups (sync.layout:
tables or list) it does not write: edit your own row or line by hand.
--push commits that file alone and pushes; a push refused because others pushed first is fetched,
rebased (with the merge driver) and retried a few times with random waits; never forced; when it
gives up the local commit is kept.
sync show lists every agent with its dialect's fields (labels and dates as written; cmap's
current-focus, recent-shift, open-question): blocked first, then stale (no commit changed the section
for more than sync.staleDays days; in cmap, every field date older), then the rest.
Exit 0 written or shown; 1 Current focus or Next action would be empty, or SYNC.md is broken
(nothing written); 2 usage (no field given, a line break in a value), config or no actor.`,
  registry: `handover registry add [--owns S] [--address A] [--head FILE] [--subprojects "a; b"] [--ask T] [--relayed-for P] [--push] [--actor NAME] | handover registry list [--format stylish|json]

registry add writes the actor's [SELF] entry in PROJECT_REGISTRY.md, or with --relayed-for P a
[RELAYED by actor] entry about P; an existing entry is updated in place (each field given replaced,
the others kept). The optional fields are flags of registry add too: --head (the charter file),
--subprojects (ids, "a; b" or repeated), --ask. A new entry needs --owns and --address. It never
replaces a [SELF] entry of P, nor another agent's relayed entry. --push commits the registry alone
and pushes it (as append --push). Subjects: "a; b" or --owns repeated.
registry list shows the entries, overlapping subjects flagged.
Exit 0 written or listed; 1 refused (no-downgrade, relay-attribution, new entry without --address,
broken file: nothing written); 2 usage, config or no actor.`,
  status: `handover status [--format stylish|json] [--cwd DIR]

Per upstream (read in its own dialect, named when not this repo's): the last entry and how many this
repo has not consumed; per agent: blocked and stale;
the registry's rule findings; the inbox (requests waiting, stale ones first and said so, escalated
ones marked), peers that could not be read, this project's open requests and how many answers it has
not seen (handover inbox shows them), and for a dispatcher the escalations waiting for its approval.
It moves nothing. JSON: the same, under "inbox".
Exit 0 unless something could not be read (2).`,
  "merge-driver": `handover merge-driver %O %A %B %P

The git merge driver for the protocol files (registered by handover init: git config
merge.handover.driver and "<file> merge=handover" lines in .gitattributes). SYNC.md and the registry
merge section by section; HANDOVER.md takes both sides' new entries (theirs first, ours renumbered
after them); a log with log.pinned, log.order: any or log.stamp keeps its convention (new entries above the
closing entry or at the end each side added them; the later stamp), or is one conflict, never a line merge
(so is a log with log.reference sections, whenever both sides changed it); .last-processed.md takes the larger offset. Anything else goes to git merge-file.
Exit 0 merged; 1 conflicts left in %A (confined to the sections or entries concerned); 2 nothing written.`,
  hook: `handover hook <host>-<event> [--cwd DIR]

Agent hook entry points, run by the hooks handover init writes (through .git/handover/hook, which maps any
failure to start into a refusal); each reads the host's hook JSON on stdin, translates it to the same checks,
and acts for the session's project and its agent. Hosts and events:
  claude-pre-tool-use | claude-post-tool-use | claude-session-start | claude-stop       (Claude Code)
  codex-pre-tool-use  | codex-post-tool-use  | codex-session-start  | codex-stop        (Codex CLI)
  gemini-before-tool  | gemini-after-tool    | gemini-session-start | gemini-after-agent (Gemini CLI)
  qwen-pre-tool-use   | qwen-post-tool-use   | qwen-session-start   | qwen-stop         (Qwen Code)
  copilot-pre-tool-use | copilot-post-tool-use | copilot-session-start | copilot-agent-stop (Copilot CLI)
  opencode-pre-tool-use | opencode-post-tool-use | opencode-session-start (opencode, from its plugin)
  *-pre-tool-use, gemini-before-tool
                        blocks (exit 2, reason on stderr) an edit of a protocol file that would break a
                        rule, computed as the host applies it (Edit, Write, replace, edit, write_file,
                        apply_patch: add, update, delete, move, from Codex, from Codex's shell tool
                        (apply_patch <<'EOF'), from Copilot and opencode on GPT-5 class models;
                        Copilot's edit, create; opencode's edit, write, multiedit, patch; for Copilot
                        a JSON denial at exit 0); refuses one it cannot reproduce, and any tool it does
                        not know that names a protocol file (an MCP server's: mcp__* in Claude Code,
                        Codex and Qwen Code, mcp_* in Gemini CLI); other files pass at once; a file is
                        judged in every repository around it whose config names it (a planted
                        sync/.git changes nothing); compiled through V8's code cache, kept in
                        $XDG_CACHE_HOME/handover (else ~/.cache/handover), never trusted for more
                        than speed (NODE_DISABLE_COMPILE_CACHE=1: off)
  *-post-tool-use, gemini-after-tool
                        after a shell command (or apply_patch), reports (exit 2; Qwen Code, Copilot,
                        and Claude Code through the hook script: additionalContext at exit 0, which
                        they show) protocol files it broke, every file of a sync directory included,
                        in the session's project, the folder the command ran in and every repository
                        the command names (cd ../commons && sed \u2026), against HEAD and against the
                        commit the session started from (an edit committed in the same command is
                        caught), tree and index, with what to restore
  *-session-start       prints new upstream entries, then the inbox (requests waiting here, stale
                        first; this project's open requests and the new answers to them;
                        a dispatcher's queue), 10,000 characters at most in all; only
                        source "startup" (Copilot's "new") moves the offsets (answers too, when shown
                        whole); Copilot gets it as a top-level additionalContext;
                        notes HEAD for every source
  *-stop, gemini-after-agent, copilot-agent-stop
                        asks the agent once to report (a handover entry or its SYNC.md section) when
                        it changed the repo without one (settings files a host writes itself, such as
                        .qwen/settings.json, do not count); config hooks.stop: block, remind or off
Input that is not JSON never blocks: exit 0 with a note the agent and the user see.
With the recorded node or CLI gone, the hook script refuses only tools that can write a configured protocol
path, and lets reads, the shell and other edits through.`,
  doctor: `handover doctor [--format text|json] [--cwd DIR]

Is the guard live? For the git pre-commit hook and every agent in use here (Claude Code, Codex CLI,
Gemini CLI, Qwen Code, Copilot CLI, opencode: its settings file or charter exists), reads the agent's trust rules
(Gemini's and Qwen's settings and trusted folders, under GEMINI_CLI_HOME / QWEN_HOME when set,
GEMINI_CLI_TRUST_WORKSPACE=true, Codex's trusted projects, Copilot's
trustedFolders in ~/.copilot/config.json), asks the host itself where it can (Codex: codex app-server's
hooks/list, when codex is on PATH, says whether handover's PreToolUse hook is trusted and its hash still
matches; without it, config.toml must trust that very hook), and runs each hook command the way that agent
would (/bin/sh, its project variable, a probe payload): a rewrite of the log must be refused, once per edit
tool set a model family gets (Copilot CLI and opencode: their edit/write tools and the apply_patch a GPT-5
class model gets; Codex: apply_patch, apply_patch run through its shell tool and an MCP tool (behind its
tool_search); Claude Code, Qwen Code and Gemini CLI: their edit tools and an MCP tool, which the first two offer
behind ToolSearch / tool_search; the hook's matcher included).
A live guard names the tool sets it saw refused. It runs only the exact command handover init writes:
a settings file's other command (a cloned repository's, or an older init's) is reported "not loaded", never run. The pre-commit hook is run on a commit that changes
nothing: one that refuses it "refuses every commit".
Each guard is "live", "not loaded" (why), "would let edits through" (why) or "refuses every commit", with the
one command that fixes it. For Gemini CLI and Qwen Code, a note says whether a session started in a subfolder
(which loads no project hooks) is guarded by the handover extension in ~/.gemini/extensions/handover
(~/.qwen/extensions/handover), or prints the command that installs it (each host's extensions install); in
a folder they do not trust (no project hooks), the installed extension is probed instead, and is the verdict.
handover init ends by running the edit-guard part of it.
Exit 0 every guard is live; 1 otherwise; 2 usage or not a repository.`,
  init: `handover init [--role upstream|downstream|commons]... [--agent NAME] [--upstream NAME=SOURCE]...
              [--charter FILE]... [--agents claude,codex,gemini,qwen,copilot,opencode]
              [--dialect handover|cmap] [--github] [--force] [--format text|json]
handover init --detect [FILE...] [--agent NAME] [--format text|json]

Scaffolds the role's protocol files, .handoverrc.yaml, a protocol block in every charter present (CLAUDE.md,
AGENTS.md, GEMINI.md, QWEN.md; AGENTS.md made when absent, and CLAUDE.md or GEMINI.md when init wires
that agent), the pull-request workflow and each agent's hooks and MCP server, adds the pre-commit check to
the repo's hook manager (husky, lefthook, simple-git-hooks, pre-commit, a tracked core.hooksPath) or installs this
clone's pre-commit hook, adds the prepare-commit-msg lines that put "Handover-Agent: <agent>" on every
commit (the same way), and sets the merge driver and git config handover.agent. Existing files are kept or extended, never clobbered;
a second run changes nothing. Roles combine (repeat --role or use commas); without --role they are
read off the files present, so in a fresh clone plain \`handover init\` installs the clone-local parts.
A repo with no config is searched for the coordination files it already keeps, wherever they are and
whatever their name (tracked Markdown files, at most 300 read, each under 512 KiB, or 16 MiB when its path
names a log, board or registry; outside node_modules, vendor, dist, build and the like): each that reads as a
log, a board, a registry or an offsets file is shown with its shape, how many headings matched, how sure init
is (sure: its name and shape agree; likely; unsure: its shape alone, never read unasked) and the files.* key
it is read as; the config reads it as it is (its path as files.*; the log's heading grammar, level and order,
the one ## section that holds it in a bigger file such as a status board (log.section: the rest of that file
is not the log, its title line stays), and the conventions its history shows: the newest entry grown at its
end (log.amendLast), sections or a comment marker kept last (log.trailer), a footer stamp rewritten on each
append (log.stamp), a closing entry kept last (log.pinned), entries added at both ends (log.order: any), the
oldest entries moved to an archive file or one per period (log.archive), reference sections between entries
that stay where they are, a new copy entering after the new entries (log.reference); SYNC.md level or layout
(a table, a table per status group, agents listed under status groups), its field names in its own words (WORKING_ON,
BLOCKED_BY), a Blocked or Next field it never has (false), a field a section has gone without through its
history and never had (sync.fields.<field>.optional), fields of its own (sync.ownFields), the sections
that are nobody's (sync.shared) and the one writer who keeps it for every agent when its history has one
author (sync.keeper); registry.layout; the cmap dialect) and the roles follow from what is read, so no --role
is needed. The log's writer is the one its title or entries name, else the one author of its commits
(log.writer); when several write, init says so and writes no single writer. A file that matches no shape (a
snapshot, prose, a dashboard whose bold labels repeat under every heading) is not read and not guarded:
init says so in one line and goes on (exit 0); a refused file under a protocol file's name is listed under
ignore, so no hook, check or pre-receive ever blocks an edit of it.
  --detect [FILE...]    only report what init would find and read (the repo's files, or the files named);
                        writes nothing; exit 1 when a named file matches no shape, or the repo has no file
                        init would read
  --agent NAME          this repo's agent (or, when the config names another, who this clone acts as)
  --upstream NAME=SRC   an upstream log to consume: a path or a git URL (repeatable); its branch is
                        read (HEAD, or ls-remote --symref) and written as ref: when not main
  --charter FILE        write the protocol block into FILE only (repeatable), e.g. AGENTS.md
  --agents LIST         the agents whose hooks to write: claude (.claude/settings.json), codex
                        (.codex/hooks.json), gemini (.gemini/settings.json), qwen (.qwen/settings.json),
                        copilot (.github/hooks/handover.json), opencode (.opencode/plugins/handover.js);
                        default: Claude Code, and every other agent whose folder or charter exists;
                        no file of an agent not listed is written (no CLAUDE.md for --agents codex)
  --dialect D           the formats of the files it writes: handover (default) or cmap; written into a new
                        config as dialect: D (an existing config's dialect must agree)
  --github              also write the host's guards to apply: .github/rulesets/handover.json (import
                        it as a ruleset; with identity.signatures: required it requires signed
                        commits) and a CODEOWNERS block from agents.<id>.github
  --force               rewrite handover's own templates (workflow, charter block); never the
                        config or the protocol files, which hold your choices and data
Then reports each protocol file: clean, or N problems and the command that fixes them
(handover migrate --write FILE when a migration clears errors, else handover lint FILE), and ends with
handover doctor's verdict on each agent's edit guard.
Exit 2, with nothing written, when a symbolic link on the way to a file it writes (.github, .github/hooks,
.claude, .codex, .gemini, .qwen, .opencode, .husky, .git/hooks, the file itself) leads out of the repository.
Its closing doctor run never runs a hook command init did not write.`,
  migrate: `handover migrate [FILE...] [--to DIALECT] [--from legacy|handover|cmap] [--write] [--writer NAME] [--preamble-until N] [--preamble HEADING]... [--order keep|reverse|date] [--format text|json] [--cwd DIR]

Converts HANDOVER.md and SYNC.md (default: both, when present) into a dialect's canonical form (default:
the config's dialect, handover), keeping every word. HANDOVER.md: "## Queue"/"## Processed (archive)" with
### entries, date-only or timestamp-only headings and prose sections become numbered entries
"## <seq> \xB7 <timestamp>[ \xB7 <title>]", oldest first (a newest-first log is reversed, mixed dates sorted);
an entry with no time takes the previous entry's (a date alone is 00:00:00Z); in a log none of whose
sections states a date or a time (a snapshot too), each section takes the time of the commit that last
wrote it (git blame), and the report names the commit (check --range and --staged recognise that migration
by the same dates); refused when the file or a section of it is not committed, never dated 1970-01-01.
SYNC.md: other spellings and bold-paragraph fields become the canonical field list; other fields stay as prose.
  --write               replace the files (atomic) and print the trailer to commit them with:
                        Handover-Migrate: <from> -> <to>; the config follows (YAML or JSON, edited in place): a
                        converted file leaves ignore, and a log now in the handover form loses log.heading,
                        log.level and log.order, so the next append writes the new heading shape, and the
                        knobs of sections the migration made entries (log.section: the log is the whole
                        file now; log.reference, log.trailer)
  --writer NAME         the log's writer when its title names none (default: the config's agent)
  --preamble HEADING    keep this section in the preamble instead of making it an entry (repeatable)
  --preamble-until N    keep the first N sections in the preamble
  --order O             keep, reverse or date (default: read off the dates)
  --to DIALECT          handover or cmap (default: the config's dialect)
  --from SHAPE          legacy (every shape above, the default), handover, or cmap (the default in a
                        cmap repo when --to is handover)
Between handover and cmap nothing is lost and each direction undoes the other: a canonical entry becomes
"### <date>-<seq>: <title>" with the six cmap fields (summary: a one-line first paragraph, else
"(see below)"; the timestamp in a "<!-- time: T -->" line), its body verbatim; a cmap entry becomes
"## <seq> \xB7 <time> \xB7 <its heading>" with its fields as its first lines; Corrects: #N <-> entry ids.
SYNC.md fields map in order (current-focus, recent-shift, open-question <-> Current focus, Blocked on,
Next action), each value keeping the label it came from, every date kept. A result that would not
convert back to the input is refused (exit 2).
Without --write the result goes to stdout and the report to stderr. A commit whose file is exactly the
migration of its old one passes check's historical rules, with or without the trailer (its <from> must fit
the dialect the base's config says the file is in: cmap only in a cmap repo), and check --range judges the
commits after it against the migrated log (the log knobs as --write leaves them).
Exit 0 printed or written; 1 a file is not valid UTF-8; 2 usage, or a file that cannot be migrated as asked.`,
  request: `handover request ruling|evidence|capability --to P --subject S [TEXT | --file F | -] [--claim C]... [--reversibility R] [--denied-before REF] [--push] [--actor NAME] [--cwd DIR]

Appends a typed request (SPEC \xA78) to this project's REQUESTS.md (created when absent), its Chain:
starting here, through append's locked, atomic write. What it asks, in its own words, is TEXT, the
file F or stdin (-), as append takes an entry, written under the fields (inbox shows it). A ruling
lists its claims (--claim, repeatable; rulings only); a capability says --reversibility
read-only|reversible|outbound|irreversible. --push commits REQUESTS.md and pushes it (as append --push). The request rules
(request/head, request/chain, request/laundering \u2026) run first: a level-skip, a cycle, a chain longer
than requests.maxDepth or a refusal routed around is refused and nothing is written.
Exit 0 written; 1 refused by a rule; 2 usage, config or no actor.`,
  respond: `handover respond REF [--verdict N=confirmed|wrong:TEXT|not-stated]... [--backwards T] [--status done|escalated|refused] [--relays REF] [--push] [--actor NAME] [--cwd DIR]

Answers REF (<project>#<seq>, read from that peer's REQUESTS.md through the registry) in this project's
REQUESTS.md: To: the requester, its chain carried on, the request's digest recorded. A ruling gets a
verdict per claim, in order, and Backwards: (what the requester got backwards). --relays REF copies a
subproject's verdicts to pass them up; a --verdict given as well amends it (listed under Amends:).
An outbound or irreversible capability is reported done only after a dispatcher's approval on the
record (a commit with "Handover-Approve: REF" by a dispatcher's mapped email, signed by its key where it
has signingKeys); until then, --status escalated.
Exit 0 written; 1 refused by a rule; 2 usage, REF not found, config or no actor.`,
  forward: `handover forward REF --to SUB [--push] [--actor NAME] [--cwd DIR]

A head passes the request REF one level down, to one of its direct subprojects (registry
Subprojects:): the subject, claims, text and reversibility are carried, the chain grows by this project.
--push, on respond and forward as on request: commit REQUESTS.md and push it.
Exit 0 written; 1 refused by a rule (not a direct subproject, too many hops, a cycle); 2 usage.`,
  inbox: `handover inbox [--format text|json] [--dry-run] [--wait [--timeout SECONDS]] [--actor NAME] [--cwd DIR]

The requests addressed to this project in its peers' REQUESTS.md (found at their registry Address:
or configured upstream) that it has neither answered nor forwarded, and its subprojects' answers to
its forwards still to be relayed up: oldest first with their age, those older than requests.staleDays
marked STALE. A request answered "Status: escalated" stays, marked, until it is done or refused.
Then the requester's side: this project's own open requests (an answer closes one, an escalation does
not) and the answers it has not seen yet, which are consumed once shown, like upstream entries: the
"<peer>/answers" offsets in .last-processed.md move (--dry-run moves nothing). For a dispatcher of
this project (the actor is listed under dispatchers): the escalations waiting for its approval.
A peer that cannot be read is listed as unreachable; a [RELAYED] entry's web address (https:// not
ending in .git) is not fetched. A peer that rewrote an entry this project answered is an error (exit 1).
--wait: instead of polling, block until something waits for this project (a request addressed to it
that it can act on, an answer to its requests it has not seen, new upstream entries), then print what
inbox prints (new upstream entries listed after it); at once when something already waits. It watches
the protocol files and git refs of this project, its upstreams, its registry and every project the
registry gives a folder Address:, and fetches remote peers and upstreams once a minute. One line on
stderr says when the wait begins. --timeout SECONDS (default 600; 0: no limit): then it prints
"Nothing arrived for <project> in Ns." (JSON: {"arrived": false, ...}) and exits 0, as when something
arrived; tell them apart by the output. The MCP server's wait tool does the same, with progress.
Exit 0 shown (or nothing arrived); 1 a peer rewrote its history; 2 config or registry error.`,
  approve: `handover approve REF [--push] [--actor NAME] [--cwd DIR]

A dispatcher's approval of the escalated request REF, on the record: an empty commit in this
project's repo carrying "Handover-Approve: REF" and the dispatcher's Handover-Agent: trailer (signed
when commit.gpgSign is set). It is read back the way the rules read approvals (request/reversibility):
an approval counts only when the commit is signed by one of the dispatcher's agents.<id>.signingKeys
(git's own verify-commit), or in a pull request or push the host attests the dispatcher (--attested-by,
the pusher); an author email is typed as easily as a trailer and never suffices. One that would not
count is taken back and the message says what it lacks. Then the receiver reports it done:
handover respond REF --status done. --push pushes the commit (as append --push).
Exit 0 approved (or already on the record); 1 not a dispatcher, or an approval that would not count;
2 usage, REF not in the inbox.`,
  forest: `handover forest [ROOT] [--format text|json|mermaid|html] [--output FILE] [--serve [--port N] [--host H]]
       [--cwd DIR]

Finds every project under ROOT (default: the current folder) by its charter (CLAUDE.md or AGENTS.md;
.git and node_modules skipped, symlinks never followed), reads each one's config, registry entries,
upstreams and REQUESTS.md, and prints the map: heads and subprojects, who is upstream of whom, open
requests with their ages, blocked agents, escalations waiting for a dispatcher (the handover approve
command and the project to run it in); then every disagreement (a project without a [SELF] entry,
Subprojects: that do not match the folders, an Address: or Head: that does not resolve, an upstream
that is not a project, a copy of another project's live state). mermaid prints a flowchart.
A project is a repository: clones of one (same root commit, same folder in it) are one project, the
others listed under it as clones; a file:// upstream naming one of them is that project.
json: the facts, which also give each item its file and line, each project's agents (SYNC.md), its
upstreams' entries not consumed, its registry entries, the escalations waiting for a dispatcher (with
the handover approve command and the folder to run it in), open outbound and irreversible
capabilities, and a timeline of the newest handover entries and requests.
html: the dispatcher's page, one self-contained file built from those JSON facts (no network, no
external asset; opens from file://): what needs the dispatcher first (escalations with their approve
command, risky capabilities, requests past requests.staleDays, blocked then stale agents), then each
project (collapsible; a filter box), then the timeline. Text from the files is shown, never run.
--output FILE writes the output to FILE instead of stdout.
--serve serves that page on http://127.0.0.1:7357/ (--port N, 0 picks a free one; another interface
only with --host), refreshed in the open browser when a protocol file or a git ref under ROOT
changes. Read-only: it writes no file and runs no git command that writes (it fetches nothing). Ctrl-C
stops it (exit 0).
Exit 0 the forest agrees (or --serve stopped); 1 disagreements found; 2 usage or ROOT not a folder.`,
  mcp: `handover mcp [--cwd DIR]

An MCP server on stdio for the repository at or above DIR. Read tools: status, inbox, wait (blocks as inbox --wait does, with
progress notifications), consume, entries
(older entries of this log or an upstream's), check, registry, forest, explain_rule; write tools: append,
sync_set, request, respond (withdrawn while the config says mcp: { write: false }, which writes nothing,
offsets and markers included). Each runs the CLI's readers and writers in-process, as this clone's agent,
for this project only: no tool takes an agent, and a path into a subproject that is its own clone is read,
never written. Results that carry entries hold at most 10,000 characters as sent (max_chars to change it),
whole entries only, with what is left and a cursor; consume moves the offset past what it returned, no
further. Resources: the protocol files and the rule pages; instructions: the session ritual.
It reads JSON and YAML config only, never a handover.config.js or .handoverrc.js (a tool says so, with the
fix). The config is read on every call: a broken one is each tool's error naming the file, and the server
answers again once it is fixed.
handover init registers it for each agent it wires: .mcp.json, .gemini/, .qwen/, .codex/, opencode.json
(mcp.handover; not Copilot CLI).
Exit 0 when the client closes.`,
  baseline: `handover baseline [--prune] [--cwd DIR]

Records the static findings the protocol files have now in .handover-baseline.json (commit it), by rule
and the entry or section each is about, never by line, with a count when a finding occurs more than once;
what it recorded before is kept. handover lint and check then report those findings as suppressed and count
only new ones (a new copy of a recorded finding is new); lint names recorded findings that no longer occur
(stale). check reads the baseline from HEAD (--range and --pre-receive: from BASE), so a change never
records its own findings. Only quality rules are recorded: historical, commit and authority rules (who may
do what, or what a reader sees) never are, and an entry naming one, or no rule, suppresses nothing and is
reported (protocol/suppression); this command drops it. The baseline is the config owner's file
(protocol/config-owner). A file that is not a baseline is read as empty with a warning; this command
replaces it.
  --prune          drop the recorded findings that no longer occur (a count shrinks), and add none
Exit 0 written (or unchanged); 2 usage or config error.`,
  lsp: `handover lsp [--stdio]

A language server over stdio for editors (Neovim, VS Code, Claude Code): publishes diagnostics for the
protocol files on open and on every change, the static rules on the text as it stands and the historical
rules from HEAD to it as this clone's agent (HANDOVER_AGENT, git config handover.agent, the config's
agent), so an edit of an old entry is underlined as it is typed; each with its rule page. On open, what
handover lint fails shows too: a finding HEAD already had is a warning with related information saying so.
HEAD is re-read when it moves (a commit while the editor is open), the config when it changes (the editor
is asked to watch it). It reads JSON and YAML config only: a broken config, or a JavaScript one it will not
run, is a diagnostic on the config file. Quick fixes: undo an edit of an old entry or of another agent's
section, or undo it and append a correction instead. With no agent found, only the static rules run (the
editor is told once). Exit 0 when the client exits.`
};
var GLOBAL_HELP = `handover: a linter, guard and sync tool for the Markdown files coding agents coordinate through.

Usage: handover <command> [options]

Commands:
{{commands}}

Options for every command:
  --cwd DIR        run as if started in DIR
  --format NAME    output format, where the command prints results; the values differ per command
                   (lint, check: stylish, json, sarif, github, gitlab; consume: markdown, json; status, sync show,
                   registry list: stylish, json; init, migrate, inbox, doctor: text, json; forest: text, json, mermaid,
                   html)
  -h, --help       show help (also: handover help <command>)
  -v, --version    print the version

Exit codes: 0 success, 1 a rule violation or protocol error in the data, 2 usage, config or internal error.
Docs: README.md, docs/ (guides and reference) and rules/<rule-id>.md in the package.`;
function globalHelp() {
  const lines = Object.entries(COMMAND_HELP).map(
    ([name, text]) => `  ${name.padEnd(15)}  ${text.split("\n")[0].replace(/^handover /, "")}`
  );
  return GLOBAL_HELP.replace("{{commands}}", lines.join("\n"));
}
export {
  COMMAND_HELP,
  GLOBAL_HELP,
  globalHelp
};
