import { chmodSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { gitClient } from '../git/client.js';
import { shellQuote } from './templates.js';
import { readText, writeText, type Outcome } from './outcome.js';

/**
 * The clone-local launcher: `<git common dir>/handover/bin/handover`, a /bin/sh script written by
 * `handover init` that execs the node and CLI it was run with. It lives inside `.git`, so nothing a
 * pull request adds to the working tree or the index can replace it, and tracked files (husky,
 * lefthook, the Claude Code settings) can reach it without holding a machine-specific path.
 */
export const LAUNCHER = 'handover/bin/handover';
const MARK = '# handover:launcher';

/** The launcher's absolute path for the clone at `root` (shared by every worktree of the clone). */
export async function launcherPath(root: string): Promise<string> {
  const common = (await gitClient(root).raw(['rev-parse', '--git-common-dir'])).trim();
  return join(isAbsolute(common) ? common : resolve(root, common), LAUNCHER);
}

/** The launcher's text for a node binary and a CLI entry, both absolute. */
export function launcherText(nodePath: string, cliPath: string): string {
  const node = shellQuote(nodePath);
  const cli = shellQuote(cliPath);
  return [
    '#!/bin/sh',
    `${MARK} (written by \`handover init\` for this clone; untracked; run handover init again to refresh it)`,
    `if [ ! -x ${node} ] || [ ! -f ${cli} ]; then`,
    `  echo "handover: the node (${nodePath.replace(/["$`\\]/g, '')}) or the CLI ` +
      `(${cliPath.replace(/["$`\\]/g, '')}) recorded by handover init is gone; reinstall handover and run ` +
      `handover init again." >&2`,
    '  exit 127',
    'fi',
    `exec ${node} ${cli} "$@"`,
    '',
  ].join('\n');
}

/** Writes (or refreshes) the launcher for this clone; kept when it already says the same. */
export async function installLauncher(
  root: string,
  cliPath: string,
  nodePath: string = process.execPath,
): Promise<Outcome> {
  const path = await launcherPath(root);
  const what = `.git/${LAUNCHER}`;
  const text = launcherText(nodePath, cliPath);
  const old = readText(path);
  if (old === text) return { what, action: 'kept' };
  if (old !== null && !old.includes(MARK)) {
    return {
      what,
      action: 'skipped',
      note: `${path} exists and is not handover's launcher; move it away and run handover init again`,
    };
  }
  writeText(path, text);
  chmodSync(path, 0o755);
  return { what, action: old === null ? 'created' : 'updated' };
}

/** The line the runner ends with when neither the launcher nor a handover outside the repository is found. */
const notSetUpLine = (failCode: number) =>
  `echo "handover: not set up in this clone (no $h, no handover on PATH outside the repository); install handover ` +
  `and run handover init." >&2; exit ${failCode}`;

/**
 * A POSIX sh fragment, safe to commit in a tracked file, that runs `handover <args>`: the clone's
 * launcher when init has written it, else a `handover` on PATH that lies outside the work tree (a
 * hook manager may put `node_modules/.bin` on PATH, and a pull request can plant a file there);
 * otherwise it prints what to do and exits with `failCode`, never passing silently.
 * `args` is inserted as written: pass only constant text. `missing` (constant sh) replaces the default
 * message and exit when neither is found, for hosts that show a message only on stdout.
 */
export function shellRunner(args: string, failCode = 1, missing?: string): string {
  return [
    `h="$(git rev-parse --git-common-dir 2>/dev/null)/${LAUNCHER}"`,
    'top="$(git rev-parse --show-toplevel 2>/dev/null)"',
    `if [ -x "$h" ]; then "$h" ${args} || exit $?`,
    'else',
    '  p="$(command -v handover 2>/dev/null || :)"', // `|| :`: husky runs hooks with sh -e
    '  case "$p" in',
    `    /*) case "$p" in "$top"/*) p= ;; esac ;;`,
    '    *) p= ;;',
    '  esac',
    `  if [ -n "$p" ]; then "$p" ${args} || exit $?`,
    `  else ${missing ?? notSetUpLine(failCode)}`,
    '  fi',
    'fi',
  ].join('\n');
}
