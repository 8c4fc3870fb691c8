import { BASELINE_FILE } from '../../baseline/file.js';
import { attributeFilesFor } from '../../git/attribute-files.js';
import { commitRule } from '../types.js';

/**
 * Only the config's `owner` or a dispatcher changes how handover judges this repo: its config, its baseline
 * (`.handover-baseline.json`), the `.gitattributes` lines for the protocol files, and the hook-manager lines that run handover. A tracked
 * `node_modules/.bin/handover` is reported from anyone: hooks must never run a CLI a change planted.
 */
export default commitRule({
  id: 'protocol/config-owner',
  meta: {
    class: 'authority',
    description:
      "Only the config's owner or a dispatcher changes the handover config, the .gitattributes lines for the " +
      'protocol files or the hook lines that run handover; a planted node_modules/.bin/handover is reported.',
    defaultSeverity: 'error',
  },
});

/** The config files cosmiconfig finds under the name `handover` (package.json is judged by its keys). */
export const CONFIG_FILES = [
  '.handoverrc',
  '.handoverrc.json',
  '.handoverrc.yaml',
  '.handoverrc.yml',
  '.handoverrc.js',
  '.handoverrc.ts',
  '.handoverrc.mjs',
  '.handoverrc.cjs',
  '.config/handoverrc',
  '.config/handoverrc.json',
  '.config/handoverrc.yaml',
  '.config/handoverrc.yml',
  '.config/handoverrc.js',
  '.config/handoverrc.ts',
  '.config/handoverrc.mjs',
  '.config/handoverrc.cjs',
  'handover.config.js',
  'handover.config.ts',
  'handover.config.mjs',
  'handover.config.cjs',
];
/** Hook-manager files whose lines that mention handover are the config owner's. */
const HOOK_FILES = ['lefthook.yml', 'lefthook.yaml', '.lefthook.yml', '.lefthook.yaml', '.pre-commit-config.yaml'];
export const PLANTED_CLI = 'node_modules/.bin/handover';
/**
 * Agents' JSON settings: their hooks that run handover, every switch for hooks (`disableAllHooks`, a
 * `hooksConfig.enabled`, …) and every value that names handover (an MCP server) are the owner's. A committed
 * `.claude/settings.local.json` applies to every clone that has it, so it is judged as the shared file is.
 */
const AGENT_SETTINGS = [
  '.claude/settings.json',
  '.claude/settings.local.json',
  '.gemini/settings.json',
  '.qwen/settings.json',
  '.codex/hooks.json',
  // the MCP servers of Claude Code, Copilot CLI and opencode: the `handover` server is the owner's
  '.mcp.json',
  '.github/mcp.json',
  'opencode.json',
];
/** Agents' TOML settings (Codex): lines that mention hooks or handover. */
const AGENT_TOML = ['.codex/config.toml'];
/**
 * Folders of hook, plugin and workflow files: a file there that runs handover (in either version) is the
 * owner's whole, since a one-word change (`uses:` pointing elsewhere, `run: true`) turns the check off.
 */
const HOOK_FOLDERS = ['.github/workflows', '.github/hooks', '.opencode/plugins', '.claude-plugin'];

/** Every path (or folder) the rule watches, for listing the commits and files that touch them. */
export const WATCHED_PATHS = [
  ...CONFIG_FILES,
  BASELINE_FILE,
  'package.json',
  '.gitattributes',
  '.husky',
  ...HOOK_FILES,
  ...AGENT_SETTINGS,
  ...AGENT_TOML,
  ...HOOK_FOLDERS,
  PLANTED_CLI,
];

/**
 * The watched paths for a repo whose protocol files are `protocolPaths`: WATCHED_PATHS and the `.gitattributes`
 * of every folder on the way to a protocol file (a nested one decides for the files below it).
 */
export function watchedPaths(protocolPaths: string[]): string[] {
  return [...new Set([...WATCHED_PATHS, ...attributeFilesFor(protocolPaths)])];
}

/** Whether a path is a `.gitattributes` file (at the root or in a folder). */
export const isAttributesFile = (path: string): boolean =>
  path === '.gitattributes' || path.endsWith('/.gitattributes');

/** One watched file's two versions as text (null: absent). */
export interface WatchedChange {
  path: string;
  before: string | null;
  after: string | null;
}

/** configChange for the agents' settings and the hook, plugin and workflow folders; undefined for other paths. */
function agentFileChange({ path, before, after }: WatchedChange): string | null | undefined {
  if (AGENT_SETTINGS.includes(path)) {
    if (settingsProjection(before) === settingsProjection(after)) return null;
    const hooksOf = (t: string | null) => {
      try {
        return JSON.stringify(handoverHooks((JSON.parse(t ?? '{}') as { hooks?: unknown } | null)?.hooks));
      } catch {
        return '';
      }
    };
    return hooksOf(before) === hooksOf(after)
      ? `changes the hook switches or handover's settings in ${path}`
      : `changes the handover hooks of ${path}`;
  }
  if (AGENT_TOML.includes(path))
    return same(mentions(before ?? '', 'handover', 'hook'), mentions(after ?? '', 'handover', 'hook'))
      ? null
      : `changes the hook or handover lines of ${path}`;
  if (HOOK_FOLDERS.some((f) => path.startsWith(`${f}/`))) {
    const runs = (t: string | null) => t?.toLowerCase().includes('handover') ?? false;
    if (!runs(before) && !runs(after)) return null;
    const what = path.startsWith('.github/workflows/') ? 'the workflow' : 'the hook file';
    return `${before === null ? 'adds' : after === null ? 'removes' : 'changes'} ${what} ${path}, which runs handover`;
  }
  return undefined;
}

/** Files the owner's whole (besides the config): the baseline waives findings as the config sets severities. */
const OWNED_FILES = new Map([[BASELINE_FILE, 'the baseline']]);

/** What a change to a watched file does that only the owner or a dispatcher may do, or null when nothing. */
export function configChange(c: WatchedChange, _protocolPaths?: string[]): string | null {
  const { path, before, after } = c;
  if (before === after) return null;
  const agents = agentFileChange(c);
  if (agents !== undefined) return agents;
  if (path === PLANTED_CLI)
    return after === null
      ? null
      : `${before === null ? 'adds' : 'changes'} a tracked ${PLANTED_CLI}: a hook would run this file instead of the ` +
          `installed handover — remove it from git (git rm --cached ${PLANTED_CLI}) and ignore node_modules/`;
  const whole = OWNED_FILES.get(path) ?? (CONFIG_FILES.includes(path) ? 'the handover config' : undefined);
  if (whole) return `${before === null ? 'adds' : after === null ? 'removes' : 'changes'} ${whole} ${path}`;
  if (path === 'package.json') {
    const keys = (t: string | null) => {
      if (t === null) return '';
      try {
        const j = JSON.parse(t) as Record<string, unknown>;
        return JSON.stringify([j?.handover ?? null, j?.['simple-git-hooks'] ?? null]);
      } catch {
        return mentions(t, 'handover').join('\n');
      }
    };
    return keys(before) === keys(after) ? null : 'changes the "handover" or "simple-git-hooks" key of package.json';
  }
  if (path.startsWith('.husky/') || HOOK_FILES.includes(path)) {
    return same(mentions(before ?? '', 'handover'), mentions(after ?? '', 'handover'))
      ? null
      : `changes the lines of ${path} that run handover`;
  }
  return null;
}

/** The trimmed lines of a text that mention one of the words, sorted (a moved line is no change). */
function mentions(text: string, ...words: string[]): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => words.some((w) => l.toLowerCase().includes(w)))
    .sort();
}

/**
 * What of an agent's JSON settings is the owner's, as one string: the hook entries that run handover, every
 * value under a key that names hooks outside the per-event hook lists (`disableAllHooks`, `hooksConfig`, a
 * `hooks.enabled`), and every key or value that names handover. Unparseable JSON: its lines that mention either.
 */
function settingsProjection(t: string | null): string {
  if (t === null) return '';
  let json: unknown;
  try {
    json = JSON.parse(t);
  } catch {
    return mentions(t, 'handover', 'hook').join('\n');
  }
  const hooks = (json as { hooks?: unknown } | null)?.hooks;
  const out = handoverHooks(hooks);
  const walk = (v: unknown, path: string[]) => {
    const inEventList =
      path[0] === 'hooks' && path.length > 1 && Array.isArray((hooks as Record<string, unknown>)?.[path[1]]);
    if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v as Record<string, unknown>);
      if (entries.length === 0 && path.some((k) => /hook|handover/i.test(k)))
        out.push(`${path.join('.')}=${JSON.stringify(v)}`);
      for (const [k, c] of entries) walk(c, [...path, k]);
      return;
    }
    const named = path.some((k) => /handover/i.test(k)) || (typeof v === 'string' && /handover/i.test(v));
    if (named || (!inEventList && path.some((k) => /hook/i.test(k))))
      out.push(`${path.join('.')}=${JSON.stringify(v)}`);
  };
  walk(json, []);
  return [...new Set(out)].sort().join('\n');
}

const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** A value as JSON with its object keys sorted, so a reordered entry is the same entry. */
function stable(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stable).join(',')}]`;
  if (v !== null && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v) ?? 'null';
}

/** Whether a hook entry runs handover: any of its string fields (command, bash, name …) names it. */
const runsHandover = (h: unknown): boolean =>
  h !== null &&
  typeof h === 'object' &&
  Object.values(h as Record<string, unknown>).some((v) => typeof v === 'string' && /handover/i.test(v));

/**
 * The hook entries of an agent's settings `hooks` object (Claude Code, Codex, Gemini CLI, Qwen Code: event → groups
 * → hooks) that run handover, each with every field of the entry and of its group (matcher, `async`, `timeout`,
 * `type` …): a field that lets the guard through (`async: true`, a 1-second timeout) is the owner's to set.
 */
function handoverHooks(hooks: unknown): string[] {
  const out: string[] = [];
  if (typeof hooks !== 'object' || hooks === null) return out;
  for (const [event, list] of Object.entries(hooks as Record<string, unknown>)) {
    if (!Array.isArray(list)) continue;
    for (const group of list as Record<string, unknown>[]) {
      if (group === null || typeof group !== 'object') continue;
      const { hooks: inner, ...fields } = group;
      for (const h of Array.isArray(inner) ? inner : [])
        if (runsHandover(h)) out.push(`${event}\u0000${stable(fields)}\u0000${stable(h)}`);
    }
  }
  return out.sort();
}
