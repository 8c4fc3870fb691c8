/** Usage text per command; kept free of imports so `--help` loads nothing heavy. */
export const COMMAND_HELP: Record<string, string> = {
  lint: `handover lint [FILE...] [--format stylish|json|sarif|github] [--cwd DIR]

Checks the protocol files against the static rules. With no FILE, lints the files named by the
config (or HANDOVER.md, SYNC.md, PROJECT_REGISTRY.md, .last-processed.md) at the repo root.
Exit 0: no errors (warnings alone pass); 1: a rule was broken; 2: usage, config or file error.`,

  check: `handover check [--staged | --range BASE..HEAD] [--actor NAME] [--format F] [--cwd DIR]

Static and historical rules. --staged compares the index with HEAD (the pre-commit hook);
--range checks every commit in the range against its first parent (the pull-request check).`,

  append: `handover append [TEXT | --file F | -] [--corrects N] [--title T] [--actor NAME] [--cwd DIR]

Appends the next entry to this repo's HANDOVER.md with the next seq and the current UTC time.`,

  consume: `handover consume [UPSTREAM...] [--dry-run] [--format markdown|json] [--max-chars N] [--cwd DIR]

Prints the upstream entries newer than this repo's offset, oldest first, then moves the offset.`,

  sync: `handover sync set [--focus T] [--blocked T] [--next T] | handover sync show [--format json]

Writes the actor's own SYNC.md section, or shows every section (blocked and stale first).`,

  registry: `handover registry add --owns S [--address A] [--relayed-for P] | handover registry list [--format json]

Writes a [SELF] registry entry for the actor (or [RELAYED by actor] about P), or lists the entries.`,

  status: `handover status [--format json] [--cwd DIR]

Per upstream: entries not yet consumed; per agent: blocked and stale; registry problems.`,

  'merge-driver': `handover merge-driver %O %A %B %P

The git merge driver for the protocol files (registered by handover init).`,

  hook: `handover hook claude-pre-tool-use | claude-session-start | claude-stop [--cwd DIR]

Claude Code hook entry points (registered by handover init); each reads the hook's JSON on stdin.
  claude-pre-tool-use   blocks (exit 2, reason on stderr) an Edit, Write or MultiEdit of a protocol
                        file that would break a rule; other files pass at once
  claude-session-start  prints new upstream entries (10,000 characters at most); only source
                        "startup" moves the offset
  claude-stop           asks the agent once to report (a handover entry or its SYNC.md section) when
                        it changed the repo without one; config hooks.stop: block, remind or off
Input that is not JSON never blocks: exit 0 with a note on stderr.`,

  init: `handover init [--role upstream|downstream|commons]... [--agent NAME] [--upstream NAME=SOURCE]... [--force] [--format text|json]

Scaffolds the role's protocol files, .handoverrc.yaml, a protocol block in CLAUDE.md (or AGENTS.md),
the pull-request workflow and the Claude Code hooks, and installs this clone's pre-commit hook,
merge driver and git config handover.agent. Existing files are kept or extended, never clobbered;
a second run changes nothing. Roles combine (repeat --role or use commas); without --role they are
read off the files present, so in a fresh clone plain \`handover init\` installs the clone-local parts.
  --agent NAME          this repo's agent (or, when the config names another, who this clone acts as)
  --upstream NAME=SRC   an upstream log to consume: a path or a git URL (repeatable)
  --force               rewrite handover's own templates (config, workflow, charter block); never
                        the protocol files, which hold data`,
};

export const GLOBAL_HELP = `handover: a linter, guard and sync tool for the Markdown files coding agents coordinate through.

Usage: handover <command> [options]

Commands:
{{commands}}

Options for every command:
  --cwd DIR        run as if started in DIR
  --format NAME    stylish (default), json, sarif or github, where the command prints results
  -h, --help       show help (also: handover help <command>)
  -v, --version    print the version

Exit codes: 0 success, 1 a rule violation or protocol error in the data, 2 usage, config or internal error.
Docs: README.md and rules/<rule-id>.md in the package.`;

/** The global help with one line per command. */
export function globalHelp(): string {
  const lines = Object.entries(COMMAND_HELP).map(([name, text]) => `  ${name.padEnd(15)}  ${text.split('\n')[0].replace(/^handover /, '')}`);
  return GLOBAL_HELP.replace('{{commands}}', lines.join('\n'));
}
