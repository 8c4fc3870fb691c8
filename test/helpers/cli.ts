import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The built CLI: tests run the real binary, as a user would. */
export const CLI = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** The user an unprivileged run drops to when the tests run as root: nobody. */
const NOBODY = ['--reuid=65534', '--regid=65534', '--clear-groups'];

/**
 * Whether a test can make a file unreadable to the CLI: as a normal user a mode-000 file is unreadable; as root it
 * is not, so the CLI is run as nobody through util-linux's `setpriv`. `reason` says why it cannot (the test then
 * reports a skip with it, never a pass).
 */
export const UNPRIVILEGED: { ok: true; wrap: string[] } | { ok: false; reason: string } = (() => {
  if (process.getuid?.() !== 0) return { ok: true, wrap: [] };
  const probe = spawnSync(
    'setpriv',
    [...NOBODY, process.execPath, '-e', 'require("fs").accessSync(process.argv[1])', CLI],
    {
      encoding: 'utf8',
    },
  );
  if (probe.status === 0) return { ok: true, wrap: ['setpriv', ...NOBODY] };
  const why = probe.error ? probe.error.message : (probe.stderr || `exit ${probe.status}`).trim().split('\n')[0];
  return { ok: false, reason: `running as root and cannot run the CLI as nobody with setpriv (${why})` };
})();

/** Runs `handover ...args` in `cwd` with optional stdin and extra env; never throws. */
export function runCli(
  args: string[],
  options: {
    cwd: string;
    input?: string;
    env?: Record<string, string | undefined>;
    /**
     * Run as a user who cannot read a mode-000 file (nobody, when the tests run as root; see UNPRIVILEGED).
     * `cwd` and the files the CLI must read have to be readable by others.
     */
    unprivileged?: boolean;
  },
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
  let command = [process.execPath, CLI, ...args];
  if (options.unprivileged) {
    if (!UNPRIVILEGED.ok) throw new Error(`runCli: cannot run unprivileged: ${UNPRIVILEGED.reason}`);
    command = [...UNPRIVILEGED.wrap, ...command];
    // git refuses a repository another user owns unless told it is safe (command-line scope, this run only).
    Object.assign(env, { GIT_CONFIG_COUNT: '1', GIT_CONFIG_KEY_0: 'safe.directory', GIT_CONFIG_VALUE_0: '*' });
  }
  const r = spawnSync(command[0], command.slice(1), {
    cwd: options.cwd,
    input: options.input ?? '',
    encoding: 'utf8',
    env: env as NodeJS.ProcessEnv,
    maxBuffer: 256 * 1024 * 1024,
  });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}
