import { spawn } from 'node:child_process';
import { CLI } from './cli.js';

/** A HANDOVER.md with entries `from`..`to` (each with a short body), LF line endings. */
export function logText(
  to: number,
  opts: { writer?: string; from?: number; preamble?: boolean; body?: (seq: number) => string } = {},
): string {
  const from = opts.from ?? 1;
  const head =
    opts.preamble === false
      ? ''
      : `# Handover: ${opts.writer ?? 'lab'}\n\nAppend-only. Written only by ${opts.writer ?? 'lab'}.\n\n`;
  return head + entriesText(from, to, opts.body);
}

/** Entries `from`..`to` as Markdown, each ending in a blank line. */
export function entriesText(
  from: number,
  to: number,
  body: (seq: number) => string = (s) => `Fact number ${s}.`,
): string {
  const parts: string[] = [];
  for (let s = from; s <= to; s++) {
    const t = new Date(Date.UTC(2026, 0, 1) + s * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    parts.push(`## ${s} · ${t}\n\n${body(s)}\n\n`);
  }
  return parts.join('');
}

export interface AsyncRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Starts the built CLI without waiting; `done` resolves when it exits; `child` can be killed. */
export function startCli(args: string[], cwd: string, env: Record<string, string> = {}) {
  const fullEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NO_COLOR: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_CONFIG_NOSYSTEM: '1',
    ...env,
  };
  if (!('HANDOVER_AGENT' in env)) delete fullEnv.HANDOVER_AGENT;
  const child = spawn(process.execPath, [CLI, ...args], { cwd, env: fullEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => {
    stdout += d;
  });
  child.stderr.setEncoding('utf8').on('data', (d: string) => {
    stderr += d;
  });
  const done = new Promise<AsyncRun>((resolve) => {
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
  return { child, done };
}

/** The seqs of the entry headings in consume's Markdown output, in order. */
export function printedSeqs(markdown: string): number[] {
  return [...markdown.matchAll(/^## (\d+) · /gm)].map((m) => Number(m[1]));
}
