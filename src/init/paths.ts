import { isAbsolute, join, relative, resolve } from 'node:path';
import { CliError } from '../errors.js';
import { linkLeadingOut } from '../fsutil.js';
import { gitClient } from '../git/client.js';
import { gitPath } from '../git/worktree.js';
import { CHARTERS } from './charter.js';
import { CONFIG_FILE } from './config.js';
import { CHAINED, TRAILER_CHAINED } from './git-hook.js';
import { CODEOWNERS_PATH, RULESET_PATH } from './github.js';
import { YAML_CONFIGS as LEFTHOOK } from './hook-managers/lefthook.js';
import { CONFIG as PRE_COMMIT } from './hook-managers/pre-commit-framework.js';
import { JSON_CONFIGS as SIMPLE_GIT_HOOKS } from './hook-managers/simple-git-hooks.js';
import { launcherPath } from './launcher.js';
import { rel } from './outcome.js';
import { AGENT_HOSTS } from './settings.js';

/** The files init writes in the work tree (beside the protocol files, which have their own stricter check). */
const TREE_FILES = [
  '.github/workflows/handover.yml',
  '.github/workflows/handover-check.yml',
  // every agent host's hooks file (.claude, .codex, .gemini, .qwen, .github/hooks, .opencode) and MCP file
  ...Object.values(AGENT_HOSTS).map((h) => h.file),
  '.mcp.json',
  '.github/mcp.json',
  'opencode.json',
  '.codex/config.toml',
  '.husky/pre-commit',
  '.gitattributes',
  CONFIG_FILE,
  'package.json',
  PRE_COMMIT,
  ...LEFTHOOK,
  ...SIMPLE_GIT_HOOKS,
];

/**
 * Refuses (exit 2, before anything is written) a run of init that would write through a symbolic link
 * leading out of the repository: a cloned repo can hold `.github`, `.claude` or `.husky` as a link to the
 * user's home, a linked `workflows` folder, or a linked target file; `.git/hooks` can be a link too.
 * Links that stay inside the repository (or its git dir) are its own layout and are followed.
 * A charter keeps its own rule (a charter file linked outside is skipped); only its folders are checked here.
 */
export async function refuseLinksOut(
  root: string,
  o: { github?: boolean; charters?: string[]; configPath: string | null },
): Promise<void> {
  const [absGit, common] = (await gitClient(root).raw(['rev-parse', '--absolute-git-dir', '--git-common-dir']))
    .trim()
    .split('\n');
  const within = [root, absGit, resolve(root, common)];
  const checks: [string, string, boolean][] = TREE_FILES.map((f) => [root, f, false]);
  if (o.github) checks.push([root, RULESET_PATH, false], [root, CODEOWNERS_PATH, false]);
  if (o.configPath) checks.push([root, relative(root, resolve(root, o.configPath)), false]);
  for (const c of o.charters?.length ? o.charters : CHARTERS) checks.push([root, c, true]);
  // The git hook and the launcher live in the git dir: checked from there, unless core.hooksPath names a
  // folder of the user's own outside both (a local setting, not something a clone brings).
  for (const [abs, fromHooks] of [
    [await gitPath(root, 'hooks'), true],
    [await launcherPath(root), false],
  ] as const) {
    const hooks = ['pre-commit', CHAINED, 'prepare-commit-msg', TRAILER_CHAINED];
    for (const file of fromHooks ? hooks.map((h) => join(abs, h)) : [abs]) {
      const base = [resolve(root, common), absGit, root].find((b) => isInside(b, file));
      if (base) checks.push([base, relative(base, file), false]);
    }
  }
  for (const [base, file, foldersOnly] of checks) {
    if (file.startsWith('..') || isAbsolute(file)) continue;
    const out = linkLeadingOut(base, file, within, foldersOnly);
    if (out) {
      throw new CliError(
        `${rel(root, out.path)} is a symbolic link to ${out.to}, outside the repository, and handover init would ` +
          `write ${rel(root, join(base, file))} through it; ` +
          'nothing was written: replace the link with a real folder or file (or remove it), then run handover init ' +
          'again.',
        2,
      );
    }
  }
}

const isInside = (base: string, abs: string): boolean => {
  const r = relative(base, abs);
  return r !== '' && !r.startsWith('..') && !isAbsolute(r);
};
