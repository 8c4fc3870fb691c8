import { basename, join } from 'node:path';
import { parseDocument, stringify } from 'yaml';
import { SHAPE_KNOBS, type Config } from '../config/schema.js';
import { template } from './templates.js';
import { readText, rel, writeText, type Outcome } from './outcome.js';

export const CONFIG_FILE = '.handoverrc.yaml';
const YAML_CONFIGS = new Set(['.handoverrc', '.handoverrc.yaml', '.handoverrc.yml']);

/** What init wants the config to say. */
export interface ConfigWish {
  agent: string;
  owner: string | null;
  upstreams: Record<string, string>;
  /** The branch an upstream's HEAD names, when it is not `main` (the default ref): written as its `ref`. */
  refs?: Record<string, string>;
  /** The dialect of the protocol files (SPEC §7), written only when it is not the default. */
  dialect?: string;
  /** The keys that read the existing files as they are (`log`, `sync`), inferred from them. */
  inferred?: Record<string, unknown>;
}

/** An upstream as init writes it: its source, and its branch when that is not the default `main`. */
function upstreamOf(wish: ConfigWish, name: string, source: string): { source: string; ref?: string } {
  const ref = wish.refs?.[name];
  return ref && ref !== 'main' ? { source, ref } : { source };
}

/** The config file text init writes for a wish. */
export function renderConfig(wish: ConfigWish): string {
  const body: Record<string, unknown> = { agent: wish.agent };
  if (wish.dialect && wish.dialect !== 'handover') body.dialect = wish.dialect;
  Object.assign(body, wish.inferred ?? {});
  if (wish.owner) body.owner = wish.owner;
  if (Object.keys(wish.upstreams).length)
    body.upstreams = Object.fromEntries(
      Object.entries(wish.upstreams).map(([n, source]) => [n, upstreamOf(wish, n, source)]),
    );
  return template(CONFIG_FILE, { config: stringify(body).trimEnd() });
}

/**
 * Writes `.handoverrc.yaml` when no config exists. An existing YAML config is extended (keys it lacks:
 * agent, owner, new upstreams), keeping its comments; other formats are kept and what they lack is
 * reported. Never rewritten, not even by --force: the config holds the user's choices (dispatchers, rules …).
 */
export function ensureConfig(root: string, existing: Config, wish: ConfigWish): Outcome {
  if (existing.filepath === null) {
    writeText(join(root, CONFIG_FILE), renderConfig(wish));
    return { what: CONFIG_FILE, action: 'created' };
  }
  const path = existing.filepath;
  const what = rel(root, path);
  const clash = Object.entries(wish.upstreams)
    .filter(([n, s]) => existing.upstreams[n] && existing.upstreams[n].source !== s)
    .map(([n]) => n);
  const clashNote = clash.length ? `; upstreams.${clash.join(', upstreams.')} kept with its configured source` : '';
  const missing: [string[], unknown][] = [];
  if (!existing.agent) missing.push([['agent'], wish.agent]);
  if (!existing.owner && wish.owner) missing.push([['owner'], wish.owner]);
  for (const [n, source] of Object.entries(wish.upstreams))
    if (!existing.upstreams[n]) missing.push([['upstreams', n], upstreamOf(wish, n, source)]);
  if (missing.length === 0) return { what, action: 'kept', ...(clashNote ? { note: clashNote.slice(2) } : {}) };
  const keys = missing.map(([k]) => k.join('.')).join(', ');
  if (!YAML_CONFIGS.has(basename(path)))
    return { what, action: 'kept', note: `not YAML, so not edited: add ${keys} by hand${clashNote}` };
  const doc = parseDocument(readText(path) ?? '');
  if (doc.contents === null) doc.contents = doc.createNode({}) as unknown as typeof doc.contents;
  for (const [k, v] of missing) doc.setIn(k, doc.createNode(v));
  writeText(path, doc.toString());
  return { what, action: 'extended', note: `added ${keys}${clashNote}` };
}

/** The `log` knobs that describe a log's old shape: after a migration into the handover form they misread it. */
const HEADING_KNOBS = SHAPE_KNOBS;

/**
 * After `migrate --write` put a log into the handover form: the config's `log` knobs of its old shape (inferred by
 * init: the headings, and the section of a bigger file, reference sections or trailer the migration made entries of)
 * are dropped, so the next `append` writes the new heading shape and the rules read the whole file as it now is. A YAML or JSON config is edited in place (comments kept); another format is reported with what to remove.
 */
export function dropLogHeadingKnobs(config: Config): { what: string; edited: boolean; keys: string[] } | null {
  const path = config.filepath;
  const knobs = config.log as unknown as Record<string, unknown>;
  const set = HEADING_KNOBS.filter((k) => knobs[k] !== undefined).map((k) => `log.${k}`);
  if (!path || set.length === 0) return null;
  const name = basename(path);
  const text = readText(path);
  if (text === null) return null;
  if (YAML_CONFIGS.has(name) || name === '.handoverrc.json') {
    const doc = parseDocument(text);
    const keys = HEADING_KNOBS.filter((k) => doc.hasIn(['log', k])).map((k) => `log.${k}`);
    if (keys.length === 0) return null;
    for (const k of HEADING_KNOBS) doc.deleteIn(['log', k]);
    const log = doc.getIn(['log']) as { items?: unknown[] } | undefined;
    if (log && Array.isArray(log.items) && log.items.length === 0) doc.deleteIn(['log']);
    writeText(path, name.endsWith('.json') ? `${JSON.stringify(doc.toJSON(), null, 2)}\n` : doc.toString());
    return { what: name, edited: true, keys };
  }
  return { what: name, edited: false, keys: set };
}

/**
 * After `migrate --write` converted files the config leaves alone (`ignore`): they are read now, so they leave the
 * list and come under the guard. A YAML or JSON config is edited in place; another format is reported.
 */
export function readAgain(config: Config, paths: string[]): { what: string; edited: boolean; paths: string[] } | null {
  const path = config.filepath;
  const back = paths.filter((p) => config.ignore.includes(p));
  if (!path || back.length === 0) return null;
  const name = basename(path);
  const text = readText(path);
  if (text === null || !(YAML_CONFIGS.has(name) || name === '.handoverrc.json'))
    return { what: name, edited: false, paths: back };
  const doc = parseDocument(text);
  const rest = config.ignore.filter((p) => !back.includes(p));
  if (rest.length) doc.setIn(['ignore'], doc.createNode(rest));
  else doc.deleteIn(['ignore']);
  writeText(path, name.endsWith('.json') ? `${JSON.stringify(doc.toJSON(), null, 2)}\n` : doc.toString());
  return { what: name, edited: true, paths: back };
}
