/**
 * The tools that return log entries, within the budget: `consume` (new upstream entries; the offset moves past what
 * a result holds whole, never further) and `entries` (any entries of this project's log or an upstream's, by range
 * and cursor, read-only).
 */
import { z } from 'zod';
import type { Config } from '../config/schema.js';
import { dialectOf } from '../config/schema.js';
import { planConsume, upstreamLog, withMarkerLock } from '../consume/index.js';
import type { NewEntry } from '../consume/read.js';
import type { Batch } from '../consume/render.js';
import { readProtocolFile } from '../fsutil.js';
import { parseDoc, sourceFromBytes } from '../models/index.js';
import { BUDGET, decodeCursor, encodeCursor, fitWhole, leftNote, Refusal } from './budget.js';
import { structured, type ToolResult } from './run.js';

/** An entry as a result carries it. */
export const entryShape = z.object({
  upstream: z.string().nullable().describe('The upstream it comes from; null for this project’s own log.'),
  seq: z.number().nullable().describe('Its number; null in a log whose entries are not numbered.'),
  id: z.string().describe('What identifies it: the number as text, or the entry id.'),
  timestamp: z.string().nullable(),
  title: z.string().nullable(),
  corrects: z.array(z.number()).describe('Earlier entries this one corrects.'),
  text: z.string(),
});
type EntryView = z.infer<typeof entryShape>;

/** What a budgeted result says beside its items. */
export const pageShape = {
  returned: z.number().describe('How many items this result holds (whole).'),
  left: z.number().describe('How many are left after these.'),
  cursor: z.string().nullable().describe('Pass it back as cursor to read on; null when nothing is left.'),
  note: z.string().describe('What is left and how to read it, in one sentence.'),
};

export const consumeOutput = {
  entries: z.array(entryShape),
  consumed: z.boolean().describe('Whether the offset moved past the entries returned (never past any other).'),
  ...pageShape,
};

export const entriesOutput = { log: z.string(), entries: z.array(entryShape), ...pageShape };

const cursorMap = (at: unknown): at is Record<string, string> =>
  typeof at === 'object' && at !== null && !Array.isArray(at) && Object.values(at).every((v) => typeof v === 'string');

function view(upstream: string | null, e: NewEntry): EntryView {
  return {
    upstream,
    seq: e.heading ? null : e.seq,
    id: e.id,
    timestamp: e.timestamp || null,
    title: e.title,
    corrects: [...e.corrects],
    text: e.text,
  };
}

/** The entries after what a cursor says was returned (by id; by number in a numbered log). */
function after(entries: NewEntry[], last: string | undefined): NewEntry[] {
  if (last === undefined) return entries;
  const i = entries.findIndex((e) => e.id === last);
  if (i !== -1) return entries.slice(i + 1);
  return /^\d+$/.test(last) ? entries.filter((e) => !e.heading && e.seq > Number(last)) : entries;
}

/** `consume`: new upstream entries within the budget; moves the offset past the whole ones returned unless dry. */
export async function consumeEntries(o: {
  root: string;
  config: Config;
  env: NodeJS.ProcessEnv;
  args: { upstreams?: string[]; dry_run?: boolean; max_chars?: number; cursor?: string };
  dryRun: boolean;
}): Promise<ToolResult> {
  const { root, config, args, dryRun } = o;
  const budget = args.max_chars ?? BUDGET;
  const from = args.cursor ? decodeCursor('consume', args.cursor, cursorMap) : {};
  let data: Record<string, unknown> = {};
  const select = (pending: { upstream: string; from: number; entries: NewEntry[] }[]): Batch[] => {
    const flat = pending.flatMap((p) => after(p.entries, from[p.upstream]).map((e) => ({ upstream: p.upstream, e })));
    const render = (k: number): Record<string, unknown> => {
      const taken = flat.slice(0, k);
      const at = { ...from };
      for (const t of taken) at[t.upstream] = t.e.id;
      const left = flat.length - k;
      return {
        entries: taken.map((t) => view(t.upstream, t.e)),
        consumed: !dryRun && k > 0,
        returned: k,
        left,
        cursor: left ? encodeCursor('consume', at) : null,
        note: left
          ? leftNote({ tool: 'consume', left, unit: 'entries' })
          : k
            ? 'Up to date after these.'
            : 'Up to date: no new upstream entries.',
      };
    };
    const fit = fitWhole(flat, budget, render);
    data = fit.data;
    if (fit.k === 0 && flat.length) {
      const first = flat[0];
      data.note = leftNote({
        tool: 'consume',
        left: flat.length,
        unit: 'entries',
        blocked: { what: `Entry ${first.e.id} of ${first.upstream}`, size: JSON.stringify(render(1)).length },
      });
    }
    const taken = flat.slice(0, fit.k);
    return pending.map((p) => {
      const mine = taken.filter((t) => t.upstream === p.upstream).map((t) => t.e);
      const last = mine[mine.length - 1];
      return {
        upstream: p.upstream,
        from: p.from,
        to: last ? last.seq : p.from,
        entries: mine,
        cut: null,
        cutEntry: null,
        more: 0,
      };
    });
  };
  const run = async (): Promise<ToolResult> => {
    const plan = await planConsume({
      root,
      config,
      upstreams: args.upstreams,
      dryRun,
      format: 'json',
      env: o.env,
      select,
    });
    const result = structured(data);
    await plan.commit();
    return result;
  };
  return dryRun ? run() : withMarkerLock(root, config, run);
}

/** This project's own log in the working tree, oldest first. */
function ownLog(root: string, config: Config): NewEntry[] {
  const file = config.files.handover;
  const bytes = readProtocolFile(root, file);
  if (bytes === null) throw new Refusal(`${file} does not exist in ${root}; nothing has been appended yet.`);
  const doc = parseDoc('handover', sourceFromBytes(file, bytes), dialectOf(config));
  if (doc.kind !== 'handover') return [];
  return [...doc.entries]
    .sort((a, b) => a.index - b.index)
    .map((e, i) => {
      const text = e.chunk.text.slice(e.chunk.text.indexOf('\n') + 1).trim();
      const numbered = e.seq !== null && dialectOf(config).log.heading === 'seq';
      return {
        seq: numbered ? (e.seq as number) : i + 1,
        id: e.id ?? String(i + 1),
        heading: numbered ? null : e.headingText,
        timestamp: e.timestamp ?? '',
        title: e.title,
        corrects: [],
        text,
        digest: '',
        byteOffset: 0,
      };
    });
}

/** `entries`: entries of this project's log or an upstream's, from a number (or a cursor), within the budget. */
export async function readEntries(o: {
  root: string;
  config: Config;
  env: NodeJS.ProcessEnv;
  args: { upstream?: string; from?: number; to?: number; cursor?: string; max_chars?: number };
}): Promise<ToolResult> {
  const { root, config, args } = o;
  const log = args.upstream ?? '';
  const at = args.cursor ? decodeCursor('entries', args.cursor, cursorMap) : {};
  if (args.cursor && at.log !== log)
    throw new Refusal(
      `cursor belongs to ${at.log ? `upstream ${at.log}` : 'this project’s log'}; pass the same upstream.`,
    );
  const all = log ? await upstreamLog(root, config, log, o.env) : ownLog(root, config);
  const inRange = all.filter(
    (e) => (args.from === undefined || e.seq >= args.from) && (args.to === undefined || e.seq <= args.to),
  );
  const rest = after(inRange, at.last);
  const render = (k: number): Record<string, unknown> => {
    const left = rest.length - k;
    return {
      log: log || config.files.handover,
      entries: rest.slice(0, k).map((e) => view(log || null, e)),
      returned: k,
      left,
      cursor: left ? encodeCursor('entries', { log, last: k ? rest[k - 1].id : (at.last ?? '') }) : null,
      note: leftNote({ tool: 'entries', left, unit: 'entries' }),
    };
  };
  const budget = args.max_chars ?? BUDGET;
  const fit = fitWhole(rest, budget, render);
  if (fit.k === 0 && rest.length)
    fit.data.note = leftNote({
      tool: 'entries',
      left: rest.length,
      unit: 'entries',
      blocked: { what: `Entry ${rest[0].id}`, size: JSON.stringify(render(1)).length },
    });
  return structured(fit.data);
}
