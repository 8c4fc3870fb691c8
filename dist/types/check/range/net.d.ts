import type { Config } from '../../config/schema.js';
import type { Message } from '../../engine/lint.js';
import type { ForestFacts } from '../../models/index.js';
import { type Target } from '../targets.js';
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
export declare function netFindings(net: NetChange): Promise<Map<string, Message[]>>;
