import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The built CLI: tests run the real binary, as a user would. */
export const CLI = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `handover ...args` in `cwd` with optional stdin and extra env; never throws. */
export function runCli(
  args: string[],
  options: { cwd: string; input?: string; env?: Record<string, string | undefined> },
): CliRun {
  const env: Record<string, string | undefined> = {
    ...process.env,
    NO_COLOR: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_CONFIG_NOSYSTEM: '1',
    ...options.env,
  };
  delete env.HANDOVER_AGENT;
  if (options.env && 'HANDOVER_AGENT' in options.env) env.HANDOVER_AGENT = options.env.HANDOVER_AGENT;
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd: options.cwd,
    input: options.input ?? '',
    encoding: 'utf8',
    env: env as NodeJS.ProcessEnv,
    maxBuffer: 256 * 1024 * 1024,
  });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}
