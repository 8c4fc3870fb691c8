import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { noFacts, parseRequests, sourceFromBytes, type ForestFacts } from '../../src/models/index.js';

/**
 * What a `<!-- facts: {json} -->` comment (or a rule-tester case) tells the request rules about the forest:
 * `subprojects` (id → its direct subprojects), `peers` (id → that project's REQUESTS.md text) and
 * `approvals` (refs a dispatcher approved on the record).
 */
export interface FactsSpec {
  subprojects?: Record<string, string[]>;
  peers?: Record<string, string>;
  approvals?: string[];
}

/** Builds the engine's ForestFacts from a spec, the peers' logs parsed by the real model. */
export function factsFrom(spec: FactsSpec | undefined): ForestFacts {
  const facts = noFacts();
  if (!spec) return facts;
  if (spec.subprojects) facts.subprojects = new Map(Object.entries(spec.subprojects));
  for (const [id, text] of Object.entries(spec.peers ?? {}))
    facts.peers.set(id, parseRequests(sourceFromBytes(`${id}:REQUESTS.md`, text)));
  for (const a of spec.approvals ?? []) facts.approvals.add(a);
  return facts;
}

/** The package's `rules/` folder: one page per rule, `rules/<id>.md`. */
export const RULES_DIR = fileURLToPath(new URL('../../rules/', import.meta.url));

/**
 * One example from a doc page. Blocks are fenced with the info string `markdown` and key=value words:
 * `file=NAME` (which protocol file it is), and for historical rules `base` / `head` and `actor=NAME`
 * on the head block. The word `bytes` makes `\xNN` in the block stand for the raw byte NN (for
 * encoding examples); `deleted` on a head block (with an empty body) means the file was removed.
 * A `<!-- config: {json} -->` comment just before an example applies to that example only.
 */
export type DocExample =
  | {
      kind: 'static';
      section: string;
      line: number;
      file: string;
      code: Uint8Array;
      config: Record<string, unknown>;
      facts?: FactsSpec;
    }
  | {
      kind: 'historical';
      section: string;
      line: number;
      file: string;
      base: Uint8Array | null;
      head: Uint8Array | null;
      actor: string;
      config: Record<string, unknown>;
      facts?: FactsSpec;
    };

export interface RuleDoc {
  path: string;
  /** The `# title` line's text. */
  title: string | null;
  /** Level-2 section names, in order, with their raw text. */
  sections: Map<string, string>;
  examples: DocExample[];
  /** Problems with the page's own format (a bad config comment, a head block without actor, …). */
  problems: string[];
}

interface Block {
  line: number;
  words: string[];
  attrs: Record<string, string>;
  text: string;
  config: Record<string, unknown> | null;
  facts: FactsSpec | null;
  section: string;
}

function decode(text: string, bytes: boolean): Uint8Array {
  if (!bytes) return new TextEncoder().encode(text);
  const out: number[] = [];
  const parts = text.split(/(\\x[0-9a-fA-F]{2})/);
  for (const p of parts) {
    if (/^\\x[0-9a-fA-F]{2}$/.test(p)) out.push(parseInt(p.slice(2), 16));
    else out.push(...new TextEncoder().encode(p));
  }
  return Uint8Array.from(out);
}

type Fence = { char: string; size: number; start: number; info: string; body: string[] };

/** The runnable example a closed fence holds: a `markdown` fence with words after it; null for any other fence. */
function exampleBlock(
  fence: Fence,
  o: { config: Record<string, unknown> | null; facts: FactsSpec | null; section: string },
): Block | null {
  const words = fence.info.trim().split(/\s+/);
  if (words[0] !== 'markdown' || words.length < 2) return null;
  const attrs = Object.fromEntries(
    words
      .slice(1)
      .filter((w) => w.includes('='))
      .map((w) => [w.slice(0, w.indexOf('=')), w.slice(w.indexOf('=') + 1)]),
  );
  return {
    line: fence.start,
    words: words.slice(1),
    attrs,
    text: fence.body.length ? `${fence.body.join('\n')}\n` : '',
    ...o,
  };
}

/**
 * The value of a `<!-- name: JSON -->` line: undefined when the line is not such a comment, or (with a problem
 * recorded at `where`) when its text is not JSON.
 */
function jsonComment(name: 'facts' | 'config', raw: string, where: string, problems: string[]): unknown {
  const m = new RegExp(`^<!--\\s*${name}:\\s*([\\s\\S]*?)\\s*-->\\s*$`).exec(raw);
  if (!m) return undefined;
  try {
    return JSON.parse(m[1]);
  } catch (error) {
    problems.push(`${where}: the ${name} comment is not JSON (${(error as Error).message})`);
    return undefined;
  }
}

/** Reads a rule doc page into its sections and runnable examples. */
export function parseRuleDoc(path: string, text: string): RuleDoc {
  const lines = text.split(/\r?\n/);
  const sections = new Map<string, string>();
  const problems: string[] = [];
  const blocks: Block[] = [];
  let title: string | null = null;
  let section = '';
  let sectionLines: string[] = [];
  let pending: Record<string, unknown> | null = null;
  let pendingFacts: FactsSpec | null = null;
  let fence: Fence | null = null;
  const flush = () => {
    if (section) sections.set(section, sectionLines.join('\n'));
  };
  lines.forEach((raw, i) => {
    if (fence) {
      const close = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(raw);
      if (close && close[1][0] === fence.char && close[1].length >= fence.size) {
        const block = exampleBlock(fence, { config: pending, facts: pendingFacts, section });
        if (block) {
          blocks.push(block);
          pending = null;
          pendingFacts = null;
        }
        fence = null;
      } else fence.body.push(raw);
      sectionLines.push(raw);
      return;
    }
    const open = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(raw);
    if (open) {
      fence = { char: open[1][0], size: open[1].length, start: i + 1, info: open[2], body: [] };
      sectionLines.push(raw);
      return;
    }
    const h1 = /^# (.*)$/.exec(raw);
    if (h1 && title === null) title = h1[1].trim();
    const h2 = /^## (.*)$/.exec(raw);
    if (h2) {
      flush();
      section = h2[1].trim();
      sectionLines = [];
      pending = null;
      pendingFacts = null;
      return;
    }
    const facts = jsonComment('facts', raw, `${path}:${i + 1}`, problems);
    if (facts !== undefined) pendingFacts = facts as FactsSpec;
    const cfg = jsonComment('config', raw, `${path}:${i + 1}`, problems);
    if (cfg !== undefined) pending = cfg as Record<string, unknown>;
    sectionLines.push(raw);
  });
  flush();
  if (fence) problems.push(`${path}:${(fence as { start: number }).start}: a code fence is never closed`);
  return { path, title, sections, examples: toExamples(path, blocks, problems), problems };
}

function toExamples(path: string, blocks: Block[], problems: string[]): DocExample[] {
  const examples: DocExample[] = [];
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i];
    const where = `${path}:${b.line}`;
    const file = b.attrs.file;
    if (!file) {
      problems.push(`${where}: an example block needs file=NAME`);
      continue;
    }
    const bytes = b.words.includes('bytes');
    if (!b.words.includes('base') && !b.words.includes('head')) {
      examples.push({
        kind: 'static',
        section: b.section,
        line: b.line,
        file,
        code: decode(b.text, bytes),
        config: b.config ?? {},
        facts: b.facts ?? undefined,
      });
      continue;
    }
    // Historical: an optional base block (absent: the file is new) followed by a head block with actor=.
    let base: Block | null = null;
    let head: Block = b;
    if (b.words.includes('base')) {
      base = b;
      const next = blocks[i + 1];
      if (!next?.words.includes('head') || next.section !== b.section) {
        problems.push(`${where}: a base block must be followed by a head block in the same section`);
        continue;
      }
      head = next;
      i++;
    }
    if (!head.attrs.actor) {
      problems.push(`${path}:${head.line}: a head block needs actor=NAME`);
      continue;
    }
    if (head.attrs.file !== file) problems.push(`${path}:${head.line}: base and head name different files`);
    examples.push({
      kind: 'historical',
      section: b.section,
      line: b.line,
      file,
      base: base ? decode(base.text, base.words.includes('bytes')) : null,
      head: head.words.includes('deleted') ? null : decode(head.text, head.words.includes('bytes')),
      actor: head.attrs.actor,
      config: base?.config ?? head.config ?? {},
      facts: base?.facts ?? head.facts ?? undefined,
    });
  }
  return examples;
}

/** Every `.md` page under rules/ except the index, as rule ids (`handover/sequence`). */
export function docPageIds(dir = RULES_DIR): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const abs = join(d, name);
      if (statSync(abs).isDirectory()) walk(abs);
      else if (name.endsWith('.md') && abs !== join(dir, 'README.md'))
        out.push(relative(dir, abs).split(sep).join('/').replace(/\.md$/, ''));
    }
  };
  walk(dir);
  return out.sort();
}

/** Reads and parses `rules/<id>.md`, or null when the page does not exist. */
export function readRuleDoc(id: string): RuleDoc | null {
  const path = join(RULES_DIR, `${id}.md`);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return null;
  }
  return parseRuleDoc(`rules/${id}.md`, text);
}
