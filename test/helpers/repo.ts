import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Files to write: path → content (string or bytes); null deletes the file. */
export type Files = Record<string, string | Uint8Array | null>;

export interface CommitSpec {
  files: Files;
  message?: string;
  author?: { name: string; email: string };
}

/** A fresh temp folder, removed by `cleanup()`. */
export function tempDir(prefix = 'handover-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
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
