// The typed REQUESTS.md (RequestsDoc): request entries, references, verdicts and the request forest's facts.
import type { ListItem, Nodes, Root } from 'mdast';
import { toString as mdText } from 'mdast-util-to-string';
import type { SourceFile, Span } from '../markdown/source.js';
import { parseHandover, type HandoverDoc, type HandoverEntry } from './handover.js';
import { spanOf } from '../markdown/parse.js';
import { fieldKey, tryParse, type DocBase, type Title } from './base.js';
import { subjectIdentity } from './subject.js';
import type { ArchiveChange } from '../diff/rotation.js';

/** The entry types of SPEC §8, written as the entry's title. */
export const REQUEST_TYPES = ['ruling', 'evidence', 'capability', 'response', 'forward'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];
/** The types that ask something (a forward carries one of them one level down). */
export const ASKING_TYPES = ['ruling', 'evidence', 'capability'] as const;
export type AskingType = (typeof ASKING_TYPES)[number];
export const REVERSIBILITY = ['read-only', 'reversible', 'outbound', 'irreversible'] as const;
export type Reversibility = (typeof REVERSIBILITY)[number];
export const STATUSES = ['done', 'escalated', 'refused'] as const;
export type RequestStatus = (typeof STATUSES)[number];

/** `<project>#<seq>`: one entry of one project's REQUESTS.md. */
export interface RequestRef {
  project: string;
  seq: number;
}

/** A `Label: value` line of a request entry, with where it is. */
export interface RequestField {
  key: string;
  label: string;
  value: string;
  span: Span;
  /** The items of an ordered list nested under the field (Claims, Verdicts), numbered as written. */
  items: { n: number | null; text: string; span: Span }[];
}

export type Verdict = { kind: 'confirmed' } | { kind: 'wrong'; correction: string } | { kind: 'not stated' };

/** One entry of REQUESTS.md read as a typed request: the log entry and its fields. */
export interface RequestEntry {
  entry: HandoverEntry;
  /** The entry type from the title, or null when the title is missing or not a type. */
  type: RequestType | null;
  fields: Map<string, RequestField>;
  /** Labels given more than once (the first one counts). */
  repeated: RequestField[];
  to: string | null;
  subject: string | null;
  chain: string[] | null;
  inReplyTo: RequestRef | null;
  claims: string[];
  verdicts: { n: number | null; verdict: Verdict | null; text: string; span: Span }[];
  status: string | null;
  reversibility: string | null;
  /** For a forward: the type of the request it passes on (`Type:`). */
  forwards: string | null;
  deniedBefore: RequestRef | null;
  relays: RequestRef | null;
  /** What the entry asks or says in its own words: its text outside the field list (null when none). */
  ask: string | null;
}

/** REQUESTS.md: a log (the HANDOVER.md model, titled `# Requests: <project>`) whose entries are typed requests. */
export interface RequestsDoc extends DocBase {
  kind: 'requests';
  /** The project that writes the log (`# Requests: <project>`). */
  writer: string | null;
  /** The log itself, as the HANDOVER.md model reads it: the log rules run on this. */
  log: HandoverDoc;
  requests: RequestEntry[];
}

const WRITER = /^Requests\s*:\s*(\S(?:.*\S)?)\s*$/i;

/** The writer a `# Requests: <project>` title names, or null. */
export function requestsWriterOf(title: Title | null): string | null {
  const m = title ? WRITER.exec(title.text) : null;
  return m ? m[1] : null;
}
const REF = /^([A-Za-z0-9][A-Za-z0-9._-]{0,63})#(\d+)$/;

/** Reads `<project>#<seq>`, or null. */
export function parseRef(text: string): RequestRef | null {
  const m = REF.exec(text.trim());
  return m ? { project: m[1], seq: Number(m[2]) } : null;
}

/** Renders a ref as written: `lab#4`. */
export function refText(r: RequestRef): string {
  return `${r.project}#${r.seq}`;
}

/** Splits a `Chain:` value: `partner → lab`, `partner -> lab`, `partner, lab`. */
export function parseChain(text: string): string[] {
  return text
    .split(/\s*(?:→|->|>|,)\s*/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Reads a verdict: `confirmed`, `wrong: <correction>`, `not stated`. */
export function parseVerdict(text: string): Verdict | null {
  const t = text.trim();
  if (/^confirmed\.?$/i.test(t)) return { kind: 'confirmed' };
  if (/^not[ -]stated\.?$/i.test(t)) return { kind: 'not stated' };
  const m = /^wrong\s*:\s*(\S[\s\S]*)$/i.exec(t);
  return m ? { kind: 'wrong', correction: m[1].trim() } : null;
}

/** Parses REQUESTS.md with the log model; each entry's fields are read as a request. */
export function parseRequests(source: SourceFile): RequestsDoc {
  const handover = parseHandover(source);
  const writer = requestsWriterOf(handover.title);
  const log: HandoverDoc = { ...handover, writer, logTitle: 'Requests' };
  const requests = log.entries.map((e) => readRequest(e, log.problems));
  return {
    kind: 'requests',
    source,
    title: log.title,
    preamble: log.preamble,
    problems: log.problems,
    writer,
    log,
    requests,
  };
}

function readRequest(entry: HandoverEntry, problems: HandoverDoc['problems']): RequestEntry {
  const tree = tryParse(entry.chunk, problems, `Entry ${entry.seq ?? '?'}`);
  const fields = new Map<string, RequestField>();
  const repeated: RequestField[] = [];
  const base = entry.chunk.start.offset;
  for (const f of fieldsOf(tree, entry.chunk.text, base)) {
    if (fields.has(f.key)) repeated.push(f);
    else fields.set(f.key, f);
  }
  const value = (k: string) => fields.get(k)?.value || null;
  const t = (entry.title ?? '').trim().toLowerCase();
  const verdictField = fields.get('verdicts');
  return {
    entry,
    type: (REQUEST_TYPES as readonly string[]).includes(t) ? (t as RequestType) : null,
    fields,
    repeated,
    to: value('to'),
    subject: value('subject'),
    chain: value('chain') === null ? null : parseChain(value('chain')!),
    inReplyTo: value('in reply to') === null ? null : parseRef(value('in reply to')!),
    claims: (fields.get('claims')?.items ?? []).map((i) => i.text),
    verdicts: (verdictField?.items ?? []).map((i) => ({
      n: i.n,
      verdict: parseVerdict(i.text),
      text: i.text,
      span: i.span,
    })),
    status: value('status')?.toLowerCase() ?? null,
    reversibility: value('reversibility')?.toLowerCase() ?? null,
    forwards: value('type')?.toLowerCase() ?? null,
    deniedBefore: value('denied before') === null ? null : parseRef(value('denied before')!),
    relays: value('relays') === null ? null : parseRef(value('relays')!),
    ask: askOf(tree, entry.chunk.text, base),
  };
}

/** The entry's own words: every top-level block but its heading and the list of `Label: value` fields, as written. */
function askOf(tree: Root | null, text: string, base: number): string | null {
  if (!tree) return null;
  const parts: string[] = [];
  for (const node of tree.children) {
    if (node.type === 'heading' || (node.type === 'list' && isFieldList(node.children as ListItem[]))) continue;
    const span = spanOf(node);
    const part = text.slice(span.start.offset - base, span.end.offset - base).trim();
    if (part) parts.push(part);
  }
  return parts.length ? parts.join('\n\n') : null;
}

function isFieldList(items: ListItem[]): boolean {
  return items.some((item) => {
    const first = item.children[0] as Nodes | undefined;
    return first?.type === 'paragraph' && FIELD.test(mdText(first).trim());
  });
}

const FIELD = /^([A-Za-z][A-Za-z0-9 _-]*?)[ \t]*:[ \t]*([\s\S]*)$/;

/** The top-level `Label: value` list items of an entry, with the ordered list nested under each. */
function fieldsOf(tree: Root | null, text: string, base: number): RequestField[] {
  const out: RequestField[] = [];
  if (!tree) return out;
  for (const node of tree.children) {
    if (node.type !== 'list') continue;
    for (const item of node.children as ListItem[]) {
      const first = item.children[0] as Nodes | undefined;
      const m = first && first.type === 'paragraph' ? FIELD.exec(mdText(first).trim()) : null;
      if (!m) continue;
      const items = orderedItems(item, text, base);
      out.push({ key: fieldKey(m[1]), label: m[1].trim(), value: m[2].trim(), span: spanOf(item), items });
    }
  }
  return out;
}

/** The items of the ordered lists nested under a field's list item, each with the number it was written with. */
function orderedItems(item: ListItem, text: string, base: number): RequestField['items'] {
  const items: RequestField['items'] = [];
  for (const sub of item.children.slice(1)) {
    if (sub.type !== 'list') continue;
    for (const li of sub.children) {
      const span = spanOf(li);
      const raw = text.slice(span.start.offset - base, span.start.offset - base + 12);
      const n = /^\s*(\d{1,9})[.)]/.exec(raw);
      items.push({ n: n ? Number(n[1]) : null, text: mdText(li).trim(), span });
    }
  }
  return items;
}

/** The project a request started from: the first of its chain (or the writer of the log that holds it). */
export function requesterOf(r: RequestEntry, writer: string | null): string | null {
  return r.chain?.[0] ?? writer;
}

/** The type a request asks for: its own, or for a forward the type it passes on. */
export function askedType(r: RequestEntry): AskingType | null {
  const t = r.type === 'forward' ? r.forwards : r.type;
  return (ASKING_TYPES as readonly string[]).includes(t ?? '') ? (t as AskingType) : null;
}

/**
 * Whether two subjects name the same thing: compared after `subjectIdentity` (case, punctuation, white space,
 * Unicode forms and look-alike letters aside), so a refusal cannot be routed around by a trailing dot or a Cyrillic
 * letter.
 */
export function sameSubject(a: string | null, b: string | null): boolean {
  return a !== null && b !== null && subjectIdentity(a) === subjectIdentity(b);
}

/**
 * What the rules over REQUESTS.md know about the forest, handed in by the engine (rules never read files or
 * git themselves). Empty facts make the rules that need them check only what the log itself shows.
 */
export interface ForestFacts {
  /** Each registry project's direct subprojects (`Subprojects:`), or null when no registry is known. */
  subprojects: Map<string, string[]> | null;
  /** Other projects' request logs, by project id. */
  peers: Map<string, RequestsDoc>;
  /** Refs (`<project>#<seq>`) a dispatcher approved on the record (a `Handover-Approve:` commit, SPEC §3). */
  approvals: Set<string>;
  /**
   * The log's archive files (`log.archive`) that changed with it, when the log names one and the change may have
   * rotated entries into them: what `handover/append-only` judges a removal of the oldest entries against.
   */
  archive?: ArchiveChange[];
}

/** Facts with nothing known. */
export function noFacts(): ForestFacts {
  return { subprojects: null, peers: new Map(), approvals: new Set() };
}

/** The project whose `Subprojects:` lists `id`, or null. */
export function parentOf(facts: ForestFacts, id: string): string | null {
  if (!facts.subprojects) return null;
  for (const [parent, subs] of facts.subprojects)
    if (subs.some((s) => s.toLowerCase() === id.toLowerCase())) return parent;
  return null;
}

/** Looks a ref up: in the doc itself when it names the doc's writer, else in a peer's log. */
export function lookupRef(
  doc: RequestsDoc,
  facts: ForestFacts,
  ref: RequestRef,
): { request: RequestEntry; writer: string } | null {
  const log = ref.project === doc.writer ? doc : facts.peers.get(ref.project);
  const found = log?.requests.find((r) => r.entry.seq === ref.seq);
  return found && log ? { request: found, writer: log.writer ?? ref.project } : null;
}
