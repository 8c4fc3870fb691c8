import { CliError } from '../../errors.js';
import { parsePayload, readInput, type HookAnswer, type Payload } from '../../hooks/payload.js';
import { parseCommandArgs, workDir, type CommandIo } from '../io.js';

const HOOKS = ['claude-pre-tool-use', 'claude-post-tool-use', 'claude-session-start', 'claude-stop'] as const;
type Hook = (typeof HOOKS)[number];
const EVENT: Record<Hook, string> = { 'claude-pre-tool-use': 'PreToolUse', 'claude-post-tool-use': 'PostToolUse', 'claude-session-start': 'SessionStart', 'claude-stop': 'Stop' };

/**
 * `handover hook <name>`: Claude Code hook entry points, reading the hook's JSON on stdin.
 * Unreadable input never blocks the agent: it exits 0 with a note the agent and the user see.
 * A failure inside the guard refuses the edit (exit 2): a guard that breaks must not read as allowed.
 */
export async function run(args: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('hook', args, {});
  const name = positionals[0] as Hook;
  if (positionals.length !== 1 || !(HOOKS as readonly string[]).includes(name)) {
    throw new CliError(`handover hook takes one of ${HOOKS.join(', ')}${name ? `, not "${positionals.join(' ')}"` : ''}; see handover help hook.`, 2);
  }
  const cwd = workDir(io, values.cwd);
  const write = (text: string) => new Promise<void>((ok, fail) => io.stdout.write(text, (e) => (e ? fail(e) : ok())));
  let answer: HookAnswer;
  let payload: Payload | null;
  try {
    const parsed = parsePayload(await readInput(io.stdin));
    if (!parsed.payload) return finish(name, { code: 0, notice: `handover: hook ${name}: ${parsed.problem}; ignored, nothing checked.` }, write, io);
    payload = parsed.payload;
  } catch (error) {
    return finish(name, { code: 0, notice: `handover: hook ${name}: cannot read the hook input (${(error as Error).message}); ignored, nothing checked.` }, write, io);
  }
  try {
    // Each hook loads only its own module: the guard runs before every edit the agent makes.
    if (name === 'claude-pre-tool-use') {
      // The cheap path test first: an edit of an ordinary file is let through before the guard, the config or the rules load.
      const fast = await import('../../hooks/fast.js');
      const edited = fast.editedPath(payload, io.env, cwd);
      if (edited === null || (!('problem' in edited) && fast.surelyNotProtocol(edited.abs))) answer = { code: 0 };
      else answer = await (await import('../../hooks/guard.js')).guardToolUse(payload, cwd, io.env);
    }
    else if (name === 'claude-post-tool-use') answer = await (await import('../../hooks/post-tool-use.js')).postToolUse(payload, cwd, io.env);
    else if (name === 'claude-session-start') answer = await (await import('../../hooks/session-start.js')).sessionStart(payload, cwd, write, io.env);
    else answer = await (await import('../../hooks/stop.js')).stopHook(payload, cwd, io.env);
  } catch (error) {
    const why = `handover: hook ${name} failed (${(error as Error).message}). Rerun with HANDOVER_DEBUG=1 and report it.`;
    // The guard fails closed: an edit it could not check is refused. The other hooks say so and let the agent go on.
    answer = name === 'claude-pre-tool-use' ? { code: 2, stderr: `${why} The edit is refused so that nothing passes unchecked.\n` } : { code: name === 'claude-post-tool-use' ? 2 : 0, ...(name === 'claude-post-tool-use' ? { stderr: why + '\n' } : { notice: why }) };
    if (io.env.HANDOVER_DEBUG) io.stderr.write(`${(error as Error).stack}\n`);
  }
  return finish(name, answer, write, io);
}

/** Writes the answer where Claude Code shows it for this event. */
async function finish(name: Hook, a: HookAnswer, write: (t: string) => Promise<void>, io: CommandIo): Promise<number> {
  let stdout = a.stdout ?? '';
  if (a.notice) {
    if (name === 'claude-session-start') stdout += a.notice + '\n';
    else if (name === 'claude-stop') {
      const out = stdout ? (JSON.parse(stdout) as Record<string, unknown>) : {};
      out.systemMessage = [out.systemMessage, a.notice].filter(Boolean).join('\n');
      stdout = JSON.stringify(out) + '\n';
    } else stdout = JSON.stringify({ systemMessage: a.notice, hookSpecificOutput: { hookEventName: EVENT[name], additionalContext: a.notice } }) + '\n';
  }
  if (stdout) await write(stdout);
  if (a.stderr) io.stderr.write(a.stderr);
  return a.code;
}
