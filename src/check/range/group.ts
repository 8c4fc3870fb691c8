// How a range's findings are reported: one message per finding, placed in HEAD, naming the commits behind it.
import type { Message } from '../../engine/lint.js';
import { findingKey } from '../../engine/units.js';
import { HISTORICAL_RULES } from '../../rules/index.js';
import type { Target } from '../targets.js';

/** A finding of one commit: where, what, and whether that commit introduced it. */
export interface Found {
  path: string;
  m: Message;
  tag: string;
  merge: boolean;
}

const HISTORICAL = new Set([...HISTORICAL_RULES.map((r) => r.id), 'protocol/identity', 'protocol/config-owner']);

const keyOf = (path: string, m: Message): string => `${path}\u0000${findingKey(m)}`;
const introducedBy = (list: Found[]): Found[] => list.filter((f) => f.m.severity === 'error');

/** The message for one finding: the commits that introduced it (or the merges on its file), and their overrides. */
function finish(m: Message, list: Found[], merges: () => string[]): Message {
  const intro = introducedBy(list);
  const tags = [...new Set((intro.length ? intro : list).map((f) => f.tag))];
  const named = tags.length ? tags : merges();
  const overrides =
    intro.length > 0 && intro.every((f) => f.m.override)
      ? [...new Set(intro.map((f) => f.m.override!))].join('; ')
      : undefined;
  const { commit: _c, commits: _cs, override: _o, ...rest } = m;
  return {
    ...rest,
    ...(named.length ? { commit: named.join(', '), commits: named } : { commit: 'the net change BASE..HEAD' }),
    ...(overrides ? { override: overrides } : {}),
  };
}

/** The range's findings by path and finding, and the merges per path, for placing each once. */
interface Index {
  byKey: Map<string, { path: string; list: Found[] }>;
  merges: (path: string) => string[];
}

/** The net change's findings on one path, each once, naming the commits that introduced it. */
function fromNet(path: string, netList: Message[], index: Index, done: Set<string>): Message[] {
  const out: Message[] = [];
  for (const m of netList) {
    // each of the net change's findings is one copy: two with one identity are two (a second copy of what BASE had
    // once is new), and the commits' findings with that identity are not reported again
    const k = keyOf(path, m);
    done.add(k);
    // BASE had it: no commit of the range introduced it
    out.push(m.already ? m : finish(m, index.byKey.get(k)?.list ?? [], () => index.merges(path)));
  }
  return out;
}

/** The commits' findings on one path that the net change does not have, each once. */
function fromCommits(path: string, index: Index, done: Set<string>): Message[] {
  const out: Message[] = [];
  for (const [k, { path: p, list }] of index.byKey) {
    if (p !== path || done.has(k)) continue;
    done.add(k);
    // A static problem HEAD no longer has was still that commit's doing (each commit is judged on its own);
    // one its parent already had is not re-reported.
    const intro = introducedBy(list);
    if (!HISTORICAL.has(list[0].m.ruleId ?? '') && intro.length === 0) continue;
    out.push(finish((intro[0] ?? list[0]).m, list, () => index.merges(path)));
  }
  return out;
}

/**
 * One message per finding (rule and entry or section, not line): placed where the net change has it in HEAD,
 * else where its commit had it, and naming every commit that introduced it. A static finding HEAD has counts as
 * HEAD has it (one BASE had is a warning); one fixed later in the range is still its commit's; one a commit's parent
 * already had is not reported again.
 */
export function group(found: Found[], net: Map<string, Message[]>, targets: Target[]): Map<string, Message[]> {
  const out = new Map<string, Message[]>();
  const push = (path: string, ms: Message[]) => {
    if (ms.length) out.set(path, [...(out.get(path) ?? []), ...ms]);
  };
  const byKey = new Map<string, { path: string; list: Found[] }>();
  for (const f of found) {
    const k = keyOf(f.path, f.m);
    const entry = byKey.get(k) ?? byKey.set(k, { path: f.path, list: [] }).get(k)!;
    entry.list.push(f);
  }
  const merges = (path: string) => [...new Set(found.filter((f) => f.path === path && f.merge).map((f) => f.tag))];
  const index = { byKey, merges };
  const paths = [...new Set([...targets.map((t) => t.path), ...net.keys()])];
  for (const path of paths) {
    const done = new Set<string>();
    push(path, fromNet(path, net.get(path) ?? [], index, done));
    push(path, fromCommits(path, index, done));
  }
  for (const { path, list } of byKey.values()) {
    if (!paths.includes(path)) push(path, [finish(list[0].m, list, () => merges(path))]);
  }
  return out;
}
