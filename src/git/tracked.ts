import { plainGit } from './plain.js';
import { checkPath } from './refs.js';

/**
 * Reads for `handover init`'s discovery: which Markdown files the repository tracks, and who committed a file. Both
 * answer with nothing outside a repository or before the first commit (discovery then finds nothing new).
 */

/** The tracked paths (`/`-separated, from the root) whose name ends in `.md` or `.markdown`, at most `limit`. */
export async function trackedMarkdown(root: string, limit: number): Promise<{ paths: string[]; more: boolean }> {
  let out: string;
  try {
    out = (await plainGit(root, ['ls-files', '-z', '--cached', '--full-name'])).toString('utf8');
  } catch {
    return { paths: [], more: false };
  }
  const all = [...new Set(out.split('\0'))].filter((p) => /\.(?:md|markdown)$/i.test(p));
  return { paths: all.slice(0, limit), more: all.length > limit };
}

/** One author of a file's history: the name and email git recorded, and how many of its commits they made. */
export interface PathAuthor {
  name: string;
  email: string;
  commits: number;
}

/** The authors of the commits reachable from HEAD that touched `relPath`, most commits first (by email). */
export async function pathAuthors(root: string, relPath: string): Promise<PathAuthor[]> {
  let out: string;
  try {
    const args = ['--literal-pathspecs', 'log', '--no-mailmap', '--format=%an%x00%ae', 'HEAD', '--'];
    out = (await plainGit(root, [...args, checkPath(relPath)])).toString('utf8');
  } catch {
    return [];
  }
  const byEmail = new Map<string, PathAuthor>();
  for (const line of out.split('\n')) {
    const [name, email] = line.split('\0');
    if (!email?.trim()) continue;
    const key = email.trim().toLowerCase();
    const seen = byEmail.get(key);
    if (seen) seen.commits++;
    else byEmail.set(key, { name: name.trim(), email: key, commits: 1 });
  }
  return [...byEmail.values()].sort((a, b) => b.commits - a.commits);
}

/** The text of a file at each commit that touched it, oldest first (at most `limit` commits, the newest ones). */
export async function pathVersions(root: string, relPath: string, limit: number): Promise<string[]> {
  let shas: string[];
  try {
    const args = ['--literal-pathspecs', 'log', `--max-count=${limit}`, '--format=%H', 'HEAD', '--'];
    shas = (await plainGit(root, [...args, checkPath(relPath)])).toString('utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const sha of shas.reverse()) {
    if (!/^[0-9a-f]{40,64}$/.test(sha)) continue;
    try {
      out.push((await plainGit(root, ['cat-file', 'blob', `${sha}:${checkPath(relPath)}`])).toString('utf8'));
    } catch {
      // deleted at that commit
    }
  }
  return out;
}
