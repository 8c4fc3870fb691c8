// The net change of a range: each watched file from the range's base to HEAD, as every actor of its commits.
import type { Config } from '../../config/schema.js';
import { checkVersions } from '../../engine/check.js';
import type { Message } from '../../engine/lint.js';
import { findingKey } from '../../engine/units.js';
import { blobsAt, readBlobs } from '../../git/repo.js';
import type { ForestFacts } from '../../models/index.js';
import { archiveVersions, type Target } from '../targets.js';
import type { RangeActors } from './actors.js';

/** The net change to judge: from `from` to `head`, for these files, as the range's actors. */
export interface NetChange {
  root: string;
  from: string;
  head: string;
  targets: Target[];
  config: Config;
  actors: RangeActors;
  /** The request rules' facts at HEAD. */
  headFacts: ForestFacts | undefined;
}

/**
 * The net change from `from` to HEAD, per file: the static rules on HEAD (a finding BASE already had is a warning,
 * "already in BASE") and the historical rules. No single actor made the net change, so a historical finding counts
 * only when it holds for every actor of the range's commits on that file: no one in the range was allowed to make it.
 */
export async function netFindings(net: NetChange): Promise<Map<string, Message[]>> {
  const { root, from, head, targets, config, actors, headFacts } = net;
  const out = new Map<string, Message[]>();
  const paths = targets.map((t) => t.path);
  const [a, b] = await Promise.all([blobsAt(root, from, paths), blobsAt(root, head, paths)]);
  const changed = targets.filter((t) => a.get(t.path)?.oid !== b.get(t.path)?.oid);
  if (changed.length === 0) return out;
  const blobs = await readBlobs(
    root,
    changed.flatMap((t) => [a.get(t.path)?.oid, b.get(t.path)?.oid]).filter((x): x is string => !!x),
  );
  for (const t of changed) {
    const pair = {
      kind: t.kind,
      path: t.path,
      base: blobs.get(a.get(t.path)?.oid ?? '') ?? null,
      head: blobs.get(b.get(t.path)?.oid ?? '') ?? null,
      baseName: 'BASE',
      facts: t.kind === 'requests' ? headFacts : undefined,
      archive: archiveVersions(t, { targets, config }, (path) =>
        changed.some((x) => x.path === path)
          ? {
              base: blobs.get(a.get(path)?.oid ?? '') ?? null,
              head: blobs.get(b.get(path)?.oid ?? '') ?? null,
            }
          : null,
      ),
    };
    const who = actors.netActors(t.path);
    if (who === null) {
      // A migrated file is read in the dialect its migration wrote (the commits after it were judged on their own).
      out.set(t.path, checkVersions({ ...pair, actor: null, config: actors.staticConfig(t.path, config) }));
      continue;
    }
    const runs = who.map((actor) => checkVersions({ ...pair, actor, config }));
    const inAll = runs.slice(1).map((r) => new Set(r.map(findingKey)));
    out.set(
      t.path,
      runs[0].filter((m) => inAll.every((s) => s.has(findingKey(m)))),
    );
  }
  return out;
}
