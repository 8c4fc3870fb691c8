import { simpleGit, type SimpleGit } from 'simple-git';

/** A simple-git client rooted at the repo, with a large output buffer for big blobs. */
export function gitClient(root: string): SimpleGit {
  return simpleGit({ baseDir: root, binary: 'git', maxConcurrentProcesses: 4, trimmed: false });
}

/** A git config value (any scope), or null when unset or outside a repository. */
export async function configGet(root: string, key: string): Promise<string | null> {
  try {
    const r = await gitClient(root).getConfig(key);
    return r.value && r.value.trim() ? r.value.trim() : null;
  } catch {
    return null;
  }
}

/** The email git would record as author of the next commit (env and config both honoured), or null. */
export async function authorEmail(root: string): Promise<string | null> {
  try {
    const ident = await gitClient(root).raw(['var', 'GIT_AUTHOR_IDENT']);
    const m = /<([^>]*)>/.exec(ident);
    return m && m[1] ? m[1].toLowerCase() : null;
  } catch {
    return null;
  }
}
