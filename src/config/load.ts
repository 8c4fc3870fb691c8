import { pathToFileURL } from 'node:url';
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { CliError } from '../errors.js';
import { existsNoFollow, readIfExists } from '../fsutil.js';
import { RULE_IDS, RULE_OPTIONS } from '../rules/index.js';
import { plainYaml } from './plain-yaml.js';
import { validateConfig, type Config } from './schema.js';

/** Every place the config is looked for (cosmiconfig's, for the name handover), in order; the last runs code. */
export const DATA_PLACES = ['package.json', '.handoverrc', '.handoverrc.json', '.handoverrc.yaml', '.handoverrc.yml'];
export const CODE_PLACES = ['handover.config.js', 'handover.config.mjs', 'handover.config.cjs'];

/** The repository root above `cwd` (the folder holding `.git`), or `cwd` itself outside a repository. */
export function findRoot(cwd: string): string {
  let dir = resolve(cwd);
  for (;;) {
    if (existsSync(join(dir, '.git'))) return dir;
    const up = dirname(dir);
    if (up === dir) return resolve(cwd);
    dir = up;
  }
}

/**
 * Loads and validates the config at the repository root, from the first of DATA_PLACES then CODE_PLACES
 * that holds one. The data places are read here (never blocking on a pipe, every problem one sentence with
 * the file, line and column); a JS config is loaded with Node's import(), which runs it. With `trusted: false`
 * (the agent hooks, the merge driver: whatever runs on its own in a clone that may be untrusted) a JS config
 * is never run: it is reported (exit 2), and the caller decides how loud to be.
 */
export async function loadConfig(root: string, options: { trusted: boolean } = { trusted: true }): Promise<Config> {
  if (!existsSync(root) || !statSync(root).isDirectory())
    throw new CliError(`${root} is not a directory; pass an existing folder to --cwd.`, 2);
  for (const place of DATA_PLACES) {
    const bytes = readIfExists(join(root, place), place);
    if (bytes === null) continue;
    const text = bytes.toString('utf8');
    if (place === 'package.json') {
      let pkg: unknown;
      try {
        pkg = JSON.parse(text);
      } catch (error) {
        throw new CliError(
          `package.json: not valid JSON (${jsonReason(error as Error, text)}); fix the file and run again.`,
          2,
        );
      }
      if (!isObject(pkg) || !Object.hasOwn(pkg, 'handover')) continue;
    } else if (text.trim() === '') continue; // an empty file is no config, as cosmiconfig has it
    return configFromText(join(root, place), text);
  }
  const code = CODE_PLACES.find((p) => existsNoFollow(join(root, p)));
  if (!code) return validateConfig(null, null, RULE_IDS, RULE_OPTIONS);
  if (!options.trusted) {
    throw new CliError(
      `${code} is a JavaScript config, and handover does not run a repository's code here (the agent hooks and the ` +
        `merge driver read only JSON or YAML config); write it as .handoverrc.yaml or .handoverrc.json.`,
      2,
    );
  }
  const abs = join(root, code);
  readIfExists(abs, code); // a pipe or a directory under the name is an error, not a hang
  // Node's own loader, as cosmiconfig's first try is: an ES module's default export, or a CommonJS module's exports.
  // (cosmiconfig's fallback for a file that throws re-ran it through import-fresh, which cannot run in the bundle,
  // so every error in a JS config read "__filename is not defined".) The query makes each load a fresh run.
  let loaded: { default?: unknown };
  try {
    loaded = (await import(`${pathToFileURL(abs).href}?load=${Date.now()}`)) as { default?: unknown };
  } catch (error) {
    const why = String((error as Error).message ?? error)
      .split('\n')[0]
      .replace(/[.:]$/, '');
    throw new CliError(`${code}: could not be loaded (${why}); fix the file and run again.`, 2);
  }
  return validateConfig(loaded.default ?? null, abs, RULE_IDS, RULE_OPTIONS);
}

/** Validates config text read from a file or from git (JSON or YAML only; never code), as found under `name`. */
export function configFromText(name: string, text: string): Config {
  return validateConfig(parseConfigText(name, text), name, RULE_IDS, RULE_OPTIONS);
}

/**
 * Parses config text (JSON or YAML only; never code) into its raw value: package.json's `handover` key, or the file.
 */
export function parseConfigText(name: string, text: string): unknown {
  const json = name.endsWith('.json');
  try {
    if (name.endsWith('package.json')) return (JSON.parse(text) as Record<string, unknown>).handover ?? null;
    if (json) return JSON.parse(text);
    // loaded only when needed: not for the plainest configs (`agent: lab`), which every hook would otherwise pay
    return plainYaml(text) ?? (createRequire(import.meta.url)('yaml') as typeof import('yaml')).parse(text);
  } catch (error) {
    if (json)
      throw new CliError(
        `${name}: not valid JSON (${jsonReason(error as Error, text)}); fix the file and run again.`,
        2,
      );
    const e = error as Error & { linePos?: { line: number; col: number }[] };
    const reason = e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
    const at = e.linePos?.[0];
    const where = at ? `:${at.line}:${at.col}` : '';
    const position = at ? `, at line ${at.line}, column ${at.col}` : '';
    throw new CliError(`${name}${where}: not valid YAML (${reason}${position}); fix the file and run again.`, 2);
  }
}

/** A JSON.parse error's reason with the line and column it points at. */
function jsonReason(error: Error, text: string): string {
  const m = /at position (\d+)/.exec(error.message);
  const reason = error.message.replace(/ in JSON at position \d+.*$/, '').replace(/ at position \d+.*$/, '');
  if (!m) return reason;
  const before = text.slice(0, Number(m[1]));
  const line = before.split('\n').length;
  return `${reason}, at line ${line}, column ${before.length - before.lastIndexOf('\n')}`;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
