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
export declare function resolvedAttributes(files: Map<string, string>, paths: string[]): Promise<string>;
