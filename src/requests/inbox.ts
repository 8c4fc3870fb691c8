import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config/schema.js';
import { loadConfig } from '../config/load.js';
import { shown } from '../display.js';
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
  reversibility: string | null;
  timestamp: string;
  ageDays: number;
  stale: boolean;
  /** For a relay: the request it answers, which this project forwarded. */
  answers?: string;
}

export interface Inbox {
  project: string;
  staleDays: number;
  items: InboxItem[];
  /** Peers whose REQUESTS.md could not be read. */
  unreachable: { id: string; error: string }[];
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
  opts: { now?: Date; fetch?: boolean } = {},
): Promise<Inbox> {
  const self = config.agent ?? ownLog(root, config, '').writer;
  if (!self)
    throw new CliError(
      `No project id: set "agent" in the handover config (or title ${config.files.requests} "# Requests: <project>"), ` +
        `so the inbox knows which requests are addressed here.`,
      2,
    );
  const mine = ownLog(root, config, self);
  const { facts, peers, registryError } = await gatherFacts(root, config, { fetch: opts.fetch ?? true });
  if (registryError)
    throw new CliError(`The registry could not be read (${registryError}); the inbox finds peers through it.`, 2);
  const answered = new Set<string>();
  const forwardedAs = new Map<string, string>(); // own forward ref → the request it forwarded
  for (const r of mine.requests) {
    if (!r.inReplyTo) continue;
    if (r.type === 'response' || r.type === 'forward') answered.add(refText(r.inReplyTo));
    if (r.type === 'forward') forwardedAs.set(`${self}#${r.entry.seq}`, refText(r.inReplyTo));
    checkDigest(r, facts.peers.get(r.inReplyTo.project) ?? null);
  }
  const relayed = new Set(
    mine.requests.filter((r) => r.type === 'response' && r.relays).map((r) => refText(r.relays!)),
  );
  const now = (opts.now ?? new Date()).getTime();
  const items: InboxItem[] = [];
  for (const [id, log] of facts.peers) {
    for (const r of log.requests) {
      if (!r.to || r.to.toLowerCase() !== self.toLowerCase() || r.entry.time === null) continue;
      const ref = `${id}#${r.entry.seq}`;
      const base = {
        ref,
        from: id,
        subject: r.subject,
        chain: r.chain ?? [id],
        claims: r.claims,
        reversibility: r.reversibility,
        timestamp: r.entry.timestamp!,
        ageDays: (now - r.entry.time) / DAY,
      };
      if (askedType(r) && r.type !== 'response' && !answered.has(ref))
        items.push({
          ...base,
          kind: 'request',
          type: r.type === 'forward' ? `${askedType(r)} (forwarded)` : r.type!,
          stale: false,
        });
      if (r.type === 'response' && r.inReplyTo && forwardedAs.has(refText(r.inReplyTo))) {
        const original = forwardedAs.get(refText(r.inReplyTo))!;
        const done = mine.requests.some(
          (x) => x.type === 'response' && x.inReplyTo && refText(x.inReplyTo) === original,
        );
        if (!done && !relayed.has(ref))
          items.push({ ...base, kind: 'relay', type: 'response', answers: original, stale: false });
      }
    }
  }
  for (const i of items) i.stale = i.ageDays > config.requests.staleDays;
  items.sort((a, b) => b.ageDays - a.ageDays);
  return {
    project: self,
    staleDays: config.requests.staleDays,
    items,
    unreachable: peers.filter((p: PeerRead) => p.error).map((p) => ({ id: p.id, error: p.error! })),
  };
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

/** One line per waiting request, stale ones (first) marked. */
export function renderInbox(inbox: Inbox): string {
  if (inbox.items.length === 0) return `Inbox of ${inbox.project}: nothing waiting.\n`;
  const out = [`Inbox of ${inbox.project}: ${inbox.items.length} waiting, oldest first`];
  for (const i of inbox.items) {
    const what =
      i.kind === 'relay'
        ? `answer to your forward of ${i.answers}: relay it up (handover respond ${i.answers} --relays ${i.ref})`
        : `${i.type}${i.subject ? ` on "${i.subject}"` : ''} (chain ${i.chain.join(' → ')})`;
    out.push(`  ${i.stale ? `STALE (over ${inbox.staleDays} days) ` : ''}${i.ref}  ${ageText(i.ageDays)}  ${what}`);
  }
  for (const u of inbox.unreachable) out.push(`  unreachable: ${u.id}: ${u.error}`);
  return `${out.join('\n')}\n`;
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
export async function inboxSummary(root: string, opts: { config?: Config; maxChars?: number } = {}): Promise<string> {
  let text: string;
  try {
    const config = opts.config ?? (await loadConfig(root));
    if (!takesPartInRequests(root, config)) return '';
    const inbox = await readInbox(root, config, { fetch: false });
    text = inbox.items.length ? renderInbox(inbox) : '';
  } catch (error) {
    text = `Inbox could not be read: ${(error as Error).message.replace(/\n/g, ' ')}\n`;
  }
  return opts.maxChars === undefined ? text : within(text, opts.maxChars);
}

/** `text` cut to whole lines within `max` characters, the last line saying how many were left out. */
function within(text: string, max: number): string {
  const lines = text
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => `${shown(l)}\n`);
  const more = (n: number) => `  … ${n} more: handover inbox lists them all\n`;
  if (lines.join('').length <= max) return lines.join('');
  let used = 0;
  let kept = 0;
  while (kept < lines.length && used + lines[kept].length + more(lines.length - kept - 1).length <= max)
    used += lines[kept++].length;
  return kept === 0 ? '' : lines.slice(0, kept).join('') + more(lines.length - kept);
}
