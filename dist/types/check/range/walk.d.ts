import type { Config } from '../../config/schema.js';
import { BlobStream } from '../../git/blob-stream.js';
import { type RangeCommit } from '../../git/repo.js';
import { type Attestation } from '../../identity.js';
import type { ForestFacts } from '../../models/index.js';
import { type Target } from '../targets.js';
import type { RangeActors } from './actors.js';
import type { Found } from './group.js';
/** What the walk reads (the repo, the files, the config) and what it fills (the findings, the actors). */
export interface RangeWalk {
    root: string;
    targets: Target[];
    config: Config;
    /** The actor of commits that neither name nor map one (`--actor NAME`). */
    fallbackActor?: string;
    /** Who the host says is acting (the pull request's author, the pusher), or null. */
    attested: Attestation | null;
    /** The commits that touch the config-owner paths. */
    configCommits: Set<string>;
    /** The request rules' facts at a commit. */
    factsAt: (sha: string) => ForestFacts | undefined;
    /** Filled: every commit's findings. */
    found: Found[];
    /** Filled: who changed each file, and which files a migration rewrote. */
    actors: RangeActors;
    /** Reads the file versions the walk needs, one at a time (started by the first batch, closed by the caller). */
    blobs: BlobStream | null;
    /** The latest version read of each watched file, by path: the next commit's parent, as a rule. */
    held: Map<string, {
        oid: string;
        bytes: Buffer;
    }>;
}
/**
 * Judges a batch of the range's commits, one after the other, adding to `walk.found` and `walk.actors`. The
 * versions are read as each commit is judged, and a commit's parent version is mostly the one the commit before
 * it made, which the walk still holds: a range over a large log reads each version once and holds two or three.
 */
export declare function walkBatch(walk: RangeWalk, commits: RangeCommit[]): Promise<void>;
