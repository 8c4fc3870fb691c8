// What a range check adds for the request rules: the forest's facts per commit, gathered only when needed.
import type { Config } from '../../config/schema.js';
import { blobsAt, commitsTouching, readBlobs, type RangeCommit } from '../../git/repo.js';
import type { ForestFacts } from '../../models/index.js';
import type { Attestation } from '../../identity.js';
import { rangeFacts } from '../../requests/facts.js';

/** The span of history the request rules read: from the range's base to its head, through its commits. */
export interface FactsSpan {
  root: string;
  config: Config;
  baseSha: string;
  headSha: string;
  commits: RangeCommit[];
  /** Who the host says made the range's commits (the pull request's author, the pusher). */
  attested?: Attestation | null;
}

/** The request rules' facts per commit, gathered only when a commit of the range touches REQUESTS.md. */
export async function factsForRange(span: FactsSpan): Promise<(sha: string) => ForestFacts | undefined> {
  const { root, config, baseSha, headSha, commits } = span;
  const touching = await commitsTouching(root, baseSha, headSha, { paths: [config.files.requests] });
  if (touching.length === 0) return () => undefined;
  const reg = (await blobsAt(root, baseSha, [config.files.registry])).get(config.files.registry);
  const bytes = reg ? ((await readBlobs(root, [reg.oid])).get(reg.oid) ?? null) : null;
  return rangeFacts(root, config, {
    baseSha,
    headSha,
    commits: [...commits.map((c) => c.sha), headSha],
    registryAtBase: bytes,
    attested: span.attested ?? null,
  });
}
