/**
 * How a tool runs a CLI command in-process and how what it said reaches the model: the command's own sentence, in
 * the words of the tool's arguments (a model cannot pass `--claim` or `--actor`; it passes `claims`, and the agent
 * is the server's).
 */
import { PassThrough, Writable } from 'node:stream';
import type { CommandIo } from '../cli/io.js';
import { runCommand, type CommandModule } from '../cli/run.js';

/** What one run of a CLI command left: its exit code and what it wrote. */
export interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

/** Where the server runs: the repository it was started for, its environment and version. */
export interface ServerContext {
  root: string;
  env: NodeJS.ProcessEnv;
  version: string;
}

export type ToolResult = {
  content: { type: 'text'; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
};

/** A sink that keeps what a command writes. */
function collector(): { stream: Writable; text: () => string } {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      chunks.push(Buffer.from(chunk));
      done();
    },
  });
  return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
}

/** The CLI commands the tools run (the same modules `handover <command>` loads). */
const COMMANDS: Record<string, () => Promise<CommandModule>> = {
  status: () => import('../cli/commands/status.js'),
  inbox: () => import('../cli/commands/inbox.js'),
  check: () => import('../cli/commands/check.js'),
  append: () => import('../cli/commands/append.js'),
  sync: () => import('../cli/commands/sync.js'),
  registry: () => import('../cli/commands/registry.js'),
  forest: () => import('../cli/commands/forest.js'),
  request: () => import('../cli/commands/request.js'),
  respond: () => import('../cli/commands/request.js').then((m) => ({ run: m.respond })),
};

/** Runs `handover <argv>` in-process in `cwd` with `input` on stdin. */
export async function runCli(ctx: ServerContext, cwd: string, argv: string[], input = ''): Promise<Ran> {
  const [command, ...args] = argv;
  const out = collector();
  const err = collector();
  const stdin = new PassThrough();
  stdin.end(input);
  const io: CommandIo = { stdout: out.stream, stderr: err.stream, stdin, cwd, env: ctx.env, version: ctx.version };
  const code = await runCommand(COMMANDS[command], args, io);
  return { code, stdout: out.text(), stderr: err.text() };
}

const SERVER_AGENT = "set HANDOVER_AGENT in this server's environment (the MCP configuration)";

/** CLI phrasings with no one-to-one argument, then flags that are a tool's argument under another name. */
const PHRASES: [RegExp, string][] = [
  [/as an argument, with --file F, or on stdin with -/g, 'as text'],
  [/one argument \(quote it\), --file F, or - for stdin/g, 'text'],
  [/\(?TEXT, --file F or -\)?/g, 'text'],
  [/pass --actor NAME, set HANDOVER_AGENT,/g, `${SERVER_AGENT},`],
  [/Pass --actor or set HANDOVER_AGENT\./g, `${SERVER_AGENT[0].toUpperCase()}${SERVER_AGENT.slice(1)}.`],
  [/pick the agent with --actor/g, SERVER_AGENT],
  [/; run handover help [a-z-]+ for usage\./g, '; see the tool’s input schema.'],
  [/run again/g, 'call again'],
  [/--push/g, 'a push (not offered here: commit and push yourself)'],
];
const RENAMED: Record<string, string> = { claim: 'claims', verdict: 'verdicts', actor: 'the agent' };

/**
 * A CLI sentence in the words of a tool's arguments: `--claim C` → `claims`, `--max-chars` → `max_chars`. A command
 * the sentence tells the user to run (`handover init --agent NAME`) keeps its flags: it is run in a shell.
 */
export function toolWords(text: string): string {
  let out = text;
  for (const [from, to] of PHRASES) out = out.replace(from, to);
  return out
    .split(/(`[^`]*`|handover [a-z-]+ [^;)]*)/)
    .map((part, i) =>
      i % 2
        ? part
        : part.replace(
            /--([a-z][a-z-]*)(?: [A-Z]+\b(?!=))?/g,
            (_m, flag: string) => RENAMED[flag] ?? flag.replace(/-/g, '_'),
          ),
    )
    .join('');
}

/** A tool error: one sentence, in the tool's words. */
export function refused(text: string): ToolResult {
  return { content: [{ type: 'text', text: toolWords(text) }], isError: true };
}

/** A refusal or an error, as the model reads it: the CLI's own sentence, without the program name. */
export function failed(r: Ran): ToolResult {
  return refused((r.stderr || r.stdout).replace(/^handover: /gm, '').trim() || `handover exited with ${r.code}.`);
}

/** A structured result: the JSON as text (what is sent and counted) and as structured content. */
export function structured(data: Record<string, unknown>, isError = false): ToolResult {
  return {
    content: [{ type: 'text', text: JSON.stringify(data) }],
    structuredContent: data,
    ...(isError ? { isError } : {}),
  };
}

/** A writer's answer: its sentence, or the refusal. */
export function textResult(r: Ran): ToolResult {
  if (r.code !== 0) return failed(r);
  return { content: [{ type: 'text', text: r.stdout.trim() || 'Done.' }] };
}

/** `--name=value` for each defined value (repeated for a list). */
export function flags(values: Record<string, string | number | boolean | (string | number)[] | undefined>): string[] {
  const out: string[] = [];
  for (const [name, v] of Object.entries(values)) {
    if (v === undefined || v === false) continue;
    if (v === true) out.push(`--${name}`);
    else if (Array.isArray(v)) for (const x of v) out.push(`--${name}=${x}`);
    else out.push(`--${name}=${v}`);
  }
  return out;
}
