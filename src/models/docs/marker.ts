// The typed .last-processed.md (MarkerDoc): upstream offsets, their checks and their rendering.
import { createRequire } from 'node:module';
import type * as Yaml from 'yaml';
import type { SourceFile, Span } from '../markdown/source.js';
import { pointAt } from '../markdown/source.js';
import { spanOf } from '../markdown/parse.js';
import { tryParse, type DocBase, type ParseProblem } from './base.js';
import { splitAtLevel2 } from '../markdown/split.js';
import { parseRfc3339 } from './time.js';

/** One upstream's offset in `.last-processed.md`. */
export interface MarkerOffset {
  upstream: string;
  /** The raw YAML value, so extra keys (a byte offset, say) survive a rewrite. */
  value: Record<string, unknown>;
  seq: number | null;
  /** The entry id, for a log whose entries are not numbered (SPEC §7). */
  id: string | null;
  at: string | null;
  digest: string | null;
  span: Span;
}

export interface MarkerDoc extends DocBase {
  kind: 'marker';
  /** Whether the file has YAML front matter at all. */
  hasFrontmatter: boolean;
  offsets: MarkerOffset[];
}

/** yaml is loaded on first use: it is a large module graph, and most commands never read a marker. */
let yamlModule: typeof Yaml | null = null;
const Y = (): typeof Yaml => (yamlModule ??= createRequire(import.meta.url)('yaml') as typeof Yaml);

export const DIGEST = /^sha256:[0-9a-f]{64}$/;

/** Parses `.last-processed.md`: YAML front matter with one key per upstream, then a human summary. */
export function parseMarker(source: SourceFile): MarkerDoc {
  const problems: ParseProblem[] = [];
  const whole = { start: { line: 1, column: 1, offset: 0 }, text: source.text, heading: null };
  const tree = tryParse(whole, problems, 'The marker', { frontmatter: true });
  const first = tree?.children[0];
  const offsets: MarkerOffset[] = [];
  const doc: MarkerDoc = {
    kind: 'marker',
    source,
    title: null,
    preamble: splitAtLevel2(source.text).preamble,
    problems,
    hasFrontmatter: false,
    offsets,
  };
  if (first?.type !== 'yaml') return doc;
  doc.hasFrontmatter = true;
  const fm = spanOf(first);
  const valueStart = source.text.indexOf('\n', fm.start.offset) + 1;
  const yaml = Y().parseDocument(first.value, { uniqueKeys: true });
  const at = (o: number | undefined): Span => {
    const p = pointAt(source.text, valueStart + (o ?? 0));
    return { start: p, end: p };
  };
  if (yaml.errors.length) {
    const e = yaml.errors[0];
    problems.push({ message: `the front matter is not valid YAML: ${e.message.split('\n')[0]}`, at: at(e.pos[0]) });
    return doc;
  }
  const contents = yaml.contents;
  if (contents === null || (Y().isScalar(contents) && (contents.value === null || contents.value === ''))) return doc;
  if (!Y().isMap(contents)) {
    problems.push({ message: 'the front matter must be a mapping of upstream names to offsets', at: fm });
    return doc;
  }
  for (const pair of contents.items) {
    const key = Y().isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    const span = at(Y().isScalar(pair.key) ? pair.key.range?.[0] : undefined);
    const raw = (pair.value as { toJSON?: () => unknown } | null)?.toJSON?.() ?? null;
    const value = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;
    offsets.push(readOffset(key, value, span));
    if (!value) problems.push({ message: `"${key}" must map to seq, at and digest`, at: span });
  }
  return doc;
}

/** One upstream's offset from its YAML value (null when the value is not a mapping). */
function readOffset(upstream: string, value: Record<string, unknown> | null, span: Span): MarkerOffset {
  return {
    upstream,
    value: value ?? {},
    seq: value && Number.isInteger(value.seq) ? (value.seq as number) : null,
    id: value && typeof value.id === 'string' && value.id.trim() ? value.id : null,
    at:
      value && typeof value.at === 'string'
        ? value.at
        : value && value.at instanceof Date
          ? (value.at as Date).toISOString()
          : null,
    digest: value && typeof value.digest === 'string' ? value.digest : null,
    span,
  };
}

/** Why an offset is malformed, or null. */
export function offsetProblem(o: MarkerOffset): string | null {
  if (o.seq === null && o.id === null) return `"${o.upstream}.seq" must be a whole number of 0 or more`;
  if (o.seq !== null && o.seq < 0) return `"${o.upstream}.seq" must be a whole number of 0 or more`;
  if (o.at === null || parseRfc3339(o.at) === null)
    return `"${o.upstream}.at" must be an RFC 3339 timestamp with a zone`;
  if (o.digest === null || !DIGEST.test(o.digest))
    return `"${o.upstream}.digest" must be "sha256:" and 64 lower-case hex digits`;
  return null;
}

/** Renders a marker file: front matter for the tools, a summary line per upstream for people. */
export function renderMarker(offsets: Record<string, Record<string, unknown>>, eol = '\n'): string {
  const names = Object.keys(offsets).sort();
  const fm = names.length ? Y().stringify(Object.fromEntries(names.map((n) => [n, offsets[n]]))) : '{}\n';
  const entry = (o: Record<string, unknown>) => (o.seq !== undefined ? String(o.seq) : `"${String(o.id)}"`);
  const lines = names.map((n) => `- ${n}: entry ${entry(offsets[n])}, processed ${String(offsets[n].at)}`);
  const text = `---\n${fm}---\n# Last processed\n\n${lines.join('\n')}${lines.length ? '\n' : ''}`;
  return eol === '\n' ? text : text.replace(/\n/g, eol);
}
