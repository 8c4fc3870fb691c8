import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { git, makeRepo } from '../helpers/repo.js';

/**
 * Every host's hooks fed the payloads its real binary sent (test/fixtures/hook-payloads/<host>/, captured by the
 * e2e harness from Claude Code 2.1.332, Codex CLI 0.171.0, Gemini CLI 0.61.0, Qwen Code 0.24.4, Copilot CLI
 * 1.0.102 and opencode 1.18.33, with the repo path as $REPO): the same checks, each host's payload translated at
 * the edge, messages in the host's terms.
 */
const LOG = '# Handover: lab\n\nAppend-only.\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst entry.\n';

function labRepo(): string {
  const dir = makeRepo([{ files: { 'HANDOVER.md': LOG, '.handoverrc.yaml': 'agent: lab\n', 'README.md': '# lab\n' } }]);
  git(dir, ['config', 'handover.agent', 'lab']);
  return dir;
}

/** A captured payload with this repo's path in place of $REPO. */
function captured(host: string, name: string, dir: string): Record<string, unknown> {
  const text = readFileSync(new URL(`../fixtures/hook-payloads/${host}/${name}.json`, import.meta.url), 'utf8');
  return JSON.parse(text.replaceAll('$REPO', dir)) as Record<string, unknown>;
}

const hook = (name: string, payload: unknown, dir: string) =>
  runCli(['hook', name], {
    cwd: dir,
    input: JSON.stringify(payload),
    env: { CLAUDE_PROJECT_DIR: undefined, GEMINI_PROJECT_DIR: undefined },
  });

const rewritePatch = '*** Begin Patch\n*** Update File: HANDOVER.md\n@@\n-First entry.\n+Rewritten.\n*** End Patch\n';
const newString = (p: Record<string, unknown>) => Object.assign(p.tool_input as object, { new_string: 'Rewritten.' });

describe('the edit guard for every host, on the payloads the real binaries sent', () => {
  const cases = [
    {
      host: 'claude',
      hook: 'claude-pre-tool-use',
      fixture: 'PreToolUse-Edit',
      rewrite: newString,
      terms: /this Edit of HANDOVER\.md by lab breaks the protocol[\s\S]*CLAUDE\.md or AGENTS\.md/,
    },
    {
      host: 'gemini',
      hook: 'gemini-before-tool',
      fixture: 'BeforeTool-replace',
      rewrite: newString,
      terms: /this replace of HANDOVER\.md by lab breaks the protocol[\s\S]*GEMINI\.md or AGENTS\.md/,
    },
    {
      host: 'qwen',
      hook: 'qwen-pre-tool-use',
      fixture: 'PreToolUse-edit',
      rewrite: newString,
      terms: /this edit of HANDOVER\.md by lab breaks the protocol[\s\S]*QWEN\.md or AGENTS\.md/,
    },
    {
      host: 'codex',
      hook: 'codex-pre-tool-use',
      fixture: 'PreToolUse-apply_patch-update',
      rewrite: (p: Record<string, unknown>) => Object.assign(p.tool_input as object, { command: rewritePatch }),
      terms:
        /this apply_patch of HANDOVER\.md by lab breaks the protocol[\s\S]*\(see the handover block in AGENTS\.md\)/,
    },
  ];
  it('copilot: lets the captured append and create through, denies a rewrite in JSON, the finding first', () => {
    const dir = labRepo();
    for (const f of ['preToolUse-edit', 'preToolUse-create', 'preToolUse-bash'])
      expect(hook('copilot-pre-tool-use', captured('copilot', f, dir), dir), f).toMatchObject({ code: 0, stdout: '' });
    const bad = captured('copilot', 'preToolUse-edit', dir);
    Object.assign(bad.toolArgs as object, { new_str: 'Rewritten.' });
    const r = hook('copilot-pre-tool-use', bad, dir);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.permissionDecision).toBe('deny');
    expect(out.permissionDecisionReason).toMatch(/^handover: this edit of HANDOVER\.md by lab breaks the protocol/);
    expect(out.permissionDecisionReason).toContain('handover/append-only');
    expect(readFileSync(join(dir, 'HANDOVER.md'), 'utf8')).toBe(LOG);
  });

  for (const c of cases) {
    it(`${c.host}: lets the captured append through, blocks a rewrite of entry 1 in its own terms`, () => {
      const dir = labRepo();
      expect(hook(c.hook, captured(c.host, c.fixture, dir), dir)).toMatchObject({ code: 0, stderr: '' });
      const bad = captured(c.host, c.fixture, dir);
      c.rewrite(bad);
      const r = hook(c.hook, bad, dir);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(c.terms);
      expect(r.stderr).toContain('handover/append-only');
      expect(readFileSync(join(dir, 'HANDOVER.md'), 'utf8')).toBe(LOG);
    });
  }

  it('qwen: a write_file of another file passes at once', () => {
    const dir = labRepo();
    expect(hook('qwen-pre-tool-use', captured('qwen', 'PreToolUse-write_file', dir), dir)).toEqual({
      code: 0,
      stdout: '',
      stderr: '',
    });
  });

  it("codex: apply_patch's add, delete and move of a protocol file are judged; a patch it cannot place is refused", () => {
    const dir = labRepo();
    const p = captured('codex', 'PreToolUse-apply_patch-add', dir);
    expect(hook('codex-pre-tool-use', p, dir).code).toBe(0);
    const withPatch = (patch: string) => ({ ...p, tool_input: { command: patch } });
    const del = hook(
      'codex-pre-tool-use',
      withPatch('*** Begin Patch\n*** Delete File: HANDOVER.md\n*** End Patch\n'),
      dir,
    );
    expect(del.code).toBe(2);
    expect(del.stderr).toContain('this apply_patch of HANDOVER.md');
    const move = hook(
      'codex-pre-tool-use',
      withPatch('*** Begin Patch\n*** Update File: notes.md\n*** Move to: HANDOVER.md\n@@\n-x\n+y\n*** End Patch\n'),
      dir,
    );
    expect(move.code).toBe(2);
    const forged = hook(
      'codex-pre-tool-use',
      withPatch(
        '*** Begin Patch\n*** Add File: PROJECT_REGISTRY.md\n+# Project registry\n+\n+## other [SELF]\n+\n+- Owns: everything\n+- Address: ../other\n*** End Patch\n',
      ),
      dir,
    );
    expect(forged.code).toBe(2);
    expect(forged.stderr).toContain('registry/self-authority');
    const stale = hook(
      'codex-pre-tool-use',
      withPatch('*** Begin Patch\n*** Update File: HANDOVER.md\n@@\n-Not in the file.\n+x\n*** End Patch\n'),
      dir,
    );
    expect(stale.code).toBe(2);
    expect(stale.stderr).toContain('handover cannot tell what it would change');
  });
});

/**
 * The payload handover's opencode plugin builds from a captured tool call: tool.execute.before's `input` and
 * `output.args`, or tool.execute.after's `input` (which holds the args), as templates/opencode-handover.js does.
 */
function opencodePayload(name: string, dir: string, folder = 'opencode-gpt-5'): Record<string, unknown> {
  const c = captured(folder, name, dir) as {
    input: { tool: string; sessionID: string; args?: unknown };
    args?: unknown;
  };
  return { session_id: c.input.sessionID, cwd: dir, tool_name: c.input.tool, tool_input: c.args ?? c.input.args };
}

const appendPatch =
  '*** Begin Patch\n*** Update File: HANDOVER.md\n@@\n First entry.\n+\n+## 2 · 2026-11-29T11:00:00Z\n+\n+Second.\n*** End Patch\n';

describe('apply_patch where the model decides it (Copilot CLI on gpt-5.5, opencode on gpt-5, Codex through its shell)', () => {
  it('copilot on gpt-5.5: the freeform apply_patch it sends (the patch as the whole toolArgs) is judged', () => {
    const dir = labRepo();
    const bad = captured('copilot-gpt-5.5', 'preToolUse-apply_patch', dir);
    const r = hook('copilot-pre-tool-use', bad, dir);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.permissionDecision).toBe('deny');
    expect(out.permissionDecisionReason).toMatch(
      /^handover: this apply_patch of HANDOVER\.md by lab breaks the protocol/,
    );
    expect(out.permissionDecisionReason).toContain('handover/append-only');
    expect(hook('copilot-pre-tool-use', { ...bad, toolArgs: appendPatch }, dir)).toMatchObject({ code: 0, stdout: '' });
    // after the patch ran (judged before), nothing to say
    const post = captured('copilot-gpt-5.5', 'postToolUse-apply_patch', dir);
    expect(hook('copilot-post-tool-use', post, dir)).toMatchObject({ code: 0, stdout: '' });
  });

  it('opencode on gpt-5: apply_patch { patchText } is judged, and a tool named patch (none in opencode 1.18.33) alike', () => {
    const dir = labRepo();
    const bad = opencodePayload('tool.execute.before-apply_patch', dir);
    for (const tool of ['apply_patch', 'patch']) {
      const r = hook('opencode-pre-tool-use', { ...bad, tool_name: tool }, dir);
      expect(r.code, tool).toBe(2);
      expect(r.stderr).toMatch(new RegExp(`^handover: this ${tool} of HANDOVER\\.md by lab breaks the protocol`));
      const ok = hook(
        'opencode-pre-tool-use',
        { ...bad, tool_name: tool, tool_input: { patchText: appendPatch } },
        dir,
      );
      expect(ok, tool).toMatchObject({ code: 0, stderr: '' });
    }
  });

  it('opencode (a model without gpt-): the captured edit and write pass, a rewrite is refused, a shell rewrite is reported', () => {
    const dir = labRepo();
    for (const f of ['tool.execute.before-edit', 'tool.execute.before-write'])
      expect(hook('opencode-pre-tool-use', opencodePayload(f, dir, 'opencode'), dir), f).toMatchObject({
        code: 0,
        stderr: '',
      });
    const edit = opencodePayload('tool.execute.before-edit', dir, 'opencode');
    const bad = { ...edit, tool_input: { ...(edit.tool_input as object), newString: 'Rewritten.' } };
    const r = hook('opencode-pre-tool-use', bad, dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^handover: this edit of HANDOVER\.md by lab breaks the protocol/);
    // after the shell tool the plugin passes tool.execute.after's input.args on
    writeFileSync(join(dir, 'HANDOVER.md'), LOG.replace('First entry.', 'Rewritten.'));
    const after = hook('opencode-post-tool-use', opencodePayload('tool.execute.after-bash', dir, 'opencode'), dir);
    expect(after.code).toBe(2);
    expect(after.stderr).toMatch(/^handover: your bash command changed protocol files/);
    expect(after.stderr).toContain('git checkout HEAD -- HANDOVER.md');
  });

  it('opencode 1.18.33: a call to patch or multiedit reaches its invalid tool, which writes nothing and is let through', () => {
    const dir = labRepo();
    for (const f of ['tool.execute.before-invalid-patch', 'tool.execute.before-invalid-multiedit'])
      expect(hook('opencode-pre-tool-use', opencodePayload(f, dir, 'opencode'), dir), f).toMatchObject({
        code: 0,
        stderr: '',
      });
  });

  it('opencode: multiedit (none in opencode 1.18.33; a plugin or another version may bring it) is judged per file', () => {
    const dir = labRepo();
    const log = join(dir, 'HANDOVER.md');
    const edit = (oldString: string, newString: string, filePath?: string) => ({ oldString, newString, filePath });
    const call = (edits: unknown[]) => ({
      session_id: 's',
      cwd: dir,
      tool_name: 'multiedit',
      tool_input: { filePath: join(dir, 'notes.md'), edits },
    });
    const bad = hook('opencode-pre-tool-use', call([edit('First entry.', 'Rewritten.', log)]), dir);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^handover: this multiedit of HANDOVER\.md by lab breaks the protocol/);
    const good = call([edit('First entry.', 'First entry.\n\n## 2 · 2026-11-29T11:00:00Z\n\nSecond.', log)]);
    expect(hook('opencode-pre-tool-use', good, dir)).toMatchObject({ code: 0, stderr: '' });
  });

  it('a tool handover does not know is refused, in one sentence, when it names a protocol file; let through otherwise', () => {
    const dir = labRepo();
    const copilot = (toolArgs: unknown) => ({ sessionId: 's', cwd: dir, toolName: 'str_replace_based_edit', toolArgs });
    const r = hook('copilot-pre-tool-use', copilot({ path: 'HANDOVER.md', text: 'x' }), dir);
    const reason = JSON.parse(r.stdout).permissionDecisionReason as string;
    expect(reason).toBe(
      'handover: this str_replace_based_edit of HANDOVER.md is refused: handover does not know what the ' +
        'str_replace_based_edit tool writes, and a protocol file is changed only by an edit it can check or by a ' +
        'handover command (append, sync set, registry add).',
    );
    expect(hook('copilot-pre-tool-use', copilot({ path: 'notes.md', text: 'x' }), dir)).toMatchObject({
      code: 0,
      stdout: '',
    });
    // the tools it knows write nothing are let through, whatever they name
    expect(hook('copilot-pre-tool-use', { ...copilot({ path: 'HANDOVER.md' }), toolName: 'view' }, dir).stdout).toBe(
      '',
    );
    const oc = { session_id: 's', cwd: dir, tool_name: 'fancy_write', tool_input: { target: join(dir, 'SYNC.md') } };
    expect(hook('opencode-pre-tool-use', { ...oc, tool_input: { target: join(dir, 'HANDOVER.md') } }, dir).code).toBe(
      2,
    );
    expect(
      hook('opencode-pre-tool-use', { ...oc, tool_name: 'read', tool_input: { filePath: 'HANDOVER.md' } }, dir),
    ).toMatchObject({ code: 0, stderr: '' });
  });

  it("claude: an MCP tool (deferred behind ToolSearch) that names a protocol file is refused; handover's own are not", () => {
    const dir = labRepo();
    const mcp = captured('claude-mcp', 'PreToolUse-mcp__fs__write_file', dir);
    const write = (path: string) => ({ ...mcp, tool_input: { path, content: 'x\n' } });
    const r = hook('claude-pre-tool-use', write(join(dir, 'HANDOVER.md')), dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'handover: this mcp__fs__write_file of HANDOVER.md is refused: handover does not know what the ' +
        'mcp__fs__write_file tool writes, and a protocol file is changed only by an edit it can check or by a ' +
        'handover command (append, sync set, registry add).\n',
    );
    // a relative path is the session's folder's
    expect(hook('claude-pre-tool-use', write('SYNC.md'), dir).code).toBe(2);
    expect(hook('claude-pre-tool-use', write(join(dir, 'b.txt')), dir)).toMatchObject({ code: 0, stderr: '' });
    // handover's own MCP server checks its own writes; Read writes nothing
    const own = { ...write(join(dir, 'HANDOVER.md')), tool_name: 'mcp__handover__append' };
    expect(hook('claude-pre-tool-use', own, dir)).toMatchObject({ code: 0, stderr: '' });
    const read = { ...mcp, tool_name: 'Read', tool_input: { file_path: join(dir, 'HANDOVER.md') } };
    expect(hook('claude-pre-tool-use', read, dir)).toMatchObject({ code: 0, stderr: '' });
  });

  it('qwen: an MCP tool run through tool_call (the hook gets its own name) that names a protocol file is refused', () => {
    const dir = labRepo();
    const mcp = captured('qwen-tool-call', 'PreToolUse-mcp__fs__write_file', dir);
    const write = (path: string) => ({ ...mcp, tool_input: { path, content: 'x\n' } });
    const r = hook('qwen-pre-tool-use', write(join(dir, 'HANDOVER.md')), dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^handover: this mcp__fs__write_file of HANDOVER\.md is refused: handover does not know/);
    expect(hook('qwen-pre-tool-use', write(join(dir, 'b.txt')), dir)).toMatchObject({ code: 0, stderr: '' });
    // notebook_edit (in Qwen Code's first tool list) is a tool handover does not read either
    const nb = { ...mcp, tool_name: 'notebook_edit', tool_input: { notebook_path: join(dir, 'HANDOVER.md') } };
    expect(hook('qwen-pre-tool-use', nb, dir).code).toBe(2);
    // its edit is still judged as an edit
    const edit = captured('qwen', 'PreToolUse-edit', dir);
    newString(edit);
    expect(hook('qwen-pre-tool-use', edit, dir).stderr).toMatch(/breaks the protocol/);
  });

  it('codex: an MCP tool (loaded through tool_search, called in its namespace) that names a protocol file is refused', () => {
    const dir = labRepo();
    const mcp = captured('codex-mcp', 'PreToolUse-mcp__fs__write_file', dir);
    const write = (path: string) => ({ ...mcp, tool_input: { path, content: 'x\n' } });
    const r = hook('codex-pre-tool-use', write(join(dir, 'HANDOVER.md')), dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^handover: this mcp__fs__write_file of HANDOVER\.md is refused: handover does not know/);
    expect(hook('codex-pre-tool-use', write('SYNC.md'), dir).code).toBe(2);
    expect(hook('codex-pre-tool-use', write(join(dir, 'b.txt')), dir)).toMatchObject({ code: 0, stderr: '' });
    // handover's own MCP tools check their own writes; Codex's own tools that write no file pass
    const own = { ...write(join(dir, 'HANDOVER.md')), tool_name: 'mcp__handover__append' };
    expect(hook('codex-pre-tool-use', own, dir)).toMatchObject({ code: 0, stderr: '' });
    const image = { ...mcp, tool_name: 'view_image', tool_input: { path: join(dir, 'HANDOVER.md') } };
    expect(hook('codex-pre-tool-use', image, dir)).toMatchObject({ code: 0, stderr: '' });
  });

  it("codex: a session's start is kept (its HEAD), so a shell rewrite committed in the same command is reported", () => {
    const dir = labRepo();
    const home = join(dir, '.home');
    mkdirSync(home);
    const run = (name: string, payload: unknown) =>
      runCli(['hook', name], { cwd: dir, input: JSON.stringify(payload), env: { HOME: home, XDG_STATE_HOME: home } });
    expect(run('codex-session-start', captured('codex', 'SessionStart', dir)).code).toBe(0);
    writeFileSync(join(dir, 'HANDOVER.md'), LOG.replace('First entry.', 'First entry, quietly edited.'));
    git(dir, ['commit', '-qam', 'x', '--no-verify']);
    const post = { ...captured('codex', 'PostToolUse-Bash', dir), tool_input: { command: 'sed … && git commit' } };
    const r = run('codex-post-tool-use', post);
    expect(r.stdout + r.stderr).toMatch(/handover\/append-only/);
  });

  it('gemini: an MCP tool (mcp_<server>_<tool>) that names a protocol file is refused', () => {
    const dir = labRepo();
    const mcp = captured('gemini-mcp', 'BeforeTool-mcp_fs_write_file', dir);
    const write = (path: string) => ({ ...mcp, tool_input: { path, content: 'x\n' } });
    const r = hook('gemini-before-tool', write(join(dir, 'HANDOVER.md')), dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^handover: this mcp_fs_write_file of HANDOVER\.md is refused: handover does not know/);
    expect(hook('gemini-before-tool', write(join(dir, 'b.txt')), dir)).toMatchObject({ code: 0, stderr: '' });
    // handover's own MCP server (mcp_handover_<tool> in Gemini CLI); read_file writes nothing
    const own = { ...write(join(dir, 'HANDOVER.md')), tool_name: 'mcp_handover_append' };
    expect(hook('gemini-before-tool', own, dir)).toMatchObject({ code: 0, stderr: '' });
    const read = { ...mcp, tool_name: 'read_file', tool_input: { file_path: join(dir, 'HANDOVER.md') } };
    expect(hook('gemini-before-tool', read, dir)).toMatchObject({ code: 0, stderr: '' });
    // its edit is still judged as an edit
    const edit = captured('gemini', 'BeforeTool-replace', dir);
    newString(edit);
    expect(hook('gemini-before-tool', edit, dir).stderr).toMatch(/breaks the protocol/);
  });

  it("opencode code mode: execute's script is not a path; the MCP calls in it are judged, each under its own name", () => {
    const dir = labRepo();
    // as handover's plugin sends what opencode's hooks got (test/fixtures/hook-payloads/opencode-execute/)
    const sent = (name: string) => {
      const c = captured('opencode-execute', name, dir) as { input: { tool: string; sessionID: string }; args: object };
      return { session_id: c.input.sessionID, cwd: dir, tool_name: c.input.tool, tool_input: c.args };
    };
    const script = sent('tool.execute.before-execute');
    const code = { code: 'return await tools.fs.write_file({ path: "notes.md", content: "x" }); // HANDOVER.md' };
    expect(hook('opencode-pre-tool-use', { ...script, tool_input: code }, dir)).toMatchObject({ code: 0, stderr: '' });
    const call = sent('tool.execute.before-fs_write_file');
    const bad = { ...call, tool_input: { path: join(dir, 'HANDOVER.md'), content: 'x' } };
    expect(hook('opencode-pre-tool-use', bad, dir).stderr).toMatch(
      /^handover: this fs_write_file of HANDOVER\.md is refused/,
    );
    expect(hook('opencode-pre-tool-use', call, dir)).toMatchObject({ code: 0, stderr: '' });
  });

  it('codex: apply_patch run through its shell tool (a heredoc, cd first, or the patch as the argument) is judged', () => {
    const dir = labRepo();
    const bad = captured('codex-shell', 'PreToolUse-Bash', dir);
    const r = hook('codex-pre-tool-use', bad, dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^handover: this apply_patch of HANDOVER\.md by lab breaks the protocol/);
    const withCommand = (command: unknown) => ({ ...bad, tool_input: { command } });
    const rewrite = '*** Begin Patch\n*** Update File: HANDOVER.md\n@@\n-First entry.\n+Rewritten.\n*** End Patch\n';
    mkdirSync(join(dir, 'sub'));
    const forms = [
      `cd sub && apply_patch <<'PATCH'\n${rewrite.replace('HANDOVER.md', '../HANDOVER.md')}PATCH\n`,
      `apply_patch '${rewrite}'`,
      ['apply_patch', rewrite],
      ['bash', '-lc', `apply_patch <<EOF\n${rewrite}EOF`],
    ];
    for (const f of forms) expect(hook('codex-pre-tool-use', withCommand(f), dir).code, JSON.stringify(f)).toBe(2);
    expect(hook('codex-pre-tool-use', withCommand(`apply_patch <<'EOF'\n${appendPatch}EOF\n`), dir)).toMatchObject({
      code: 0,
      stderr: '',
    });
    for (const plain of ['grep -n apply_patch notes.md', 'echo hi >> notes.md'])
      expect(hook('codex-pre-tool-use', withCommand(plain), dir), plain).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(readFileSync(join(dir, 'HANDOVER.md'), 'utf8')).toBe(LOG);
  });
});

describe('the post-command check for every host', () => {
  it('codex: after an apply_patch (or a shell command) that rewrote entry 1, says what to restore', () => {
    const dir = labRepo();
    writeFileSync(join(dir, 'HANDOVER.md'), LOG.replace('First entry.', 'Rewritten.'));
    const r = hook('codex-post-tool-use', captured('codex', 'PostToolUse-apply_patch-update', dir), dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^handover: your apply_patch changed protocol files/);
    expect(r.stderr).toContain('git checkout HEAD -- HANDOVER.md');
    const bash = hook(
      'codex-post-tool-use',
      { ...captured('codex', 'PostToolUse-Bash', dir), session_id: 'other' },
      dir,
    );
    expect(bash.stderr).toMatch(/^handover: your shell command changed protocol files/);
  });

  it('qwen: after a run_shell_command, in its terms, in additionalContext at exit 0 (Qwen ignores exit 2)', () => {
    const dir = labRepo();
    writeFileSync(join(dir, 'HANDOVER.md'), LOG.replace('First entry.', 'Rewritten.'));
    const r = hook('qwen-post-tool-use', captured('qwen', 'PostToolUse-run_shell_command', dir), dir);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).hookSpecificOutput.additionalContext).toMatch(
      /^handover: your run_shell_command call changed protocol files/,
    );
  });

  it('copilot: after a bash command, in additionalContext at exit 0 (Copilot shows no exit-2 stderr)', () => {
    const dir = labRepo();
    writeFileSync(join(dir, 'HANDOVER.md'), LOG.replace('First entry.', 'Rewritten.'));
    const r = hook('copilot-post-tool-use', captured('copilot', 'postToolUse-bash', dir), dir);
    expect(r.code).toBe(0);
    const context = JSON.parse(r.stdout).additionalContext;
    expect(context).toMatch(/^handover: your bash command changed protocol files/);
    expect(context).toContain('git checkout HEAD -- HANDOVER.md');
    // After an edit or a create (the guard judged those before), nothing to say.
    const dir2 = labRepo();
    expect(hook('copilot-post-tool-use', captured('copilot', 'postToolUse-edit', dir2), dir2)).toMatchObject({
      code: 0,
      stdout: '',
    });
  });

  it('an edit committed in the same command is reported against the commit the session started from', () => {
    const dir = labRepo();
    const session = { session_id: 's-commit', cwd: dir };
    const start = hook('claude-session-start', { ...session, hook_event_name: 'SessionStart', source: 'startup' }, dir);
    expect(start.code).toBe(0);
    writeFileSync(join(dir, 'HANDOVER.md'), LOG.replace('First entry.', 'Rewritten.'));
    git(dir, ['commit', '-qam', 'x', '--no-verify']);
    const r = hook(
      'claude-post-tool-use',
      { ...session, tool_name: 'Bash', tool_input: { command: 'sed && commit' } },
      dir,
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('committed since the session started');
    expect(r.stderr).toMatch(/git checkout [0-9a-f]{40} -- HANDOVER\.md, then commit it/);
    expect(r.stderr).toContain('-First entry.');
  });

  it('a rewrite staged with git add (the tree put back) is reported too', () => {
    const dir = labRepo();
    writeFileSync(join(dir, 'HANDOVER.md'), LOG.replace('First entry.', 'Rewritten.'));
    git(dir, ['add', 'HANDOVER.md']);
    writeFileSync(join(dir, 'HANDOVER.md'), LOG);
    const r = hook('claude-post-tool-use', { cwd: dir, tool_name: 'Bash', tool_input: { command: 'git add' } }, dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('(in the index: staged with git add)');
  });

  it('work that came in by a pull is not blamed on the session', () => {
    const dir = labRepo();
    const other = `${dir}-other`;
    git(dir, ['clone', '-q', dir, other]);
    const session = { session_id: 's-pull', cwd: dir };
    const start = hook('claude-session-start', { ...session, hook_event_name: 'SessionStart', source: 'startup' }, dir);
    expect(start.code).toBe(0);
    writeFileSync(join(other, 'HANDOVER.md'), LOG.replace('First entry.', 'Rewritten upstream.'));
    git(other, ['-c', 'user.email=o@x', '-c', 'user.name=o', 'commit', '-qam', 'theirs', '--no-verify']);
    git(dir, ['pull', '-q', '--ff-only', other]);
    const r = hook('claude-post-tool-use', { ...session, tool_name: 'Bash', tool_input: { command: 'git pull' } }, dir);
    expect(r).toMatchObject({ code: 0, stderr: '' });
  });
});
