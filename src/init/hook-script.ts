import { chmodSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CONTEXT_HOOKS } from '../hooks/hosts.js';
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
 * How a hook says something where its host shows it: stderr and exit 2 (the tool hooks), or JSON at exit 0
 * (session start, stop, and `context`: a post-tool hook whose host shows the model only `additionalContext`).
 */
export type SayKind = 'block' | 'start' | 'stop' | 'context';

/** The kind of answer a `handover hook <name>` gives when it cannot run. */
export function sayKind(hook: string): SayKind {
  if ((CONTEXT_HOOKS as readonly string[]).includes(hook)) return 'context';
  if (hook.endsWith('-session-start')) return 'start';
  if (hook.endsWith('-stop') || hook.endsWith('-after-agent')) return 'stop';
  return 'block';
}

/** The exact bytes a hook prints for `sentence`, in the form its kind needs (JSON strings escaped here, at init). */
export function sayText(kind: SayKind, sentence: string): string {
  if (kind === 'block') return `${sentence}\n`;
  if (kind === 'context')
    return `${JSON.stringify({ hookSpecificOutput: { hookEventName: 'PostToolUse', additionalContext: sentence } })}\n`;
  if (kind === 'start')
    return `${JSON.stringify({
      systemMessage: sentence,
      hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: sentence },
    })}\n`;
  return `${JSON.stringify({ systemMessage: sentence })}\n`;
}

/** What the "CLI is gone" sentence ends with, per kind. */
const GONE_TAIL: Record<SayKind, string> = {
  block: ', so this is refused',
  context: ', so what this command did to the protocol files was not checked',
  start: '',
  stop: '',
};
/** What the "handover stopped" sentence says happened, per kind. */
const CRASH_TAIL: Record<SayKind, string> = {
  block: 'before it could check this, so it is refused',
  context: 'before it could check what this command did to the protocol files',
  start: 'in this hook',
  stop: 'in this hook',
};

/** The script's text for one clone. */
export function hookScriptText(o: { nodePath: string; cliPath: string; root: string }): string {
  const gone = (k: SayKind) =>
    `handover cannot ${k === 'start' || k === 'stop' ? 'run here' : 'check this'}: the node (${o.nodePath}) or the ` +
    `handover CLI (${o.cliPath}) that handover init recorded is gone${GONE_TAIL[k]}. Reinstall handover, then run ` +
    `handover init in ${o.root}.`;
  const crashed = (k: SayKind) =>
    `handover stopped (exit ${STATUS}) ${CRASH_TAIL[k]}. Run handover doctor in ${o.root} to see why.`;
  const printf = (text: string) => `printf '%s' ${shellQuote(text)}`;
  // printf repeats its format for each argument: the message's pieces with the exit status between them.
  const withStatus = (text: string) =>
    `printf '%s' ${text
      .split(STATUS)
      .map((piece) => shellQuote(piece))
      .join(' "$s" ')}`;
  const err = (k: SayKind) => (k === 'block' ? ' >&2' : '');
  const KINDS = ['start', 'stop', 'context', 'block'] as const;
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
    ...CONTEXT_HOOKS.map((h) => `  ${h}) kind=context ;;`),
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
    ...KINDS.map((k) => `    ${k}) ${printf(sayText(k, gone(k)))}${err(k)} ;;`),
    '  esac',
    '  answer',
    'fi',
    'HANDOVER_HOOK_SCRIPT=1 "$node" "$cli" hook "$@"',
    's=$?',
    'case "$s" in 0|2) exit "$s" ;; esac',
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
  const text = hookScriptText({ nodePath, cliPath, root });
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
