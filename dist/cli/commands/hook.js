import { CliError } from '../../errors.js';
import { parsePayload, readInput } from '../../hooks/payload.js';
import { parseCommandArgs, workDir } from '../io.js';
const HOOKS = ['claude-pre-tool-use', 'claude-session-start', 'claude-stop'];
/**
 * `handover hook <name>`: Claude Code hook entry points, reading the hook's JSON on stdin.
 * Unreadable input never blocks the agent: it exits 0 with a note on stderr.
 */
export async function run(args, io) {
    const { values, positionals } = parseCommandArgs('hook', args, {});
    const name = positionals[0];
    if (positionals.length !== 1 || !HOOKS.includes(name)) {
        throw new CliError(`handover hook takes one of ${HOOKS.join(', ')}${name ? `, not "${positionals.join(' ')}"` : ''}; see handover help hook.`, 2);
    }
    const cwd = workDir(io, values.cwd);
    const write = (text) => new Promise((ok, fail) => io.stdout.write(text, (e) => (e ? fail(e) : ok())));
    let answer;
    let payload;
    try {
        const parsed = parsePayload(await readInput(io.stdin));
        if (!parsed.payload)
            return finish(io, { code: 0, stderr: `handover: hook ${name}: ${parsed.problem}; ignored, nothing checked.\n` }, write);
        payload = parsed.payload;
    }
    catch (error) {
        return finish(io, { code: 0, stderr: `handover: hook ${name}: cannot read the hook input (${error.message}); ignored, nothing checked.\n` }, write);
    }
    try {
        // Each hook loads only its own module: the guard runs before every edit the agent makes.
        if (name === 'claude-pre-tool-use')
            answer = await (await import('../../hooks/guard.js')).guardToolUse(payload, cwd, io.env);
        else if (name === 'claude-session-start')
            answer = await (await import('../../hooks/session-start.js')).sessionStart(payload, cwd, write);
        else
            answer = await (await import('../../hooks/stop.js')).stopHook(payload, cwd, io.env);
    }
    catch (error) {
        // A bug in a hook must not stop the agent's work; the pre-commit hook and CI still check.
        answer = { code: 0, stderr: `handover: hook ${name} failed (${error.message}); let through. Rerun with HANDOVER_DEBUG=1 and report it.\n` };
        if (io.env.HANDOVER_DEBUG)
            answer.stderr += `${error.stack}\n`;
    }
    return finish(io, answer, write);
}
async function finish(io, a, write) {
    if (a.stdout)
        await write(a.stdout);
    if (a.stderr)
        io.stderr.write(a.stderr);
    return a.code;
}
