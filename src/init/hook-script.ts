import { chmodSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { HOST_HOOKS, SCRIPT_JSON_ANSWERS, type HookName } from '../hooks/hosts.js';
import { launcherPath } from './launcher.js';
import { readText, writeText, type Outcome } from './outcome.js';
import { shellQuote } from './templates.js';

/**
 * The clone-local hook script: `<git common dir>/handover/hook`, written by `handover init`. Every agent hook the
 * tracked settings run (Claude Code, Codex, Gemini CLI, Qwen Code, the plugin) goes through it, so the tracked
 * command stays one short line and holds no text the model could misread. It records the node and CLI it runs
 * (no `git rev-parse`, no PATH search) and maps every way the run can fail (the CLI gone, node gone, a crash,
 * any exit other than 0 and 2) to the blocking answer of that hook, with one sentence that says what broke and
 * how to fix it: a guard that cannot run refuses the edit; it never lets it through.
 */
export const HOOK_SCRIPT = 'handover/hook';
export const HOOK_SCRIPT_MARK = '# handover:hook';
const STATUS = '@STATUS@';

/** The script's path for the clone at `root` (beside the launcher, shared by every worktree). */
export async function hookScriptPath(root: string): Promise<string> {
  return join(dirname(dirname(await launcherPath(root))), 'hook');
}

/**
 * How a hook says something where its host shows it: stderr and exit 2 (the tool hooks), JSON at exit 0 (session
 * start and stop), or, for a hook whose host does not show an exit 2's stderr, that hook's own JSON at exit 0 (the
 * kind is then the hook's name; see SCRIPT_JSON_ANSWERS).
 */
export type SayKind = 'block' | 'start' | 'stop' | JsonHook;
type JsonHook = keyof typeof SCRIPT_JSON_ANSWERS & HookName;

const isJsonHook = (hook: string): hook is JsonHook => Object.hasOwn(SCRIPT_JSON_ANSWERS, hook);

/** The kind of answer a `handover hook <name>` gives when it cannot run. */
export function sayKind(hook: string): SayKind {
  if (isJsonHook(hook)) return hook;
  if (hook.endsWith('-session-start')) return 'start';
  if (hook.endsWith('-stop') || hook.endsWith('-after-agent')) return 'stop';
  return 'block';
}

/** The exact bytes a hook prints for `sentence`, in the form its kind needs (JSON strings escaped here, at init). */
export function sayText(kind: SayKind, sentence: string): string {
  if (kind === 'block') return `${sentence}\n`;
  if (kind === 'start')
    return `${JSON.stringify({
      systemMessage: sentence,
      hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: sentence },
    })}\n`;
  if (kind === 'stop') return `${JSON.stringify({ systemMessage: sentence })}\n`;
  return `${JSON.stringify(SCRIPT_JSON_ANSWERS[kind]?.(sentence))}\n`;
}

/** Whether a kind answers for a check that refuses (a pre-tool hook), one that reports after, or neither. */
function purpose(k: SayKind): 'refuse' | 'report' | 'run' {
  if (k === 'start' || k === 'stop') return 'run';
  if (k === 'block') return 'refuse';
  const { role } = HOST_HOOKS[k];
  return role === 'pre' ? 'refuse' : role === 'post' ? 'report' : 'run';
}

/** What the "CLI is gone" sentence ends with, per purpose. */
const GONE_TAIL = {
  refuse: ', so this is refused',
  report: ', so what this command did to the protocol files was not checked',
  run: '',
};
/** What the "handover stopped" sentence says happened, per purpose. */
const CRASH_TAIL = {
  refuse: 'before it could check this, so it is refused',
  report: 'before it could check what this command did to the protocol files',
  run: 'in this hook',
};

/**
 * Tools that only read, or run the shell (whose effect the post-command check, or the pre-commit hook, sees): with
 * the install removed they pass, so the agent can read and reinstall (Copilot CLI runs its pre-tool hook on every
 * tool, so a refusal of everything would leave it unable to do either).
 */
const READ_OR_SHELL = [
  'view',
  'bash',
  'read_bash',
  'write_bash',
  'stop_bash',
  'list_bash',
  'glob',
  'grep',
  'read',
  'list',
  'read_file',
  'read_many_files',
  'list_directory',
  'grep_search',
  'run_shell_command',
  'report_intent',
  'Read',
  'Bash',
  'Glob',
  'Grep',
];
/** The default protocol file names, guarded whatever the config says. */
const DEFAULT_NAMES = ['HANDOVER.md', 'SYNC.md', 'PROJECT_REGISTRY.md', '.last-processed.md'];

/**
 * With the recorded node or CLI gone, a pre-tool hook refuses only a tool that can write a protocol file: one whose
 * payload names a configured protocol path (or a default name) and that is not a read or shell tool. The tool name is
 * matched as JSON structure (`Name":"view"`: inside a JSON string every quote is escaped, so no argument can forge it).
 */
function goneFilter(protocol: string[]): string[] {
  const names = [...new Set([...DEFAULT_NAMES, ...protocol])].filter(Boolean);
  const reads = READ_OR_SHELL.flatMap((t) => [`*'Name":"${t}"'*`, `*'Name": "${t}"'*`]).join('|');
  return [
    '      i="$(cat)"',
    '      case "$i" in',
    `        ${reads}) exit 0 ;;`,
    '      esac',
    // empty input (no cat) is refused: a guard that cannot read never lets an edit through
    `      case "$i" in ''|${names.map((n) => `*${shellQuote(n)}*`).join('|')}) ;; *) exit 0 ;; esac`,
  ];
}

/** The script's text for one clone. */
export function hookScriptText(o: { nodePath: string; cliPath: string; root: string; protocol?: string[] }): string {
  const gone = (k: SayKind) =>
    `handover cannot ${purpose(k) === 'run' ? 'run here' : 'check this'}: the node (${o.nodePath}) or the ` +
    `handover CLI (${o.cliPath}) that handover init recorded is gone${GONE_TAIL[purpose(k)]}. Reinstall handover, ` +
    `then run handover init in ${o.root}.`;
  const crashed = (k: SayKind) =>
    `handover stopped (exit ${STATUS}) ${CRASH_TAIL[purpose(k)]}. Run handover doctor in ${o.root} to see why.`;
  const printf = (text: string) => `printf '%s' ${shellQuote(text)}`;
  // printf repeats its format for each argument: the message's pieces with the exit status between them.
  const withStatus = (text: string) =>
    `printf '%s' ${text
      .split(STATUS)
      .map((piece) => shellQuote(piece))
      .join(' "$s" ')}`;
  const err = (k: SayKind) => (k === 'block' ? ' >&2' : '');
  const json = Object.keys(SCRIPT_JSON_ANSWERS).filter(isJsonHook);
  const KINDS: SayKind[] = ['start', 'stop', ...json, 'block'];
  return [
    '#!/bin/sh',
    `${HOOK_SCRIPT_MARK} (written by \`handover init\` for ${o.root.replace(/\n/g, ' ')}; untracked; handover init ` +
      `refreshes it)`,
    '# Usage: hook <handover hook name>, the host payload on stdin. Exit 0 or 2 as the host reads them; never fails ' +
      'open.',
    `node=${shellQuote(o.nodePath)}`,
    `cli=${shellQuote(o.cliPath)}`,
    'name="$1"',
    'case "$name" in',
    ...json.map((h) => `  ${h}) kind=${h} ;;`),
    '  *-session-start) kind=start ;;',
    '  *-stop|*-after-agent) kind=stop ;;',
    '  *) kind=block ;;',
    'esac',
    'answer() {',
    '  case "$kind" in',
    '    block) exit 2 ;;',
    '    *) exit 0 ;;',
    '  esac',
    '}',
    'if [ ! -x "$node" ] || [ ! -f "$cli" ]; then',
    '  case "$kind" in',
    `    ${KINDS.filter((k) => purpose(k) === 'refuse').join('|')})`,
    ...goneFilter(o.protocol ?? []),
    '      ;;',
    '  esac',
    '  case "$kind" in',
    ...KINDS.map((k) => `    ${k}) ${printf(sayText(k, gone(k)))}${err(k)} ;;`),
    '  esac',
    '  answer',
    'fi',
    'HANDOVER_HOOK_SCRIPT=1 "$node" "$cli" hook "$@"',
    's=$?',
    // A hook that answers in JSON (session start and stop included) says everything at exit 0: an exit 2 from it is a
    // failure too.
    'case "$kind:$s" in *:0) exit 0 ;; block:2) exit 2 ;; esac',
    'case "$kind" in',
    ...KINDS.map((k) => `  ${k}) ${withStatus(sayText(k, crashed(k)))}${err(k)} ;;`),
    'esac',
    'answer',
    '',
  ].join('\n');
}

/** Writes (or refreshes) the hook script for this clone; kept when it already says the same. */
export async function installHookScript(
  root: string,
  cliPath: string,
  nodePath: string = process.execPath,
): Promise<Outcome> {
  const path = await hookScriptPath(root);
  const what = `.git/${HOOK_SCRIPT}`;
  const text = hookScriptText({ nodePath, cliPath, root, protocol: await protocolPaths(root) });
  const old = readText(path);
  if (old === text) return { what, action: 'kept' };
  if (old !== null && !old.includes(HOOK_SCRIPT_MARK)) {
    return {
      what,
      action: 'skipped',
      note: `${path} exists and is not handover's hook script; move it away and run handover init again`,
    };
  }
  writeText(path, text);
  chmodSync(path, 0o755);
  return { what, action: old === null ? 'created' : 'updated' };
}

/**
 * The configured protocol paths the script guards on its own when the CLI is gone (JSON and YAML config only, as the
 * hooks read it; the defaults when there is none): each file, a sync directory as its folder (`sync/`), append-only
 * files.
 */
async function protocolPaths(root: string): Promise<string[]> {
  try {
    const { loadConfig } = await import('../config/load.js');
    const config = await loadConfig(root, { trusted: false });
    return [...Object.values(config.files), ...config.appendOnly];
  } catch {
    return [];
  }
}
