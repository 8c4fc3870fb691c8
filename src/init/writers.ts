import { dialectOf, validateConfig } from '../config/schema.js';
import { pathAuthors, type PathAuthor } from '../git/tracked.js';
import { parseHandover, sourceFromBytes } from '../models/index.js';
import type { InferredConfig } from './infer.js';

/**
 * The writers of a log as its text and its history show them (issue 31): the writer its title or entries name, else
 * the one author of its commits. Several writers are said, never narrowed to a single-writer guess.
 */
export interface Writers {
  /** The one writer, when there is one and the config must name it (`log.writer`); null otherwise. */
  writer: string | null;
  /** The author email that identifies the one writer in the history (`agents.<writer>.emails`), when known. */
  email: string | null;
  /** The one writer the title or the entries name (not one taken from the history), or null. */
  named: string | null;
  /** Several writers, when the text or the history names more than one. */
  several: string[];
  /** Where the answer came from, in words, for init's report. */
  line: string;
}

/** `**Author**: x`, `From: x`, `- by: x` lines in an entry: who wrote it. */
const AUTHOR_LINE =
  /^[ \t]*(?:[-*][ \t]+)?\*{0,2}(?:author|agent|writer|from|by)\*{0,2}[ \t]*:\*{0,2}[ \t]*([A-Za-z][\w.-]{0,39})/im;
/** `claude: Third` at the start of an entry's title: the agent that wrote it. */
const TITLE_AUTHOR = /^\[?([A-Za-z][\w.-]{0,39})\]?[ \t]*:[ \t]/;

/** An agent name from a git author name: `Jane Doe` → `jane-doe`; null when nothing of it is usable. */
export function agentNameOf(author: string): string | null {
  const n = author
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[^a-z0-9]+|[-.]+$/g, '');
  return n ? n.slice(0, 40) : null;
}

/** The writers each entry names, most entries first (or the one the title names, or the cmap author field). */
function entryWriters(text: string, inferred: InferredConfig): { names: string[]; titled: boolean } {
  const raw: Record<string, unknown> = { ...inferred };
  delete raw.files;
  delete raw.ignore;
  delete raw.agents;
  if (raw.log) raw.log = { ...(raw.log as object), writer: undefined };
  let doc: ReturnType<typeof parseHandover>;
  try {
    const config = validateConfig(JSON.parse(JSON.stringify(raw)), null, new Set());
    doc = parseHandover(sourceFromBytes('log', text), dialectOf(config).log);
  } catch {
    return { names: [], titled: false };
  }
  if (doc.writer && !doc.dialect.authorField) return { names: [doc.writer], titled: true };
  const count = new Map<string, number>();
  for (const e of doc.entries) {
    const named =
      e.author ??
      TITLE_AUTHOR.exec(e.title ?? '')?.[1] ??
      AUTHOR_LINE.exec(e.chunk.text.split('\n').slice(1).join('\n'))?.[1];
    if (named) count.set(named, (count.get(named) ?? 0) + 1);
  }
  return { names: [...count].sort((a, b) => b[1] - a[1]).map(([n]) => n), titled: false };
}

const who = (a: PathAuthor) => `${a.name} <${a.email}>, ${a.commits} commit${a.commits === 1 ? '' : 's'}`;

/**
 * A log's writers: the one its title names needs no key; the one its entries name, or the one author of its
 * commits, is `log.writer` (with that author's email mapped to it); several are said and no writer is written.
 * `agent`: this clone's agent, the writer's name when the history has one author and the entries name none.
 */
export async function inferWriters(o: {
  root: string;
  path: string;
  text: string;
  inferred: InferredConfig;
  agent: string | null;
}): Promise<Writers> {
  const found = entryWriters(o.text, o.inferred);
  const named = found.names;
  const authors = await pathAuthors(o.root, o.path);
  if (found.titled)
    return {
      writer: null,
      email: null,
      named: named[0],
      several: [],
      line: `one writer, ${named[0]}, named by its title`,
    };
  if (named.length > 1)
    return {
      writer: null,
      email: null,
      named: null,
      several: named,
      line: `written by several (its entries name ${named.slice(0, 5).join(', ')}): no single writer is guessed`,
    };
  if (named.length === 1) {
    const author = authors.length === 1 ? authors[0] : null;
    return {
      writer: named[0],
      email: author?.email ?? null,
      named: named[0],
      several: [],
      line: `one writer, ${named[0]}, named by its entries${author ? ` (history: ${who(author)})` : ''}`,
    };
  }
  if (authors.length > 1)
    return {
      writer: null,
      email: null,
      named: null,
      several: authors.map((a) => a.name),
      line:
        `written by several (its history has ${authors.length} authors: ` +
        `${authors.slice(0, 3).map(who).join('; ')}): no single writer is guessed`,
    };
  if (authors.length === 1) {
    const writer = o.agent ?? agentNameOf(authors[0].name);
    return {
      writer,
      email: authors[0].email,
      named: null,
      several: [],
      line: `one writer in its history (${who(authors[0])})${writer ? `, recorded as ${writer}` : ''}`,
    };
  }
  return {
    writer: o.agent,
    email: null,
    named: null,
    several: [],
    line: o.agent
      ? `no history yet: its writer is this clone's agent, ${o.agent}`
      : 'no history yet and no writer named: pass --agent NAME',
  };
}
