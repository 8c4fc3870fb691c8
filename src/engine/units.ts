import type { Config } from '../config/schema.js';
import { normaliseText, type ProtocolDoc } from '../models/index.js';
import { units } from '../rules/types.js';
import type { Message } from './lint.js';

/**
 * The identity of a finding: its rule and the entry or section it is about, never its line. Two versions of a
 * file share a finding when they share this key, so a problem whose lines shifted is still the same problem.
 */

interface Unit {
  unit: string;
  /** Whose entry or section it is (the log's writer, the section's agent, the project), or null. */
  owner: string | null;
  start: number;
  end: number;
  text: string;
}

/** The units of a document in line order: its preamble, then each entry, section or offset. */
function unitsOf(doc: ProtocolDoc, config: Config): Unit[] {
  const out: Unit[] = [];
  const shared = (id: string) => id in config.sync.shared;
  const preambleOwner =
    doc.kind === 'handover' ? doc.writer : doc.kind === 'sync' || doc.kind === 'registry' ? config.owner : null;
  const pre = doc.preamble;
  out.push({
    unit: units.preamble,
    owner: preambleOwner,
    start: pre.start.line,
    end: pre.start.line + lineCount(pre.text) - 1,
    text: pre.text,
  });
  const add = (
    unit: string,
    owner: string | null,
    span: { start: { line: number }; end: { line: number } },
    text: string,
  ) => out.push({ unit, owner, start: span.start.line, end: span.end.line, text });
  if (doc.kind === 'handover') for (const e of doc.entries) add(units.entry(e), doc.writer, e.span, e.chunk.text);
  if (doc.kind === 'sync')
    for (const s of doc.sections) add(units.section(s.id), shared(s.id) ? config.owner : s.id, s.span, s.chunk.text);
  if (doc.kind === 'registry') {
    for (const e of doc.entries)
      add(units.project(e.id), e.provenance?.kind === 'relayed' ? e.provenance.by : e.id, e.span, e.chunk.text);
  }
  if (doc.kind === 'marker')
    for (const o of doc.offsets) add(units.upstream(o.upstream), null, o.span, JSON.stringify(o.value));
  // in line order, as `unitAt` searches them: a newest-first log lists its entries oldest first, not as they stand
  const [preamble, ...rest] = out;
  return [preamble, ...rest.sort((a, b) => a.start - b.start)];
}

function lineCount(text: string): number {
  let n = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/** The unit holding a line: a binary search over the units in line order (the preamble first). */
function unitAt(list: Unit[], line: number): Unit | null {
  let lo = 1;
  let hi = list.length - 1;
  let found: Unit | null = null;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid].start <= line) {
      found = list[mid];
      lo = mid + 1;
    } else hi = mid - 1;
  }
  if (found && line <= Math.max(found.end, found.start)) return found;
  if (found) return found; // trailing blank lines of a section still belong to it
  return list[0] ?? null;
}

/** Fills in `unit` (unless the rule gave it) and `owner` of each message from the document it was found in. */
export function placeUnits(messages: Message[], doc: ProtocolDoc | null, config: Config): Message[] {
  if (messages.length === 0) return messages;
  const list = doc ? unitsOf(doc, config) : [];
  const byName = new Map(list.map((u) => [u.unit, u]));
  for (const m of messages) {
    if (m.unit) {
      m.owner ??= byName.get(m.unit)?.owner ?? ownerFromName(m.unit);
      continue;
    }
    const u = doc ? unitAt(list, m.line) : null;
    m.unit = u?.unit ?? units.file;
    m.owner = u?.owner ?? null;
  }
  return messages;
}

/** For a unit named by a rule but absent from this version (a removed section): the agent or project its name holds. */
function ownerFromName(unit: string): string | null {
  const m = /^(?:section|project) (.+)$/.exec(unit);
  return m ? m[1] : null;
}

/** A unit's text in a document (normalised), or null when the document has no such unit. */
export function unitText(doc: ProtocolDoc | null, unit: string, config: Config): string | null {
  if (!doc) return null;
  if (unit === units.file) return normaliseText(doc.source.text);
  const u = unitsOf(doc, config).find((x) => x.unit === unit);
  return u ? normaliseText(u.text) : null;
}

/**
 * The key a finding is matched by across versions: rule, unit, and its identity (the rule's, when the message holds
 * text that grows with the file, such as a count), else the message with its line numbers left out.
 */
export function findingKey(m: Message): string {
  if (m.identity !== undefined) return `${m.ruleId}\u0000${m.unit ?? units.file}\u0000=${m.identity}`;
  const text = m.already ? m.message.replace(/ \(already in .*; not blamed on this change\)$/, '') : m.message;
  return `${m.ruleId}\u0000${m.unit ?? units.file}\u0000${text.replace(/\blines? \d+(?:[–-]\d+)?/g, 'line #')}`;
}

/** "bob's section", "entry 3 of lab's log", "the preamble" — whose entry or section a finding is in. */
export function whose(m: Message): string {
  const unit = m.unit ?? units.file;
  const owner = m.owner;
  if (unit === units.file) return 'the file as a whole';
  if (unit === units.preamble) return owner ? `the preamble (${owner}'s)` : 'the preamble';
  if (unit.startsWith('section ')) return owner ? `${owner}'s section` : unit;
  if (unit.startsWith('project '))
    return owner ? `the entry of ${unit.slice(8)} (${owner}'s)` : `the entry of ${unit.slice(8)}`;
  if (unit.startsWith('entry ')) return owner ? `${unit} of ${owner}'s log` : unit;
  return unit;
}

/**
 * Blame only the change (SPEC §4): a finding of `head` whose key `before` already had is not the change's doing.
 * It stays, as a warning saying where it already was and whose entry or section it is; it never blocks. Matched
 * as multisets, so a second copy of a problem the base had once is still new. Both lists need their units placed.
 */
export function blameOnlyTheChange(before: Message[], head: Message[], baseName: string): Message[] {
  const seen = new Map<string, number>();
  for (const m of before) if (m.severity === 'error') seen.set(findingKey(m), (seen.get(findingKey(m)) ?? 0) + 1);
  if (seen.size === 0) return head;
  return head.map((m) => {
    if (m.severity !== 'error') return m;
    const k = findingKey(m);
    const n = seen.get(k) ?? 0;
    if (n === 0) return m;
    seen.set(k, n - 1);
    return {
      ...m,
      severity: 'warning',
      already: baseName,
      message: `${m.message} (already in ${baseName}, in ${whose(m)}; not blamed on this change)`,
    };
  });
}
