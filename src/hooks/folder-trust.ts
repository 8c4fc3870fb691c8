import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { homedir, platform } from 'node:os';
import { dirname, isAbsolute, join, normalize, parse, relative, resolve, sep } from 'node:path';

/**
 * Gemini CLI's and Qwen Code's folder trust, as their bundles read it (Gemini CLI 0.61.0's `checkPathTrust`, Qwen
 * Code 0.24.4's `isWorkspaceTrusted`): they load a project's hooks (.gemini/settings.json, .qwen/settings.json) only
 * in a trusted folder. Read by doctor, and by the handover extension's hooks at a repository's root, which step aside
 * only where the project hooks run.
 */
export type TrustHost = 'gemini' | 'qwen';

export interface FolderTrust {
  trusted: boolean;
  /** The trusted-folders file the verdict was read from (the one a user edits to trust the folder). */
  file: string;
}

/** Each host's files and variables: the user folder, the system settings, the trusted-folders file. */
const HOST = {
  gemini: {
    dir: '.gemini',
    system: 'GEMINI_CLI_SYSTEM_SETTINGS_PATH',
    defaults: 'GEMINI_CLI_SYSTEM_DEFAULTS_PATH',
    trusted: 'GEMINI_CLI_TRUSTED_FOLDERS_PATH',
    systemDir: { darwin: '/Library/Application Support/GeminiCli', other: '/etc/gemini-cli' },
    /** Folder trust is checked unless turned off. */
    enabledByDefault: true,
  },
  qwen: {
    dir: '.qwen',
    system: 'QWEN_CODE_SYSTEM_SETTINGS_PATH',
    defaults: 'QWEN_CODE_SYSTEM_DEFAULTS_PATH',
    trusted: 'QWEN_CODE_TRUSTED_FOLDERS_PATH',
    systemDir: { darwin: '/Library/Application Support/QwenCode', other: '/etc/qwen-code' },
    /** Folder trust is checked only when turned on. */
    enabledByDefault: false,
  },
} as const;

/**
 * The host's user folder: Gemini CLI's `.gemini` under GEMINI_CLI_HOME (else the home folder), Qwen Code's QWEN_HOME
 * itself (`~` and a relative path resolved as Qwen Code does; read from its `.env` files when not set, see
 * `qwenEnv`), else `.qwen` in the home folder. Its settings, trusted folders and extensions live there.
 */
export function hostUserDir(host: TrustHost, env: NodeJS.ProcessEnv): string {
  if (host === 'gemini') return join(env.GEMINI_CLI_HOME || env.HOME || homedir(), '.gemini');
  return qwenDir(qwenEnv(env));
}

function qwenDir(env: NodeJS.ProcessEnv): string {
  const home = env.HOME || homedir();
  const own = env.QWEN_HOME;
  if (!own) return join(home, '.qwen');
  if (own === '~' || own.startsWith('~/')) return join(home, own.slice(2));
  return resolve(own);
}

/** The variables Qwen Code 0.24.4 reads from its `.env` files before anything else (`HOME_ENV_BOOTSTRAP_KEYS`). */
const QWEN_BOOTSTRAP = ['QWEN_HOME', 'QWEN_CODE_TRUSTED_FOLDERS_PATH'];

/**
 * `env` as Qwen Code completes it at startup (`preResolveHomeEnvOverrides`): QWEN_HOME and
 * QWEN_CODE_TRUSTED_FOLDERS_PATH, when not set, from `.env` in its user folder, then (QWEN_HOME not set) `~/.env`,
 * then from `.env` in the QWEN_HOME found there. A hook gets them from the host already; doctor, run from the user's
 * shell, reads them here.
 */
export function qwenEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (QWEN_BOOTSTRAP.every((k) => env[k])) return env;
  const out = { ...env };
  const first = qwenDir(env);
  for (const file of [join(first, '.env'), ...(env.QWEN_HOME ? [] : [join(dirname(first), '.env')])])
    readEnvInto(file, out);
  if (out.QWEN_HOME && out.QWEN_HOME !== env.QWEN_HOME && qwenDir(out) !== first)
    readEnvInto(join(qwenDir(out), '.env'), out);
  return out;
}

/** The bootstrap variables a dotenv file sets, into `env` where it has none. */
function readEnvInto(file: string, env: NodeJS.ProcessEnv): void {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return;
  }
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*(?:export\s+)?([\w.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^#]*))/.exec(line);
    if (!m || !QWEN_BOOTSTRAP.includes(m[1]) || env[m[1]] !== undefined) continue;
    const value = (m[2] ?? m[3] ?? m[4] ?? '').trim();
    if (value) env[m[1]] = value;
  }
}

/**
 * Whether `host` trusts `root` for a session with `env`: for Gemini CLI, GEMINI_RESTRICTED_MODE=true or
 * GEMINI_CLI_TRUST_WORKSPACE=false distrust and GEMINI_CLI_TRUST_WORKSPACE=true trusts, whatever the file says; then
 * folder trust turned off (the system settings over the user's over the system defaults; Gemini CLI checks it unless
 * turned off, Qwen Code only when turned on) trusts; then the trusted-folders file decides, by each host's own
 * precedence, and a folder it does not name is not trusted.
 */
export function folderTrust(host: TrustHost, root: string, env: NodeJS.ProcessEnv): FolderTrust {
  const h = HOST[host];
  if (host === 'qwen') env = qwenEnv(env);
  const dir = hostUserDir(host, env);
  const file = env[h.trusted] || join(dir, 'trustedFolders.json');
  if (host === 'gemini') {
    if (env.GEMINI_RESTRICTED_MODE === 'true' || env.GEMINI_CLI_TRUST_WORKSPACE === 'false')
      return { trusted: false, file };
    if (env.GEMINI_CLI_TRUST_WORKSPACE === 'true') return { trusted: true, file };
  }
  const system =
    env[h.system] || join(platform() === 'darwin' ? h.systemDir.darwin : h.systemDir.other, 'settings.json');
  const defaults = env[h.defaults] || join(dirname(system), 'system-defaults.json');
  const enabled = [system, join(dir, 'settings.json'), defaults]
    .map(
      (path) =>
        ((readJson(path, { comments: true })?.security ?? {}) as { folderTrust?: { enabled?: unknown } }).folderTrust
          ?.enabled,
    )
    .find((v) => v !== undefined);
  if (!(enabled ?? h.enabledByDefault)) return { trusted: true, file };
  const rules = Object.entries(readJson(file, { comments: true }) ?? {});
  return { trusted: (host === 'gemini' ? geminiTrusted : qwenTrusted)(rules, root) === true, file };
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

type Rules = [string, unknown][];

/** The folder a rule is about: a TRUST_PARENT entry names a child of it. */
const ruleFolder = (path: string, rule: unknown): string => (rule === 'TRUST_PARENT' ? dirname(path) : path);

/**
 * Gemini CLI 0.61.0 (`isPathTrusted`): both paths through realpath; among the rules whose folder holds `root`, the one
 * with the longest key (made absolute) decides (the first of equal keys' lengths); DO_NOT_TRUST distrusts.
 */
function geminiTrusted(rules: Rules, root: string): boolean | undefined {
  const location = real(root);
  let verdict: boolean | undefined;
  let longest = -1;
  for (const [key, rule] of rules) {
    if (rule !== 'TRUST_FOLDER' && rule !== 'TRUST_PARENT' && rule !== 'DO_NOT_TRUST') continue;
    const path = resolve(key);
    if (!isWithin(real(ruleFolder(path, rule)), location) || path.length <= longest) continue;
    longest = path.length;
    verdict = rule !== 'DO_NOT_TRUST';
  }
  return verdict;
}

/**
 * Qwen Code 0.24.4 (`resolveTrustDecision`): each path as given and through realpath; among the rules whose folder
 * holds `root`, the deepest folder decides, and at equal depth DO_NOT_TRUST wins.
 */
function qwenTrusted(rules: Rules, root: string): boolean | undefined {
  const locations = variants(root);
  let verdict: boolean | undefined;
  let deepest = -1;
  for (const [path, rule] of rules) {
    if (rule !== 'TRUST_FOLDER' && rule !== 'TRUST_PARENT' && rule !== 'DO_NOT_TRUST') continue;
    let depth = -1;
    for (const folder of variants(ruleFolder(path, rule)))
      if (locations.some((l) => isWithin(folder, l))) depth = Math.max(depth, depthOf(folder));
    if (depth < 0) continue;
    const trusts = rule !== 'DO_NOT_TRUST';
    if (depth > deepest || (depth === deepest && !trusts && verdict !== false)) {
      deepest = depth;
      verdict = trusts;
    }
  }
  return verdict;
}

const depthOf = (folder: string): number => relative(parse(folder).root, folder).split(sep).filter(Boolean).length;

function variants(path: string): string[] {
  const out = [normalize(resolve(path))];
  try {
    out.push(normalize(realpathSync(path)));
  } catch {
    // a folder that does not exist is compared as written
  }
  return out;
}

function real(path: string): string {
  try {
    return existsSync(path) ? realpathSync(path) : path;
  } catch {
    return path;
  }
}

/** Whether `path` is `folder` or inside it. */
export const isWithin = (folder: string, path: string): boolean => {
  const r = relative(resolve(folder), resolve(path));
  return r === '' || (!r.startsWith(`..${sep}`) && r !== '..' && !isAbsolute(r));
};

/**
 * A JSON object file, else null: a byte-order mark allowed, and with `comments` `//` and block comments too (how Gemini
 * CLI and Qwen Code read their settings); without, as strictly as a host that takes plain JSON reads it.
 */
export function readJson(path: string, o: { comments?: boolean } = {}): Record<string, unknown> | null {
  try {
    const text = readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
    const v: unknown = JSON.parse(o.comments ? stripComments(text) : text);
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** `//` and `/* *\/` comments outside strings removed (strip-json-comments, which both hosts use). */
function stripComments(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '"') {
      const start = i;
      i++;
      while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      i++;
      out += text.slice(start, i);
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 2;
      out += ' ';
    } else {
      out += c;
      i++;
    }
  }
  return out;
}
