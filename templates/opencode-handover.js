// handover:opencode-plugin (written by `handover init`; `handover init` refreshes it)
// The handover guard for opencode: before a tool edits a file it runs this clone's hook script
// (.git/handover/hook, written by `handover init`) and throws to refuse what breaks the protocol; after a shell
// command it adds what the command broke to the result the model reads. Anything that stops the check from
// running refuses the edit: the guard never fails open.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const NOT_SET_UP = '{{notsetup}}';
/**
 * The tools that write no file (let through at once), and the shell (checked after it runs). Every other tool is
 * checked before it runs: edit, write, multiedit, apply_patch (what gpt-5 gets instead of edit and write), patch,
 * and any tool handover does not know, which is refused when it names a protocol file.
 */
const READ_ONLY = new Set({{readonly}});
const SHELL = new Set(['bash']);

export const Handover = async ({ directory }) => {
  const started = new Set();
  const script = () => {
    const r = spawnSync('git', ['-C', directory, 'rev-parse', '--path-format=absolute', '--git-common-dir'], {
      encoding: 'utf8',
    });
    const path = r.status === 0 ? join(r.stdout.trim(), 'handover', 'hook') : null;
    return path && existsSync(path) ? path : null;
  };
  /** Runs one `handover hook` through the hook script: exit 0 passes; anything else is what to tell the model. */
  const run = (hook, payload) => {
    const path = script();
    if (!path) return { ok: false, text: NOT_SET_UP };
    const r = spawnSync('/bin/sh', [path, hook], {
      cwd: directory,
      input: JSON.stringify(payload),
      encoding: 'utf8',
      timeout: 300_000, // handover's HOOK_TIMEOUT_SECONDS, far above the guard's worst case
    });
    if (r.status === 0) return { ok: true, text: r.stdout };
    const why = r.status === 2 ? r.stderr.trim() : '';
    const failed = r.error ? r.error.message : `exit ${r.status ?? r.signal}`;
    return {
      ok: false,
      text: why || `handover could not check this (${failed}); run handover doctor in ${directory}.`,
    };
  };
  const payload = (input, args) => ({
    session_id: input.sessionID,
    cwd: directory,
    tool_name: input.tool,
    tool_input: args ?? {},
  });
  return {
    'tool.execute.before': async (input, output) => {
      if (!started.has(input.sessionID)) {
        started.add(input.sessionID);
        // Notes the commit the session starts from, for the check after shell commands (nothing is shown).
        run('opencode-session-start', { session_id: input.sessionID, cwd: directory, source: 'resume' });
      }
      if (READ_ONLY.has(input.tool) || /^handover[-_]/.test(input.tool)) return;
      const r = run('opencode-pre-tool-use', payload(input, output.args));
      if (!r.ok) throw new Error(r.text);
    },
    'tool.execute.after': async (input, output) => {
      if (!SHELL.has(input.tool)) return;
      const r = run('opencode-post-tool-use', payload(input, input.args));
      if (!r.ok) output.output = `${output.output ?? ''}\n\n${r.text}`;
    },
  };
};
