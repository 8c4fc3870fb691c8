import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config/schema.js';
import { loadConfig } from '../config/load.js';
import { shown as shownLine } from '../display.js';
import { CliError } from '../errors.js';
import { readProtocolFile } from '../fsutil.js';
import {
  askedType,
  entryDigest,
  parseRequests,
  refText,
  sourceFromBytes,
  type RequestEntry,
  type RequestsDoc,
} from '../models/index.js';
import { gatherFacts, type PeerRead } from './facts.js';
import { moveRecordOffsets, recordOffsets, type RecordOffset } from '../consume/index.js';
import type { ForestFacts } from '../models/index.js';

/** One request waiting for this project. */
export interface InboxItem {
  ref: string;
  from: string;
  /** `request`: asked of this project; `relay`: a subproject answered a forward, and the answer waits to go up. */
  kind: 'request' | 'relay';
  type: string;
  subject: string | null;
  chain: string[];
  claims: string[];
  /** What the request asks in its own words (its text under the fields), or null. */
  text: string | null;
  reversibility: string | null;
  timestamp: string;
  ageDays: number;
  stale: boolean;
  /** For a relay: the request it answers, which this project forwarded. */
  answers?: string;
  /**
   * This project answered it `Status: escalated`: it stays here until a dispatcher approves it (then report it
   * done) or it is refused. `response`: the escalating answer; `approved`: an approval is on the record.
   */
  escalated?: { response: string; approved: boolean };
}

/** One answer to a request this project sent. */
export interface AnswerItem {
  /** The answer: `<peer>#<seq>`. */
  ref: string;
  from: string;
  /** The request of this project it answers. */
  answers: string;
  type: string | null;
  subject: string | null;
  status: string | null;
  /** As written: `confirmed`, `wrong: …`, `not stated`, numbered as the claims. */
  verdicts: string[];
  backwards: string | null;
  text: string | null;
  timestamp: string;
}

/** A request this project sent that is not answered yet (or answered `Status: escalated` only). */
export interface OpenRequest {
  ref: string;
  to: string;
  type: string;
  subject: string | null;
  timestamp: string;
  ageDays: number;
  stale: boolean;
  /** `waiting`: no answer yet; `escalated`: the receiver escalated it, for a dispatcher to approve. */
  state: 'waiting' | 'escalated';
  /** The answers so far (escalations). */
  answeredBy: string[];
}

/** An escalated request this project holds, waiting for a dispatcher's approval (`handover approve REF`). */
export interface PendingApproval {
  ref: string;
  from: string;
  subject: string | null;
  reversibility: string | null;
  /** This project's answer that escalated it. */
  escalatedBy: string;
  timestamp: string;
  ageDays: number;
}

export interface Inbox {
  project: string;
  staleDays: number;
  items: InboxItem[];
  /** The requests this project sent that are still open, oldest first. */
  open: OpenRequest[];
  /** Answers to this project's requests that it has not seen yet (since its `<peer>/answers` offsets). */
  answers: AnswerItem[];
  /** Escalated requests here that no dispatcher approved yet: the dispatcher's queue. */
  awaitingApproval: PendingApproval[];
  /** Whether the actor reading it is one of this project's dispatchers (then the queue is theirs). */
  dispatcher: boolean;
  /** Peers whose REQUESTS.md could not be read. */
  unreachable: { id: string; error: string }[];
  /** The answer offsets to move once the answers are shown (`consumeAnswers`). */
  seen: RecordOffset[];
}

const DAY = 86_400_000;

function ownLog(root: string, config: Config, self: string): RequestsDoc {
  const file = config.files.requests;
  const bytes = readProtocolFile(root, file); // a symlink or a FIFO under the name is refused, never opened
  const doc = parseRequests(sourceFromBytes(file, bytes ?? ''));
  doc.writer ??= self;
  return doc;
}

/**
 * The requests addressed to this project in its peers' REQUESTS.md that it has neither answered nor forwarded,
 * and the answers its subprojects gave to its forwards that it has not relayed, oldest first. A peer that
 * rewrote an entry this project already answered (the Digest: its answer recorded no longer matches) is a
 * protocol error (exit 1), as in consume: nothing the peer says now can be trusted to be what was answered.
 */
export async function readInbox(
  root: string,
  config: Config,
  opts: { now?: Date; fetch?: boolean; cached?: boolean; actor?: string | null } = {},
): Promise<Inbox> {
  const self = config.agent ?? ownLog(root, config, '').writer;
  if (!self)
    throw new CliError(
      `No project id: set "agent" in the handover config (or title ${config.files.requests} ` +
        `"# Requests: <project>"), so the inbox knows which requests are addressed here.`,
      2,
    );
  const mine = ownLog(root, config, self);
  const { facts, peers, registryError } = await gatherFacts(root, config, {
    fetch: opts.fetch ?? true,
    cached: opts.cached,
  });
  if (registryError)
    throw new CliError(`The registry could not be read (${registryError}); the inbox finds peers through it.`, 2);
  const replies = ownReplies(mine, self, facts);
  const now = (opts.now ?? new Date()).getTime();
  const items = addressedItems({ self, mine, facts, replies, now });
  for (const i of items) i.stale = i.ageDays > config.requests.staleDays;
  items.sort((a, b) => b.ageDays - a.ageDays);
  const sent = sentRequests({ self, mine, facts, now, staleDays: config.requests.staleDays });
  const fresh = newAnswers(root, config, self, facts);
  return {
    project: self,
    staleDays: config.requests.staleDays,
    items,
    open: sent,
    answers: fresh.answers,
    awaitingApproval: items
      .filter((i) => i.escalated && !i.escalated.approved)
      .map((i) => ({
        ref: i.ref,
        from: i.from,
        subject: i.subject,
        reversibility: i.reversibility,
        escalatedBy: i.escalated!.response,
        timestamp: i.timestamp,
        ageDays: i.ageDays,
      })),
    dispatcher: opts.actor ? config.dispatchers.includes(opts.actor) : false,
    unreachable: peers.filter((p: PeerRead) => p.error).map((p) => ({ id: p.id, error: p.error! })),
    seen: fresh.seen,
  };
}

/** What this project's own log already did with the requests it got. */
interface OwnReplies {
  /** Requests answered or forwarded. */
  answered: Set<string>;
  /** Own forward ref → the request it forwarded. */
  forwardedAs: Map<string, string>;
  /** Request ref → own escalating response. */
  escalatedBy: Map<string, string>;
  /** Subprojects' answers already relayed. */
  relayed: Set<string>;
}

/** Reads the own log's replies, and checks each still matches the entry it answered (`checkDigest`). */
function ownReplies(mine: RequestsDoc, self: string, facts: ForestFacts): OwnReplies {
  const answered = new Set<string>();
  const forwardedAs = new Map<string, string>();
  const escalatedBy = new Map<string, string>();
  for (const r of mine.requests) {
    if (!r.inReplyTo) continue;
    // An escalation is not an answer: the request stays in view until it is done or refused.
    if (r.type === 'response' && r.status === 'escalated')
      escalatedBy.set(refText(r.inReplyTo), `${self}#${r.entry.seq}`);
    else if (r.type === 'response' || r.type === 'forward') answered.add(refText(r.inReplyTo));
    if (r.type === 'forward') forwardedAs.set(`${self}#${r.entry.seq}`, refText(r.inReplyTo));
    checkDigest(r, facts.peers.get(r.inReplyTo.project) ?? null);
  }
  const relayed = new Set(
    mine.requests.filter((r) => r.type === 'response' && r.relays).map((r) => refText(r.relays!)),
  );
  return { answered, forwardedAs, escalatedBy, relayed };
}

interface AddressedScope {
  self: string;
  mine: RequestsDoc;
  facts: ForestFacts;
  replies: OwnReplies;
  now: number;
}

/**
 * The peers' entries addressed here that still want something: requests not answered, and subprojects' answers to
 * own forwards not relayed (`stale` is set by the caller).
 */
function addressedItems(o: AddressedScope): InboxItem[] {
  const items: InboxItem[] = [];
  for (const [id, log] of o.facts.peers)
    for (const r of log.requests)
      if (r.to && r.to.toLowerCase() === o.self.toLowerCase() && r.entry.time !== null)
        items.push(...entryItems(id, r, o));
  return items;
}

/** What one peer entry addressed here still wants: an answer, a relay, or nothing. */
function entryItems(id: string, r: RequestEntry, { mine, facts, replies, now }: AddressedScope): InboxItem[] {
  const { answered, forwardedAs, escalatedBy, relayed } = replies;
  const items: InboxItem[] = [];
  const ref = `${id}#${r.entry.seq}`;
  const base = {
    ref,
    from: id,
    subject: r.subject,
    chain: r.chain ?? [id],
    claims: r.claims,
    text: r.ask,
    reversibility: r.reversibility,
    timestamp: r.entry.timestamp!,
    ageDays: (now - r.entry.time!) / DAY,
  };
  if (askedType(r) && r.type !== 'response' && !answered.has(ref)) {
    const by = escalatedBy.get(ref);
    items.push({
      ...base,
      kind: 'request',
      type: r.type === 'forward' ? `${askedType(r)} (forwarded)` : r.type!,
      stale: false,
      ...(by ? { escalated: { response: by, approved: facts.approvals.has(ref) } } : {}),
    });
  }
  if (r.type === 'response' && r.inReplyTo && forwardedAs.has(refText(r.inReplyTo))) {
    const original = forwardedAs.get(refText(r.inReplyTo))!;
    const done = mine.requests.some((x) => x.type === 'response' && x.inReplyTo && refText(x.inReplyTo) === original);
    if (!done && !relayed.has(ref))
      items.push({ ...base, kind: 'relay', type: 'response', answers: original, stale: false });
  }
  return items;
}

/** The answers each peer gave to this project's requests, oldest first. */
function answersTo(self: string, facts: ForestFacts): { peer: string; r: RequestEntry }[] {
  const out: { peer: string; r: RequestEntry }[] = [];
  for (const [peer, log] of facts.peers)
    for (const r of log.requests)
      if (r.type === 'response' && r.inReplyTo && r.inReplyTo.project.toLowerCase() === self.toLowerCase())
        out.push({ peer, r });
  return out;
}

/**
 * The requests this project sent that no answer closed: an answer closes a request unless it says
 * `Status: escalated` (then the request is open, escalated, until a dispatcher approves it and it is done).
 */
function sentRequests(o: {
  self: string;
  mine: RequestsDoc;
  facts: ForestFacts;
  now: number;
  staleDays: number;
}): OpenRequest[] {
  const answers = answersTo(o.self, o.facts);
  const out: OpenRequest[] = [];
  for (const r of o.mine.requests) {
    if (r.type === 'response' || r.type === 'forward' || !askedType(r) || r.entry.time === null) continue;
    const ref = `${o.self}#${r.entry.seq}`;
    const got = answers.filter((a) => refText(a.r.inReplyTo!) === ref);
    if (got.some((a) => a.r.status !== 'escalated')) continue;
    const ageDays = (o.now - r.entry.time) / DAY;
    out.push({
      ref,
      to: r.to ?? '?',
      type: r.type!,
      subject: r.subject,
      timestamp: r.entry.timestamp!,
      ageDays,
      stale: ageDays > o.staleDays,
      state: got.length ? 'escalated' : 'waiting',
      answeredBy: got.map((a) => `${a.peer}#${a.r.entry.seq}`),
    });
  }
  return out.sort((a, b) => b.ageDays - a.ageDays);
}

/** The answers beyond this project's `<peer>/answers` offsets, and where each offset moves once they are shown. */
function newAnswers(
  root: string,
  config: Config,
  self: string,
  facts: ForestFacts,
): { answers: AnswerItem[]; seen: RecordOffset[] } {
  const all = answersTo(self, facts);
  const keys = [...new Set(all.map((a) => answersKey(a.peer)))];
  const held = recordOffsets(root, config, keys);
  const mine = new Map<string, RequestEntry>();
  for (const r of ownLog(root, config, self).requests) mine.set(`${self}#${r.entry.seq}`, r);
  const answers: AnswerItem[] = [];
  const seen = new Map<string, RecordOffset>();
  for (const { peer, r } of all) {
    const offset = held.get(answersKey(peer))!;
    checkHeld(peer, offset, facts.peers.get(peer)!, config);
    if ((r.entry.seq ?? 0) <= offset.seq) continue;
    const asked = mine.get(refText(r.inReplyTo!));
    answers.push({
      ref: `${peer}#${r.entry.seq}`,
      from: peer,
      answers: refText(r.inReplyTo!),
      type: asked ? askedType(asked) : null,
      subject: r.subject ?? asked?.subject ?? null,
      status: r.status,
      verdicts: r.verdicts.map((v, i) => `${v.n ?? i + 1}. ${v.text}`),
      backwards: r.fields.get('backwards')?.value || null,
      text: r.ask,
      timestamp: r.entry.timestamp ?? '',
    });
    seen.set(peer, { key: answersKey(peer), seq: r.entry.seq!, digest: entryDigest(r.entry.chunk.text) });
  }
  return { answers, seen: [...seen.values()] };
}

/** The marker key of a requester's offset into one peer's answers: not an upstream name (no `/` in one). */
export const answersKey = (peer: string) => `${peer}/answers`;

/** The entry an answers offset holds must still be the one read: a rewritten peer log is news, as in consume. */
function checkHeld(
  peer: string,
  offset: { seq: number; digest: string | null },
  log: RequestsDoc,
  config: Config,
): void {
  if (offset.seq === 0 || !offset.digest) return;
  const at = log.requests.find((r) => r.entry.seq === offset.seq);
  if (at && entryDigest(at.entry.chunk.text) === offset.digest) return;
  throw new CliError(
    `${config.files.marker}: entry ${offset.seq} of ${peer}'s REQUESTS.md, the last answer read from it, is ` +
      `${at ? 'changed' : 'gone'}: ${peer} rewrote its history; ask its writer what happened, then handover consume ` +
      `--rebase-offset ${answersKey(peer)} moves the offset on the record.`,
    1,
  );
}

/** A peer's REQUESTS.md entries as they are now (seq and digest), for `consume --rebase-offset <peer>/answers`. */
export async function peerAnswers(
  root: string,
  config: Config,
  peer: string,
): Promise<{ seq: number; digest: string }[]> {
  const { facts } = await gatherFacts(root, config, { fetch: true });
  const log = facts.peers.get(peer);
  if (!log) throw new CliError(`${peer}'s REQUESTS.md could not be read (handover inbox says why).`, 2);
  return log.requests.map((r) => ({ seq: r.entry.seq ?? 0, digest: entryDigest(r.entry.chunk.text) }));
}

/** Moves the answer offsets past what was shown: the requester has seen them, on the record. */
export async function consumeAnswers(root: string, config: Config, inbox: Inbox): Promise<void> {
  await moveRecordOffsets(root, config, inbox.seen);
}

/** The entry an answer recorded a digest of must still be that entry. */
function checkDigest(r: RequestEntry, peer: RequestsDoc | null): void {
  const want = r.fields.get('digest')?.value;
  if (!want || !peer || !r.inReplyTo) return;
  const target = peer.requests.find((x) => x.entry.seq === r.inReplyTo!.seq);
  const ref = refText(r.inReplyTo);
  if (!target)
    throw new CliError(
      `${ref}, which entry ${r.entry.seq} of this project's log answers, is gone from ${r.inReplyTo.project}'s ` +
        `REQUESTS.md: the peer lost or rewrote its history; ask its writer what happened.`,
      1,
    );
  if (entryDigest(target.entry.chunk.text) !== want)
    throw new CliError(
      `${ref} changed after entry ${r.entry.seq} of this project's log answered it (its digest no longer matches): ` +
        `the peer rewrote its history; ask its writer what happened.`,
      1,
    );
}

/** How an age reads: `3h`, `4d`. */
export function ageText(days: number): string {
  return days < 1 ? `${Math.max(0, Math.round(days * 24))}h` : `${Math.floor(days)}d`;
}

/**
 * The inbox as text: the requests waiting here (stale first, escalated ones said so), the peers that could not
 * be read, then this project's own open requests, the new answers to them, and, for a dispatcher, the
 * escalations waiting for its approval. Sections with nothing in them are left out, but for the first line.
 */
export function renderInbox(inbox: Inbox): string {
  const out = [
    inbox.items.length === 0
      ? `Inbox of ${inbox.project}: nothing waiting.`
      : `Inbox of ${inbox.project}: ${inbox.items.length} waiting, oldest first`,
  ];
  for (const i of inbox.items) {
    const what =
      i.kind === 'relay'
        ? `answer to your forward of ${i.answers}: relay it up (handover respond ${i.answers} --relays ${i.ref})`
        : `${i.type}${i.subject ? ` on "${i.subject}"` : ''} (chain ${i.chain.join(' → ')})`;
    out.push(`  ${i.stale ? `STALE (over ${inbox.staleDays} days) ` : ''}${i.ref}  ${ageText(i.ageDays)}  ${what}`);
    if (i.escalated)
      out.push(
        i.escalated.approved
          ? `      escalated by ${i.escalated.response}, approved by a dispatcher: report it (handover respond ` +
              `${i.ref} --status done)`
          : `      escalated by ${i.escalated.response}: waiting for a dispatcher's approval (handover approve ` +
              `${i.ref})`,
      );
    if (i.kind === 'request') out.push(...askLines(i));
  }
  for (const u of inbox.unreachable) out.push(`  unreachable: ${u.id}: ${u.error}`);
  out.push(...ownLines(inbox));
  return `${out.join('\n')}\n`;
}

/** The requester's side: its open requests, the answers it has not seen, and a dispatcher's queue. */
function ownLines(inbox: Inbox): string[] {
  return [...openLines(inbox), ...answerLines(inbox.answers), ...queueLines(inbox)];
}

function openLines(inbox: Inbox): string[] {
  if (!inbox.open.length) return [];
  const out = [`Your open requests: ${inbox.open.length}, oldest first`];
  for (const o of inbox.open) {
    const state =
      o.state === 'escalated'
        ? `escalated by ${o.answeredBy.join(', ')}, waiting for a dispatcher of ${o.to}`
        : 'no answer yet';
    const stale = o.stale ? `STALE (over ${inbox.staleDays} days) ` : '';
    const on = o.subject ? ` on "${o.subject}"` : '';
    out.push(`  ${stale}${o.ref}  ${ageText(o.ageDays)}  ${o.type} to ${o.to}${on}: ${state}`);
  }
  return out;
}

function answerLines(answers: AnswerItem[]): string[] {
  if (!answers.length) return [];
  const out = [`New answers to your requests: ${answers.length}`];
  for (const a of answers) {
    const what = a.type ? ` (${a.type}${a.subject ? ` on "${a.subject}"` : ''})` : '';
    out.push(`  ${a.ref} answers ${a.answers}${what}${a.status ? `: ${a.status}` : ''}`);
    out.push(...a.verdicts.map((v) => `      ${v}`));
    if (a.backwards) out.push(`      backwards: ${a.backwards}`);
    if (a.text) out.push(...quoted(a.text));
  }
  return out;
}

function queueLines(inbox: Inbox): string[] {
  if (!inbox.dispatcher || !inbox.awaitingApproval.length) return [];
  const out = [`Waiting for your approval (a dispatcher of ${inbox.project}): ${inbox.awaitingApproval.length}`];
  for (const e of inbox.awaitingApproval) {
    const on = e.subject ? ` on "${e.subject}"` : '';
    out.push(
      `  ${e.ref}  ${ageText(e.ageDays)}  ${e.reversibility ?? 'capability'}${on}, escalated by ${e.escalatedBy}: ` +
        `handover approve ${e.ref}`,
    );
  }
  return out;
}

/** Text shown under an item, quoted line by line. */
function quoted(text: string): string[] {
  return text.split('\n').map((l) => (l ? `      > ${l}` : '      >'));
}

/** A request's claims and own words, indented under its line. */
function askLines(i: InboxItem): string[] {
  const out = i.claims.map((c, n) => `      ${n + 1}. ${c}`);
  if (i.reversibility) out.unshift(`      reversibility: ${i.reversibility}`);
  if (i.text) out.push(...quoted(i.text));
  return out;
}

/**
 * Whether a project can have an inbox: it knows its own id (config agent, or its REQUESTS.md's title) and keeps a
 * REQUESTS.md or consults a registry (its own or the commons').
 */
export function takesPartInRequests(root: string, config: Config): boolean {
  if (!config.agent && !existsSync(join(root, config.files.requests))) return false;
  return (
    existsSync(join(root, config.files.requests)) ||
    config.registry !== null ||
    existsSync(join(root, config.files.registry))
  );
}

/**
 * A short summary of the inbox for the agent's context (the session-start hook): empty when nothing waits or
 * the project has no peers to read. `config`: the one the caller loaded (a hook loads it without running a JS
 * config); `maxChars`: the most it may take, whole lines (stale first, as the inbox is oldest first), then a
 * line saying how many more `handover inbox` lists. Never throws: a hook must not stop the agent.
 */
export async function inboxSummary(root: string, opts: SummaryOptions = {}): Promise<string> {
  return (await inboxForSession(root, opts)).text;
}

export interface SummaryOptions {
  config?: Config;
  maxChars?: number;
  /** Fetch URL peers (session start does, as consume fetches URL upstreams); else only cached copies are read. */
  fetch?: boolean;
  env?: NodeJS.ProcessEnv;
}

/**
 * The inbox summary and how to consume the answers it showed: `commit()` moves the `<peer>/answers` offsets,
 * and only when every line was shown (a cut summary consumes nothing). Never throws.
 */
export async function inboxForSession(
  root: string,
  opts: SummaryOptions = {},
): Promise<{ text: string; commit: () => Promise<void> }> {
  let text: string;
  let inbox: Inbox | null = null;
  let config: Config | null = opts.config ?? null;
  try {
    config ??= await loadConfig(root);
    if (!takesPartInRequests(root, config)) return { text: '', commit: async () => undefined };
    const actor = await softActor(root, config, opts.env);
    inbox = await readInbox(root, config, { fetch: opts.fetch ?? false, cached: true, actor });
    text = hasNews(inbox) ? renderInbox(inbox) : '';
  } catch (error) {
    text = `Inbox could not be read: ${(error as Error).message.replace(/\n/g, ' ')}\n`;
  }
  const fit = opts.maxChars === undefined ? { text, cut: false } : within(text, opts.maxChars);
  return {
    text: fit.text,
    commit: async () => {
      if (inbox && config && !fit.cut) await consumeAnswers(root, config, inbox).catch(() => undefined);
    },
  };
}

/** The actor if one is declared (a dispatcher sees its queue), else null: reading the inbox needs no actor. */
export async function softActor(
  root: string,
  config: Config,
  env?: NodeJS.ProcessEnv,
  flag?: string,
): Promise<string | null> {
  try {
    const { resolveActor } = await import('../identity.js');
    return (await resolveActor({ root, config, env, flag, authorEmail: null })).actor;
  } catch {
    return null;
  }
}

/** Whether the inbox holds anything to show: a request waiting, an open request of its own, an answer, a queue. */
export function hasNews(inbox: Inbox): boolean {
  return (
    inbox.items.length > 0 ||
    inbox.open.length > 0 ||
    inbox.answers.length > 0 ||
    inbox.unreachable.length > 0 ||
    (inbox.dispatcher && inbox.awaitingApproval.length > 0)
  );
}

/** `text` cut to whole lines within `max` characters, the last line saying how many were left out. */
function within(text: string, max: number): { text: string; cut: boolean } {
  const lines = text
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => `${shownLine(l)}\n`);
  const more = (n: number) => `  … ${n} more: handover inbox lists them all\n`;
  if (lines.join('').length <= max) return { text: lines.join(''), cut: false };
  let used = 0;
  let kept = 0;
  while (kept < lines.length && used + lines[kept].length + more(lines.length - kept - 1).length <= max)
    used += lines[kept++].length;
  return { text: kept === 0 ? '' : lines.slice(0, kept).join('') + more(lines.length - kept), cut: true };
}
