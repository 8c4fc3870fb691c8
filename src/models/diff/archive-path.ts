// The archive files `log.archive` names (a path, a pattern with one `*` in the file name, a list), as plain string
// matching with no import: the hook's fast path asks it of a config's text before anything else is loaded.

/** The archive paths or patterns `log.archive` names (a path, a pattern with one `*`, or a list of them). */
export function archivePatterns(archive: string | readonly string[] | null | undefined): string[] {
  if (!archive) return [];
  return typeof archive === 'string' ? [archive] : [...archive];
}

/** Whether a pattern names one archive file per period (it has a `*`) rather than one file. */
export const isArchivePattern = (pattern: string): boolean => pattern.includes('*');

/**
 * Whether a `/`-separated repo path is an archive file `log.archive` names: `*` stands for one or more characters but
 * `/`. A pattern matches without regard to case, as a macOS or Windows checkout reads a name: a file such a checkout
 * treats as `LOG-2026-01.md` (`log-2026-01.md`) is always judged as an archive file, and one the matcher takes for an
 * archive file is one on every platform. A named file is matched as written (git's paths are case-sensitive).
 */
export function isArchivePath(archive: string | readonly string[] | null | undefined, path: string): boolean {
  const folded = path.toLowerCase();
  return archivePatterns(archive).some((named) => {
    const star = named.indexOf('*');
    if (star === -1) return named === path;
    const p = named.toLowerCase();
    const [head, tail] = [p.slice(0, star), p.slice(star + 1)];
    if (folded.length <= head.length + tail.length || !folded.startsWith(head) || !folded.endsWith(tail)) return false;
    return !folded.slice(head.length, folded.length - tail.length).includes('/');
  });
}
