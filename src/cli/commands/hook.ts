import { oneLine, shown, shownHookOutput } from '../../display.js';
import { CliError } from '../../errors.js';
import { parsePayload, readInput, type HookAnswer, type Payload } from '../../hooks/payload.js';
import { parseCommandArgs, workDir, type CommandIo } from '../io.js';

const HOOKS = [
  'claude-pre-tool-use',
  'claude-post-tool-use',
  'claude-session-start',
  'claude-stop',
  'gemini-before-tool',
  'gemini-after-tool',
  'gemini-session-start',
] as const;
type Hook = (typeof HOOKS)[number];
const EVENT: Record<Hook, string> = {
  'claude-pre-tool-use': 'PreToolUse',
  'claude-post-tool-use': 'PostToolUse',
  'claude-session-start': 'SessionStart',
  'claude-stop': 'Stop',
  'gemini-before-tool': 'BeforeTool',
  'gemini-after-tool': 'AfterTool',
  'gemini-session-start': 'SessionStart',
};
/** Gemini CLI's hooks run the same checks: its tools and hooks map onto Claude Code's. */
const AS_CLAUDE: Partial<Record<Hook, Hook>> = {
  'gemini-before-tool': 'claude-pre-tool-use',
  'gemini-after-tool': 'claude-post-tool-use',
  'gemini-session-start': 'claude-session-start',
};

/**
 * A Gemini CLI payload in Claude Code's terms: `replace` is an Edit, `write_file` a Write, `run_shell_command` a Bash
 * command.
 */
export function fromGemini(p: Payload): Payload {
  const input = (typeof p.tool_input === 'object' && p.tool_input !== null ? p.tool_input : {}) as Payload;
  if (p.tool_name === 'replace') {
    const n = typeof input.expected_replacements === 'number' ? input.expected_replacements : 1;
    return {
      ...p,
      tool_name: 'Edit',
      tool_input: {
        file_path: input.file_path,
        old_string: input.old_string,
        new_string: input.new_string,
        replace_all: n > 1,
      },
    };
  }
  if (p.tool_name === 'write_file')
    return { ...p, tool_name: 'Write', tool_input: { file_path: input.file_path, content: input.content } };
  if (p.tool_name === 'run_shell_command') return { ...p, tool_name: 'Bash', tool_input: { command: input.command } };
  return p;
}

/**
 * `handover hook <name>`: Claude Code hook entry points, reading the hook's JSON on stdin.
 * Unreadable input never blocks the agent: it exits 0 with a note the agent and the user see.
 * A failure inside the guard refuses the edit (exit 2): a guard that breaks must not read as allowed.
 */
export async function run(args: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('hook', args, {});
  const name = positionals[0] as Hook;
  if (positionals.length !== 1 || !(HOOKS as readonly string[]).includes(name)) {
    throw new CliError(
      `handover hook takes one of ${HOOKS.join(', ')}${name ? `, not "${positionals.join(' ')}"` : ''}; see handover help hook.`,
      2,
    );
  }
  const cwd = workDir(io, values.cwd);
  const raw = (text: string) => new Promise<void>((ok, fail) => io.stdout.write(text, (e) => (e ? fail(e) : ok())));
  // Gemini CLI reads only JSON on stdout: the agent's context goes in additionalContext.
  let wrote = false;
  // Everything a hook writes holds text other people wrote (entries, titles, config values, file names): shown, never
  // obeyed.
  const write =
    name === 'gemini-session-start'
      ? (text: string) => {
          wrote = true;
          return raw(
            `${JSON.stringify({ hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: shown(text) } })}\n`,
          );
        }
      : (text: string) => raw(shown(text));
  let answer: HookAnswer;
  let payload: Payload | null;
  try {
    const parsed = parsePayload(await readInput(io.stdin));
    if (!parsed.payload)
      return finish(
        name,
        { code: 0, notice: `handover: hook ${name}: ${parsed.problem}; ignored, nothing checked.` },
        raw,
        io,
      );
    payload = AS_CLAUDE[name] ? fromGemini(parsed.payload) : parsed.payload;
  } catch (error) {
    return finish(
      name,
      {
        code: 0,
        notice:
          `handover: hook ${name}: cannot read the hook input (${(error as Error).message}); ignored, nothing ` +
          `checked.`,
      },
      raw,
      io,
    );
  }
  const as = AS_CLAUDE[name] ?? name;
  try {
    // Each hook loads only its own module: the guard runs before every edit the agent makes.
    if (as === 'claude-pre-tool-use') {
      // The cheap path test first: an edit of an ordinary file is let through before the guard, the config or the rules
      // load.
      const fast = await import('../../hooks/fast.js');
      const edited = fast.editedPath(payload, io.env, cwd);
      if (
        edited === null ||
        (!('problem' in edited) && fast.surelyNotProtocol(edited.abs) && fast.surelyNotProtocol(edited.real))
      )
        answer = { code: 0 };
      else answer = await (await import('../../hooks/guard.js')).guardToolUse(payload, cwd, io.env);
    } else if (as === 'claude-post-tool-use')
      answer = await (await import('../../hooks/post-tool-use.js')).postToolUse(payload, cwd, io.env);
    else if (as === 'claude-session-start')
      answer = await (await import('../../hooks/session-start.js')).sessionStart(payload, cwd, write, io.env);
    else answer = await (await import('../../hooks/stop.js')).stopHook(payload, cwd, io.env);
  } catch (error) {
    const why =
      `handover: hook ${name} failed (${oneLine((error as Error).message)}). Rerun with HANDOVER_DEBUG=1 ` +
      `and report it.`;
    // The guard fails closed: an edit it could not check is refused. The other hooks say so and let the agent go on.
    answer =
      as === 'claude-pre-tool-use'
        ? { code: 2, stderr: `${why} The edit is refused so that nothing passes unchecked.\n` }
        : {
            code: as === 'claude-post-tool-use' ? 2 : 0,
            ...(as === 'claude-post-tool-use' ? { stderr: `${why}\n` } : { notice: why }),
          };
    if (io.env.HANDOVER_DEBUG) io.stderr.write(`${(error as Error).stack}\n`);
  }
  if (name === 'gemini-session-start' && wrote && answer.notice)
    answer = { ...answer, notice: undefined, stderr: `${oneLine(answer.notice)}\n` };
  return finish(name, answer, raw, io);
}

/** Writes the answer where Claude Code shows it for this event. */
async function finish(name: Hook, a: HookAnswer, write: (t: string) => Promise<void>, io: CommandIo): Promise<number> {
  let stdout = a.stdout ?? '';
  // A note is one sentence: a newline in it came from a quoted value, and is shown as \n.
  if (a.notice) a = { ...a, notice: oneLine(a.notice) };
  if (a.notice) {
    if (name === 'claude-session-start') stdout += `${a.notice}\n`;
    else if (name.startsWith('gemini-'))
      stdout = `${JSON.stringify({
        systemMessage: a.notice,
        ...(name === 'gemini-session-start'
          ? { hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: a.notice } }
          : {}),
      })}\n`;
    else if (name === 'claude-stop') {
      const out = stdout ? (JSON.parse(stdout) as Record<string, unknown>) : {};
      out.systemMessage = [out.systemMessage, a.notice].filter(Boolean).join('\n');
      stdout = `${JSON.stringify(out)}\n`;
    } else
      stdout = `${JSON.stringify({
        systemMessage: a.notice,
        hookSpecificOutput: { hookEventName: EVENT[name], additionalContext: a.notice },
      })}\n`;
  }
  if (stdout) await write(shownHookOutput(stdout)); // the hooks' own JSON (or a note line), its strings shown
  if (a.stderr) io.stderr.write(shown(a.stderr));
  return a.code;
}
