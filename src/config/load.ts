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
/** JS files a user may mean as config (cosmiconfig's rc names) that handover never loads; the servers say so. */
export const UNREAD_CODE_PLACES = ['.handoverrc.js', '.handoverrc.cjs', '.handoverrc.mjs'];

/** A config that cannot be used: the sentence, the file it is about, and where in it when known (1-based). */
export class ConfigError extends CliError {
  constructor(
    message: string,
    readonly file: string,
    readonly at: { line: number; column: number } | null = null,
  ) {
    super(message, 2);
  }
}

/** How a config is read: `trusted: false` never runs a JS config; `reader` names who reads data only. */
export interface LoadOptions {
  trusted: boolean;
  /** For the sentence: who reads only JSON or YAML config here (default: the agent hooks and the merge driver). */
  reader?: string;
}

/** Set by a server for its whole process: no loadConfig in it runs a repository's code (see `refuseCodeConfig`). */
let processReader: string | null = null;

/**
 * From now on, in this process, every loadConfig reads JSON and YAML config only, as if `trusted: false` with
 * `reader` (the MCP and language servers call this first: whatever they load, for whichever folder, runs no code).
 */
export function refuseCodeConfig(reader: string): void {
  processReader = reader;
}

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
export async function loadConfig(root: string, asked: LoadOptions = { trusted: true }): Promise<Config> {
  const options: LoadOptions = processReader ? { trusted: false, reader: processReader } : asked;
  if (!existsSync(root) || !statSync(root).isDirectory())
    throw new CliError(`${root} is not a directory; pass an existing folder to --cwd.`, 2);
  const data = dataConfig(root);
  if (data) return data;
  const trusted = options.trusted;
  const code = CODE_PLACES.find((p) => existsNoFollow(join(root, p)));
  // the servers also say so for the rc names cosmiconfig knows and handover never reads (the CLI ignores them)
  const unread = options.reader ? UNREAD_CODE_PLACES.find((p) => existsNoFollow(join(root, p))) : undefined;
  if (!code && !unread) return validateConfig(null, null, RULE_IDS, RULE_OPTIONS);
  if (!trusted || !code) {
    const file = (code ?? unread) as string;
    const reader = options.reader
      ? `${options.reader} reads only JSON or YAML config`
      : 'the agent hooks and the merge driver read only JSON or YAML config';
    throw new ConfigError(
      `${file} is a JavaScript config, and handover does not run a repository's code here (${reader}); write it as ` +
        `.handoverrc.yaml or .handoverrc.json.`,
      join(root, file),
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

/** The config from the first data place that holds one (JSON or YAML; never code), or null. */
function dataConfig(root: string): Config | null {
  for (const place of DATA_PLACES) {
    const bytes = readIfExists(join(root, place), place);
    if (bytes === null) continue;
    const text = bytes.toString('utf8');
    if (place === 'package.json') {
      let pkg: unknown;
      try {
        pkg = JSON.parse(text);
      } catch (error) {
        throw new ConfigError(
          `package.json: not valid JSON (${jsonReason(error as Error, text)}); fix the file and run again.`,
          join(root, place),
          positionIn(text, error as Error),
        );
      }
      if (!isObject(pkg) || !Object.hasOwn(pkg, 'handover')) continue;
    } else if (text.trim() === '') continue; // an empty file is no config, as cosmiconfig has it
    return configAt(join(root, place), text);
  }
  return null;
}

/** `configFromText` for a file on disk: a problem comes back as a ConfigError on that file, placed when it can be. */
function configAt(file: string, text: string): Config {
  try {
    return configFromText(file, text);
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    throw new ConfigError(error.message, file, placeOf(error.message, file, text));
  }
}

/** Where a config error points: the `file:line:col` it starts with, else the first line naming its key. */
function placeOf(message: string, file: string, text: string): { line: number; column: number } | null {
  const rest = message.startsWith(file) ? message.slice(file.length) : '';
  const m = /^:(\d+):(\d+):/.exec(rest);
  if (m) return { line: Number(m[1]), column: Number(m[2]) };
  const at = /at line (\d+), column (\d+)/.exec(message);
  if (at) return { line: Number(at[1]), column: Number(at[2]) };
  const key = /^[^"]*"([^"]+)"/.exec(message.slice(file.length))?.[1]?.split('.').pop();
  if (!key) return null;
  const lines = text.split('\n');
  const i = lines.findIndex((l) => l.includes(key));
  return i === -1 ? null : { line: i + 1, column: lines[i].indexOf(key) + 1 };
}

/** The line and column a JSON.parse error points at, or null. */
function positionIn(text: string, error: Error): { line: number; column: number } | null {
  const m = /at line (\d+), column (\d+)/.exec(jsonReason(error, text));
  return m ? { line: Number(m[1]), column: Number(m[2]) } : null;
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
