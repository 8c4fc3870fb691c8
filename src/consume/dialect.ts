import { CODE_PLACES, DATA_PLACES, parseConfigText } from '../config/load.js';
import { validateConfig, type UpstreamConfig } from '../config/schema.js';
import { CliError } from '../errors.js';
import { upstreamFilesAt, type UpstreamBlob } from '../git/upstream.js';
import { CANONICAL, makeDialect, type Dialect, type DialectName, type LogDialect } from '../models/dialect.js';
import { RULE_IDS, RULE_OPTIONS } from '../rules/index.js';

/** The dialect an upstream's log is read in, and where that was learnt. */
export interface UpstreamDialect {
  name: DialectName;
  log: LogDialect;
  /**
   * `config`: this repo's `upstreams.<name>.dialect`/`log`; `upstream`: the upstream's own config; `consumer`: neither,
   * so this repo's own dialect.
   */
  from: 'config' | 'upstream' | 'consumer';
  /** With `upstream`: the config file it was read from (its path in the upstream's repository). */
  file?: string;
}

/** An upstream's config is someone else's data: no bigger than this is read. */
export const UPSTREAM_CONFIG_MAX_BYTES = 256 * 1024;

/**
 * The dialect this repo's config declares for an upstream (`upstreams.<name>.dialect`, `.log`), or null when it
 * declares none.
 */
export function declaredDialect(up: UpstreamConfig): UpstreamDialect | null {
  if (!up.dialect && !up.log) return null;
  const d = makeDialect({ dialect: up.dialect ?? 'handover', log: up.log });
  return { name: d.name, log: d.log, from: 'config' };
}

/**
 * The dialect an upstream writes its log in (SPEC §6, §7): what this repo's config declares for it; else what
 * the upstream's own config says, read as data from the commit its log was read from (JSON or YAML only, never
 * code; no symlink followed; small files only; nearest the upstream's folder first, then its repository's top);
 * else this repo's own dialect (`own`): an upstream with no config of its own is most likely of the consumer's
 * kind (a repo of the reference protocol has none, and neither needs a canonical one). Only `dialect` and `log` are
 * taken from the upstream's config: its other keys are
 * its own business (a newer version's keys included). A `dialect` or `log` there that does not validate is
 * exit 2, saying how to read the upstream without it.
 */
export async function upstreamDialect(
  name: string,
  up: UpstreamConfig,
  blob: UpstreamBlob,
  own: Dialect = CANONICAL,
): Promise<UpstreamDialect> {
  const declared = declaredDialect(up);
  if (declared) return declared;
  const dirs = [...new Set([blob.prefix, ''])];
  const files = await upstreamFilesAt(
    blob,
    dirs.flatMap((d) => [...DATA_PLACES, ...CODE_PLACES].map((p) => d + p)),
    UPSTREAM_CONFIG_MAX_BYTES,
  );
  for (const dir of dirs) {
    for (const place of DATA_PLACES) {
      const path = dir + place;
      const f = files.get(path);
      if (!f || !('bytes' in f)) continue; // absent, a symlink, not a file, too large: not read
      const text = f.bytes.toString('utf8');
      if (place !== 'package.json' && text.trim() === '') continue;
      const raw = rawConfig(name, path, text, blob);
      if (raw === undefined) continue;
      return fromUpstream(name, path, raw, blob);
    }
    // A JavaScript config is never run (someone else's code): what it says is unknown, so the fallback holds.
    if (CODE_PLACES.some((p) => files.has(dir + p))) break;
  }
  return { name: own.name, log: own.log, from: 'consumer' };
}

const fix = (name: string) =>
  `ask the upstream's writer to fix it, or declare upstreams.${name}.dialect (handover or cmap) ` +
  `in this repo's config to read its log without it`;

/** Where an upstream's config was read: `Upstream <name>: its config <path> (commit <short id>)`. */
const configAt = (name: string, path: string, blob: UpstreamBlob) =>
  `Upstream ${name}: its config ${path} (commit ${blob.commit.slice(0, 12)})`;

/**
 * The raw config in an upstream's file; undefined when the file holds none (a package.json without a `handover` key, or
 * one that is not JSON).
 */
function rawConfig(name: string, path: string, text: string, blob: UpstreamBlob): unknown {
  if (path.endsWith('package.json')) {
    try {
      const pkg = JSON.parse(text) as unknown;
      if (typeof pkg !== 'object' || pkg === null || !Object.hasOwn(pkg, 'handover')) return undefined;
    } catch {
      return undefined;
    }
  }
  try {
    return parseConfigText(path, text);
  } catch (error) {
    throw new CliError(`${configAt(name, path, blob)}: ${reason(error, path)}; ${fix(name)}.`, 2);
  }
}

/** Validates only `dialect` and `log` of an upstream's raw config. */
function fromUpstream(name: string, path: string, raw: unknown, blob: UpstreamBlob): UpstreamDialect {
  const r = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;
  if (raw !== null && !r)
    throw new CliError(`${configAt(name, path, blob)} is not a mapping of keys to values; ${fix(name)}.`, 2);
  const picked: Record<string, unknown> = {};
  for (const k of ['dialect', 'log']) if (r && Object.hasOwn(r, k)) picked[k] = r[k];
  let cfg: ReturnType<typeof validateConfig>;
  try {
    cfg = validateConfig(picked, path, RULE_IDS, RULE_OPTIONS);
  } catch (error) {
    throw new CliError(`${configAt(name, path, blob)}: ${reason(error, path)}; ${fix(name)}.`, 2);
  }
  const d = makeDialect({ dialect: cfg.dialect, log: cfg.log });
  return { name: d.name, log: d.log, from: 'upstream', file: path };
}

/** A config error's own sentence without its file name and its advice to fix the file (the consumer cannot). */
function reason(error: unknown, path: string): string {
  const m = (error as Error).message;
  const own = m.startsWith(path) && m.includes(': ') ? m.slice(m.indexOf(': ') + 2) : m;
  return own.replace(/(?:\.|;) ?[Ff]ix (?:it|the file) and run again\.$/, '');
}
