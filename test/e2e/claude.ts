import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The Claude Code release the suite drives; bump it deliberately, with the suite green. */
export const CLAUDE_CODE_VERSION = '2.1.332';
const CACHE = fileURLToPath(new URL('./.cache/', import.meta.url));

/**
 * Installs the pinned @anthropic-ai/claude-code from npm into test/e2e/.cache (once; its native binary
 * comes as an optional dependency of the package, so no download outside npm) and returns the binary.
 */
export function installClaudeCode(): string {
  const prefix = join(CACHE, `claude-code-${CLAUDE_CODE_VERSION}`);
  const bin = join(prefix, 'node_modules', '.bin', 'claude');
  if (!existsSync(bin)) {
    mkdirSync(prefix, { recursive: true });
    execFileSync(
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--no-save',
        '--prefix',
        prefix,
        `@anthropic-ai/claude-code@${CLAUDE_CODE_VERSION}`,
      ],
      { stdio: 'inherit' },
    );
  }
  const v = execFileSync(bin, ['--version'], { encoding: 'utf8' });
  if (!v.startsWith(CLAUDE_CODE_VERSION)) throw new Error(`expected Claude Code ${CLAUDE_CODE_VERSION}, got ${v}`);
  return bin;
}

/** A line of `--output-format stream-json`. */
export type StreamEvent = Record<string, unknown> & { type: string; subtype?: string };

export interface ClaudeRun {
  code: number | null;
  events: StreamEvent[];
  stderr: string;
  /** The hook_response events: what each hook printed and its exit code. */
  hooks: {
    hook_event: string;
    hook_name: string;
    exit_code: number;
    stdout: string;
    stderr: string;
    outcome: string;
  }[];
}

/** PATH for Claude Code's hooks: system tools only, so `handover` is not on it (as with a devDependency install). */
export const BARE_PATH = '/usr/bin:/bin';

/**
 * Runs `claude -p PROMPT` in `cwd` against the fake API: a throwaway HOME, no telemetry or updates,
 * PATH without handover, edits accepted (the guard, not a permission prompt, decides).
 */
export function runClaude(
  bin: string,
  cwd: string,
  baseUrl: string,
  extraArgs: string[] = [],
  prompt = 'Do the scripted task.',
): Promise<ClaudeRun> {
  return runClaudeWith(bin, cwd, { baseUrl, args: extraArgs, prompt });
}

/** A throwaway HOME for Claude Code (its settings, plugins and sessions), or the one given. */
export function claudeHome(): string {
  return mkdtempSync(join(tmpdir(), 'handover-e2e-home-'));
}

/** The environment runClaude gives Claude Code (and `claude plugin …`): no handover on PATH, the fake API. */
export function claudeEnv(home: string, baseUrl: string): Record<string, string> {
  return {
    PATH: BARE_PATH,
    HOME: home,
    ANTHROPIC_BASE_URL: baseUrl,
    ANTHROPIC_API_KEY: 'sk-ant-e2e-fake',
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    DISABLE_AUTOUPDATER: '1',
    DISABLE_TELEMETRY: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_CONFIG_NOSYSTEM: '1',
  };
}

/** runClaude with a HOME of the caller's (a plugin installed there, say). */
export function runClaudeWith(
  bin: string,
  cwd: string,
  o: { baseUrl: string; args?: string[]; prompt?: string; home?: string },
): Promise<ClaudeRun> {
  const baseUrl = o.baseUrl;
  const extraArgs = o.args ?? [];
  const prompt = o.prompt ?? 'Do the scripted task.';
  const home = o.home ?? claudeHome();
  const env = claudeEnv(home, baseUrl);
  const args = [
    '-p',
    prompt,
    '--output-format',
    'stream-json',
    '--verbose',
    '--include-hook-events',
    '--permission-mode',
    'acceptEdits',
    '--allowedTools',
    'Bash Edit Write Read',
    ...extraArgs,
  ];
  return new Promise((ok, fail) => {
    const child = spawn(bin, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (out += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (err += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), 150_000);
    child.on('error', fail);
    child.on('close', (code) => {
      clearTimeout(timer);
      const events = out
        .split('\n')
        .filter(Boolean)
        .map((l) => {
          try {
            return JSON.parse(l) as StreamEvent;
          } catch {
            return { type: 'unparsed', line: l } as StreamEvent;
          }
        });
      const hooks = events.filter(
        (e) => e.type === 'system' && e.subtype === 'hook_response',
      ) as unknown as ClaudeRun['hooks'];
      ok({ code, events, stderr: err, hooks });
    });
  });
}
