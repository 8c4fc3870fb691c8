import { spawnSync } from 'node:child_process';
import { HISTORY_AS_WRITTEN } from '../git/plain.js';

/**
 * git's own three-way merge of three files (`git merge-file -p`), for what cannot be merged by
 * structure. Returns the merged bytes and the number of conflicts, or null when git could not merge
 * (binary files, git missing): the caller then leaves the file as git gave it.
 */
export function gitMergeFile(
  oursPath: string,
  basePath: string,
  theirsPath: string,
  cwd: string,
): { bytes: Buffer; conflicts: number } | null {
  const r = spawnSync(
    'git',
    ['merge-file', '-p', '-L', 'ours', '-L', 'base', '-L', 'theirs', '--', oursPath, basePath, theirsPath],
    {
      cwd,
      env: { ...process.env, ...HISTORY_AS_WRITTEN },
      maxBuffer: 1024 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  if (r.error || r.status === null || r.status < 0 || r.status > 127) return null;
  return { bytes: r.stdout, conflicts: r.status };
}
