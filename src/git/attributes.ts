import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CliError } from '../errors.js';
import { gitClient } from './client.js';
import { GIT_ENV_ALLOWED, HISTORY_AS_WRITTEN } from './plain.js';
import { checkPath } from './refs.js';

/**
 * What git resolves for each of `paths` (`git check-attr -a`) given one version's `.gitattributes` files
 * (path → text; absent files are not there). Globs, `**`, character classes, quoted names, macros and the
 * precedence of deeper files are git's own reading, not ours.
 *
 * `git check-attr --source <tree>` would read a version's files straight from history, but it needs git 2.40
 * (this project supports 2.39). So each version is laid out in a throwaway repository under the system's temp
 * folder (never the user's tree or index: GIT_INDEX_FILE is not passed on, so git cannot fall back to the
 * user's index for a file the version lacks), checked there, and removed.
 */
export async function resolvedAttributes(files: Map<string, string>, paths: string[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'handover-attr-'));
  try {
    const git = gitClient(dir, {
      allowEnvironment: [...GIT_ENV_ALLOWED.filter((k) => k !== 'GIT_INDEX_FILE'), ...Object.keys(HISTORY_AS_WRITTEN)],
    });
    await git.raw(['init', '--quiet']);
    for (const [path, text] of files) {
      const abs = join(dir, checkPath(path));
      await mkdir(dirname(abs), { recursive: true });
      await writeFile(abs, text);
    }
    return await git.raw(['check-attr', '-a', '-z', '--', ...paths.map(checkPath)]);
  } catch (error) {
    throw new CliError(
      `git could not resolve the .gitattributes of the protocol files ` +
        `(${String((error as Error).message).split('\n')[0]}); check that git runs here and try again.`,
      2,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
