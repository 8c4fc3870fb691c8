import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Files to write: path → content (string or bytes); null deletes the file. */
export type Files = Record<string, string | Uint8Array | null>;

export interface CommitSpec {
  files: Files;
  message?: string;
  author?: { name: string; email: string };
}

const made: string[] = [];

/**
 * A fresh temp folder, removed by `cleanup()`, which test/helpers/setup.ts runs after every test file (so a test
 * file never needs its own `afterAll`).
 */
export function tempDir(prefix = 'handover-test-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Removes every folder `tempDir` made in this test file (a folder a test locked with mode 000 too). */
export function cleanup(): void {
  for (const dir of made.splice(0)) {
    try {
      rmSync(dir, { recursive: true, force: true });
    } catch {
      spawnSync('chmod', ['-R', 'u+rwx', dir]);
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

/**
 * A PATH of this test's own: a temp folder holding links to just the named commands (as found on the current
 * PATH), so what else is installed on the machine (a `handover` in /usr/bin, say) cannot change the test.
 */
export function ownPath(commands: string[]): string {
  const bin = tempDir('handover-path-');
  for (const name of commands) {
    const found = spawnSync('sh', ['-c', 'command -v "$1"', 'sh', name], { encoding: 'utf8' }).stdout.trim();
    if (!found.startsWith('/')) throw new Error(`ownPath: ${name} is not on PATH`);
    symlinkSync(found, join(bin, name));
  }
  return bin;
}

/** Runs the real git in `cwd` with a fixed identity and no user config; returns stdout. */
export function git(cwd: string, args: string[], input?: string): string {
  return execFileSync('git', args, {
    cwd,
    input,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_AUTHOR_NAME: 'Test',
      GIT_AUTHOR_EMAIL: 'test@example.org',
      GIT_COMMITTER_NAME: 'Test',
      GIT_COMMITTER_EMAIL: 'test@example.org',
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

/** Writes files into a working tree (null removes). */
export function writeFiles(dir: string, files: Files): void {
  for (const [path, content] of Object.entries(files)) {
    const abs = join(dir, path);
    if (content === null) rmSync(abs, { force: true });
    else {
      mkdirSync(dirname(abs), { recursive: true });
      writeFileSync(abs, content);
    }
  }
}

/** Makes a real git repo on branch main from a list of commits; returns its path. */
export function makeRepo(commits: CommitSpec[] = [], dir = tempDir()): string {
  git(dir, ['init', '-q', '-b', 'main']);
  git(dir, ['config', 'user.name', 'Test']);
  git(dir, ['config', 'user.email', 'test@example.org']);
  git(dir, ['config', 'commit.gpgsign', 'false']);
  for (const c of commits) commit(dir, c);
  return dir;
}

/** Writes, stages and commits one commit; returns its sha. */
export function commit(dir: string, c: CommitSpec): string {
  writeFiles(dir, c.files);
  git(dir, ['add', '-A']);
  const args = ['commit', '-q', '--allow-empty', '-m', c.message ?? 'change'];
  if (c.author) args.push(`--author=${c.author.name} <${c.author.email}>`);
  git(dir, args);
  return git(dir, ['rev-parse', 'HEAD']).trim();
}
