import { oneLine, shown, shownHookOutput } from '../../display.js';
import { CliError } from '../../errors.js';
import { HOST_HOOKS, JSON_ANSWERS, SCRIPT_JSON_ANSWERS, termsOf, translate, type HookName } from '../../hooks/hosts.js';
import { parsePayload, readInput, type HookAnswer, type Payload } from '../../hooks/payload.js';
import { parseCommandArgs, workDir, type CommandIo } from '../io.js';

export { fromGemini } from '../../hooks/hosts.js';

const HOOKS = Object.keys(HOST_HOOKS) as HookName[];

/**
 * `handover hook <name>`: the agent hook entry points (Claude Code, Codex, Gemini CLI, Qwen Code, Copilot CLI,
 * opencode), reading the host's hook JSON on stdin. Each host's payload is translated at the edge
 * (src/hooks/hosts.ts) and runs the same checks. Unreadable input never blocks the agent: it exits 0 with a note
 * the agent and the user see. A failure inside the guard refuses the edit (exit 2): a guard that breaks must not
 * read as allowed.
 */
export async function run(args: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('hook', args, {});
  const name = positionals[0] as HookName;
  if (positionals.length !== 1 || !(HOOKS as readonly string[]).includes(name)) {
    const given = name ? `, not "${positionals.join(' ')}"` : '';
    throw new CliError(`handover hook takes one of ${HOOKS.join(', ')}${given}; see handover help hook.`, 2);
  }
  const { host, role } = HOST_HOOKS[name];
  if (await extensionStepsAside(host, io.env)) return 0;
  const cwd = workDir(io, values.cwd);
  const raw = (text: string) => new Promise<void>((ok, fail) => io.stdout.write(text, (e) => (e ? fail(e) : ok())));
  // Hosts other than Claude Code read only JSON on stdout at session start: the agent's context goes in
  // additionalContext.
  const jsonStart = role === 'start' && host !== 'claude';
  let wrote = false;
  // Everything a hook writes holds text other people wrote (entries, titles, config values, file names): shown, never
  // obeyed.
  const write = (text: string): Promise<void> => {
    if (!jsonStart) return raw(shown(text));
    wrote = true;
    const own = JSON_ANSWERS[name];
    const out = own
      ? own(shown(text))
      : { hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: shown(text) } };
    return raw(`${JSON.stringify(out)}\n`);
  };
  let payloads: Payload[];
  let original: Payload = {};
  try {
    const parsed = parsePayload(await readInput(io.stdin));
    if (!parsed.payload)
      return finish(
        name,
        { code: 0, notice: `handover: hook ${name}: ${parsed.problem}; ignored, nothing checked.` },
        raw,
        io,
      );
    original = parsed.payload;
    payloads = translate(name, original, io.env, cwd);
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
  let answer: HookAnswer = { code: 0 };
  try {
    for (const payload of payloads) {
      answer = await runRole(role, { payload, cwd, io, write, terms: termsOf(host, original) });
      if (answer.code === 2) break;
    }
  } catch (error) {
    const why =
      `handover: hook ${name} failed (${oneLine((error as Error).message)}). Rerun with HANDOVER_DEBUG=1 ` +
      `and report it.`;
    // The guard fails closed: an edit it could not check is refused. The other hooks say so and let the agent go on.
    answer =
      role === 'pre'
        ? { code: 2, stderr: `${why} The edit is refused so that nothing passes unchecked.\n` }
        : role === 'post'
          ? { code: 2, stderr: `${why}\n` }
          : { code: 0, notice: why };
    if (io.env.HANDOVER_DEBUG) io.stderr.write(`${(error as Error).stack}\n`);
  }
  if (jsonStart && wrote && answer.notice)
    answer = { ...answer, notice: undefined, stderr: `${oneLine(answer.notice)}\n` };
  return finish(name, answer, raw, io);
}

/**
 * The handover extension's hook in a session at the root of a repository whose project hooks (init's) run handover:
 * it steps aside when the host loads them, and judges too when it may not have (an untrusted folder). Only when the
 * extension's own shell started this process: the same variables inherited by a project hook (from a project's
 * .env, say) would otherwise make both step aside.
 */
async function extensionStepsAside(host: string, env: NodeJS.ProcessEnv): Promise<boolean> {
  const root = env.HANDOVER_EXTENSION_ROOT;
  if (!root || env.HANDOVER_EXTENSION_PID !== String(process.ppid)) return false;
  if (host !== 'gemini' && host !== 'qwen') return false;
  return (await import('../../hooks/folder-trust.js')).projectHooksRun(host, root, env);
}

/** Runs the check a hook's role names; each loads only its own module (the guard runs before every edit). */
async function runRole(
  role: 'pre' | 'post' | 'start' | 'stop',
  o: {
    payload: Payload;
    cwd: string;
    io: CommandIo;
    write: (t: string) => Promise<void>;
    terms: import('../../hooks/hosts.js').HostTerms;
  },
): Promise<HookAnswer> {
  const { payload, cwd, io } = o;
  if (role === 'pre') {
    // The cheap path test first: an edit of an ordinary file is let through before the guard, the config or the rules
    // load.
    const fast = await import('../../hooks/fast.js');
    const edited = fast.editedPath(payload, io.env, cwd);
    if (
      edited === null ||
      (!('problem' in edited) && fast.surelyNotProtocol(edited.abs) && fast.surelyNotProtocol(edited.real))
    )
      return { code: 0 };
    // (the build makes the guard one file of its own, dist/cli/hook-guard.js: scripts/build.mjs)
    return (await import('../../hooks/guard.js')).guardToolUse(payload, cwd, io.env, o.terms);
  }
  if (role === 'post') return (await import('../../hooks/post-tool-use.js')).postToolUse(payload, cwd, io.env, o.terms);
  if (role === 'start')
    return (await import('../../hooks/session-start.js')).sessionStart(payload, cwd, o.write, io.env);
  return (await import('../../hooks/stop.js')).stopHook(payload, cwd, io.env);
}

/** Writes the answer where the host shows it for this event. */
async function finish(
  name: HookName,
  a: HookAnswer,
  write: (t: string) => Promise<void>,
  io: CommandIo,
): Promise<number> {
  const { host, role, event } = HOST_HOOKS[name];
  let stdout = a.stdout ?? '';
  // A note is one sentence: a newline in it came from a quoted value, and is shown as \n.
  if (a.notice) a = { ...a, notice: oneLine(a.notice) };
  if (a.notice) {
    if (name === 'claude-session-start') stdout += `${a.notice}\n`;
    else if (role === 'start' && JSON_ANSWERS[name]) stdout = `${JSON.stringify(JSON_ANSWERS[name](a.notice))}\n`;
    else if (role === 'stop') {
      const out = stdout ? (JSON.parse(stdout) as Record<string, unknown>) : {};
      out.systemMessage = [out.systemMessage, a.notice].filter(Boolean).join('\n');
      stdout = `${JSON.stringify(out)}\n`;
    } else if (host === 'gemini' && role !== 'start') stdout = `${JSON.stringify({ systemMessage: a.notice })}\n`;
    else
      stdout = `${JSON.stringify({
        systemMessage: a.notice,
        hookSpecificOutput: { hookEventName: event, additionalContext: a.notice },
      })}\n`;
  }
  // Hosts that do not show the model an exit 2's stderr (Qwen Code after a tool, Copilot CLI), and Claude Code, which
  // shows its hook command before it, when the clone's hook script runs us: JSON at exit 0, which shows only the text.
  const json = JSON_ANSWERS[name] ?? (io.env.HANDOVER_HOOK_SCRIPT === '1' ? SCRIPT_JSON_ANSWERS[name] : undefined);
  if (json && a.code === 2 && a.stderr) {
    await write(`${JSON.stringify(json([a.notice, shown(a.stderr).trimEnd()].filter(Boolean).join('\n')))}\n`);
    return 0;
  }
  if (stdout) await write(shownHookOutput(stdout)); // the hooks' own JSON (or a note line), its strings shown
  if (a.stderr) io.stderr.write(shown(a.stderr));
  return a.code;
}
