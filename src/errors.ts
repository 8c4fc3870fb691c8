/** The one error type the CLI turns into a message and an exit code (ESLint style: 1 data, 2 usage/config/internal). */
export class CliError extends Error {
  readonly exitCode: 1 | 2;
  constructor(message: string, exitCode: 1 | 2 = 2) {
    super(message);
    this.name = 'CliError';
    this.exitCode = exitCode;
  }
}

const FS_WHAT: Record<string, string> = {
  EACCES: 'permission denied; check its permissions (and those of its folders)',
  EPERM: 'the operation is not permitted; check its permissions and attributes',
  EISDIR: 'is a directory where a file was expected; remove it or point handover at a file',
  ENOTDIR: 'a part of the path is not a folder; check the path',
  ENOENT: 'does not exist; check the path',
  EEXIST: 'already exists and is in the way; move it aside',
  ELOOP: 'has too many levels of symbolic links; replace the links with the real files',
  EROFS: 'is on a read-only file system; run where the repository can be written',
  ENOSPC: 'no space is left on the device; free some space and run again',
  EDQUOT: 'the disk quota is exceeded; free some space and run again',
  EMFILE: 'too many files are open; close some programs and run again',
  ENAMETOOLONG: 'the path is too long; use a shorter one',
  EBUSY: 'is busy (held by another program); try again',
  ETXTBSY: 'is busy (a running program); try again',
  EIO: 'an input/output error happened; check the disk',
};

/**
 * One sentence for a file-system error that escaped the places that read and write files: the file (and
 * the second one of a rename or link), what went wrong and what to do; null when `error` is not one.
 */
export function fileSystemError(error: unknown): string | null {
  const e = error as NodeJS.ErrnoException & { dest?: string };
  if (typeof e?.code !== 'string' || !/^E[A-Z]+$/.test(e.code) || typeof e.syscall !== 'string') return null;
  const what = FS_WHAT[e.code] ?? `the file system refused it (${e.code}); check the path and its permissions`;
  const path = e.path ? `${e.path}${e.dest ? ` (to ${e.dest})` : ''}` : 'a file';
  return `${path}: ${what} [${e.code} on ${e.syscall}].`;
}
