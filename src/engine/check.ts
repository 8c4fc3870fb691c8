import { dialectOf, type Config } from '../config/schema.js';
import {
  diffHandover,
  isArchivePath,
  noFacts,
  onlyGroupsAdded,
  parseAppended,
  parseDoc,
  parseHandover,
  sourceFromBytes,
  type ArchiveChange,
  type DocKind,
  type ForestFacts,
} from '../models/index.js';
import { HISTORICAL_RULES, ruleUrl } from '../rules/index.js';
import { checkChange, lintBaseForBlame, lintDoc, lintSource, ruleSetting, sortMessages, type Message } from './lint.js';
import { blameOnlyTheChange, placeUnits } from './units.js';
import { checkMigration } from '../migrate/check.js';
import { localCheck, localCheckOld, type OldAround } from './local.js';
import type { VersionPair } from './pair.js';

export type { CheckKind, VersionPair } from './pair.js';

const asBuffer = (x: Uint8Array): Buffer => Buffer.from(x.buffer, x.byteOffset, x.length);
const bytesOf = (x: Uint8Array | string): Uint8Array => (typeof x === 'string' ? Buffer.from(x, 'utf8') : x);

/**
 * Checks one file's change: the static rules on the new version and the historical rules from the old one to
 * the new, as the actor. When the log only grew by whole entries, the old version is not parsed and only the
 * new entries are (see `parseAppended`), so a 100,000-entry log costs a byte compare and a tail parse.
 * Blame only the change (SPEC §4): a static finding the old version already had (same rule, same entry or
 * section) comes back as a warning saying so (`already in <baseName>`, default HEAD) and whose it is.
 * Every message carries its `unit` (the entry or section it is about). For the agent's PreToolUse hook, the
 * pre-commit hook, `check --range` and `--pre-receive` alike.
 */
export function checkVersions(pair: VersionPair): Message[] {
  return checkKeepingBase(pair).messages;
}

/**
 * `checkVersions`, and the static findings of the old version as `lintSource` gives them when the check had to lint
 * it (null when it did not): the guard asks what was wrong already, and reads the base's answer from here instead of
 * parsing and linting the same bytes again.
 */
export function checkKeepingBase(pair: VersionPair): { messages: Message[]; baseStatic: Message[] | null } {
  const none = (messages: Message[]) => ({ messages, baseStatic: null });
  const { kind, path, base, head, config } = pair;
  if (pair.migrate) {
    // A change proven to touch a few entries of a log in the handover form is an edit, not a dialect migration
    // (which rewrites the whole file): judged from those entries, with no migration of the whole old version tried.
    // (A log that only grew keeps the append path, as before.)
    const local =
      pair.local && kind === 'handover' && base !== null && head !== null && !grew(base, head) && !archived(pair)
        ? localOf(pair)
        : null;
    return local ?? none(checkMigration({ ...pair, migrate: pair.migrate }, checkVersions));
  }
  if (base === null && head === null) return none([]);
  const b = base === null ? null : bytesOf(base);
  const h = head === null ? null : bytesOf(head);
  if (
    b &&
    h &&
    Buffer.compare(Buffer.from(b.buffer, b.byteOffset, b.length), Buffer.from(h.buffer, h.byteOffset, h.length)) === 0
  )
    return none([]);
  if (kind === 'append-only') return none(placeUnits(appendOnlyFile(path, b, h, config), null, config));
  // The change-local reading first where asked (an append included: it reads the last entry and the new ones, with
  // native searches instead of the append path's decoding of the old version), then the append path, then the file.
  // A change that may have rotated entries into the archive is judged with both files, on the whole-file path.
  const local = pair.local && kind === 'handover' && b && h && !archived(pair) ? localOf(pair) : null;
  if (local) return local;
  const appended = kind === 'handover' && b && h ? appendedCheck(pair, b, h) : null;
  return appended ? none(appended) : fullCheck(pair, kind, b, h);
}

/**
 * `checkVersions` of a pair whose old version is held as `OldAround` (`check --staged` reads HEAD's blob of a log as
 * it streams in): the change-local verdict where `checkKeepingBase` asks for it (a log that did not only grow, no
 * changed archive) and it answers, else the old version built whole and `checkVersions` of it.
 */
export function checkVersionsOld(pair: Omit<VersionPair, 'base'> & { old: OldAround }): Message[] {
  const { old, ...rest } = pair;
  const head = rest.head === null ? null : asBuffer(bytesOf(rest.head));
  const grown = head !== null && old.p === old.length && old.length <= head.length;
  if (rest.local && rest.kind === 'handover' && head !== null && !grown && !archived({ ...rest, base: null })) {
    const local = localCheckOld({ ...rest, head, old });
    if (local) return local.messages;
  }
  return checkVersions({ ...rest, base: old.bytes(0, old.length) });
}

/** The pair's archive files whose two versions differ, the new one there (entries may have been moved there). */
function changedArchives(pair: VersionPair): NonNullable<VersionPair['archive']> {
  return (pair.archive ?? []).filter(
    (a) => a.head !== null && (a.base === null || !asBuffer(bytesOf(a.base)).equals(asBuffer(bytesOf(a.head)))),
  );
}

/** Whether the pair's log has an archive file whose two versions differ (entries may have been moved there). */
function archived(pair: VersionPair): boolean {
  return changedArchives(pair).length > 0;
}

/** The facts a log's historical rules read: the archive files' two versions, parsed, when entries may have moved there. */
function factsOf(pair: VersionPair): ForestFacts | undefined {
  const changed = pair.kind === 'handover' ? changedArchives(pair) : [];
  if (changed.length === 0) return pair.facts;
  const log = dialectOf(pair.config).log;
  const archive = changed.map((a): ArchiveChange => {
    const read = (x: Uint8Array | string | null) =>
      x === null ? null : parseHandover(sourceFromBytes(a.path, bytesOf(x)), log);
    return { path: a.path, base: read(a.base), head: read(a.head) };
  });
  return { ...(pair.facts ?? noFacts()), archive };
}

/** Whether the new version is the old one with bytes added at its end (an append removes nothing). */
export function grew(base: Uint8Array | string, head: Uint8Array | string): boolean {
  const b = asBuffer(bytesOf(base));
  const h = asBuffer(bytesOf(head));
  return b.length <= h.length && h.compare(b, 0, b.length, 0, b.length) === 0;
}

/** `localCheck` of a pair whose two versions are there and differ, or null. */
function localOf(pair: VersionPair): { messages: Message[]; baseStatic: Message[] } | null {
  const b = bytesOf(pair.base!);
  const h = bytesOf(pair.head!);
  if (Buffer.from(b.buffer, b.byteOffset, b.length).equals(Buffer.from(h.buffer, h.byteOffset, h.length))) return null;
  return localCheck({ ...pair, base: asBuffer(b), head: asBuffer(h) });
}

/** The check of a log that only grew by whole entries (see `parseAppended`), or null when the full path must judge. */
function appendedCheck(pair: VersionPair, b: Uint8Array, h: Uint8Array): Message[] | null {
  const { path, actor, config } = pair;
  const kind = 'handover';
  const fast = parseAppended(path, b, h, dialectOf(config).log);
  if (!fast) return null;
  // Only new entries were parsed, so every static finding is in what the change added. A file-level verdict
  // (protocol/kind: "most of this is not a log") on the tail alone would misjudge the file, and so would its
  // absence when a new heading does not read as an entry (the whole file's share decides): take the full path.
  const tail = lintDoc(fast.head, config);
  if (tail.some((m) => m.ruleId === 'protocol/kind') || fast.head.entries.some((e) => e.headingProblem)) return null;
  const change = actor ? checkChange(kind, fast.base, fast.head, actor, config) : [];
  return sortMessages(placeUnits([...tail, ...change], fast.head, config));
}

/** The whole-file check, neither fast path taken: what the change-local verdict is tested against. */
export function wholeFileCheck(pair: VersionPair): Message[] {
  const b = pair.base === null ? null : bytesOf(pair.base);
  const h = pair.head === null ? null : bytesOf(pair.head);
  return fullCheck(pair, pair.kind as DocKind, b, h).messages;
}

/** Both versions parsed: the new one linted, the old one only when needed, and the change judged. */
function fullCheck(
  pair: VersionPair,
  kind: DocKind,
  b: Uint8Array | null,
  h: Uint8Array | null,
): { messages: Message[]; baseStatic: Message[] | null } {
  const { path, actor, config, baseName = 'HEAD' } = pair;
  const facts = factsOf(pair);
  let headStatic: Message[] = [];
  let headDoc = null;
  if (h) {
    const linted = lintSource(sourceFromBytes(path, h), kind, config, facts);
    headStatic = placeUnits(linted.messages, linted.doc, config);
    headDoc = linted.doc;
  }
  let baseDoc = null;
  let baseLint: Message[] | null = null;
  if (b && (actor !== null || headStatic.some((m) => m.severity === 'error'))) {
    const source = sourceFromBytes(path, b);
    // A base with encoding problems is read as Markdown reads it, like the head: no rule is skipped for them.
    baseDoc = parseDoc(kind, source, dialectOf(config));
    // The base is linted only when the new version has an error that might be old.
    if (headStatic.some((m) => m.severity === 'error')) baseLint = lintDoc(baseDoc, config, facts);
  }
  // placeUnits sets each message's unit: on copies, so the base's findings go back as the lint gave them
  const underneath =
    baseDoc && baseLint?.some((m) => m.ruleId === 'protocol/kind')
      ? lintBaseForBlame(baseDoc, config, facts)
      : baseLint;
  const baseStatic = underneath
    ? placeUnits(
        underneath.map((m) => ({ ...m })),
        baseDoc,
        config,
      )
    : [];
  const statics = blameOnlyTheChange(baseStatic, headStatic, baseName);
  if (actor === null) return { messages: sortMessages(statics), baseStatic: baseLint };
  const messages = sortMessages([
    ...statics,
    ...placeUnits(checkChange(kind, baseDoc, headDoc, actor, config, facts), headDoc, config),
  ]);
  return { messages, baseStatic: baseLint };
}

/** A config `appendOnly` file: the old bytes must stay a prefix of the new; deleting it is an edit too. */
function appendOnlyFile(path: string, base: Uint8Array | null, head: Uint8Array | null, config: Config): Message[] {
  const rule = HISTORICAL_RULES.find((r) => r.id === 'handover/append-only')!;
  const { severity } = ruleSetting(rule, config);
  if (severity === 'off' || base === null) return [];
  const msg = (message: string, line: number, column: number): Message[] => [
    {
      ruleId: rule.id,
      severity: severity === 'warn' ? 'warning' : 'error',
      message,
      line,
      column,
      docs: ruleUrl(rule.id),
    },
  ];
  if (head === null) return msg(`${path} is append-only (config appendOnly) but was deleted; restore it`, 1, 1);
  let i = 0;
  const n = Math.min(base.length, head.length);
  while (i < n && base[i] === head[i]) i++;
  if (i === base.length || archiveGrew(path, base, head, config)) return [];
  let line = 1;
  for (let k = base.indexOf(0x0a); k !== -1 && k < i; k = base.indexOf(0x0a, k + 1)) line++;
  const what = i === head.length ? 'text was removed from the end' : `line ${line} was changed`;
  return msg(
    `${path} is append-only (config appendOnly), but ${what}; the old text must stay exactly as it was, with new ` +
      `text only at the end`,
    line,
    1,
  );
}

/**
 * Whether a log's archive (`log.archive`) only received entries at its end in the log's order: read as a log in the
 * log's dialect, its preamble and every old entry unchanged, each new entry at its newest end: after the old ones
 * oldest first, above them newest first (as an archive kept newest first receives what a rotation moves out). A
 * byte prefix is the common case and is answered before this is asked.
 */
function archiveGrew(path: string, base: Uint8Array, head: Uint8Array, config: Config): boolean {
  const log = dialectOf(config).log;
  if (!isArchivePath(log.archive, path)) return false;
  const [b, h] = [base, head].map((x) => parseHandover(sourceFromBytes(path, x), log));
  const diff = diffHandover(b, h);
  // an entry added at the log's newest end has no entry it was put in front of, in either order
  // (a level-3 log's archive may gain the group headings, `## 2026-01`, its rotated entries sat under)
  return (
    (!diff.preambleChanged || onlyGroupsAdded(b, h)) &&
    diff.changes.every((c) => c.kind === 'added' && c.before === null)
  );
}

/** Marks every message of a commit as overridden by a dispatcher, with the reason on record. */
export function applyOverride(messages: Message[], reason: string): Message[] {
  return messages.map((m) => ({ ...m, override: reason }));
}

/**
 * For a merge: the messages the merge itself is responsible for. Each parent's comparison is run; what one
 * side brought in shows up against the other parent only, so a message is kept only when every parent's
 * comparison has it too (same rule at the same place in the merged file).
 */
export function commonToAllParents(perParent: Message[][]): Message[] {
  const [first, ...rest] = perParent;
  const key = (m: Message) => `${m.ruleId}\u0000${m.line}\u0000${m.column}`;
  const others = rest.map((list) => new Set(list.map(key)));
  return (first ?? []).filter((m) => others.every((set) => set.has(key(m))));
}
