import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readText, writeTarget, writeText, type Outcome } from '../outcome.js';
import { runner, runsCheck } from './block.js';
import { addsTrailer, TRAILER_HOOK, trailerLines } from './trailer.js';
import { depends, type HookContext, type HookManager } from './types.js';

const KEY = 'simple-git-hooks';
export const JSON_CONFIGS = ['.simple-git-hooks.json', 'simple-git-hooks.json'];
const JS_CONFIGS = [
  '.simple-git-hooks.cjs',
  '.simple-git-hooks.js',
  '.simple-git-hooks.mjs',
  'simple-git-hooks.cjs',
  'simple-git-hooks.js',
  'simple-git-hooks.mjs',
];

/**
 * simple-git-hooks: its `pre-commit` command (package.json's "simple-git-hooks" or its JSON config)
 * gets the check first; `npx simple-git-hooks` then writes the git hook from it.
 */
export const simpleGitHooks: HookManager = {
  name: KEY,
  detect: (ctx) =>
    Boolean(ctx.pkg && Object.hasOwn(ctx.pkg, KEY)) ||
    [...JSON_CONFIGS, ...JS_CONFIGS].some((f) => existsSync(join(ctx.root, f))) ||
    depends(ctx, KEY),
  install: (ctx) => addTo(ctx, CHECK),
  trailer: (ctx) => addTo(ctx, TRAILER),
};

/** A command handover puts first in one git hook's entry. */
interface Command {
  hook: string;
  lines: () => string;
  present: (text: string) => boolean;
}

const CHECK: Command = { hook: 'pre-commit', lines: runner, present: runsCheck };
// simple-git-hooks writes the command as the hook's body, so "$1" is git's first argument (the message file).
const TRAILER: Command = { hook: TRAILER_HOOK, lines: () => trailerLines(), present: addsTrailer };

function addTo(ctx: HookContext, spec: Command): Outcome {
  const json = JSON_CONFIGS.find((f) => existsSync(join(ctx.root, f)));
  if (json) return addCommand(ctx, { relPath: json, key: null, spec });
  const js = JS_CONFIGS.find((f) => existsSync(join(ctx.root, f)));
  if (js && !(ctx.pkg && Object.hasOwn(ctx.pkg, KEY)))
    return {
      what: js,
      action: 'skipped',
      note:
        `a JS config is not edited; put these lines first in its "${spec.hook}" command, then run npx ` +
        `simple-git-hooks:\n${spec.lines()}`,
    };
  return addCommand(ctx, { relPath: 'package.json', key: KEY, spec });
}

function addCommand(ctx: HookContext, o: { relPath: string; key: string | null; spec: Command }): Outcome {
  const { relPath, key, spec } = o;
  const what = key ? `${relPath} (${key})` : relPath;
  const manual = (why: string): Outcome => ({
    what,
    action: 'skipped',
    note:
      `${why}; put these lines first in the "${spec.hook}" command, then run npx ` +
      `simple-git-hooks:\n${spec.lines()}`,
  });
  const abs = join(ctx.root, relPath);
  const target = writeTarget(ctx.root, abs);
  const text = target === null ? null : readText(target);
  if (target === null || text === null) return manual('a symlink out of the repository');
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return manual('not valid JSON');
  }
  if (key) data[key] ??= {};
  const config = (key ? data[key] : data) as Record<string, unknown>;
  if (typeof config !== 'object' || config === null || Array.isArray(config))
    return manual('its hooks are not an object');
  const old = config[spec.hook];
  if (old !== undefined && typeof old !== 'string') return manual(`its ${spec.hook} command is not a string`);
  if (old && spec.present(old)) return { what, action: 'kept' };
  config[spec.hook] = old ? `${spec.lines()}\n${old}` : spec.lines();
  const indent = /^[ \t]+(?=")/m.exec(text)?.[0] ?? '  ';
  writeText(target, JSON.stringify(data, null, indent) + (text.endsWith('\n') ? '\n' : ''));
  return { what, action: 'extended', note: 'run npx simple-git-hooks to write the git hook from it; commit it' };
}
