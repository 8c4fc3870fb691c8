import { spawnSync } from 'node:child_process';
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLI } from './cli.js';
import { git, makeRepo, tempDir, type CommitSpec } from './repo.js';

/**
 * A bare "server" repository seeded from `commits`, with `hooks/pre-receive` running the built CLI's
 * `check --pre-receive` exactly as an administrator would install it, and one clone of it.
 */
export function serverWithHook(commits: CommitSpec[], hook = true): { server: string; clone: string; top: string } {
  const seed = makeRepo(commits);
  const top = tempDir('handover-server-');
  const server = join(top, 'server.git');
  git(top, ['clone', '-q', '--bare', seed, server]);
  if (hook) installHook(server);
  const clone = cloneOf(server, top, 'clone');
  return { server, clone, top };
}

/** Installs the pre-receive hook in a bare repository. */
export function installHook(server: string): void {
  const path = join(server, 'hooks', 'pre-receive');
  writeFileSync(path, `#!/bin/sh\nexec "${process.execPath}" "${CLI}" check --pre-receive\n`);
  chmodSync(path, 0o755);
}

/** A clone of the server with its own identity. */
export function cloneOf(server: string, top: string, name: string, email = 'test@example.org'): string {
  const dir = join(top, name);
  git(top, ['clone', '-q', server, dir]);
  git(dir, ['config', 'user.name', name]);
  git(dir, ['config', 'user.email', email]);
  git(dir, ['config', 'commit.gpgsign', 'false']);
  return dir;
}

/** Runs `git push ...args` in a clone; returns the exit code and everything git printed (remote: lines included). */
export function push(dir: string, args: string[]): { code: number; output: string } {
  const r = spawnSync('git', ['push', ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1', NO_COLOR: '1' },
  });
  return { code: r.status ?? -1, output: r.stdout + r.stderr };
}
