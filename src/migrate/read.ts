import type { Heading, Root, RootContent } from 'mdast';
import { toString as mdText } from 'mdast-util-to-string';
import { MAX_CHUNK_CHARS, MAX_NESTING, parseChunk, tooDeep, tooManyMarkers } from '../models/markdown/parse.js';
import { detectEol } from '../models/diff/keyed-sections.js';
import { scanBlocks, trimTrailingSpace } from '../models/markdown/split.js';
import { MigrateError } from './types.js';

/**
 * A legacy file read over its whole-document mdast (remark), so setext headings, fences and HTML blocks
 * are what CommonMark says they are. Texts are slices of the original: every byte of the input is in
 * one of `before`, `title`, `preamble`, a group's `prose` or an item's heading and body.
 */

/**
 * Files above this size are refused: a migration parses the whole file at once (setext headings and HTML
 * blocks need the whole document), and remark holds about 600 bytes per character of a list — the same
 * bound the models put on one section.
 */
export const MAX_MIGRATE_CHARS = MAX_CHUNK_CHARS;

/** One heading of the input as written. */
export interface HeadingText {
  /** 1-based line. */
  line: number;
  depth: number;
  /** The heading's content as written (inline markup kept), without `#` markers or a setext underline. */
  content: string;
  /** Its plain text (inline markup removed): what identifies it. */
  plain: string;
}

/** A level-2 (or grouped level-3) section of the input with everything up to the next one. */
export interface Section {
  /** 0-based position in document order. */
  index: number;
  heading: HeadingText;
  /** Raw text after the heading's line up to the next section, trailing whitespace removed. */
  body: string;
  /** The group (`## Queue`) it was found in, or null. */
  group: string | null;
}

/** A level-2 heading that holds level-3 entries (`## Queue`, `## Processed (archive)`): dissolved by a migration. */
export interface Group {
  heading: HeadingText | null;
  /** Text between the group's heading and its first entry, trimmed. */
  prose: string;
  /** Indexes of its sections. */
  items: number[];
}

export interface ReadDoc {
  text: string;
  bom: boolean;
  eol: '\n' | '\r\n';
  /** Text before the title, trimmed (a comment, say). */
  before: string;
  title: HeadingText | null;
  /** The title's line as written, when it is an ATX heading (kept byte for byte when it already fits). */
  titleLine: string | null;
  /** Text between the title and the first section, trimmed. */
  preamble: string;
  sections: Section[];
  groups: Group[];
}

/** Parses the whole text once; a file too big or too deep for remark is refused with a sentence. */
export function parseWhole(text: string, what: string): Root {
  if (text.length > MAX_MIGRATE_CHARS)
    throw new MigrateError(
      `${what} is ${(text.length / 1048576).toFixed(1)} MB; migrate reads files up to ${MAX_MIGRATE_CHARS / 1048576} ` +
        `MB — split it first`,
    );
  const deep = tooDeep(text);
  if (deep)
    throw new MigrateError(
      `${what} nests lists or block quotes about ${deep.depth} levels deep at line ${deep.line}, more than the ` +
        `${MAX_NESTING} allowed; flatten it first`,
    );
  // the whole file at once: four times one section's allowance
  const costly = tooManyMarkers(text, 4);
  if (costly)
    throw new MigrateError(
      `${what} holds ${costly.count} ${costly.words}, more than the ${costly.max} migrate reads in one file ` +
        '(parsing time grows with the square of their number); shorten it first',
    );
  try {
    return parseChunk({ start: { line: 1, column: 1, offset: 0 }, text, heading: null });
  } catch (error) {
    throw new MigrateError(`${what} could not be parsed as Markdown (${(error as Error).message}); simplify it`);
  }
}

/**
 * The headings of levels 1 to 3 of a text as a root of heading nodes, positioned in the text: found by the linear
 * splitter (which agrees with a whole-document CommonMark parse, front matter set aside), each heading's own lines
 * parsed alone. What a log's migration needs, at a cost that grows with the text, not with remark's tree of it, so
 * a log of any size migrates (a 3 MB log in a few times what lint takes).
 */
export function headingTree(text: string): Root {
  const children: RootContent[] = [];
  for (const b of scanBlocks(text, 0, 1, 3).boundaries) {
    let end = b.offset;
    for (let n = b.setextLines ?? 1; n > 0 && end !== -1; n--) end = text.indexOf('\n', end) + 1 || -1;
    const slice = text.slice(b.offset, end === -1 ? text.length : end);
    const node = parseChunk({ start: { line: b.line, column: 1, offset: b.offset }, text: slice, heading: null })
      .children[0];
    if (node?.type === 'heading') children.push(node);
  }
  return { type: 'root', children };
}

const offsetOf = (n: RootContent, end = false): number => (end ? n.position!.end.offset! : n.position!.start.offset!);

/** A heading's content as written and as plain text. */
export function headingText(text: string, h: Heading): HeadingText {
  const kids = h.children;
  const content = kids.length
    ? text.slice(offsetOf(kids[0] as RootContent), offsetOf(kids[kids.length - 1] as RootContent, true))
    : '';
  return {
    line: h.position!.start.line,
    depth: h.depth,
    content: content.replace(/\r?\n[ \t]*/g, ' ').trim(),
    plain: mdText(h).replace(/\s+/g, ' ').trim(),
  };
}

/** Where the line after a node's last line starts. */
export function afterLine(text: string, offset: number): number {
  const nl = text.indexOf('\n', offset);
  return nl === -1 ? text.length : nl + 1;
}

/** Blank lines removed at the start and whitespace at the end. */
export function trimBlock(s: string): string {
  return trimTrailingSpace(s.replace(/^(?:[ \t]*\r?\n)+/, ''));
}

/** Heading texts that name a group of entries rather than an entry. */
const GROUP_NAME = new RegExp(
  `^(?:${[
    'queue',
    'processed',
    'archive',
    'archived',
    'done',
    'open',
    'pending',
    'inbox',
    'outbox',
    'entries',
    'log',
    'history',
    'active',
    'closed',
    'resolved',
    'backlog',
    'current',
  ].join('|')})\\b`,
  'i',
);

/**
 * Reads a log: title, preamble, and its sections — level-2 ones, or the level-3 ones of a group. A level-2
 * section is a group when it holds level-3 headings and either has a group's name (Queue, Processed,
 * Archive, …) or every level-3 heading in it carries a date while it carries none itself.
 */
export function readLog(raw: string, _what: string, datedHeading: (h: HeadingText) => boolean): ReadDoc {
  const bom = raw.charCodeAt(0) === 0xfeff;
  const text = bom ? raw.slice(1) : raw;
  const nodes = headingTree(text).children;
  const firstH2 = nodes.findIndex((n) => n.type === 'heading' && n.depth === 2);
  const end2 = firstH2 === -1 ? nodes.length : firstH2;
  const titleAt = nodes.slice(0, end2).findIndex((n) => n.type === 'heading' && n.depth === 1);
  const titleNode = titleAt === -1 ? null : (nodes[titleAt] as Heading);
  const sectionsStart = firstH2 === -1 ? text.length : offsetOf(nodes[firstH2]);
  const sections: Section[] = [];
  const groups: Group[] = [];
  let preambleEnd = sectionsStart;

  /** Level-3 headings among nodes[from, to) as sections of a group whose text runs from startOffset to endOffset. */
  const takeGroup = (g: {
    heading: HeadingText | null;
    from: number;
    to: number;
    startOffset: number;
    endOffset: number;
  }): void => {
    const { heading, from, to, startOffset, endOffset } = g;
    const h3: number[] = [];
    for (let i = from; i < to; i++) if (nodes[i].type === 'heading' && (nodes[i] as Heading).depth === 3) h3.push(i);
    const items: number[] = [];
    const firstOffset = offsetOf(nodes[h3[0]]);
    h3.forEach((ni, k) => {
      const h = nodes[ni] as Heading;
      const stop = k + 1 < h3.length ? offsetOf(nodes[h3[k + 1]]) : endOffset;
      items.push(sections.length);
      sections.push({
        index: sections.length,
        heading: headingText(text, h),
        body: trimTrailingSpace(text.slice(afterLine(text, offsetOf(h, true)), stop)),
        group: heading?.content ?? null,
      });
    });
    groups.push({ heading, prose: trimBlock(text.slice(startOffset, firstOffset)), items });
  };

  if (firstH2 === -1) {
    // A level-3 log without level-2 headings: its level-3 entries after the title form one unnamed group.
    const from = titleAt + 1;
    const firstH3 = nodes.findIndex((n, i) => i >= from && n.type === 'heading' && n.depth === 3);
    if (
      firstH3 !== -1 &&
      nodes.slice(firstH3).some((n) => n.type === 'heading' && n.depth === 3 && datedHeading(headingText(text, n)))
    ) {
      preambleEnd = offsetOf(nodes[firstH3]);
      takeGroup({ heading: null, from: firstH3, to: nodes.length, startOffset: preambleEnd, endOffset: text.length });
    }
  } else {
    const h2: number[] = [];
    for (let i = firstH2; i < nodes.length; i++)
      if (nodes[i].type === 'heading' && (nodes[i] as Heading).depth === 2) h2.push(i);
    h2.forEach((ni, k) => {
      const h = nodes[ni] as Heading;
      const next = k + 1 < h2.length ? h2[k + 1] : nodes.length;
      const stop = k + 1 < h2.length ? offsetOf(nodes[h2[k + 1]]) : text.length;
      const heading = headingText(text, h);
      const inner = nodes
        .slice(ni + 1, next)
        .filter((n): n is Heading => n.type === 'heading' && n.depth === 3)
        .map((x) => headingText(text, x));
      const group =
        inner.length > 0 && !datedHeading(heading) && (GROUP_NAME.test(heading.plain) || inner.every(datedHeading));
      if (group)
        takeGroup({
          heading,
          from: ni + 1,
          to: next,
          startOffset: afterLine(text, offsetOf(h, true)),
          endOffset: stop,
        });
      else
        sections.push({
          index: sections.length,
          heading,
          body: trimTrailingSpace(text.slice(afterLine(text, offsetOf(h, true)), stop)),
          group: null,
        });
    });
  }
  const titleStart = titleNode ? offsetOf(titleNode) : 0;
  const titleEnd = titleNode ? afterLine(text, offsetOf(titleNode, true)) : 0;
  const titleLine =
    titleNode && /^ {0,3}#/.test(text.slice(titleStart, titleEnd))
      ? text.slice(titleStart, titleEnd).replace(/\r?\n$/, '')
      : null;
  return {
    text,
    bom,
    eol: detectEol(text),
    before: titleNode ? trimBlock(text.slice(0, titleStart)) : '',
    title: titleNode ? headingText(text, titleNode) : null,
    titleLine,
    preamble: trimBlock(text.slice(titleEnd, preambleEnd)),
    sections,
    groups,
  };
}
