import { commitRule } from '../types.js';

/**
 * Only the config's `owner` or a dispatcher changes how handover judges this repo: its config, the
 * `.gitattributes` lines for the protocol files, and the hook-manager lines that run handover. A tracked
 * `node_modules/.bin/handover` is reported from anyone: hooks must never run a CLI a change planted.
 */
export default commitRule({
  id: 'protocol/config-owner',
  meta: {
    description:
      "Only the config's owner or a dispatcher changes the handover config, the .gitattributes lines for the protocol files or the hook lines that run handover; a planted node_modules/.bin/handover is reported.",
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
/** The agents' project settings whose hook entries that run handover are the config owner's. */
const AGENT_SETTINGS = ['.claude/settings.json', '.codex/hooks.json', '.gemini/settings.json', '.qwen/settings.json'];

/** Every path (or folder) the rule watches, for listing the commits and files that touch them. */
export const WATCHED_PATHS = [
  ...CONFIG_FILES,
  'package.json',
  '.gitattributes',
  '.husky',
  ...HOOK_FILES,
  ...AGENT_SETTINGS,
  PLANTED_CLI,
];

/** One watched file's two versions as text (null: absent). */
export interface WatchedChange {
  path: string;
  before: string | null;
  after: string | null;
}

/** What a change to a watched file does that only the owner or a dispatcher may do, or null when nothing. */
export function configChange(c: WatchedChange, protocolPaths: string[]): string | null {
  const { path, before, after } = c;
  if (before === after) return null;
  if (path === PLANTED_CLI)
    return after === null
      ? null
      : `${before === null ? 'adds' : 'changes'} a tracked ${PLANTED_CLI}: a hook would run this file instead of the installed handover — remove it from git (git rm --cached ${PLANTED_CLI}) and ignore node_modules/`;
  if (CONFIG_FILES.includes(path))
    return `${before === null ? 'adds' : after === null ? 'removes' : 'changes'} the handover config ${path}`;
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
  if (path === '.gitattributes') {
    const names = protocolPaths.flatMap((p) => [p, p.split('/').pop()!]);
    const ours = (t: string | null) =>
      (t ?? '')
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter((l) => /merge=handover\b/.test(l) || names.some((n) => l.split(/\s+/)[0]?.replace(/^\//, '') === n))
        .sort();
    return same(ours(before), ours(after)) ? null : 'changes the .gitattributes lines for the protocol files';
  }
  if (AGENT_SETTINGS.includes(path)) {
    const hooks = (t: string | null) => {
      if (t === null) return '';
      try {
        return JSON.stringify(handoverHooks((JSON.parse(t) as { hooks?: unknown }).hooks));
      } catch {
        return mentions(t, 'handover').join('\n');
      }
    };
    return hooks(before) === hooks(after) ? null : `changes the handover hooks of ${path}`;
  }
  if (path.startsWith('.husky/') || HOOK_FILES.includes(path)) {
    return same(mentions(before ?? '', 'handover'), mentions(after ?? '', 'handover'))
      ? null
      : `changes the lines of ${path} that run handover`;
  }
  return null;
}

/** The trimmed lines of a text that mention a word, sorted (a moved line is no change). */
function mentions(text: string, word: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.toLowerCase().includes(word))
    .sort();
}

const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The hook entries of a Claude settings `hooks` object whose command runs handover, by event and matcher. */
function handoverHooks(hooks: unknown): string[] {
  const out: string[] = [];
  if (typeof hooks !== 'object' || hooks === null) return out;
  for (const [event, list] of Object.entries(hooks as Record<string, unknown>)) {
    if (!Array.isArray(list)) continue;
    for (const group of list as { matcher?: unknown; hooks?: unknown }[]) {
      for (const h of Array.isArray(group?.hooks) ? (group.hooks as { command?: unknown }[]) : []) {
        if (typeof h?.command === 'string' && h.command.includes('handover'))
          out.push(`${event}\u0000${String(group.matcher ?? '')}\u0000${h.command}`);
      }
    }
  }
  return out.sort();
}
