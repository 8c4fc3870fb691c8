import { ownPath } from '../helpers/repo.js';
import { BARE_PATH, HOSTS, installHost, runHost, throwawayHome } from './hosts.js';

/** The Claude Code release the suite drives (pinned in hosts.ts with the other hosts). */
export const CLAUDE_CODE_VERSION = HOSTS.claude.version;
export { BARE_PATH };

/** Installs the pinned @anthropic-ai/claude-code from npm into test/e2e/.cache (once) and returns the binary. */
export function installClaudeCode(): string {
  return installHost('claude');
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

/**
 * Runs `claude -p` with the scripted prompt in `cwd` against the fake API: a throwaway HOME, no telemetry or updates,
 * PATH without handover, edits accepted (the guard, not a permission prompt, decides).
 */
export async function runClaude(
  bin: string,
  cwd: string,
  baseUrl: string,
  extraArgs: string[] = [],
): Promise<ClaudeRun> {
  return runClaudeWith(bin, cwd, { baseUrl, args: extraArgs });
}

/** What claudePath holds: node and git for the hooks, and the POSIX tools the plugin's hook script and Bash use. */
export const CLAUDE_PATH_TOOLS = ['cat', 'dirname', 'git', 'grep', 'head', 'node', 'sed'];

/**
 * A PATH of the test file's own for Claude Code and the hooks it runs: a temp folder (removed when the file ends)
 * with links to CLAUDE_PATH_TOOLS and nothing else, so a `handover` installed on the machine (in /usr/bin, say)
 * can neither make a test pass nor make one fail.
 */
export function claudePath(): string {
  return ownPath(CLAUDE_PATH_TOOLS);
}

/** A throwaway HOME for Claude Code (its settings, plugins and sessions); the caller removes it. */
export function claudeHome(): string {
  return throwawayHome();
}

/** The environment runClaude gives Claude Code (and `claude plugin …`): no handover on PATH, the fake API. */
export function claudeEnv(home: string, baseUrl: string, path = BARE_PATH): Record<string, string> {
  return {
    PATH: path,
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

/** runClaude with a HOME of the caller's (a plugin installed there, say), kept after the run, or a PATH of its own. */
export async function runClaudeWith(
  bin: string,
  cwd: string,
  o: { baseUrl: string; args?: string[]; prompt?: string; home?: string; path?: string },
): Promise<ClaudeRun> {
  const run = await runHost('claude', {
    bin,
    cwd,
    baseUrl: o.baseUrl,
    args: o.args,
    prompt: o.prompt,
    home: o.home,
    env: o.path ? { PATH: o.path } : undefined,
  });
  const events = run.events as StreamEvent[];
  const hooks = events.filter(
    (e) => e.type === 'system' && e.subtype === 'hook_response',
  ) as unknown as ClaudeRun['hooks'];
  return { code: run.code, events, stderr: run.stderr, hooks };
}
