import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LAUNCHER, shellRunner } from './launcher.js';
import { template } from './templates.js';
import { readText, writeTarget, writeText, type Outcome } from './outcome.js';

type Hook = { type?: string; command?: string; timeout?: number };
type Group = { matcher?: string; hooks?: Hook[] };
type Settings = { hooks?: Record<string, Group[]> } & Record<string, unknown>;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Claude Code's events, the `handover hook` each runs and the template placeholder of its command. */
export const CLAUDE_HOOKS = [
  { event: 'SessionStart', hook: 'claude-session-start', slot: 'sessionstart' },
  { event: 'PreToolUse', hook: 'claude-pre-tool-use', slot: 'pretooluse' },
  { event: 'PostToolUse', hook: 'claude-post-tool-use', slot: 'posttooluse' },
  { event: 'Stop', hook: 'claude-stop', slot: 'stop' },
] as const;
type ClaudeHook = (typeof CLAUDE_HOOKS)[number]['hook'];

const MISSING =
  'handover cannot start here: there is no launcher from handover init in this clone and no handover on PATH outside ' +
  'it. ' +
  'Run handover init in this repo (npx handover init after npm install), or install handover globally.';

/** What the hook does when handover cannot start, put where Claude Code shows it for that event. */
const ON_MISSING: Record<ClaudeHook, string> = {
  // Exit 2 blocks the edit and shows the reason to the model: an unchecked edit never reads as allowed.
  'claude-pre-tool-use': `echo "${MISSING} Until then every Edit and Write is refused." >&2; exit 2`,
  // Exit 2 after a tool shows the reason to the model.
  'claude-post-tool-use': `echo "${MISSING} Shell commands are not checked until then." >&2; exit 2`,
  // SessionStart: JSON on stdout reaches both the user (systemMessage) and the model (additionalContext).
  'claude-session-start': `echo '${JSON.stringify({ systemMessage: MISSING, hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: MISSING } })}'; exit 0`,
  'claude-stop': `echo '${JSON.stringify({ systemMessage: MISSING })}'; exit 0`,
};

/**
 * The command Claude Code runs for a hook (through /bin/sh, with its own PATH): from the session's project
 * (CLAUDE_PROJECT_DIR, whatever the agent `cd`-ed into), the clone's launcher written by init, else a
 * handover on PATH outside the work tree; else it says so where the agent sees it. No machine path, so
 * it can be committed; nothing in the work tree is run.
 */
export function claudeHookCommand(hook: ClaudeHook): string {
  return `cd "\${CLAUDE_PROJECT_DIR:-.}" 2>/dev/null\n${shellRunner(`hook ${hook}`, 2, ON_MISSING[hook])}`;
}

/** The settings.json init writes, from the template. */
export function claudeSettingsText(): string {
  const vars: Record<string, string> = {};
  for (const h of CLAUDE_HOOKS) vars[h.slot] = JSON.stringify(claudeHookCommand(h.hook)).slice(1, -1);
  return template('.claude/settings.json', vars);
}

/** Commands that are handover's own for `hook`: the bare form older inits wrote, or the launcher form. */
const isOurs = (command: string, hook: string) =>
  command === `handover hook ${hook}` || (command.includes(`/${LAUNCHER}"`) && command.includes(`"$h" hook ${hook} `));

/**
 * Merges the Claude Code hooks into `.claude/settings.json`: each event gets handover's entry unless one
 * already runs that `handover hook` command; an entry an older init wrote (`handover hook …`, which
 * fails with exit 127 where handover is not on Claude Code's PATH) is replaced by the current one.
 * Everything else in the file is kept; a file that is not a JSON object is reported and left alone.
 */
export function ensureClaudeSettings(root: string): Outcome {
  return mergeHookSettings(root, '.claude/settings.json', claudeSettingsText(), CLAUDE_HOOKS);
}

/**
 * Gemini CLI's hooks (BeforeTool, AfterTool, SessionStart, in `.gemini/settings.json`), written when the repo
 * already uses Gemini CLI (a `.gemini/` folder or a GEMINI.md): the same guard and checks, through the same launcher.
 */
export function ensureGeminiSettings(root: string): Outcome | null {
  if (!existsSync(join(root, '.gemini')) && !existsSync(join(root, 'GEMINI.md'))) return null;
  const text = `${JSON.stringify(
    {
      hooks: Object.fromEntries(
        GEMINI_HOOKS.map((h) => [
          h.event,
          [
            {
              ...(h.matcher ? { matcher: h.matcher } : {}),
              hooks: [{ type: 'command', name: `handover-${h.hook}`, command: geminiHookCommand(h.hook) }],
            },
          ],
        ]),
      ),
    },
    null,
    2,
  )}\n`;
  return mergeHookSettings(root, '.gemini/settings.json', text, GEMINI_HOOKS);
}

/** Gemini CLI's events and the `handover hook` each runs (its tools: replace, write_file, run_shell_command). */
export const GEMINI_HOOKS = [
  { event: 'SessionStart', hook: 'gemini-session-start', matcher: undefined },
  { event: 'BeforeTool', hook: 'gemini-before-tool', matcher: 'replace|write_file' },
  { event: 'AfterTool', hook: 'gemini-after-tool', matcher: 'run_shell_command' },
] as const;

/**
 * The command Gemini CLI runs: as for Claude Code, from the project (GEMINI_PROJECT_DIR) through the launcher; exit 2
 * blocks.
 */
export function geminiHookCommand(hook: string): string {
  const missing =
    hook === 'gemini-session-start'
      ? `echo '${JSON.stringify({ systemMessage: MISSING })}'; exit 0`
      : `echo "${MISSING}" >&2; exit 2`;
  return `cd "\${GEMINI_PROJECT_DIR:-.}" 2>/dev/null\n${shellRunner(`hook ${hook}`, 2, missing)}`;
}

function mergeHookSettings(
  root: string,
  what: string,
  text: string,
  events: readonly { event: string; hook: string }[],
): Outcome {
  const path = join(root, ...what.split('/'));
  const old = readText(path);
  if (old === null) {
    writeText(path, text);
    return { what, action: 'created' };
  }
  const wanted = (JSON.parse(text) as Settings).hooks!;
  let settings: unknown;
  try {
    settings = JSON.parse(old.replace(/^\uFEFF/, ''));
  } catch (error) {
    return {
      what,
      action: 'skipped',
      note:
        `not valid JSON (${(error as Error).message}); fix it and run handover init again, or add the hooks by ` +
        `hand (see the handover hook section of the README)`,
    };
  }
  if (!isObj(settings) || (settings.hooks !== undefined && !isObj(settings.hooks))) {
    return {
      what,
      action: 'skipped',
      note: 'not a JSON object with a "hooks" object; fix it and run handover init again',
    };
  }
  const s = settings as Settings;
  const added: string[] = [];
  const updated: string[] = [];
  for (const { event, hook } of events) {
    const groups = wanted[event];
    const have = s.hooks?.[event];
    if (have !== undefined && !Array.isArray(have))
      return { what, action: 'skipped', note: `"hooks.${event}" is not a list; fix it and run handover init again` };
    const mine = groups[0];
    let found = false;
    for (const g of have ?? []) {
      if (!isObj(g) || !Array.isArray(g.hooks)) continue;
      for (const h of g.hooks) {
        if (!isObj(h) || typeof h.command !== 'string') continue;
        if (isOurs(h.command, hook)) {
          found = true;
          const fresh = mine.hooks![0];
          if (h.command !== fresh.command || h.timeout !== fresh.timeout || g.matcher !== mine.matcher) {
            h.command = fresh.command;
            if (fresh.timeout !== undefined) h.timeout = fresh.timeout;
            if (mine.matcher !== undefined) g.matcher = mine.matcher;
            updated.push(event);
          }
        } else if (h.command.includes(`hook ${hook}`)) found = true; // the user's own way of running it
      }
    }
    if (found) continue;
    s.hooks = s.hooks ?? {};
    s.hooks[event] = [...(have ?? []), ...groups];
    added.push(event);
  }
  if (added.length === 0 && updated.length === 0) return { what, action: 'kept' };
  const target = writeTarget(root, path);
  if (target === null)
    return { what, action: 'skipped', note: 'a symlink to a file outside the repository; add the hooks by hand' };
  writeText(target, `${JSON.stringify(s, null, 2)}\n`);
  const notes = [
    added.length ? `added hooks: ${added.join(', ')}` : '',
    updated.length ? `updated hooks: ${[...new Set(updated)].join(', ')}` : '',
  ].filter(Boolean);
  return { what, action: added.length ? 'extended' : 'updated', note: notes.join('; ') };
}

/**
 * Runs the PreToolUse command the way Claude Code would (/bin/sh, a bare PATH without handover,
 * CLAUDE_PROJECT_DIR set) on a harmless payload, so init can say when the hooks would not start.
 */
export function checkClaudeHooks(root: string): Outcome {
  const what = 'Claude Code hooks (test run with PATH=/usr/bin:/bin)';
  const payload = JSON.stringify({
    hook_event_name: 'PreToolUse',
    cwd: root,
    tool_name: 'Read',
    tool_input: { file_path: join(root, 'README.md') },
  });
  const r = spawnSync('/bin/sh', ['-c', claudeHookCommand('claude-pre-tool-use')], {
    cwd: root,
    input: payload,
    encoding: 'utf8',
    timeout: 30_000,
    env: { PATH: '/usr/bin:/bin', HOME: process.env.HOME ?? '/', CLAUDE_PROJECT_DIR: root },
  });
  if (r.status === 0 && r.stdout === '') return { what, action: 'checked', note: 'they start handover' };
  const why = (r.stderr || r.stdout || r.error?.message || `exit ${r.status}`).trim().split('\n')[0];
  return { what, action: 'failed', note: `they would not start handover: ${why}` };
}
