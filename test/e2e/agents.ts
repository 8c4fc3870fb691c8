import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { ToolCall } from './fake-api.js';
import type { HostName } from './hosts.js';

/** Where each host reads its project hooks and what it calls the events the guard uses. */
export const WIRING: Record<
  Exclude<HostName, 'opencode'>,
  { file: string; pre: string; post: string; start: string; stop: string }
> = {
  claude: {
    file: '.claude/settings.json',
    pre: 'PreToolUse',
    post: 'PostToolUse',
    start: 'SessionStart',
    stop: 'Stop',
  },
  codex: { file: '.codex/hooks.json', pre: 'PreToolUse', post: 'PostToolUse', start: 'SessionStart', stop: 'Stop' },
  gemini: {
    file: '.gemini/settings.json',
    pre: 'BeforeTool',
    post: 'AfterTool',
    start: 'SessionStart',
    stop: 'AfterAgent',
  },
  qwen: { file: '.qwen/settings.json', pre: 'PreToolUse', post: 'PostToolUse', start: 'SessionStart', stop: 'Stop' },
  copilot: {
    file: '.github/hooks/probe.json',
    pre: 'preToolUse',
    post: 'postToolUse',
    start: 'sessionStart',
    stop: 'agentStop',
  },
};

/** Writes one pre-tool (or post-tool) hook, on every tool, running `command` into the host's project hooks file. */
export function wirePreToolHook(
  host: Exclude<HostName, 'opencode'>,
  repo: string,
  command: string,
  event: 'pre' | 'post' = 'pre',
): void {
  const w = WIRING[host];
  const path = join(repo, w.file);
  mkdirSync(dirname(path), { recursive: true });
  // Copilot CLI's own format: version 1, the command in `bash`, no matcher (every tool).
  const entry =
    host === 'copilot'
      ? { version: 1, hooks: { [w[event]]: [{ type: 'command', bash: command }] } }
      : { hooks: { [w[event]]: [{ matcher: '.*', hooks: [{ type: 'command', name: 'probe', command }] }] } };
  writeFileSync(path, JSON.stringify(entry));
}

/**
 * The host's own tool calls for the scenarios, built from one description: replace `old` by `new` in a file,
 * write a whole file, run a shell command. Qwen Code refuses to edit a file the session has not read, so
 * its edit is preceded by a read (one more tool result). Codex edits through apply_patch (paths relative to
 * the session's cwd).
 */
export const calls = {
  edit(host: HostName, cwd: string, e: { file: string; from: string; to: string }): ToolCall[] {
    const { file, from, to } = e;
    switch (host) {
      case 'claude':
        return [{ name: 'Edit', input: { file_path: file, old_string: from, new_string: to } }];
      case 'codex':
        return [
          {
            name: 'apply_patch',
            input: { patch: updatePatch(relative(cwd, file), readFileSync(file, 'utf8'), from, to) },
          },
        ];
      case 'gemini':
        return [{ name: 'replace', input: { file_path: file, old_string: from, new_string: to, instruction: 'edit' } }];
      case 'qwen':
        return [
          { name: 'read_file', input: { file_path: file } },
          { name: 'edit', input: { file_path: file, old_string: from, new_string: to } },
        ];
      case 'copilot':
        return [{ name: 'edit', input: { path: file, old_str: from, new_str: to } }];
      case 'opencode':
        return [{ name: 'edit', input: { filePath: file, oldString: from, newString: to } }];
    }
  },
  write(host: HostName, cwd: string, file: string, content: string): ToolCall[] {
    switch (host) {
      case 'claude':
        return [{ name: 'Write', input: { file_path: file, content } }];
      case 'codex': {
        const body = content
          .replace(/\n$/, '')
          .split('\n')
          .map((l) => `+${l}`)
          .join('\n');
        return [
          {
            name: 'apply_patch',
            input: { patch: `*** Begin Patch\n*** Add File: ${relative(cwd, file)}\n${body}\n*** End Patch\n` },
          },
        ];
      }
      case 'gemini':
      case 'qwen':
        return [{ name: 'write_file', input: { file_path: file, content } }];
      case 'copilot':
        return [{ name: 'create', input: { path: file, file_text: content } }];
      case 'opencode':
        return [{ name: 'write', input: { filePath: file, content } }];
    }
  },
  /** A shell command; `reads` are the files it edits, read first where the host refuses edits of unread files. */
  shell(host: HostName, command: string, reads: string[] = []): ToolCall[] {
    switch (host) {
      case 'claude':
        return [{ name: 'Bash', input: { command, description: 'run it' } }];
      case 'codex':
        return [{ name: 'exec_command', input: { cmd: command } }];
      case 'gemini':
        return [{ name: 'run_shell_command', input: { command, description: 'run it' } }];
      case 'qwen':
        // Qwen Code refuses a `sed -i` on a file the session has not read, as it does an edit.
        return [
          ...reads.map((f) => ({ name: 'read_file', input: { file_path: f } })),
          { name: 'run_shell_command', input: { command, description: 'run it' } },
        ];
      case 'copilot':
      case 'opencode':
        return [{ name: 'bash', input: { command, description: 'run it' } }];
    }
  },
};

/**
 * An apply_patch update hunk replacing `from` by `to` in `text`: the changed lines with up to three lines of
 * context either side, as a model writes one.
 */
export function updatePatch(path: string, text: string, from: string, to: string): string {
  const at = text.indexOf(from);
  if (at < 0) throw new Error(`${from} is not in ${path}`);
  const lines = text.replace(/\n$/, '').split('\n');
  const first = text.slice(0, at).split('\n').length - 1;
  const last = text.slice(0, at + from.length).split('\n').length - 1;
  const after = text.slice(0, at) + to + text.slice(at + from.length);
  const newLines = after.replace(/\n$/, '').split('\n');
  const tail = lines.length - 1 - last;
  const newLast = newLines.length - 1 - tail;
  const ctxBefore = lines.slice(Math.max(0, first - 3), first).map((l) => ` ${l}`);
  const ctxAfter = lines.slice(last + 1, last + 4).map((l) => ` ${l}`);
  const minus = lines.slice(first, last + 1).map((l) => `-${l}`);
  const plus = newLines.slice(first, newLast + 1).map((l) => `+${l}`);
  return [
    '*** Begin Patch',
    `*** Update File: ${path}`,
    '@@',
    ...ctxBefore,
    ...minus,
    ...plus,
    ...ctxAfter,
    '*** End Patch',
    '',
  ].join('\n');
}

/** A host driven so that its edits go through apply_patch: the model id that switches its tools, or its shell. */
export interface PatchVariant {
  name: string;
  host: HostName;
  model?: string;
  /** The tool the host must offer the model for the variant to hold. */
  tool: string;
  /** The edit tools the host must not offer with this model id (the ones it offers with its default). */
  without: string[];
  /** How the patch travels: a freeform tool call, opencode's `{ patchText }`, or Codex's shell heredoc. */
  via: 'freeform' | 'patchText' | 'shell';
}

export const PATCH_VARIANTS: PatchVariant[] = [
  {
    name: 'Copilot CLI on gpt-5.5',
    host: 'copilot',
    model: 'gpt-5.5',
    tool: 'apply_patch',
    without: ['edit', 'create'],
    via: 'freeform',
  },
  {
    name: 'opencode on gpt-5',
    host: 'opencode',
    model: 'gpt-5',
    tool: 'apply_patch',
    without: ['edit', 'write'],
    via: 'patchText',
  },
  { name: "Codex's shell apply_patch", host: 'codex', tool: 'exec_command', without: [], via: 'shell' },
  // Codex 0.171.0 offers its apply_patch tool to gpt-5.5 only: any other id (gpt-4.1, o3, gpt-5-codex,
  // codex-mini-latest, gpt-oss-120b) gets exec_command alone, and patches go through the shell.
  {
    name: 'Codex on gpt-4.1 (no apply_patch tool)',
    host: 'codex',
    model: 'gpt-4.1',
    tool: 'exec_command',
    without: ['apply_patch'],
    via: 'shell',
  },
];

/** The variant's tool call replacing `from` by `to` in a file, as an apply_patch update (paths relative to cwd). */
export function patchCall(v: PatchVariant, cwd: string, e: { file: string; from: string; to: string }): ToolCall {
  const patch = updatePatch(relative(cwd, e.file), readFileSync(e.file, 'utf8'), e.from, e.to);
  if (v.via === 'patchText') return { name: 'apply_patch', input: { patchText: patch } };
  if (v.via === 'shell') return { name: 'exec_command', input: { cmd: `apply_patch <<'EOF'\n${patch}EOF\n` } };
  return { name: 'apply_patch', input: { patch } };
}
