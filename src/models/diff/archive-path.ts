// The archive files `log.archive` names (a path, a pattern with one `*` in the file name, a list), as plain string
// matching with no import: the hook's fast path asks it of a config's text before anything else is loaded.

/** The archive paths or patterns `log.archive` names (a path, a pattern with one `*`, or a list of them). */
export function archivePatterns(archive: string | readonly string[] | null | undefined): string[] {
  if (!archive) return [];
  return typeof archive === 'string' ? [archive] : [...archive];
}

/** Whether a pattern names one archive file per period (it has a `*`) rather than one file. */
export const isArchivePattern = (pattern: string): boolean => pattern.includes('*');

/** Whether a `/`-separated repo path is an archive file `log.archive` names: `*` stands for one or more characters but `/`. */
export function isArchivePath(archive: string | readonly string[] | null | undefined, path: string): boolean {
  return archivePatterns(archive).some((p) => {
    const star = p.indexOf('*');
    if (star === -1) return p === path;
    const [head, tail] = [p.slice(0, star), p.slice(star + 1)];
    if (path.length <= head.length + tail.length || !path.startsWith(head) || !path.endsWith(tail)) return false;
    return !path.slice(head.length, path.length - tail.length).includes('/');
  });
}
