import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/**
 * Gemini CLI's and Qwen Code's folder trust, as their bundles read it (Gemini CLI 0.61.0's `checkPathTrust`): they
 * load a project's hooks (.gemini/settings.json, .qwen/settings.json) only in a trusted folder. Read by doctor, and
 * by the handover extension's hooks at a repository's root, which step aside only where the project hooks run.
 */
export type TrustHost = 'gemini' | 'qwen';

export interface FolderTrust {
  trusted: boolean;
  /** The trusted-folders file the verdict was read from (the one a user edits to trust the folder). */
  file: string;
}

/**
 * Whether `host` trusts `root` for a session with `env`: for Gemini CLI, GEMINI_RESTRICTED_MODE=true or
 * GEMINI_CLI_TRUST_WORKSPACE=false distrust and GEMINI_CLI_TRUST_WORKSPACE=true trusts, whatever the file says; then
 * folder trust turned off in the user's settings (Gemini CLI checks it unless turned off, Qwen Code only when turned
 * on) trusts; then the trusted-folders file decides, and a folder it does not name is not trusted.
 */
export function folderTrust(host: TrustHost, root: string, env: NodeJS.ProcessEnv): FolderTrust {
  const dir = join(env.HOME || homedir(), host === 'gemini' ? '.gemini' : '.qwen');
  const file =
    (host === 'gemini' ? env.GEMINI_CLI_TRUSTED_FOLDERS_PATH : env.QWEN_CODE_TRUSTED_FOLDERS_PATH) ||
    join(dir, 'trustedFolders.json');
  if (host === 'gemini') {
    if (env.GEMINI_RESTRICTED_MODE === 'true' || env.GEMINI_CLI_TRUST_WORKSPACE === 'false')
      return { trusted: false, file };
    if (env.GEMINI_CLI_TRUST_WORKSPACE === 'true') return { trusted: true, file };
  }
  const security = (readJson(join(dir, 'settings.json'))?.security ?? {}) as { folderTrust?: { enabled?: boolean } };
  const enabled = host === 'gemini' ? security.folderTrust?.enabled !== false : security.folderTrust?.enabled === true;
  if (!enabled) return { trusted: true, file };
  return { trusted: folderTrusted(readJson(file) ?? {}, root), file };
}

/**
 * Whether the project hooks init wrote at `root` run in a session there, as a hook of that session can tell: the
 * folder trust, where GEMINI_CLI_TRUST_WORKSPACE=true does not count. Gemini CLI 0.61.0 reads its settings (the
 * project's hooks among them) before it parses `--skip-trust`, which then sets that variable for the rest of the
 * session and for every hook: a hook cannot tell it from one the user set (which would have loaded them), so it counts
 * neither, and where they may not have loaded the extension judges the edit too (at worst twice, never not at all).
 */
export function projectHooksRun(host: TrustHost, root: string, env: NodeJS.ProcessEnv): boolean {
  const own = host === 'gemini' && env.GEMINI_CLI_TRUST_WORKSPACE === 'true';
  return folderTrust(host, root, own ? { ...env, GEMINI_CLI_TRUST_WORKSPACE: undefined } : env).trusted;
}

/**
 * Gemini CLI's trustedFolders.json: a folder is trusted by a TRUST_FOLDER entry for it or a folder above it, or a
 * TRUST_PARENT entry for a child of a folder above it; the longest matching entry decides (DO_NOT_TRUST distrusts).
 */
function folderTrusted(rules: Record<string, unknown>, root: string): boolean {
  let verdict: boolean | null = null;
  let best = -1;
  for (const [path, rule] of Object.entries(rules)) {
    const folder = rule === 'TRUST_PARENT' ? dirname(path) : path;
    if (!isWithin(folder, root) || folder.length < best) continue;
    best = folder.length;
    verdict = rule === 'TRUST_FOLDER' || rule === 'TRUST_PARENT';
  }
  return verdict === true;
}

const isWithin = (folder: string, path: string): boolean => {
  const r = relative(resolve(folder), resolve(path));
  return r === '' || (!r.startsWith(`..${sep}`) && r !== '..' && !isAbsolute(r));
};

function readJson(path: string): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse(readFileSync(path, 'utf8').replace(/^\uFEFF/, ''));
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
